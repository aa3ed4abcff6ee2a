// What the admin kit's list reads of an answer and sends with a request, apart from React: the
// paging an answer allows (numbered pages when it says how many there are, Newer/Older when it
// only says whether there is more) and the query a list's filters and page make.

/** An answer's paging: `pageCount` for numbered pages, or only `hasMore`. */
export interface Paging {
  page: number;
  pageCount?: number;
  total?: number;
  hasMore?: boolean;
}

/** The paging of an answer ({ pagination: { page, pageCount, total } } or { pagination: { page, hasMore } }), or null for one without. */
export function pagingOf(data: unknown): Paging | null {
  const p = data && typeof data === 'object' ? (data as { pagination?: unknown }).pagination : undefined;
  if (!p || typeof p !== 'object') return null;
  const { page, pageCount, total, hasMore } = p as Record<string, unknown>;
  if (typeof page !== 'number' || !Number.isInteger(page) || page < 1) return null;
  const out: Paging = { page };
  if (typeof pageCount === 'number' && Number.isInteger(pageCount) && pageCount >= 0) out.pageCount = pageCount;
  if (typeof total === 'number' && Number.isInteger(total) && total >= 0) out.total = total;
  if (typeof hasMore === 'boolean') out.hasMore = hasMore;
  if (out.pageCount === undefined && out.hasMore === undefined) return null;
  return out;
}

/** Whether there is a page after this one. */
export const hasNext = (p: Paging) => (p.pageCount !== undefined ? p.page < p.pageCount : p.hasMore === true);

/**
 * The page numbers to offer: every one up to 7 pages, else the first, the last and the two either
 * side of the current one, with null where numbers are left out ("…").
 */
export function pageNumbers(page: number, pageCount: number): (number | null)[] {
  if (pageCount <= 1) return [];
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const around = [page - 1, page, page + 1].filter((n) => n > 1 && n < pageCount);
  const shown = [1, ...around, pageCount];
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1]! > 1 ? [null, n] : [n]));
}

/** The query of a request: the filters that have a value (trimmed), and the page and page size of a paged list. */
export function listParams(filters: Record<string, string>, page: number, pageSize: number | undefined): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(filters)) if (value.trim() !== '') out[name] = value.trim();
  if (pageSize !== undefined) {
    if (!Number.isInteger(pageSize) || pageSize < 1) throw new Error(`pageSize: a whole number from 1, not ${pageSize}`);
    out.page = page;
    out.pageSize = pageSize;
  }
  return out;
}
