// The lead desk's saved views: links that open the leads list with its own filters in the address
// (the content manager reads them from there, shows them as filter chips, and the CSV export
// keeps them). "My open leads": owned by the signed-in user and not won, lost or spam; "New this
// week": arrived since Monday 00:00 in the site's zone (Sydney); "Unassigned": no owner yet.
import { siteDay, siteWallToUtc } from '@ironbark/shared/time';

export const OPEN_STATUSES = ['new', 'contacted', 'qualified'] as const;

export type SavedView = 'mine' | 'week' | 'unassigned';

export const SAVED_VIEWS: { id: SavedView; label: string }[] = [
  { id: 'mine', label: 'My open leads' },
  { id: 'week', label: 'New this week' },
  { id: 'unassigned', label: 'Unassigned' },
];

/** Monday 00:00 of this week in the site's zone (Sydney), as a UTC ISO instant. */
export function startOfSydneyWeek(now: Date): string {
  const day = siteDay(now);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay(); // 0 Sunday
  const monday = new Date(Date.UTC(y, m - 1, d - ((weekday + 6) % 7)));
  return siteWallToUtc(`${monday.toISOString().slice(0, 10)}T00:00`)!;
}

/** The view's filters as the content manager's list takes them in its address. */
export function viewFilters(view: SavedView, me: number | null, now: Date): [string, string][] {
  switch (view) {
    case 'mine':
      return [
        ['filters[$and][0][owner][id][$eq]', String(me ?? 0)],
        ...OPEN_STATUSES.map((s, i): [string, string] => [`filters[$and][1][leadStatus][$in][${i}]`, s]),
      ];
    case 'week':
      return [['filters[$and][0][createdAt][$gte]', startOfSydneyWeek(now)]];
    case 'unassigned':
      return [['filters[$and][0][owner][id][$null]', 'true']];
  }
}

/** The list's address query for a view: its filters, newest first, from page one. */
export function viewSearch(view: SavedView, me: number | null, now: Date): string {
  const params = new URLSearchParams([['page', '1'], ['pageSize', '50'], ['sort', 'createdAt:DESC'], ...viewFilters(view, me, now)]);
  return `?${params.toString()}`;
}

/** Whether the list's address shows the view (its filters, whatever the page or sort). */
export function isViewActive(view: SavedView, me: number | null, search: string, now: Date): boolean {
  const current = new URLSearchParams(search);
  const wanted = viewFilters(view, me, now);
  const filters = [...current.keys()].filter((k) => k.startsWith('filters'));
  // "New this week" matches whatever Monday it was made on.
  return filters.length === wanted.length && wanted.every(([k, v]) => current.get(k) === v || (view === 'week' && current.has(k)));
}
