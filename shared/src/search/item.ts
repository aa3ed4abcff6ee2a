// A search result as the header box and /search show it, made from either source (a page of the
// local index or a CMS resource). Free of the search library, so the page bundle can use it.
import type { BlogSummary } from '../content/blog.js';
import { RESOURCE_TYPE_LABELS, type ResourceType } from '../content/resource-types.js';
import type { FullTextHit } from './full-text.js';
import type { PagesIndexEntry } from './local-index.js';
import type { SearchFields } from './rank.js';

export interface SearchItem {
  kind: 'page' | 'resource';
  /** Resources: news, case study or guide. */
  resourceType?: ResourceType;
  title: string;
  description: string;
  url: string;
  /** Searched, not shown: a page's or resource's meta keywords. */
  keywords?: string;
  /** Searched, not shown: a page's own short title ("SD-WAN") beside its meta title. */
  shortTitle?: string;
  /** A document to download (resources with a PDF). */
  docUrl?: string;
  /** /search: the text around the first match in the document's body. */
  snippet?: string;
  youtubeUrl?: string;
}

/** The label shown beside a result: Page, News, Case study or Guide. */
export function kindLabel(item: Pick<SearchItem, 'kind' | 'resourceType'>): string {
  return item.kind === 'page' ? 'Page' : RESOURCE_TYPE_LABELS[item.resourceType ?? 'news'];
}

export function pageToSearchItem(entry: PagesIndexEntry): SearchItem {
  const a = entry.attributes;
  return {
    kind: 'page',
    title: a.metaTitle,
    description: a.metaDescription,
    url: a.url,
    keywords: a.metaKeywords,
    ...(a.title ? { shortTitle: a.title } : {}),
  };
}

export function blogToSearchItem(blog: BlogSummary): SearchItem {
  return {
    kind: 'resource',
    resourceType: blog.type,
    title: blog.title,
    description: blog.metaDescription ?? blog.excerpt ?? '',
    url: `/resources/${blog.slug}`,
    keywords: blog.metaKeywords ?? '',
    // A gated guide's file is reached through its page's form only; one the CMS still keeps
    // privately (url '') through the site's download address.
    docUrl: blog.doc && !blog.gated ? blog.doc.url || `/resources/${blog.slug}/download` : undefined,
    youtubeUrl: blog.youtubeUrl ?? undefined,
  };
}

/** A full-text hit (the CMS's /api/site-search) as the header box and /search show it. */
export function hitToSearchItem(hit: FullTextHit): SearchItem {
  return {
    kind: hit.kind,
    ...(hit.resourceType ? { resourceType: hit.resourceType } : {}),
    title: hit.title,
    description: hit.description,
    url: hit.url,
    ...(hit.docUrl ? { docUrl: hit.docUrl } : {}),
    ...(hit.youtubeUrl ? { youtubeUrl: hit.youtubeUrl } : {}),
    ...(hit.snippet ? { snippet: hit.snippet } : {}),
  };
}

/** What a search item is ranked by. */
export function searchFieldsOf(item: SearchItem): SearchFields {
  return {
    titles: item.shortTitle ? [item.title, item.shortTitle] : [item.title],
    keywords: item.keywords ?? '',
    description: item.description,
  };
}

export interface SourceResult {
  items: SearchItem[];
  total: number;
}

/** The 'View all' link appears only when there is more than one result. */
export function shouldShowViewAll(total: number): boolean {
  return total > 1;
}

export function viewAllLabel(total: number, term: string): string {
  return `View all ${total} results for ${term}`;
}
