import { describe, expect, it } from 'vitest';
import { pageWindow } from './pagination-nav';

describe('pageWindow', () => {
  it('links every page of a short list', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(pageWindow(1, 8)).toEqual([1, 2, null, 8]);
    expect(pageWindow(5, 800)).toEqual([1, null, 4, 5, 6, null, 800]);
    expect(pageWindow(800, 800)).toEqual([1, null, 799, 800]);
  });

  it('never hides a single page behind a gap', () => {
    expect(pageWindow(4, 8)).toEqual([1, 2, 3, 4, 5, null, 8]);
    expect(pageWindow(6, 8)).toEqual([1, null, 5, 6, 7, 8]);
  });
});
