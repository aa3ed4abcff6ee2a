import { describe, expect, it } from 'vitest';
import { describeSeedReport, seedDecision, type SeedMarker } from './seed-once';

const done: SeedMarker = { state: 'done', at: '2026-01-01T00:00:00Z', by: 'first-start' };
const started: SeedMarker = { state: 'started', at: '2026-01-01T00:00:00Z', by: 'first-start' };

describe('seedDecision', () => {
  it('seeds an empty database without a marker (the first start)', () => {
    expect(seedDecision({ disabled: false, marker: null, hasContent: false }).action).toBe('seed');
  });

  it('never seeds again once the marker says done, even when content was deleted', () => {
    expect(seedDecision({ disabled: false, marker: done, hasContent: false }).action).toBe('skip');
    expect(seedDecision({ disabled: false, marker: done, hasContent: true }).action).toBe('skip');
  });

  it('only marks a database that has content but no marker (an older install)', () => {
    expect(seedDecision({ disabled: false, marker: null, hasContent: true }).action).toBe('mark');
  });

  it('completes a first seed that was interrupted', () => {
    expect(seedDecision({ disabled: false, marker: started, hasContent: true }).action).toBe('seed');
  });

  it('does nothing with SEED=false', () => {
    expect(seedDecision({ disabled: true, marker: null, hasContent: false }).action).toBe('skip');
  });
});

describe('describeSeedReport', () => {
  it('lists what was created, one line each', () => {
    expect(
      describeSeedReport({ global: false, navigation: true, pages: ['/contact-us'], resources: ['a-b'], redirects: ['/old'], campaigns: ['q1-sdwan'], files: 2, ms: 5 }),
    ).toEqual(['navigation', 'page /contact-us', 'resource a-b', 'redirect /old', 'campaign q1-sdwan']);
    expect(describeSeedReport({ global: false, navigation: false, pages: [], resources: [], redirects: [], campaigns: [], files: 0, ms: 1 })).toEqual([]);
  });
});
