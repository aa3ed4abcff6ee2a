// A list's total without a second query when its page already shows it. Strapi's REST `find`
// reads a page of rows, then counts every matching row for `total` and `pageCount`. A page that
// came back with fewer rows than it asked for is the end of the list, so its total is where it
// starts plus its rows: no count needed. At 10,000 resources the count is the larger half of a
// site search that finds little (it reads every resource's searchText again), and most searches
// find fewer than a page of 100 (issue 22, `npm run bench -- --scale`).

/** The pagination Strapi answers without a count: by page, or by start and limit. */
export type UncountedPagination = { page: number; pageSize: number } | { start: number; limit: number };
export type CountedPagination =
  | { page: number; pageSize: number; pageCount: number; total: number }
  | { start: number; limit: number; total: number };

/** The total that a page of `rows` rows proves by itself, or null when only a count can tell. */
export function totalOfShortPage(rows: number, pagination: UncountedPagination): number | null {
  const size = 'pageSize' in pagination ? pagination.pageSize : pagination.limit;
  const start = 'pageSize' in pagination ? (pagination.page - 1) * pagination.pageSize : pagination.start;
  if (!(size > 0) || rows >= size) return null;
  // An empty page past the first: the list ends somewhere before it, but where is unknown.
  if (rows === 0 && start > 0) return null;
  return start + rows;
}

/** The pagination as Strapi answers it with a count. */
export function withTotal(pagination: UncountedPagination, total: number): CountedPagination {
  if ('pageSize' in pagination) {
    return { ...pagination, pageCount: pagination.pageSize > 0 ? Math.ceil(total / pagination.pageSize) : 0, total };
  }
  return { ...pagination, total };
}
