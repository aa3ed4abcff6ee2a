// Every content type of the CMS, defined in shared/: what the generator writes to cms/src/api,
// what the CMS configures in the admin and checks on save.
import { contentTypeDefinitions } from './all-content-types.generated.js';

/** Every content type, found by its file's name (shared/scripts/content-types-index.mjs). */
export { contentTypeDefinitions };

export type AnyContentTypeDefinition = (typeof contentTypeDefinitions)[number];

const byUid = new Map<string, AnyContentTypeDefinition>(contentTypeDefinitions.map((d) => [d.uid, d]));

export function contentTypeDefinition(uid: string): AnyContentTypeDefinition | undefined {
  return byUid.get(uid);
}
