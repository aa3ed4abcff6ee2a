// Site search on the server: the local page index (/assets/api/pages.json, built from the
// published pages) and the /search results, which rank that index and the CMS's resources
// together with the same code as the header search in the browser (shared/src/search).
import { z } from 'zod';
import { blogSummarySchema } from '@ironbark/shared/content/blog';
import { paginationSchema } from '@ironbark/shared/content/strapi-envelope';
import { SEARCH_PAGE_SIZE } from '@ironbark/shared/search/constants';
import { blogToSearchItem, pageToSearchItem, searchFieldsOf, type SearchItem } from '@ironbark/shared/search/item';
import { matchLocalPages, suggestFromPages, type PagesIndex } from '@ironbark/shared/search/local-index';
import { rankByRelevance } from '@ironbark/shared/search/rank';
import { normaliseTerm, termProblem } from '@ironbark/shared/search/term';
import { blogSearchParams } from '@ironbark/shared/strapi-query';
import type { ContentCache } from '../../../server/cache.server.js';
import type { CmsClient } from '../../../server/cms-client.server.js';
import { BLOG_LIST, PAGE_LIST } from '../../../server/content-tags.server.js';
import { log } from '../../../server/log.server.js';
import type { SearchResults } from '../../lib/content-source.js';
import { listPagesWithSeo } from '../page-builder/index.server.js';

/**
 * How many CMS matches are ranked together with the pages. The site has a few dozen resources,
 * so every match is ranked; past this many, later matches follow in the CMS's order (newest
 * first), read page by page.
 */
export const RANKED_CMS_MATCHES = 100;

const offsetBlogList = z.object({
  data: z.array(blogSummarySchema),
  meta: z.object({ pagination: z.object({ total: z.number().int() }).or(paginationSchema) }),
});

interface RankedSearch {
  /** Pages and the first RANKED_CMS_MATCHES resources, most relevant first. */
  head: SearchItem[];
  cmsTotal: number;
  localTotal: number;
  failed: SearchResults['failed'];
  suggestion: string | null;
}

export function searchContent(cms: CmsClient, cache: ContentCache) {
  function pagesIndex() {
    return cache.get('pages-index', ['page', PAGE_LIST], async (): Promise<PagesIndex> => {
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
            title: p.title,
          },
        }));
      return { data, meta: { generatedAt: new Date().toISOString(), total: data.length } };
    });
  }

  function cmsMatches(term: string, start: number, limit: number) {
    return cms.get('/api/blogs', { ...blogSearchParams(term), pagination: { start, limit } }, offsetBlogList);
  }

  /** Everything the pages of results for one term share: cached once per term. */
  function ranked(term: string): Promise<RankedSearch> {
    return cache.get(`search:${term}`, ['page', PAGE_LIST, 'blog', BLOG_LIST], async (): Promise<RankedSearch> => {
      const failed: SearchResults['failed'] = [];
      const index = await pagesIndex().catch((error: unknown) => {
        log.warn('search: page index unavailable', { error: String(error) });
        failed.push('pages');
        return null;
      });
      const local = index ? matchLocalPages(index.data, term).map(pageToSearchItem) : [];
      let cmsTotal = 0;
      let resources: SearchItem[] = [];
      try {
        const res = await cmsMatches(term, 0, RANKED_CMS_MATCHES);
        cmsTotal = res.meta.pagination.total;
        resources = res.data.map(blogToSearchItem);
      } catch (error) {
        log.warn('search: CMS unavailable', { error: String(error) });
        failed.push('cms');
      }
      const head = rankByRelevance([...local, ...resources], term, searchFieldsOf, { keepAll: true });
      const suggestion = head.length === 0 && index ? suggestFromPages(index.data, term) : null;
      return { head, cmsTotal, localTotal: local.length, failed, suggestion };
      // Search terms are chosen by visitors (their room); results missing a source are not kept at all.
    }, (results) => (results.failed.length > 0 ? null : 'visitor'));
  }

  async function search(rawTerm: string, page: number): Promise<SearchResults> {
    const term = normaliseTerm(rawTerm);
    const empty: SearchResults = { term, items: [], total: 0, page: 1, pageCount: 0, failed: [], suggestion: null };
    if (termProblem(term)) return empty;
    const all = await ranked(term);
    const total = all.localTotal + all.cmsTotal;
    const start = (page - 1) * SEARCH_PAGE_SIZE;
    const items = all.head.slice(start, start + SEARCH_PAGE_SIZE);
    // Past the ranked head (more than RANKED_CMS_MATCHES resources match): the CMS's own order.
    const tailStart = Math.max(0, start - all.head.length) + RANKED_CMS_MATCHES;
    const wanted = SEARCH_PAGE_SIZE - items.length;
    if (wanted > 0 && tailStart < all.cmsTotal && !all.failed.includes('cms')) {
      const tail = await cache.get(`search:${term}:tail:${tailStart}`, ['blog', BLOG_LIST], () => cmsMatches(term, tailStart, wanted), 'visitor');
      items.push(...tail.data.map(blogToSearchItem));
    }
    return { term, items, total, page, pageCount: Math.ceil(total / SEARCH_PAGE_SIZE), failed: all.failed, suggestion: all.suggestion };
  }

  return { pagesIndex, search };
}
