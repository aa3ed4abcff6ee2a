import { describe, expect, it } from 'vitest';
import { containsPattern, isValidSlug, parseManageQuery, publicationStatus, slugify, suggestSlug } from './resource-query';

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

describe('slugs', () => {
  it('validates the slug format and length', () => {
    expect(isValidSlug('sd-wan-for-40-sites')).toBe(true);
    for (const bad of ['SD-WAN', 'a--b', '-a', 'a-', 'a b', 'ä', '', 'a'.repeat(81)]) expect(isValidSlug(bad)).toBe(false);
    expect(isValidSlug('a'.repeat(80))).toBe(true);
  });

  it('slugifies text', () => {
    expect(slugify('SD-WAN for 40 sites!')).toBe('sd-wan-for-40-sites');
    expect(slugify('Café über')).toBe('cafe-uber');
    expect(slugify('!!!')).toBe('resource');
    expect(slugify('a '.repeat(100)).length).toBeLessThanOrEqual(80);
  });

  it('suggests the slug itself when free, else the first free numbered variant within 80 characters', () => {
    expect(suggestSlug('news', new Set())).toBe('news');
    expect(suggestSlug('news', new Set(['news', 'news-2']))).toBe('news-3');
    const long = 'a'.repeat(80);
    const suggestion = suggestSlug(long, new Set([long]));
    expect(suggestion).toBe(`${'a'.repeat(78)}-2`);
    expect(isValidSlug(suggestion)).toBe(true);
    expect(suggestSlug('Not A Slug', new Set())).toBe('not-a-slug');
  });
});
