import { describe, expect, it } from 'vitest';
import { pagesIndexOf } from './search-client';

const copy = (title: string) =>
  JSON.stringify({
    data: [{ id: 1, attributes: { metaTitle: title, metaDescription: 'd', metaKeywords: 'k', url: '/a' } }],
    meta: { generatedAt: '2026-11-27T00:00:00.000Z', total: 1 },
  });

describe('pagesIndexOf', () => {
  it('parses a copy of pages.json once and keeps that list while the copy is unchanged', () => {
    const first = pagesIndexOf(copy('SD-WAN'));
    expect(first.data[0]?.attributes.metaTitle).toBe('SD-WAN');
    // The same list object: the ranking keeps its index per list, so it is not rebuilt.
    expect(pagesIndexOf(copy('SD-WAN'))).toBe(first);
  });

  it('parses again when the copy changed (an editor published a page)', () => {
    const before = pagesIndexOf(copy('SD-WAN'));
    const after = pagesIndexOf(copy('Managed Wi-Fi'));
    expect(after).not.toBe(before);
    expect(after.data[0]?.attributes.metaTitle).toBe('Managed Wi-Fi');
  });

  it('refuses a copy that is not a page index', () => {
    expect(() => pagesIndexOf('{"data": "nope"}')).toThrow();
    expect(() => pagesIndexOf('not json')).toThrow();
  });
});
