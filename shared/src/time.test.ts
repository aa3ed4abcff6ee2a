import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDateTimeSeconds, formatWeekdayDateTime, siteDay, siteWallToUtc, utcToSiteWall } from './time.js';

describe('the site\'s time zone (Sydney)', () => {
  it('reads a wall-clock time in AEDT (summer, +11) and AEST (winter, +10)', () => {
    expect(siteWallToUtc('2026-01-12T09:00')).toBe('2026-01-11T22:00:00.000Z');
    expect(siteWallToUtc('2026-07-06T09:00')).toBe('2026-07-05T23:00:00.000Z');
  });

  it('around the changes of daylight saving (first Sunday of April and of October)', () => {
    // 5 April 2026: 3:00 AEDT becomes 2:00 AEST. 1:30 is before, 3:30 after.
    expect(siteWallToUtc('2026-04-05T01:30')).toBe('2026-04-04T14:30:00.000Z');
    expect(siteWallToUtc('2026-04-05T03:30')).toBe('2026-04-04T17:30:00.000Z');
    // 4 October 2026: 2:00 AEST becomes 3:00 AEDT; 2:30 does not exist and is read as 3:30 AEDT.
    expect(siteWallToUtc('2026-10-04T01:30')).toBe('2026-10-03T15:30:00.000Z');
    expect(siteWallToUtc('2026-10-04T02:30')).toBe('2026-10-03T16:30:00.000Z');
    expect(siteWallToUtc('2026-10-04T03:30')).toBe('2026-10-03T16:30:00.000Z');
  });

  it('round-trips through the input value, and names the day readably', () => {
    for (const iso of ['2026-01-11T22:00:00.000Z', '2026-07-05T23:15:00.000Z']) expect(siteWallToUtc(utcToSiteWall(iso))).toBe(iso);
    expect(utcToSiteWall('2026-03-01T22:00:00.000Z')).toBe('2026-03-02T09:00');
    expect(formatWeekdayDateTime('2026-03-01T22:00:00.000Z')).toMatch(/^Mon,? 2 Mar 2026,? 9:00\s?am$/);
  });

  it('refuses what is not a date and a time', () => {
    for (const bad of ['', '2026-03-02', '2026-03-02 09:00', 'tomorrow', '2026-03-02T09:00Z']) expect(siteWallToUtc(bad)).toBeNull();
  });

  it('formats dates and times as Australians read them, in Sydney whatever the machine\'s zone', () => {
    expect(formatDate('2024-05-14')).toBe('14 May 2024');
    expect(formatDate('2024-05-13T15:30:00Z')).toBe('14 May 2024');
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatDateTime('2026-11-27T22:30:00Z')).toMatch(/^28 Nov 2026,? 9:30\s?am$/);
    expect(formatDateTimeSeconds('2026-11-27T22:30:05Z')).toMatch(/^28 Nov 2026,? 9:30:05\s?am$/);
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('nonsense')).toBe('');
    // Sydney is +10 in June: 13:30 UTC is 11:30 pm on 30 June there, 14:30 UTC already 1 July.
    expect(siteDay(new Date('2026-06-30T13:30:00Z'))).toBe('2026-06-30');
    expect(siteDay(new Date('2026-06-30T14:30:00Z'))).toBe('2026-07-01');
  });
});

