import type { Core } from '@strapi/strapi';
import { describe, expect, it } from 'vitest';
import { recomputeInBackground, reportCache, REPORT_IN_USE_MS } from './report';

describe('recomputeInBackground', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');

  it('is off until someone has read the report', () => {
    expect(recomputeInBackground(null, now)).toBe(false);
  });

  it('is on while the report was read in the last ten minutes, off after', () => {
    expect(recomputeInBackground(now - 60_000, now)).toBe(true);
    expect(recomputeInBackground(now - REPORT_IN_USE_MS + 1, now)).toBe(true);
    expect(recomputeInBackground(now - REPORT_IN_USE_MS, now)).toBe(false);
    expect(REPORT_IN_USE_MS).toBe(10 * 60 * 1000);
  });
});

describe('reportCache', () => {
  it('reads nothing after a change when nobody has read the report', async () => {
    let reads = 0;
    const counted = () => {
      reads++;
      throw new Error('the report was computed');
    };
    const strapi = { db: { query: counted }, documents: counted, log: { error: () => undefined } } as unknown as Core.Strapi;
    const cache = reportCache(strapi);
    for (let i = 0; i < 5; i++) cache.markStale();
    // The background recompute, when there is one, starts 500 ms after the last change.
    await new Promise((r) => setTimeout(r, 800));
    expect(reads).toBe(0);
  });
});
