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

/**
 * The header's suggestion list: CMS results first, then pages. The total is the CMS total plus
 * the number of local matches (spec section 7), whatever each list was cut to.
 */
export function mergeSuggestions(
  cms: { items: SearchItem[]; total: number },
  local: { items: SearchItem[]; total: number },
): { items: SearchItem[]; total: number } {
  return { items: [...cms.items, ...local.items], total: cms.total + local.total };
}

/** The 'View all' link appears only when there is more than one result. */
export function shouldShowViewAll(total: number): boolean {
  return total > 1;
}

export function viewAllLabel(total: number, term: string): string {
  return `View all ${total} results for ${term}`;
}
