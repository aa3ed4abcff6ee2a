// Merging the two search sources into one list, as the header box and /search show them.
import type { BlogSummary } from '../content/blog.js';
import type { PagesIndexEntry } from './local-index.js';

export interface SearchItem {
  kind: 'page' | 'resource';
  title: string;
  description: string;
  url: string;
  /** A document to download (resources with a PDF). */
  docUrl?: string;
  youtubeUrl?: string;
}

export function pageToSearchItem(entry: PagesIndexEntry): SearchItem {
  return {
    kind: 'page',
    title: entry.attributes.metaTitle,
    description: entry.attributes.metaDescription,
    url: entry.attributes.url,
  };
}

export function blogToSearchItem(blog: BlogSummary): SearchItem {
  return {
    kind: 'resource',
    title: blog.title,
    description: blog.metaDescription ?? blog.excerpt ?? '',
    url: `/resources/${blog.slug}`,
    docUrl: blog.doc?.url,
    youtubeUrl: blog.youtubeUrl ?? undefined,
  };
}

export interface SourceResult {
  items: SearchItem[];
  total: number;
}

/**
 * One list from both sources: site pages first (they answer "what do you offer"), then news and
 * case studies. The total is the CMS total plus the number of local matches (spec section 7),
 * whatever each list was cut to.
 */
export function mergeResults(pages: SourceResult, resources: SourceResult): SourceResult {
  return { items: [...pages.items, ...resources.items], total: pages.total + resources.total };
}

/** The 'View all' link appears only when there is more than one result. */
export function shouldShowViewAll(total: number): boolean {
  return total > 1;
}

export function viewAllLabel(total: number, term: string): string {
  return `View all ${total} results for ${term}`;
}

/**
 * Which part of each source a page of the combined list needs: pages come first, so a page of
 * results may hold the end of the page matches and the start of the CMS matches.
 */
export function combinedPageWindow(page: number, pageSize: number, localTotal: number) {
  const start = (page - 1) * pageSize;
  const localStart = Math.min(start, localTotal);
  const localEnd = Math.min(start + pageSize, localTotal);
  const cmsStart = Math.max(0, start - localTotal);
  const cmsLimit = pageSize - (localEnd - localStart);
  return { localStart, localEnd, cmsStart, cmsLimit };
}
