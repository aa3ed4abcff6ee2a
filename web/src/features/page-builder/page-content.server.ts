// Pages from the CMS: a page by its path (published, or the draft for preview), with the extra
// data some of its blocks need (the pages under it, the newest resources).
import { z } from 'zod';
import { blogSummaryFields, blogSummaryPopulate, blogSummarySchema, type BlogSummary } from '@ironbark/shared/content/blog';
import { blockNeeds } from '@ironbark/shared/blocks/registry';
import type { DataNeedResults } from '@ironbark/shared/content/data-need-results';
import type { DataNeed, DataNeedKind } from '@ironbark/shared/content/data-needs';
import { pagePopulate, pageSummarySchema, parentPath, parseDraftPage, parsePage, type Page, type PageSummary } from '@ironbark/shared/content/page';
import type { ResourceType } from '@ironbark/shared/content/resource-types';
import { collectionSchema } from '@ironbark/shared/content/strapi-envelope';
import type { ContentCache } from '../../../server/cache.server.js';
import { getEveryPage, type CmsClient } from '../../../server/cms-client.server.js';
import type { ContentContext } from '../../../server/content.server.js';
import { BLOG_LIST, childrenTag, formTag, pageTag, resourceTypeTag } from '../../../server/content-tags.server.js';
import { formContent, type FormContent } from '../forms/index.server';
import { log } from '../../../server/log.server.js';
import { seoComponent } from '@ironbark/shared/content/seo';
import type { PageData, PageExtras, ResolvedNeed } from '../../lib/content-source.js';
import { siteDay } from '@ironbark/shared/time';

const rawPageList = collectionSchema(z.unknown());
const summaryList = collectionSchema(pageSummarySchema);
const blogSummaryList = collectionSchema(blogSummarySchema);
const seoOnlyList = collectionSchema(pageSummarySchema.extend({ seo: seoComponent.schema.nullish() }));

/** Every published page with its SEO fields, all pages of the answer (for the search index and the sitemap). */
export function listPagesWithSeo(cms: CmsClient) {
  return getEveryPage(
    cms,
    '/api/pages',
    {
      fields: ['title', 'path', 'summary', 'showInSearch', 'updatedAt'],
      populate: { seo: { fields: ['metaTitle', 'metaDescription', 'metaKeywords', 'noIndex'] } },
      sort: ['path:asc'],
    },
    seoOnlyList,
  );
}

/**
 * What a page read is built from: the page at that path (or that none is there), and what its
 * blocks' needs listed (the pages under it, the newest resources of a type or of all).
 */
function pageTags(path: string, found: PageData | null): string[] {
  const tags = ['page', pageTag(path)];
  for (const { need } of found ? blockNeeds(found.page.blocks) : []) {
    if (need.kind === 'child-pages') tags.push(childrenTag(found!.page.path));
    if (need.kind === 'latest-resources') tags.push('blog', need.type ? resourceTypeTag(need.type) : BLOG_LIST);
    if (need.kind === 'form') tags.push('form', formTag(need.key));
  }
  return [...new Set(tags)];
}

export function pageContent(cms: CmsClient, cache: ContentCache, forms: FormContent = formContent(cms, cache)) {
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
        fields: blogSummaryFields,
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
    if (status === 'draft') return draftData(res.data[0], true);
    const { page, problems } = parsePage(res.data[0]);
    for (const p of problems) log.warn('block skipped', { path: page.path, block: p.component, reason: p.reason, detail: p.detail, draft: false });
    return { page, extras: await resolveNeeds(page) };
  }

  /**
   * A draft as the preview shows it. A draft may break rules the CMS checks only at publish (a
   * short search description): the preview shows it with a notice rather than failing, and shows
   * the editor what the site would leave out (a published page never carries either). A page
   * whose own fields are wrong (no title) throws parseDraftPage's error.
   */
  async function draftData(raw: unknown, logSkipped: boolean): Promise<PageData> {
    const { page, problems, seoProblems } = parseDraftPage(raw);
    if (logSkipped) for (const p of problems) log.warn('block skipped', { path: page.path, block: p.component, reason: p.reason, detail: p.detail, draft: true });
    const data: PageData = { page, extras: await resolveNeeds(page) };
    if (problems.length > 0) data.skipped = problems.map((p) => ({ index: p.index, message: p.message }));
    if (seoProblems.length > 0) data.notices = seoProblems;
    return data;
  }

  /**
   * How each kind of block need is met. Blocks declare their needs (shared defineBlock `needs`);
   * nothing here names a block. "today" comes with the page's data so the server's HTML and the
   * browser's first render agree on whether an offer has ended (blocks/offer.ts).
   */
  const resolvers: { [K in DataNeedKind]: (need: Extract<DataNeed, { kind: K }>, page: Page) => Promise<DataNeedResults[K]> } = {
    'child-pages': (_need, page) => childPages(page.path),
    'latest-resources': (need) => latestResources(need.type, need.count),
    today: async () => siteDay(),
    form: (need) => forms.form(need.key),
  };

  /** Every block's need, in parallel; blocks asking for the same thing share one request. */
  async function resolveNeeds(page: Page): Promise<PageExtras> {
    const pending = new Map<string, Promise<unknown>>();
    const resolve = (need: DataNeed) => {
      const key = JSON.stringify(need);
      if (!pending.has(key)) pending.set(key, (resolvers[need.kind] as (n: DataNeed, p: Page) => Promise<unknown>)(need, page));
      return pending.get(key)!;
    };
    const entries = await Promise.all(
      blockNeeds(page.blocks).map(async ({ blockId, need }) => [blockId, { kind: need.kind, value: await resolve(need) } as ResolvedNeed] as const),
    );
    return { needs: Object.fromEntries(entries) };
  }

  return {
    page(path: string) {
      // Any address a visitor types is looked up: one that is no page is their key, not the site's.
      return cache.get(`page:${path.toLowerCase()}`, (found) => pageTags(path, found), () => fetchPage(path, 'published'), (found) => (found ? 'site' : 'visitor'));
    },
    async previewPage(path: string) {
      const data = await fetchPage(path, 'draft');
      return data && { ...data, preview: true };
    },
    /**
     * The live preview: a page from what the editor has typed, unsaved (already in the shape the
     * CMS answers with: features/preview/form-values.ts), checked like a draft. Never cached.
     * Every keystroke's render would otherwise log the half-typed block as skipped.
     */
    async livePage(raw: unknown): Promise<PageData> {
      return { ...(await draftData(raw, false)), preview: true };
    },
  };
}

/** The pages' reads on the site's content source (web/server/content.server.ts gathers them). */
export function reads({ cms, cache, withTokens }: ContentContext) {
  const pages = pageContent(cms, cache);
  return {
    site: {
      /** null when no published page has that path. */
      page: withTokens(pages.page),
    },
    server: {
      /** A page's draft, unchecked: only preview() (which checks the link first) and tests call it. */
      previewPage: withTokens(pages.previewPage),
      /** The live preview's page from what the editor typed (unchecked: only the live preview route, which checks the link, and tests call it). */
      livePage: withTokens(pages.livePage),
    },
  };
}

type PageReads = ReturnType<typeof reads>;
type PageSiteReads = PageReads['site'];
declare module '../../lib/content-source.js' {
  interface SiteReads extends PageSiteReads {}
}
type PageServerReads = PageReads['server'];
declare module '../../../server/content.server.js' {
  interface ServerReads extends PageServerReads {}
}
