// Site search on the server: the local page index (/assets/api/pages.json, built from the
// published pages) and the /search results, read from the CMS's full-text index, the same
// backend the header search asks from the browser (cms/src/search).
import { SEARCH_PAGE_SIZE } from '@ironbark/shared/search/constants';
import { SEARCH_FACETS, type SearchFacet } from '@ironbark/shared/search/facets';
import { fullTextAnswerSchema } from '@ironbark/shared/search/full-text';
import { hitToSearchItem } from '@ironbark/shared/search/item';
import type { PagesIndex } from '@ironbark/shared/search/local-index';
import { normaliseTerm, termProblem } from '@ironbark/shared/search/term';
import type { ContentCache } from '../../../server/cache.server.js';
import type { CmsClient } from '../../../server/cms-client.server.js';
import type { ContentContext } from '../../../server/content.server.js';
import { BLOG_LIST, PAGE_LIST } from '../../../server/content-tags.server.js';
import { log } from '../../../server/log.server.js';
import type { SearchResults } from '../../lib/content-source.js';
import { listPagesWithSeo } from '../page-builder/index.server.js';

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

  /**
   * One page of results from the CMS's full-text index (/api/site-search): pages and resources
   * ranked together, with the count of every facet. Kept per term, facet and page; a publish
   * drops them with the page and resource lists they depend on, a change to the editors' search
   * tuning with its type tag.
   */
  async function search(rawTerm: string, page: number, facet: SearchFacet | null = null): Promise<SearchResults> {
    const term = normaliseTerm(rawTerm);
    const facets = Object.fromEntries(SEARCH_FACETS.map((f) => [f, 0])) as Record<SearchFacet, number>;
    const empty: SearchResults = { term, items: [], total: 0, page: 1, pageCount: 0, failed: [], suggestion: null, facet, facets };
    if (termProblem(term)) return empty;
    const params = { q: term, start: (page - 1) * SEARCH_PAGE_SIZE, limit: SEARCH_PAGE_SIZE, ...(facet ? { type: facet } : {}) };
    try {
      const answer = await cache.get(
        `search:${term}:${facet ?? ''}:${page}`,
        ['page', PAGE_LIST, 'blog', BLOG_LIST, 'searchTuning'],
        () => cms.get('/api/site-search', params, fullTextAnswerSchema),
        'visitor',
      );
      const pageCount = Math.ceil(answer.total / SEARCH_PAGE_SIZE);
      return { term, items: answer.items.map(hitToSearchItem), total: answer.total, page, pageCount, failed: [], suggestion: answer.suggestion, facet, facets: answer.facets };
    } catch (error) {
      log.warn('search: CMS unavailable', { error: String(error) });
      return { ...empty, failed: ['cms'] };
    }
  }

  return { pagesIndex, search };
}

/** The search's reads on the site's content source (web/server/content.server.ts gathers them). */
export function reads({ cms, cache, withTokens }: ContentContext) {
  const search = searchContent(cms, cache);
  return { site: { search: withTokens(search.search) }, server: { pagesIndex: withTokens(search.pagesIndex) } };
}

type SearchReads = ReturnType<typeof reads>;
type SearchSiteReads = SearchReads['site'];
declare module '../../lib/content-source.js' {
  interface SiteReads extends SearchSiteReads {}
}
type SearchServerReads = SearchReads['server'];
declare module '../../../server/content.server.js' {
  interface ServerReads extends SearchServerReads {}
}
