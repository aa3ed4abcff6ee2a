import { describe, expect, it } from 'vitest';
import { hasNext, listParams, pageNumbers, pagingOf } from './paging';

describe('the admin list paging', () => {
  it('reads numbered paging, or only whether there is more, from an answer', () => {
    expect(pagingOf({ results: [], pagination: { page: 2, pageSize: 50, total: 120, pageCount: 3 } })).toEqual({ page: 2, pageCount: 3, total: 120 });
    expect(pagingOf({ results: [], pagination: { page: 1, hasMore: true } })).toEqual({ page: 1, hasMore: true });
    expect(pagingOf({ deleted: [] })).toBeNull();
    expect(pagingOf(null)).toBeNull();
    // Neither a page count nor a "more": no paging to draw.
    expect(pagingOf({ pagination: { page: 1 } })).toBeNull();
    expect(pagingOf({ pagination: { page: 0, pageCount: 2 } })).toBeNull();
    expect(pagingOf({ pagination: { page: '2', pageCount: 2 } })).toBeNull();
  });

  it('offers a next page while there is one', () => {
    expect(hasNext({ page: 2, pageCount: 3 })).toBe(true);
    expect(hasNext({ page: 3, pageCount: 3 })).toBe(false);
    // An empty list says 0 pages.
    expect(hasNext({ page: 1, pageCount: 0 })).toBe(false);
    expect(hasNext({ page: 4, hasMore: true })).toBe(true);
    expect(hasNext({ page: 4, hasMore: false })).toBe(false);
  });

  it('numbers every page up to 7, else the ends and the neighbours of the current one', () => {
    expect(pageNumbers(1, 1)).toEqual([]);
    expect(pageNumbers(2, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageNumbers(1, 20)).toEqual([1, 2, null, 20]);
    expect(pageNumbers(10, 20)).toEqual([1, null, 9, 10, 11, null, 20]);
    expect(pageNumbers(3, 20)).toEqual([1, 2, 3, 4, null, 20]);
    expect(pageNumbers(20, 20)).toEqual([1, null, 19, 20]);
  });

  it('sends the filters that have a value, and the page of a paged list', () => {
    expect(listParams({ uid: '', action: 'publish', actor: '  sam ' }, 3, 50)).toEqual({ action: 'publish', actor: 'sam', page: 3, pageSize: 50 });
    expect(listParams({}, 1, undefined)).toEqual({});
    expect(() => listParams({}, 1, 0)).toThrow('pageSize: a whole number from 1, not 0');
  });
});
