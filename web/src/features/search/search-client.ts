// The header search's two sources, queried from the browser as the spec's section 7 says:
// the CMS's /api/blogs (filters built with qs, a bearer header only when one is configured) and
// the site's own /assets/api/pages.json, ranked here. Each is cut to 5, then both are ranked
// together. Loaded with the search box (a dynamic import), so the search library is not part
// of any page's first load.

import { blogSummarySchema } from '@ironbark/shared/content/blog';
import { collectionSchema } from '@ironbark/shared/content/strapi-envelope';
import { SEARCH_SUGGESTION_LIMIT } from '@ironbark/shared/search/constants';
import { blogToSearchItem, pageToSearchItem, type SearchItem, type SourceResult } from '@ironbark/shared/search/item';
import { matchLocalPages, pagesIndexSchema, suggestFromPages, type PagesIndex } from '@ironbark/shared/search/local-index';
import { mergeResults } from '@ironbark/shared/search/merge';
import { blogSearchParams, toQueryString } from '@ironbark/shared/strapi-query';

const blogList = collectionSchema(blogSummarySchema);

export function cmsSearchUrl(cmsUrl: string, term: string, limit = SEARCH_SUGGESTION_LIMIT): string {
  return `${cmsUrl}/api/blogs?${toQueryString(blogSearchParams(term, { limit }))}`;
}

export async function searchCms(cmsUrl: string, token: string, term: string, signal: AbortSignal): Promise<SourceResult> {
  const res = await fetch(cmsSearchUrl(cmsUrl, term), {
    signal,
    headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!res.ok) throw new Error(`CMS search answered ${res.status}`);
  const body = blogList.parse(await res.json());
  return { items: body.data.slice(0, SEARCH_SUGGESTION_LIMIT).map(blogToSearchItem), total: body.meta.pagination.total };
}

/**
 * The page index, parsed (and indexed by the ranking, which keeps its index per list) once per
 * copy: every keystroke revalidates pages.json, and while it has not changed the same list is
 * used again instead of parsing and indexing 1,000 pages anew (~45 ms each time at scale).
 */
let lastIndex: { text: string; index: PagesIndex } | null = null;

export function pagesIndexOf(text: string): PagesIndex {
  if (lastIndex?.text !== text) lastIndex = { text, index: pagesIndexSchema.parse(JSON.parse(text)) };
  return lastIndex.index;
}

export async function searchPages(term: string, signal: AbortSignal): Promise<SourceResult & { suggestion: string | null }> {
  // no-cache: the browser revalidates (a cheap 304) so a page an editor just published is found.
  const res = await fetch('/assets/api/pages.json', { signal, cache: 'no-cache', headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`Page index answered ${res.status}`);
  const index = pagesIndexOf(await res.text());
  const matches = matchLocalPages(index.data, term);
  return {
    items: matches.slice(0, SEARCH_SUGGESTION_LIMIT).map(pageToSearchItem),
    total: matches.length,
    suggestion: matches.length === 0 ? suggestFromPages(index.data, term) : null,
  };
}

export interface BothSources {
  items: SearchItem[];
  total: number;
  failed: ('cms' | 'pages')[];
  suggestion: string | null;
}

/** Both sources at once; a failing one leaves the other's results. */
export async function searchBoth(config: { cmsPublicUrl: string; cmsSearchToken: string }, term: string, signal: AbortSignal): Promise<BothSources> {
  const [cms, pages] = await Promise.allSettled([searchCms(config.cmsPublicUrl, config.cmsSearchToken, term, signal), searchPages(term, signal)]);
  const none: SourceResult = { items: [], total: 0 };
  const failed: BothSources['failed'] = [];
  if (cms.status === 'rejected') failed.push('cms');
  if (pages.status === 'rejected') failed.push('pages');
  const merged = mergeResults(pages.status === 'fulfilled' ? pages.value : none, cms.status === 'fulfilled' ? cms.value : none, term);
  const suggestion = merged.total === 0 && pages.status === 'fulfilled' ? pages.value.suggestion : null;
  return { ...merged, failed, suggestion };
}
