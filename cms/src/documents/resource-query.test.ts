import { describe, expect, it } from 'vitest';
import { containsPattern, parseManageQuery, publicationStatus } from './resource-query';

describe('parseManageQuery', () => {
  it('has defaults: newest changes first, 20 a page', () => {
    expect(parseManageQuery({})).toEqual({ ok: true, value: { sort: 'updated:desc', page: 1, pageSize: 20 } });
  });

  it('reads every parameter', () => {
    expect(parseManageQuery({ q: '  SD-WAN ', type: 'case_study', status: 'modified', sort: 'title:asc', page: '3', pageSize: '100' })).toEqual({
      ok: true,
      value: { q: 'SD-WAN', type: 'case_study', status: 'modified', sort: 'title:asc', page: 3, pageSize: 100 },
    });
  });

  it('treats empty values as not given', () => {
    expect(parseManageQuery({ q: ' ', type: '', status: '', sort: '', page: '', pageSize: '' })).toEqual(parseManageQuery({}));
  });

  it.each([
    ['type', { type: 'blog' }],
    ['status', { status: 'archived' }],
    ['sort', { sort: 'title' }],
    ['sort', { sort: 'updated:asc' }],
    ['page', { page: '0' }],
    ['page', { page: '-1' }],
    ['page', { page: '1.5' }],
    ['page', { page: 'abc' }],
    ['page', { page: '99999999999' }],
    ['pageSize', { pageSize: '101' }],
    ['pageSize', { pageSize: '0' }],
    ['q', { q: 'x'.repeat(101) }],
    ['q', { q: ['a', 'b'] }],
    ['q', { q: { $ne: 'a' } }],
    ['type', { type: ['news', 'guide'] }],
  ])('refuses a bad %s, naming it', (param, query) => {
    const parsed = parseManageQuery(query as Record<string, unknown>);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.param).toBe(param);
      expect(parsed.message).toContain(`"${param}"`);
    }
  });
});

describe('containsPattern', () => {
  it('lower-cases and escapes LIKE wildcards', () => {
    expect(containsPattern('SD-WAN')).toBe('%sd-wan%');
    expect(containsPattern('100%_off\\')).toBe('%100\\%\\_off\\\\%');
  });
});

describe('publicationStatus', () => {
  it('draft without a published version', () => {
    expect(publicationStatus('2026-01-01T00:00:00Z', null)).toBe('draft');
  });
  it('published when the draft is not newer', () => {
    expect(publicationStatus('2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')).toBe('published');
    expect(publicationStatus(1000, 2000)).toBe('published');
  });
  it('modified when the draft changed after publishing', () => {
    expect(publicationStatus('2026-01-02T00:00:00Z', new Date('2026-01-01T00:00:00Z'))).toBe('modified');
  });
});
