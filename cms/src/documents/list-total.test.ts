import { describe, expect, it } from 'vitest';
import { totalOfShortPage, withTotal } from './list-total';

describe('totalOfShortPage', () => {
  it('reads the total off a page shorter than its size', () => {
    expect(totalOfShortPage(0, { page: 1, pageSize: 100 })).toBe(0);
    expect(totalOfShortPage(7, { page: 1, pageSize: 10 })).toBe(7);
    expect(totalOfShortPage(3, { page: 4, pageSize: 12 })).toBe(39);
    expect(totalOfShortPage(5, { start: 100, limit: 10 })).toBe(105);
    expect(totalOfShortPage(0, { start: 0, limit: 5 })).toBe(0);
  });

  it('needs a count when the page is full, or empty past the first', () => {
    expect(totalOfShortPage(100, { page: 1, pageSize: 100 })).toBeNull();
    expect(totalOfShortPage(5, { start: 0, limit: 5 })).toBeNull();
    expect(totalOfShortPage(0, { page: 3, pageSize: 10 })).toBeNull();
    expect(totalOfShortPage(0, { start: 20, limit: 10 })).toBeNull();
  });

  it('never guesses for a page without a positive size', () => {
    expect(totalOfShortPage(0, { page: 1, pageSize: 0 })).toBeNull();
    expect(totalOfShortPage(3, { start: 0, limit: -1 })).toBeNull();
  });
});

describe('withTotal', () => {
  it('answers as Strapi does with a count: page count for pages, total for offsets', () => {
    expect(withTotal({ page: 2, pageSize: 10 }, 25)).toEqual({ page: 2, pageSize: 10, pageCount: 3, total: 25 });
    expect(withTotal({ page: 1, pageSize: 10 }, 0)).toEqual({ page: 1, pageSize: 10, pageCount: 0, total: 0 });
    expect(withTotal({ start: 100, limit: 10 }, 105)).toEqual({ start: 100, limit: 10, total: 105 });
  });
});
