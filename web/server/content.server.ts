// The server-side content source: every read the site makes of the CMS, cached and tagged so an
// editor's change drops exactly what it affects. Route loaders (they run on the server only for
// public pages) and the one content JSON the browser reads (/api/content/layout, for the staff
// app) go through here. Each feature owns its reads; this module puts them together with the two
// site-wide ones (layout, redirects).
import { globalSchema } from '@ironbark/shared/content/global';
import { navigationPopulate, navigationSchema } from '@ironbark/shared/content/navigation';
import { replaceTokensDeep } from '@ironbark/shared/content/tokens';
import { redirectSchema, type Redirect } from '@ironbark/shared/content/redirect';
import { parseRedirectHosts, redirectProblems } from '@ironbark/shared/content/redirect-rules';
import { collectionSchema, singleSchema } from '@ironbark/shared/content/strapi-envelope';
import type { PagesIndex } from '@ironbark/shared/search/local-index';
import { formContent, formPreviewContent, type FormContent } from '../src/features/forms/index.server.js';
import { pageContent } from '../src/features/page-builder/index.server.js';
import { previewContent, releasePlanSchema } from '../src/features/preview/index.server.js';
import { resourceContent } from '../src/features/resources/index.server.js';
import { searchContent } from '../src/features/search/index.server.js';
import { seoContent } from '../src/features/seo/index.server.js';
import type { ContentSource, LayoutData, PageData, ResourceData, StaffReads } from '../src/lib/content-source.js';
import type { ContentCache } from './cache.server.js';
import { CmsError, type CmsClient } from './cms-client.server.js';
import { rememberBrand } from './brand.server.js';
import type { Env } from './env.server.js';
import { log } from './log.server.js';


/** Everything but the staff reads, which belong to a request's session (see render.server.ts). */
export interface ServerContent extends Omit<ContentSource, keyof StaffReads>, FormContent {
  /** A page's draft, unchecked: only preview() (which checks the link first) and tests call it. */
  previewPage(path: string): Promise<PageData | null>;
  /** A resource's draft by documentId, unchecked (as previewPage). */
  previewResource(documentId: string): Promise<ResourceData | null>;
  /** The live preview's page from what the editor typed (unchecked: only the live preview route, which checks the link, and tests call it). */
  livePage(raw: unknown): Promise<PageData>;
  pagesIndex(): Promise<PagesIndex>;
  redirects(): Promise<Redirect[]>;
  sitemapEntries(): Promise<{ path: string; updatedAt?: string }[]>;
}

export function createServerContent(cms: CmsClient, cache: ContentCache, env: Env): ServerContent {
  const config = {
    siteUrl: env.SITE_URL,
    cmsPublicUrl: env.CMS_PUBLIC_URL,
    cmsSearchToken: env.CMS_SEARCH_TOKEN,
    production: env.SITE_PRODUCTION,
    staging: env.SITE_STAGING,
  };
  /**
   * The navigation and global settings: published for every page, the drafts for a site preview,
   * and for a release preview the drafts of those the release publishes.
   */
  async function readLayout(status: 'published' | 'draft' | { navigation: boolean; global: boolean }): Promise<LayoutData> {
    const drafts = typeof status === 'string' ? { navigation: status === 'draft', global: status === 'draft' } : status;
    const draft = (yes: boolean) => (yes ? { status: 'draft' as const } : {});
    const [global, navigation] = await Promise.all([
      cms.get('/api/global', { ...draft(drafts.global) }, singleSchema(globalSchema)),
      cms.get('/api/navigation', { populate: navigationPopulate, ...draft(drafts.navigation) }, singleSchema(navigationSchema)),
    ]);
    if (status === 'published') rememberBrand(global.data);
    return { global: global.data, navigation: navigation.data, config };
  }

  function layout() {
    return cache.get('layout', ['global', 'navigation'], () => readLayout('published'));
  }

  /**
   * Editors write `{phone}`, `{email-link}` and friends (shared/content/tokens.ts); every read
   * that carries their copy answers with today's Global values in their place. Done after the
   * cache, so publishing Global settings changes every page at once without dropping page
   * entries (rendered pages read the layout too, so the page cache drops them on 'global').
   */
  function withTokens<A extends unknown[], T>(read: (...args: A) => Promise<T>) {
    return async (...args: A): Promise<T> => {
      const [value, { global }] = await Promise.all([read(...args), layout()]);
      return replaceTokensDeep(value, global);
    };
  }

  const forms = formContent(cms, cache);
  const pages = pageContent(cms, cache, forms);
  const resources = resourceContent(cms, cache);
  const search = searchContent(cms, cache);
  const reads = {
    page: withTokens(pages.page),
    previewPage: withTokens(pages.previewPage),
    previewResource: withTokens(resources.previewResource),
    livePage: withTokens(pages.livePage),
  };
  return {
    ...reads,
    resources: withTokens(resources.resources),
    resource: withTokens(resources.resource),
    search: withTokens(search.search),
    pagesIndex: withTokens(search.pagesIndex),
    ...seoContent(cms, cache),
    form: forms.form,
    ...previewContent(env.PREVIEW_SECRET, {
      ...reads,
      ...formPreviewContent(cms),
      resource: withTokens(resources.resource),
      async draftLayout() {
        const data = await readLayout('draft');
        return replaceTokensDeep(data, data.global);
      },
      async layoutWith(drafts) {
        const data = await readLayout(drafts);
        return replaceTokensDeep(data, data.global);
      },
      // Never cached: the signed link is checked again by the CMS. A deleted release: null.
      async releasePlan(link) {
        try {
          return await cms.get('/api/scheduling/release-preview', { kind: link.kind, ref: link.ref, exp: link.exp, sig: link.sig }, releasePlanSchema);
        } catch (error) {
          if (error instanceof CmsError && error.kind === 'status' && error.status === 404) return null;
          throw error;
        }
      },
    }),

    async layout() {
      const data = await layout();
      return replaceTokensDeep(data, data.global);
    },

    redirects() {
      // Tagged 'global' too: the allow-list of hosts lives in Global settings.
      return cache.get('redirects', ['redirect', 'global'], async () => {
        // Every redirect, a page of 100 at a time (Strapi's maxLimit).
        const all: Redirect[] = [];
        for (let page = 1; ; page++) {
          const res = await cms.get(
            '/api/redirects',
            { pagination: { page, pageSize: 100 }, fields: ['from', 'to', 'type', 'external'], sort: ['id:asc'] },
            collectionSchema(redirectSchema),
          );
          all.push(...res.data);
          if (page >= res.meta.pagination.pageCount || res.data.length === 0) break;
        }
        // The CMS refuses these on save; one stored before the rule, or whose host has since left
        // the allow-list, is never served (shared/content/redirect-rules).
        const hosts = parseRedirectHosts((await layout()).global.redirectHosts);
        return all.filter((r) => {
          const problems = redirectProblems(r, hosts);
          if (problems.length > 0) log.warn('redirect ignored: it breaks the redirect rules', { from: r.from, to: r.to, problems: problems.map((p) => p.message) });
          return problems.length === 0;
        });
      });
    },
  };
}
