// The staff resource table's query rules (GET /api/blogs/manage and /api/blogs/slug-check), kept
// free of Strapi so they can be tested alone: parameter checks with messages naming the parameter,
// publication status. The statuses, sorts, sizes and slug rules are the staff resource contract's
// (shared/src/content/resource-contract.ts), which the web's staff screens use too.
import {
  DEFAULT_RESOURCE_SORT,
  MAX_RESOURCE_PAGE_SIZE as MAX_PAGE_SIZE,
  RESOURCE_PAGE_SIZE as DEFAULT_PAGE_SIZE,
  RESOURCE_SEARCH_MAX as MAX_QUERY_LENGTH,
  RESOURCE_SORTS as MANAGE_SORTS,
  RESOURCE_STATUSES,
  type ResourceSort as ManageSort,
  type ResourceStatus,
} from '@ironbark/shared/content/resource-contract';
import { RESOURCE_TYPES, type ResourceType } from '@ironbark/shared/content/resource-types';

export { DOCUMENT_ID_PATTERN, type ResourceStatus } from '@ironbark/shared/content/resource-contract';

const MAX_PAGE = 100_000;

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
      sort: sort.value ?? DEFAULT_RESOURCE_SORT,
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
