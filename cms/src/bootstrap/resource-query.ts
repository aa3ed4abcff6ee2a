// The staff resource table's query rules (GET /api/blogs/manage and /api/blogs/slug-check), kept
// free of Strapi so they can be tested alone: parameter checks with messages naming the parameter,
// publication status, slugs.
import { RESOURCE_TYPES, type ResourceType } from '@ironbark/shared/content/resource-types';

export const RESOURCE_STATUSES = ['draft', 'published', 'modified'] as const;
export type ResourceStatus = (typeof RESOURCE_STATUSES)[number];

export const MANAGE_SORTS = ['title:asc', 'title:desc', 'date:asc', 'date:desc', 'updated:desc'] as const;
export type ManageSort = (typeof MANAGE_SORTS)[number];

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE = 100_000;
const MAX_QUERY_LENGTH = 100;

export interface ManageQuery {
  q?: string;
  type?: ResourceType;
  status?: ResourceStatus;
  sort: ManageSort;
  page: number;
  pageSize: number;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; param: string; message: string };

const bad = (param: string, message: string): { ok: false; param: string; message: string } => ({ ok: false, param, message: `Invalid "${param}": ${message}` });

/** A query parameter given once, as text; anything else (repeated, nested) is refused. */
function single(query: Record<string, unknown>, name: string): Parsed<string | undefined> {
  const value = query[name];
  if (value === undefined) return { ok: true, value: undefined };
  if (typeof value !== 'string') return bad(name, 'give it once, as plain text');
  return { ok: true, value };
}

function oneOf<T extends string>(query: Record<string, unknown>, name: string, allowed: readonly T[]): Parsed<T | undefined> {
  const raw = single(query, name);
  if (!raw.ok) return raw;
  if (raw.value === undefined || raw.value === '') return { ok: true, value: undefined };
  if (!(allowed as readonly string[]).includes(raw.value)) return bad(name, `expected one of ${allowed.join(', ')}`);
  return { ok: true, value: raw.value as T };
}

function wholeNumber(query: Record<string, unknown>, name: string, min: number, max: number, fallback: number): Parsed<number> {
  const raw = single(query, name);
  if (!raw.ok) return raw;
  if (raw.value === undefined || raw.value === '') return { ok: true, value: fallback };
  if (!/^\d{1,9}$/.test(raw.value)) return bad(name, `expected a whole number from ${min} to ${max}`);
  const n = Number(raw.value);
  if (n < min || n > max) return bad(name, `expected a whole number from ${min} to ${max}`);
  return { ok: true, value: n };
}

export function parseManageQuery(query: Record<string, unknown>): Parsed<ManageQuery> {
  const q = single(query, 'q');
  if (!q.ok) return q;
  const text = q.value?.trim();
  if (text && text.length > MAX_QUERY_LENGTH) return bad('q', `at most ${MAX_QUERY_LENGTH} characters`);
  const type = oneOf(query, 'type', RESOURCE_TYPES);
  if (!type.ok) return type;
  const status = oneOf(query, 'status', RESOURCE_STATUSES);
  if (!status.ok) return status;
  const sort = oneOf(query, 'sort', MANAGE_SORTS);
  if (!sort.ok) return sort;
  const page = wholeNumber(query, 'page', 1, MAX_PAGE, 1);
  if (!page.ok) return page;
  const pageSize = wholeNumber(query, 'pageSize', 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE);
  if (!pageSize.ok) return pageSize;
  return {
    ok: true,
    value: {
      ...(text ? { q: text } : {}),
      ...(type.value ? { type: type.value } : {}),
      ...(status.value ? { status: status.value } : {}),
      sort: sort.value ?? 'updated:desc',
      page: page.value,
      pageSize: pageSize.value,
    },
  };
}

/** A LIKE pattern matching `text` anywhere, with LIKE's wildcards escaped (escape character \). */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

type Instant = Date | string | number | null | undefined;
const millis = (value: Instant) => (value === null || value === undefined ? null : new Date(value).getTime());

/**
 * Where a document stands: 'draft' (never published, or unpublished), 'published', or 'modified'
 * (published, with draft changes saved since), as Strapi's content manager decides it.
 */
export function publicationStatus(draftUpdatedAt: Instant, publishedUpdatedAt: Instant): ResourceStatus {
  const published = millis(publishedUpdatedAt);
  if (published === null) return 'draft';
  const draft = millis(draftUpdatedAt);
  return draft !== null && draft > published ? 'modified' : 'published';
}

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 80;

export const isValidSlug = (slug: string) => slug.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(slug);

/** A URL slug from any text: "SD-WAN for 40 sites!" -> "sd-wan-for-40-sites". */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '');
  return slug || 'resource';
}

/** The first of slug, slug-2, slug-3, ... (each at most 80 characters) that is not taken. */
export function suggestSlug(slug: string, taken: ReadonlySet<string>): string {
  const base = isValidSlug(slug) ? slug : slugify(slug);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const stem = base.slice(0, MAX_SLUG_LENGTH - suffix.length).replace(/-+$/, '');
    const candidate = `${stem}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

export const DOCUMENT_ID_PATTERN = /^[a-z0-9]{10,40}$/;
