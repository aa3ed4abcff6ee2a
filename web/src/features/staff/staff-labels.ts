// The staff table's words for statuses and sorts (kept apart from staff-query.ts, which every
// page's bundle carries for the route tree).
import type { ResourceStatus, StaffSort } from './staff-query';

export const STATUS_LABELS: Record<ResourceStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  modified: 'Unpublished changes',
};

/** Longer wording for the filter and for screen readers. */
export const STATUS_DESCRIPTIONS: Record<ResourceStatus, string> = {
  draft: 'Draft: not on the site',
  published: 'Published',
  modified: 'Published, with changes not yet published',
};

export const SORT_LABELS: Record<StaffSort, string> = {
  'updated:desc': 'Recently edited',
  'title:asc': 'Title, A to Z',
  'title:desc': 'Title, Z to A',
  'date:desc': 'Date, newest first',
  'date:asc': 'Date, oldest first',
};
