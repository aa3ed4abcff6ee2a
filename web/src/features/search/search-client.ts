// The header search's two sources, queried from the browser as the spec's section 7 says: pages
// and resources, each from the CMS's full-text index (GET /api/site-search with kind=page or
// kind=resource, 5 each, a bearer header only when one is configured), the same backend /search
// reads. Both are then listed together, best match first. Loaded with the search box (a dynamic
// import), so none of this is part of any page's first load.

import { SEARCH_SUGGESTION_LIMIT } from '@ironbark/shared/search/constants';
import { fullTextAnswerSchema, type FullTextAnswer } from '@ironbark/shared/search/full-text';
import { hitToSearchItem, type SearchItem } from '@ironbark/shared/search/item';

export function cmsSearchUrl(cmsUrl: string, term: string, kind: 'page' | 'resource', limit = SEARCH_SUGGESTION_LIMIT): string {
  return `${cmsUrl}/api/site-search?${new URLSearchParams({ q: term, kind, limit: String(limit) })}`;
}

export async function searchSource(cmsUrl: string, token: string, term: string, kind: 'page' | 'resource', signal: AbortSignal): Promise<FullTextAnswer> {
  const res = await fetch(cmsSearchUrl(cmsUrl, term, kind), {
    signal,
    headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!res.ok) throw new Error(`CMS search answered ${res.status}`);
  return fullTextAnswerSchema.parse(await res.json());
}

export interface BothSources {
  items: SearchItem[];
  total: number;
  failed: ('cms' | 'pages')[];
  suggestion: string | null;
}

/** Both sources at once; a failing one leaves the other's results. */
export async function searchBoth(config: { cmsPublicUrl: string; cmsSearchToken: string }, term: string, signal: AbortSignal): Promise<BothSources> {
  const ask = (kind: 'page' | 'resource') => searchSource(config.cmsPublicUrl, config.cmsSearchToken, term, kind, signal);
  const [resources, pages] = await Promise.allSettled([ask('resource'), ask('page')]);
  const failed: BothSources['failed'] = [];
  if (resources.status === 'rejected') failed.push('cms');
  if (pages.status === 'rejected') failed.push('pages');
  const answers = [pages, resources].flatMap((a) => (a.status === 'fulfilled' ? [a.value] : []));
  // One list, best match first: the index scores both sources on one scale.
  const hits = answers.flatMap((a) => a.items.slice(0, SEARCH_SUGGESTION_LIMIT)).sort((a, b) => b.score - a.score);
  const total = answers.reduce((sum, a) => sum + a.total, 0);
  const suggestion = answers.find((a) => a.suggestion)?.suggestion ?? null;
  return { items: hits.map(hitToSearchItem), total, failed, suggestion };
}
