// Site search on the server: the local page index (/assets/api/pages.json, built from the
// published pages) and the /search results, which merge that index with the CMS's resources
// exactly as the header search does in the browser.
import { z } from 'zod';
import { blogSummarySchema, type BlogSummary } from '@ironbark/shared/content/blog';
import { paginationSchema } from '@ironbark/shared/content/strapi-envelope';
import { SEARCH_PAGE_SIZE } from '@ironbark/shared/search/constants';
import { matchLocalPages, type PagesIndex } from '@ironbark/shared/search/local-index';
import { blogToSearchItem, combinedPageWindow, pageToSearchItem } from '@ironbark/shared/search/merge';
import { normaliseTerm, termProblem } from '@ironbark/shared/search/term';
import { blogSearchParams } from '@ironbark/shared/strapi-query';
import type { ContentCache } from '../../../server/cache.server.js';
import type { CmsClient } from '../../../server/cms-client.server.js';
import { log } from '../../../server/log.server.js';
import type { SearchResults } from '../../lib/content-source.js';
import { listPagesWithSeo } from '../page-builder/page-content.server.js';

const offsetBlogList = z.object({
  data: z.array(blogSummarySchema),
  meta: z.object({ pagination: z.object({ total: z.number().int() }).or(paginationSchema) }),
});

export function searchContent(cms: CmsClient, cache: ContentCache) {
  function pagesIndex() {
    return cache.get('pages-index', ['page'], async (): Promise<PagesIndex> => {
      const pages = await listPagesWithSeo(cms);
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
  }

  async function search(rawTerm: string, page: number): Promise<SearchResults> {
    const term = normaliseTerm(rawTerm);
    const empty: SearchResults = { term, items: [], total: 0, page: 1, pageCount: 0, failed: [] };
    if (termProblem(term)) return empty;
    // Search terms are chosen by visitors (their room); results missing a source are not kept at all.
    return cache.get(`search:${term}:${page}`, ['page', 'blog'], async (): Promise<SearchResults> => {
      const failed: SearchResults['failed'] = [];
      const local = await pagesIndex().then(
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
          { ...blogSearchParams(term), pagination: { start: window.cmsStart, limit: Math.max(window.cmsLimit, 1) } },
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
        items: [...local.slice(window.localStart, window.localEnd).map(pageToSearchItem), ...cmsItems.map(blogToSearchItem)],
        total,
        page,
        pageCount: Math.ceil(total / SEARCH_PAGE_SIZE),
        failed,
      };
    }, (results) => (results.failed.length > 0 ? null : 'visitor'));
  }

  return { pagesIndex, search };
}
