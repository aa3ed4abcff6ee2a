import { describe, expect, it } from 'vitest';
import { addDays, change, conversion, ctaLabel, daysBetween, previousPeriod } from './dashboard.js';

describe('the dashboard arithmetic', () => {
  it('conversion is visits with a lead over visits, never above 100 % and never below 0', () => {
    expect(conversion(1, 4)).toBe(0.25);
    expect(conversion(0, 4)).toBe(0);
    expect(conversion(3, 3)).toBe(1);
    expect(conversion(2, 0)).toBeNull();
    // Leads counted against the wrong base gave 200 % before; the bound holds for any input.
    expect(conversion(22, 11)).toBe(1);
    expect(conversion(-1, 5)).toBe(0);
    for (let converted = 0; converted < 30; converted++) for (let visits = 0; visits < 30; visits++) expect(conversion(converted, visits) ?? 0).toBeLessThanOrEqual(1);
  });

  it('change is against the previous period, null when there was nothing to compare with', () => {
    expect(change(150, 100)).toBe(0.5);
    expect(change(50, 100)).toBe(-0.5);
    expect(change(5, 0)).toBeNull();
  });

  it('the previous period has the same length and ends the day before', () => {
    expect(previousPeriod('2026-11-01', '2026-11-28')).toEqual({ from: '2026-10-04', to: '2026-10-31' });
    expect(previousPeriod('2026-03-01', '2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('names a button by its label', () => {
    expect(ctaLabel('book-an-sd-wan-assessment')).toBe('Book an sd wan assessment');
  });
});
