import { describe, expect, it } from 'vitest';
import { isViewActive, startOfSydneyWeek, viewSearch } from './saved-views';

describe('the lead desk saved views', () => {
  it('"New this week" starts on Monday 00:00 in Sydney, in either offset', () => {
    // Wednesday 3 December 2025, 09:00 AEDT (+11): Monday 1 December 00:00 AEDT is 30 Nov 13:00 UTC.
    expect(startOfSydneyWeek(new Date('2025-12-02T22:00:00Z'))).toBe('2025-11-30T13:00:00.000Z');
    // Sunday 15 June 2025 23:30 AEST (+10) is still the week of Monday 9 June.
    expect(startOfSydneyWeek(new Date('2025-06-15T13:30:00Z'))).toBe('2025-06-08T14:00:00.000Z');
    // Monday 16 June 00:30 AEST: the week has just begun.
    expect(startOfSydneyWeek(new Date('2025-06-15T14:30:00Z'))).toBe('2025-06-15T14:00:00.000Z');
  });

  it('"My open leads" filters by the signed-in owner and the open statuses; "Unassigned" by no owner', () => {
    const now = new Date('2025-12-02T22:00:00Z');
    const mine = new URLSearchParams(viewSearch('mine', 7, now));
    expect(mine.get('filters[$and][0][owner][id][$eq]')).toBe('7');
    expect([0, 1, 2].map((i) => mine.get(`filters[$and][1][leadStatus][$in][${i}]`))).toEqual(['new', 'contacted', 'qualified']);
    expect(new URLSearchParams(viewSearch('unassigned', 7, now)).get('filters[$and][0][owner][id][$null]')).toBe('true');
  });

  it('knows which view the list shows, and none when other filters are added', () => {
    const now = new Date('2025-12-02T22:00:00Z');
    const search = viewSearch('unassigned', 7, now);
    expect(isViewActive('unassigned', 7, search, now)).toBe(true);
    expect(isViewActive('mine', 7, search, now)).toBe(false);
    expect(isViewActive('unassigned', 7, `${search}&filters[$and][1][form][$eq]=contact`, now)).toBe(false);
    expect(isViewActive('week', 7, viewSearch('week', 7, new Date('2025-11-20T00:00:00Z')), now)).toBe(true);
  });
});
