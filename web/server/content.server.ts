// The server-side content source: every read the site makes of the CMS, cached and tagged so an
// editor's change drops exactly what it affects. Route loaders (on the server) and the JSON
// endpoints the browser calls both go through here.
import { z } from 'zod';
import {
  blogPopulate,
  blogSchema,
  blogSummaryPopulate,
  blogSummarySchema,
  type BlogSummary,
} from '@ironbark/shared/content/blog';
import type { ResourceType } from '@ironbark/shared/content/resource-types';
import { globalSchema } from '@ironbark/shared/content/global';
import { navigationPopulate, navigationSchema } from '@ironbark/shared/content/navigation';
import {
  pagePopulate,
  pageSummarySchema,
  parsePage,
  parentPath,
  type PageSummary,
} from '@ironbark/shared/content/page';
import { redirectSchema, type Redirect } from '@ironbark/shared/content/redirect';
import { seoComponent } from '@ironbark/shared/content/seo';
import { collectionSchema, paginationSchema, singleSchema } from '@ironbark/shared/content/strapi-envelope';
import { matchLocalPages, type PagesIndex } from '@ironbark/shared/search/local-index';
import {
  blogToSearchItem,
  combinedPageWindow,
  pageToSearchItem,
} from '@ironbark/shared/search/merge';
import { SEARCH_PAGE_SIZE } from '@ironbark/shared/search/constants';
import { normaliseTerm, termProblem } from '@ironbark/shared/search/term';
import { blogSearchParams } from '@ironbark/shared/strapi-query';
import type { ContentCache } from './cache.server.js';
import type { CmsClient } from './cms-client.server.js';
import type { Env } from './env.server.js';
import { log } from './log.server.js';
import type {
  ContentSource,
  LayoutData,
  PageData,
  PageExtras,
  ResourceData,
  ResourceList,
  ResourceListQuery,
  SearchResults,
} from '../src/lib/content-source.js';

export const RESOURCES_PAGE_SIZE = 9;

/** Which cached entries an editor's change to each content type makes stale. */
export const TAGS_BY_MODEL: Record<string, string[]> = {
  'api::page.page': ['page'],
  'api::blog.blog': ['blog'],
  'api::global.global': ['global'],
  'api::navigation.navigation': ['navigation'],
  'api::redirect.redirect': ['redirect'],
};

const rawPageList = collectionSchema(z.unknown());
const summaryList = collectionSchema(pageSummarySchema);
const blogSummaryList = collectionSchema(blogSummarySchema);
const offsetBlogList = z.object({
  data: z.array(blogSummarySchema),
  meta: z.object({ pagination: z.object({ total: z.number().int() }).or(paginationSchema) }),
});
const seoOnlyList = collectionSchema(
  pageSummarySchema.extend({ seo: seoComponent.schema.nullish() }),
);

/** Everything but the session, which belongs to a request (see app.ts). */
export interface ServerContent extends Omit<ContentSource, 'session'> {
  previewPage(path: string): Promise<PageData | null>;
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

  async function fetchPage(path: string, status: 'published' | 'draft'): Promise<PageData | null> {
    const res = await cms.get(
      '/api/pages',
      {
        filters: { path: { $eqi: path } },
        populate: pagePopulate(),
        pagination: { page: 1, pageSize: 1 },
        status,
      },
      rawPageList,
    );
    if (res.data.length === 0) return null;
    const { page, problems } = parsePage(res.data[0]);
    for (const p of problems) {
      log.warn('block skipped', { path: page.path, block: p.component, reason: p.reason, detail: p.detail });
    }
    const extras: PageExtras = {};
    if (page.blocks.some((b) => b.__component === 'blocks.child-pages')) {
      extras.children = await childPages(page.path);
    }
    for (const block of page.blocks) {
      if (block.__component === 'blocks.latest-resources') {
        extras.resources ??= {};
        extras.resources[block.id] = await latestResources(
          block.type === 'all' ? undefined : block.type,
          block.count,
        );
      }
    }
    return { page, extras };
  }

  async function childPages(path: string): Promise<PageSummary[]> {
    const prefix = path === '/' ? '/' : `${path}/`;
    const res = await cms.get(
      '/api/pages',
      {
        filters: { path: { $startsWith: prefix } },
        fields: ['title', 'path', 'summary', 'icon', 'showInSearch'],
        sort: ['title:asc'],
        pagination: { page: 1, pageSize: 100 },
      },
      summaryList,
    );
    return res.data.filter((p) => parentPath(p.path) === path);
  }

  async function latestResources(type: ResourceType | undefined, count: number): Promise<BlogSummary[]> {
    const res = await cms.get(
      '/api/blogs',
      {
        filters: type ? { type: { $eq: type } } : {},
        sort: ['publishedDate:desc', 'id:desc'],
        populate: blogSummaryPopulate,
        pagination: { page: 1, pageSize: count },
      },
      blogSummaryList,
    );
    return res.data;
  }

  async function allPagesWithSeo() {
    const pages: z.output<typeof seoOnlyList>['data'] = [];
    for (let page = 1; ; page++) {
      const res = await cms.get(
        '/api/pages',
        {
          fields: ['title', 'path', 'summary', 'showInSearch', 'updatedAt'],
          populate: { seo: { fields: ['metaTitle', 'metaDescription', 'metaKeywords', 'noIndex'] } },
          sort: ['path:asc'],
          pagination: { page, pageSize: 100 },
        },
        seoOnlyList,
      );
      pages.push(...res.data);
      if (page >= res.meta.pagination.pageCount) return pages;
    }
  }

