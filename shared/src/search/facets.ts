// How the site search reads a query: type words such as "pdf", "guide", "case study" and "news"
// become filters (facets), and the snippet around the first match. Free of zod and of the search
// library, so every page bundle can use it (the full answer's schema is full-text.ts).
import { RESOURCE_TYPES, type ResourceType } from '../content/resource-types.js';
import { foldText, queryWords } from './normalise.js';

/** The facets of /search: pages, each kind of resource, and resources with a PDF. */
export const SEARCH_FACETS = ['page', ...RESOURCE_TYPES, 'pdf'] as const;
export type SearchFacet = (typeof SEARCH_FACETS)[number];

export const SEARCH_FACET_LABELS: Record<SearchFacet, string> = {
  page: 'Pages',
  news: 'News',
  case_study: 'Case studies',
  guide: 'Guides',
  pdf: 'PDFs',
};

export function searchFacetFrom(value: string | null | undefined): SearchFacet | null {
  const v = (value ?? '').replace(/-/g, '_');
  return (SEARCH_FACETS as readonly string[]).includes(v) ? (v as SearchFacet) : null;
}

/** Words (as queryWords gives them) that name a facet; two-word names are joined. */
const TYPE_WORDS: Record<string, SearchFacet> = {
  pdf: 'pdf',
  pdfs: 'pdf',
  guide: 'guide',
  guides: 'guide',
  news: 'news',
  casestudy: 'case_study',
  casestudies: 'case_study',
};

export interface ReadQuery {
  /** The words searched as text (type words taken out). */
  words: string[];
  /** The facets the type words named, if any. */
  facets: SearchFacet[];
  /** Every word of the query, type words included (the fallback when the filters find nothing). */
  allWords: string[];
}

export function readQuery(term: string): ReadQuery {
  const allWords = queryWords(term);
  const words: string[] = [];
  const facets: SearchFacet[] = [];
  for (let i = 0; i < allWords.length; i++) {
    const pair = allWords[i]! + (allWords[i + 1] ?? '');
    const named = TYPE_WORDS[pair] ?? TYPE_WORDS[allWords[i]!];
    if (TYPE_WORDS[pair] && i + 1 < allWords.length) i++;
    if (named) {
      if (!facets.includes(named)) facets.push(named);
    } else words.push(allWords[i]!);
  }
  return { words, facets, allWords };
}

export function facetOf(hit: { kind: 'page' | 'resource'; resourceType: ResourceType | string | null }): SearchFacet {
  return hit.kind === 'page' ? 'page' : ((hit.resourceType ?? 'news') as SearchFacet);
}

/**
 * About `length` characters of `text` around the first word starting with one of `words`, cut at
 * word boundaries, with an ellipsis where it was cut; null when no word matches.
 */
export function snippetAround(text: string, words: readonly string[], length = 220): string | null {
  if (!text || words.length === 0) return null;
  const folded = foldText(text);
  // foldText can change the length of a few characters; the match is then near, never outside.
  let at = -1;
  for (const word of words) {
    const re = new RegExp(`(^|[^\\p{L}\\p{N}])${word.replace(/[^\p{L}\p{N}]/gu, '')}`, 'u');
    const m = re.exec(folded);
    if (m && (at === -1 || m.index < at)) at = m.index + m[1]!.length;
  }
  if (at === -1) return null;
  let start = Math.max(0, at - Math.floor(length / 3));
  let end = Math.min(text.length, start + length);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  if (end < text.length) end = text.lastIndexOf(' ', end) > at ? text.lastIndexOf(' ', end) : end;
  const body = text.slice(start, end).replace(/\s+/g, ' ').trim();
  return `${start > 0 ? '… ' : ''}${body}${end < text.length ? ' …' : ''}`;
}
