// Every content type of the CMS, defined in shared/: what the generator writes to cms/src/api,
// what the CMS configures in the admin and checks on save.
import { blogContentType } from './blog.js';
import { campaignContentType } from './campaign.js';
import { leadRoutingContentType } from './lead-routing.js';
import { searchTuningContentType } from './search-tuning.js';
import { formContentType } from './form.js';
import { formSubmissionContentType } from './form-submission.js';
import { globalContentType } from './global.js';
import { navigationContentType } from './navigation.js';
import { pageContentType } from './page.js';
import { redirectContentType } from './redirect.js';

export const contentTypeDefinitions = [
  pageContentType,
  blogContentType,
  globalContentType,
  navigationContentType,
  redirectContentType,
  formSubmissionContentType,
  campaignContentType,
  leadRoutingContentType,
  searchTuningContentType,
  formContentType,
] as const;

export type AnyContentTypeDefinition = (typeof contentTypeDefinitions)[number];

const byUid = new Map<string, AnyContentTypeDefinition>(contentTypeDefinitions.map((d) => [d.uid, d]));

export function contentTypeDefinition(uid: string): AnyContentTypeDefinition | undefined {
  return byUid.get(uid);
}
