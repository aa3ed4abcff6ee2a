import { describe, expect, it } from 'vitest';
import { readableSydney, sydneyToUtc, utcToSydneyInput } from './sydney-time';

describe('Sydney time in the Schedule panel', () => {
  it('reads a wall-clock time in AEDT (summer, +11) and AEST (winter, +10)', () => {
    expect(sydneyToUtc('2026-01-12T09:00')).toBe('2026-01-11T22:00:00.000Z');
    expect(sydneyToUtc('2026-07-06T09:00')).toBe('2026-07-05T23:00:00.000Z');
  });

  it('around the changes of daylight saving (first Sunday of April and of October)', () => {
    // 5 April 2026: 3:00 AEDT becomes 2:00 AEST. 1:30 is before, 3:30 after.
    expect(sydneyToUtc('2026-04-05T01:30')).toBe('2026-04-04T14:30:00.000Z');
    expect(sydneyToUtc('2026-04-05T03:30')).toBe('2026-04-04T17:30:00.000Z');
    // 4 October 2026: 2:00 AEST becomes 3:00 AEDT; 2:30 does not exist and is read as 3:30 AEDT.
    expect(sydneyToUtc('2026-10-04T01:30')).toBe('2026-10-03T15:30:00.000Z');
    expect(sydneyToUtc('2026-10-04T02:30')).toBe('2026-10-03T16:30:00.000Z');
    expect(sydneyToUtc('2026-10-04T03:30')).toBe('2026-10-03T16:30:00.000Z');
  });

  it('round-trips through the input value, and names the day readably', () => {
    for (const iso of ['2026-01-11T22:00:00.000Z', '2026-07-05T23:15:00.000Z']) expect(sydneyToUtc(utcToSydneyInput(iso))).toBe(iso);
    expect(utcToSydneyInput('2026-03-01T22:00:00.000Z')).toBe('2026-03-02T09:00');
    expect(readableSydney('2026-03-01T22:00:00.000Z')).toMatch(/^Mon,? 2 Mar 2026,? 9:00\s?am$/);
  });

  it('refuses what is not a date and a time', () => {
    for (const bad of ['', '2026-03-02', '2026-03-02 09:00', 'tomorrow', '2026-03-02T09:00Z']) expect(sydneyToUtc(bad)).toBeNull();
  });
});
