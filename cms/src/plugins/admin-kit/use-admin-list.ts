// The data of an admin list page: one GET of the plugin's admin API (served by the plugin's
// server/lists/<name>.ts) with the list's filters and page, the request before it aborted when a
// newer one starts or the page closes, and the refused request's message as the error line.
// Filters are typed into a draft and apply with "Show" (the first page again).
import { useCallback, useEffect, useState } from 'react';
import { useFetchClient } from '@strapi/strapi/admin';
import { errorMessage } from './messages';
import { listParams, pagingOf, type Paging } from './paging';

export interface AdminListData<T, R = unknown, F extends Record<string, string> = Record<string, string>> {
  /** The last answer (kept while the next loads); null until the first. */
  data: T | null;
  /** The answer's rows (the rows option); null until the first answer. */
  rows: R[] | null;
  loading: boolean;
  /** The last load's error ('' when it worked). */
  error: string;
  /** The filters as typed (applied by show()). */
  filters: F;
  setFilter(name: keyof F & string, value: string): void;
  /** Applies the typed filters, from the first page. */
  show(): void;
  /** The answer's paging, when it has one. */
  paging: Paging | null;
  goTo(page: number): void;
  /** Loads the same page again. */
  reload(): void;
}

export interface AdminListOptions<T, R, F extends Record<string, string>> {
  /** The error line when the answer gives no message of its own. */
  failure: string;
  /** Where the answer has its rows (e.g. `(d) => d.results`). */
  rows?: (data: T) => R[];
  /** The filters' names and first values. */
  filters?: F;
  /** Rows a page, for a paged list (sent as page and pageSize). */
  pageSize?: number;
}

export function useAdminList<T, R = unknown, F extends Record<string, string> = Record<string, string>>(
  path: string,
  { failure, rows, filters: initial, pageSize }: AdminListOptions<T, R, F>,
): AdminListData<T, R, F> {
  const { get } = useFetchClient();
  const [filters, setFilters] = useState<F>(initial ?? ({} as F));
  const [query, setQuery] = useState({ filters: initial ?? ({} as F), page: 1, stamp: 0 });
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError('');
    get<T>(path, { params: listParams(query.filters, query.page, pageSize), signal: controller.signal })
      .then((res) => setData(res.data))
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setError(errorMessage(e, failure));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [get, path, query, pageSize, failure]);

  const setFilter = useCallback((name: keyof F & string, value: string) => setFilters((f) => ({ ...f, [name]: value })), []);
  const show = useCallback(() => setQuery((q) => ({ filters, page: 1, stamp: q.stamp + 1 })), [filters]);
  const goTo = useCallback((page: number) => setQuery((q) => ({ ...q, page, stamp: q.stamp + 1 })), []);
  const reload = useCallback(() => setQuery((q) => ({ ...q, stamp: q.stamp + 1 })), []);

  return { data, rows: data !== null && rows ? rows(data) : null, loading, error, filters, setFilter, show, paging: pagingOf(data), goTo, reload };
}
