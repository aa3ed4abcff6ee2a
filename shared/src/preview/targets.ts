// What "Open preview" in the admin shows for a document, from its content type's definition:
// a page by its path, a resource or a form by its documentId, and for the site-wide navigation and
// global settings the home page rendered with their drafts.
import { contentTypeDefinition } from '../content/content-types.js';
import type { PreviewKind } from './signed-link.js';

export interface PreviewDocument {
  documentId: string;
  [field: string]: unknown;
}

/** The preview target of a document of type `uid`, or null when the type has no preview. */
export function previewTargetOf(uid: string, doc: PreviewDocument): { kind: PreviewKind; ref: string } | null {
  const rule = contentTypeDefinition(uid)?.preview;
  if (!rule) return null;
  switch (rule.kind) {
    case 'page': {
      const ref = doc[rule.refField];
      return typeof ref === 'string' && ref !== '' ? { kind: 'page', ref } : null;
    }
    case 'resource':
      return { kind: 'resource', ref: doc.documentId };
    case 'form':
      return { kind: 'form', ref: doc.documentId };
    case 'site':
      return { kind: 'site', ref: '/' };
  }
}

/** The fields previewTargetOf needs of a document of type `uid` (to fetch no more than that). */
export function previewFieldsOf(uid: string): string[] {
  const rule = contentTypeDefinition(uid)?.preview;
  return rule?.kind === 'page' ? [rule.refField] : [];
}
