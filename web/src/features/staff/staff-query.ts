// The staff resource table's vocabulary, shared by its URL, the loaders, the web's staff API and
// the CSV export: which filters and sorts exist and how they read from and write to the address
// bar. Free of zod and of the schemas (staff-resource-schemas.ts): the route tree loads this in
// every page's bundle.
// The statuses, sorts and sizes are the staff resource contract's (shared/src/content/resource-contract.ts),
// which the CMS's management route checks by too.
import {
  DEFAULT_RESOURCE_SORT as DEFAULT_SORT,
  RESOURCE_PAGE_SIZE as STAFF_PAGE_SIZE,
  RESOURCE_SEARCH_MAX as SEARCH_MAX,
  RESOURCE_SORTS as STAFF_SORTS,
  RESOURCE_STATUSES,
  type ResourceSort as StaffSort,
  type ResourceStatus,
} from '@ironbark/shared/content/resource-contract';
import { resourceTypeFromSlug, resourceTypeSlug, type ResourceType } from '@ironbark/shared/content/resource-types';
import type { StaffResourceSummary } from './staff-resource-schemas';

export type { StaffResource, StaffResourceSummary } from './staff-resource-schemas';
export { DEFAULT_SORT, RESOURCE_STATUSES, SEARCH_MAX, STAFF_PAGE_SIZE, STAFF_SORTS, type ResourceStatus, type StaffSort };

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
