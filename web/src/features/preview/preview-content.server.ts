// The server side of preview: checks the link (preview-check.server.ts), then reads what it names,
// fresh from the CMS. Drafts never enter the content cache, so a visitor can never be served one.
import type { LayoutData, PageData, PreviewData, ResourceData } from '../../lib/content-source.js';
import { checkPreviewLink } from './preview-check.server.js';
import type { PreviewLink } from './preview-link.js';

/** The reads a preview is made of (server/content.server.ts provides them). */
export interface PreviewReads {
  /** A published page (cached): what a site preview shows under the draft layout. */
  page(path: string): Promise<PageData | null>;
  previewPage(path: string): Promise<PageData | null>;
  previewResource(documentId: string): Promise<ResourceData | null>;
  /** The draft navigation and global settings. */
  draftLayout(): Promise<LayoutData>;
}

export function previewContent(secret: string, reads: PreviewReads, now: () => number = Date.now) {
  return {
    async preview(link: PreviewLink): Promise<PreviewData | null> {
      const target = checkPreviewLink(link, secret, now());
      switch (target.kind) {
        case 'page': {
          const data = await reads.previewPage(target.ref);
          return data && { kind: 'page', data };
        }
        case 'resource': {
          const data = await reads.previewResource(target.ref);
          return data && { kind: 'resource', data };
        }
        case 'site': {
          const data = await reads.page(target.ref);
          return data && { kind: 'site', data: { ...data, preview: true } };
        }
      }
    },

    async previewLayout(link: PreviewLink): Promise<LayoutData> {
      checkPreviewLink(link, secret, now(), ['site']);
      return reads.draftLayout();
    },
  };
}
