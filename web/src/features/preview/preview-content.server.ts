// The server side of preview: checks the link (preview-check.server.ts), then reads what it names,
// fresh from the CMS. Drafts never enter the content cache, so a visitor can never be served one.
import type { FormPreviewData, LayoutData, PageData, PreviewData, ResourceData } from '../../lib/content-source.js';
import type { ContentContext } from '../../../server/content.server.js';
import { CmsError } from '../../../server/cms-client.server.js';
import { checkPreviewLink, isSitePath } from './preview-check.server.js';
import type { PreviewLink } from './preview-link.js';
import { releaseLayout, releasePlanSchema, releaseView, type ReleasePlan, type ReleaseReads } from './release-preview.server.js';

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

/**
 * The preview's reads on the site's content source (web/server/content.server.ts gathers them):
 * the drafts the other features read, the draft layout, and the release plan the CMS signs.
 */
export function reads({ cms, env, layoutAs, content }: ContentContext) {
  const drafts: PreviewReads = {
    page: (path) => content.page(path),
    resource: (slug) => content.resource(slug),
    previewPage: (path) => content.previewPage(path),
    previewResource: (documentId) => content.previewResource(documentId),
    previewForm: (documentId) => content.previewForm(documentId),
    draftLayout: () => layoutAs('draft'),
    layoutWith: (which) => layoutAs(which),
    // Never cached: the signed link is checked again by the CMS. A deleted release: null.
    async releasePlan(link) {
      try {
        return await cms.get('/api/scheduling/release-preview', { kind: link.kind, ref: link.ref, exp: link.exp, sig: link.sig }, releasePlanSchema);
      } catch (error) {
        if (error instanceof CmsError && error.kind === 'status' && error.status === 404) return null;
        throw error;
      }
    },
  };
  const { preview, previewLayout } = previewContent(env.PREVIEW_SECRET, drafts);
  return {
    site: {
      /**
       * What a signed preview link shows, read fresh (drafts are never cached); null when the
       * document it names is gone. An expired link throws an error with status 401, one that is not
       * valid status 403.
       */
      preview,
      /** The draft navigation and global settings, for a valid site preview link (else as preview()). */
      previewLayout,
    },
  };
}

type PreviewFeatureReads = ReturnType<typeof reads>;
type PreviewSiteReads = PreviewFeatureReads['site'];
declare module '../../lib/content-source.js' {
  interface SiteReads extends PreviewSiteReads {}
}
