// Pages from the CMS: a page by its path (published, or the draft for preview), with the extra
// data some of its blocks need (the pages under it, the newest resources).
import { z } from 'zod';
import { blogSummaryPopulate, blogSummarySchema, type BlogSummary } from '@ironbark/shared/content/blog';
import { pagePopulate, pageSummarySchema, parentPath, parsePage, type PageSummary } from '@ironbark/shared/content/page';
import type { ResourceType } from '@ironbark/shared/content/resource-types';
import { collectionSchema } from '@ironbark/shared/content/strapi-envelope';
import type { ContentCache } from '../../../server/cache.server.js';
import type { CmsClient } from '../../../server/cms-client.server.js';
import { log } from '../../../server/log.server.js';
import { seoComponent } from '@ironbark/shared/content/seo';
import type { PageData, PageExtras } from '../../lib/content-source.js';
import { todayIn } from './blocks/offer.js';

const rawPageList = collectionSchema(z.unknown());
const summaryList = collectionSchema(pageSummarySchema);
const blogSummaryList = collectionSchema(blogSummarySchema);
const seoOnlyList = collectionSchema(pageSummarySchema.extend({ seo: seoComponent.schema.nullish() }));

/** Every published page with its SEO fields, all pages of the answer (for the search index and the sitemap). */
export async function listPagesWithSeo(cms: CmsClient) {
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

export function pageContent(cms: CmsClient, cache: ContentCache) {
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

  async function fetchPage(path: string, status: 'published' | 'draft'): Promise<PageData | null> {
    const res = await cms.get(
      '/api/pages',
      { filters: { path: { $eqi: path } }, populate: pagePopulate(), pagination: { page: 1, pageSize: 1 }, status },
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
        extras.resources[block.id] = await latestResources(block.type === 'all' ? undefined : block.type, block.count);
      }
    }
    // Whether an offer has ended is decided with the page's data, so the server's HTML and the
    // browser's first render agree (blocks/offer.ts).
    if (page.blocks.some((b) => b.__component === 'blocks.hero' && b.offerEndsOn)) extras.today = todayIn(new Date());
    return { page, extras };
  }

  return {
    page(path: string) {
      // Any address a visitor types is looked up: one that is no page is their key, not the site's.
      return cache.get(`page:${path.toLowerCase()}`, ['page', 'blog'], () => fetchPage(path, 'published'), (found) => (found ? 'site' : 'visitor'));
    },
    async previewPage(path: string) {
      const data = await fetchPage(path, 'draft');
      return data && { ...data, preview: true };
    },
  };
}