  const content: ServerContent = {
    layout() {
      return cache.get('layout', ['global', 'navigation'], async (): Promise<LayoutData> => {
        const [global, navigation] = await Promise.all([
          cms.get('/api/global', {}, singleSchema(globalSchema)),
          cms.get('/api/navigation', { populate: navigationPopulate }, singleSchema(navigationSchema)),
        ]);
        return { global: global.data, navigation: navigation.data, config };
      });
    },

    page(path) {
      const key = `page:${path.toLowerCase()}`;
      return cache.get(key, ['page', 'blog'], () => fetchPage(path, 'published'));
    },

    async previewPage(path) {
      const data = await fetchPage(path, 'draft');
      return data && { ...data, preview: true };
    },

    resources({ type, page }: ResourceListQuery) {
      return cache.get(`resources:${type ?? 'all'}:${page}`, ['blog'], async (): Promise<ResourceList> => {
        const res = await cms.get(
          '/api/blogs',
          {
            filters: type ? { type: { $eq: type } } : {},
            sort: ['publishedDate:desc', 'id:desc'],
            populate: blogSummaryPopulate,
            pagination: { page, pageSize: RESOURCES_PAGE_SIZE },
          },
          blogSummaryList,
        );
        return { items: res.data, pagination: res.meta.pagination, type };
      });
    },

    resource(slug) {
      return cache.get(`resource:${slug}`, ['blog', 'page'], async (): Promise<ResourceData | null> => {
        const res = await cms.get(
          '/api/blogs',
          { filters: { slug: { $eq: slug } }, populate: blogPopulate, pagination: { page: 1, pageSize: 1 } },
          collectionSchema(blogSchema),
        );
        const resource = res.data[0];
        if (!resource) return null;
        const related = await cms.get(
          '/api/blogs',
          {
            filters: { slug: { $ne: slug }, type: { $eq: resource.type } },
            sort: ['publishedDate:desc'],
            populate: blogSummaryPopulate,
            pagination: { page: 1, pageSize: 3 },
          },
          blogSummaryList,
        );
        return { resource, related: related.data };
      });
    },

    pagesIndex() {
      return cache.get('pages-index', ['page'], async (): Promise<PagesIndex> => {
        const pages = await allPagesWithSeo();
        const data = pages
          .filter((p) => p.showInSearch !== false && p.seo && !p.seo.noIndex)
          .map((p, i) => ({
            id: i + 1,
            attributes: {
              metaTitle: p.seo!.metaTitle,
              metaDescription: p.seo!.metaDescription,
              metaKeywords: p.seo!.metaKeywords ?? '',
              url: p.path,
            },
          }));
        return { data, meta: { generatedAt: new Date().toISOString(), total: data.length } };
      });
    },

    async search(rawTerm, page) {
      const term = normaliseTerm(rawTerm);
      const empty: SearchResults = { term, items: [], total: 0, page: 1, pageCount: 0, failed: [] };
      if (termProblem(term)) return empty;
      return cache.get(`search:${term}:${page}`, ['page', 'blog'], async (): Promise<SearchResults> => {
        const failed: SearchResults['failed'] = [];
        const local = await content.pagesIndex().then(
          (index) => matchLocalPages(index.data, term),
          (error: unknown) => {
            log.warn('search: page index unavailable', { error: String(error) });
            failed.push('pages');
            return [];
          },
        );
        const window = combinedPageWindow(page, SEARCH_PAGE_SIZE, local.length);
        let cmsTotal = 0;
        let cmsItems: BlogSummary[] = [];
        try {
          const res = await cms.get(
            '/api/blogs',
            {
              ...blogSearchParams(term),
              pagination: { start: window.cmsStart, limit: Math.max(window.cmsLimit, 1) },
            },
            offsetBlogList,
          );
          cmsTotal = res.meta.pagination.total;
          cmsItems = window.cmsLimit > 0 ? res.data : [];
        } catch (error) {
          log.warn('search: CMS unavailable', { error: String(error) });
          failed.push('cms');
        }
        const total = local.length + cmsTotal;
        return {
          term,
          items: [
            ...local.slice(window.localStart, window.localEnd).map(pageToSearchItem),
            ...cmsItems.map(blogToSearchItem),
          ],
          total,
          page,
          pageCount: Math.ceil(total / SEARCH_PAGE_SIZE),
          failed,
        };
      });
    },

    redirects() {
      return cache.get('redirects', ['redirect'], async () => {
        const res = await cms.get(
          '/api/redirects',
          { pagination: { page: 1, pageSize: 100 }, fields: ['from', 'to', 'type'] },
          collectionSchema(redirectSchema),
        );
        return res.data;
      });
    },

    sitemapEntries() {
      return cache.get('sitemap', ['page', 'blog'], async () => {
        const pages = await allPagesWithSeo();
        const entries = pages
          .filter((p) => !p.seo?.noIndex && p.path !== '/not-found')
          .map((p) => ({ path: p.path, updatedAt: p.updatedAt ?? undefined }));
        for (let page = 1; ; page++) {
          const res = await cms.get(
            '/api/blogs',
            { fields: ['slug', 'updatedAt'], pagination: { page, pageSize: 100 }, sort: ['publishedDate:desc'] },
            collectionSchema(z.object({ slug: z.string(), updatedAt: z.string().nullish() })),
          );
          entries.push(...res.data.map((b) => ({ path: `/resources/${b.slug}`, updatedAt: b.updatedAt ?? undefined })));
          if (page >= res.meta.pagination.pageCount) break;
        }
        return entries;
      });
    },
  };
  return content;
}
