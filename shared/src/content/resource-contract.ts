// The staff resource contract: what staff may do with resources, for the web's staff screens and
// staff API and for the CMS's resource controller alike (issue 24). Here: the statuses, sorts and
// page sizes of the management table, and the address (slug) rules. Its other parts: the fields
// staff set (resource-fields.ts) and what may be uploaded for each file field (upload-rules.ts).
// Free of dependencies: every page's bundle loads the table's vocabulary.
import { SLUG_PATTERN as SLUG_SOURCE } from './patterns.js';

// ---------------------------------------------------------------------------------------------
// The management table: statuses, sorts, pages

/** 'draft' (never published, or unpublished), 'published', or 'modified' (draft changes since). */
export const RESOURCE_STATUSES = ['draft', 'published', 'modified'] as const;
export type ResourceStatus = (typeof RESOURCE_STATUSES)[number];

/** The table's orders, in the order the staff screen offers them. */
export const RESOURCE_SORTS = ['updated:desc', 'title:asc', 'title:desc', 'date:desc', 'date:asc'] as const;
export type ResourceSort = (typeof RESOURCE_SORTS)[number];
export const DEFAULT_RESOURCE_SORT: ResourceSort = 'updated:desc';

export const RESOURCE_PAGE_SIZE = 20;
export const MAX_RESOURCE_PAGE_SIZE = 100;
/** Characters of the table's search. */
export const RESOURCE_SEARCH_MAX = 100;

/** A Strapi documentId. */
export const DOCUMENT_ID_PATTERN = /^[a-z0-9]{10,40}$/;

// ---------------------------------------------------------------------------------------------
// The address (slug)

/** The address rules (slug-check, suggestions) stop at 80 characters, below the schema's 100. */
export const SLUG_MAX = 80;
export const SLUG_REGEX = new RegExp(SLUG_SOURCE);

export const isValidSlug = (slug: string) => slug.length <= SLUG_MAX && SLUG_REGEX.test(slug);

/** A URL slug from any text: "SD-WAN for 40 sites!" -> "sd-wan-for-40-sites"; '' when nothing is left. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

/** The first of slug, slug-2, slug-3, ... (each at most SLUG_MAX characters) that is not taken. */
export function suggestSlug(slug: string, taken: ReadonlySet<string>): string {
  const base = isValidSlug(slug) ? slug : slugify(slug) || 'resource';
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
