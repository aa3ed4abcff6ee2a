// The server side of preview: checks the link (preview-check.server.ts), then reads what it names,
// fresh from the CMS. Drafts never enter the content cache, so a visitor can never be served one.
import type { FormPreviewData, LayoutData, PageData, PreviewData, ResourceData } from '../../lib/content-source.js';
import { checkPreviewLink, isSitePath } from './preview-check.server.js';
import type { PreviewLink } from './preview-link.js';
import { releaseLayout, releaseView, type ReleasePlan, type ReleaseReads } from './release-preview.server.js';

/** The reads a preview is made of (server/content.server.ts provides them). */
export interface PreviewReads extends ReleaseReads {
  /** A published page (cached): what a site preview shows under the draft layout. */
  page(path: string): Promise<PageData | null>;
  previewPage(path: string): Promise<PageData | null>;
  previewResource(documentId: string): Promise<ResourceData | null>;
  /** A form's draft by documentId (forms/form-content.server.ts previewForm). */
  previewForm(documentId: string): Promise<FormPreviewData | null>;
  /** The draft navigation and global settings. */
  draftLayout(): Promise<LayoutData>;
  /** What a release changes, from the CMS, asked with the (already checked) link; null when the release is gone. */
  releasePlan(link: PreviewLink): Promise<ReleasePlan | null>;
}

/** The path a release preview shows: the link's `path` when it is a plain site path, else the home page. */
const releasePath = (link: PreviewLink) => (link.path && isSitePath(link.path) ? link.path : '/');

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
        case 'form': {
          const data = await reads.previewForm(target.ref);
          return data && { kind: 'form', data };
        }
        case 'site': {
          const data = await reads.page(target.ref);
          return data && { kind: 'site', data: { ...data, preview: true } };
        }
        case 'release': {
          const plan = await reads.releasePlan(link);
          if (!plan) return null;
          const view = await releaseView(plan, releasePath(link), reads);
          return view && { kind: 'release', release: { id: plan.release.id, name: plan.release.name }, view };
        }
      }
    },

    async previewLayout(link: PreviewLink): Promise<LayoutData> {
      const target = checkPreviewLink(link, secret, now(), ['site', 'release']);
      if (target.kind === 'release') {
        const plan = await reads.releasePlan(link);
        return plan ? releaseLayout(plan, reads) : reads.layoutWith({ navigation: false, global: false });
      }
      return reads.draftLayout();
    },
  };
}
