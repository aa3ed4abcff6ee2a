// The staff resource table's vocabulary, shared by its URL, the loaders, the web's staff API and
// the CSV export: which filters and sorts exist and how they read from and write to the address
// bar. Free of zod and of the schemas (staff-resource-schemas.ts): the route tree loads this in
// every page's bundle.
import { resourceTypeFromSlug, resourceTypeSlug, type ResourceType } from '@ironbark/shared/content/resource-types';
import type { StaffResourceSummary } from './staff-resource-schemas';

export type { StaffResource, StaffResourceSummary } from './staff-resource-schemas';

export const RESOURCE_STATUSES = ['draft', 'published', 'modified'] as const;
export type ResourceStatus = (typeof RESOURCE_STATUSES)[number];

export const STAFF_SORTS = ['updated:desc', 'title:asc', 'title:desc', 'date:desc', 'date:asc'] as const;
export type StaffSort = (typeof STAFF_SORTS)[number];
export const DEFAULT_SORT: StaffSort = 'updated:desc';

export const STAFF_PAGE_SIZE = 20;
export const SEARCH_MAX = 100;

export interface StaffResourceQuery {
  q?: string;
  type?: ResourceType;
  status?: ResourceStatus;
  sort: StaffSort;
  page: number;
}

/** The table's state from the address bar; anything unknown falls back to the default. */
export function parseStaffQuery(params: URLSearchParams): StaffResourceQuery {
  const q = (params.get('q') ?? '').trim().slice(0, SEARCH_MAX);
  const type = resourceTypeFromSlug(params.get('type'));
  const status = (RESOURCE_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as ResourceStatus) : undefined;
  const sort = (STAFF_SORTS as readonly string[]).includes(params.get('sort') ?? '') ? (params.get('sort') as StaffSort) : DEFAULT_SORT;
  const page = Number(params.get('page'));
  return {
    ...(q ? { q } : {}),
    ...(type ? { type } : {}),
    ...(status ? { status } : {}),
    sort,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The address-bar form of a table state: defaults are left out, so the plain list is "/resources-manage". */
export function staffQueryParams(query: StaffResourceQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.type) params.set('type', resourceTypeSlug(query.type));
  if (query.status) params.set('status', query.status);
  if (query.sort !== DEFAULT_SORT) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

export function staffListHref(query: StaffResourceQuery): string {
  const qs = staffQueryParams(query).toString();
  return `/resources-manage${qs ? `?${qs}` : ''}`;
}

/** The CMS management route's parameters for a table state (all of them, by its names). */
export function cmsManageParams(query: StaffResourceQuery, pageSize = STAFF_PAGE_SIZE): URLSearchParams {
  const params = new URLSearchParams({ sort: query.sort, page: String(query.page), pageSize: String(pageSize) });
  if (query.q) params.set('q', query.q);
  if (query.type) params.set('type', query.type);
  if (query.status) params.set('status', query.status);
  return params;
}

export interface StaffResourceList {
  items: StaffResourceSummary[];
  pagination: { page: number; pageSize: number; pageCount: number; total: number };
  query: StaffResourceQuery;
}
