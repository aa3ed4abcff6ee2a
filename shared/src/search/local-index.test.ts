import { describe, expect, it } from 'vitest';
import { matchLocalPages, pagesIndexSchema, suggestFromPages, type PagesIndexEntry } from './local-index.js';

function entry(id: number, metaTitle: string, metaDescription: string, metaKeywords: string, title?: string): PagesIndexEntry {
  return { id, attributes: { metaTitle, metaDescription, metaKeywords, url: `/page-${id}`, ...(title ? { title } : {}) } };
}

const entries: PagesIndexEntry[] = [
  entry(1, 'Managed Wi-Fi for holiday parks', 'Guest wireless that just works.', 'wifi, guests'),
  entry(2, 'Cloud services', 'Backup as a service and CLOUD SOLUTIONS for councils.', 'baas, backup'),
  entry(3, 'Access control', 'Doors and permissions for every site.', 'SD-WAN, security'),
  entry(4, 'About us', 'Who we are.', 'team'),
  entry(5, 'Managed SD-WAN for Australian businesses | Ironbark', 'One network for every site.', 'software-defined WAN', 'SD-WAN'),
];

const ids = (list: PagesIndexEntry[]) => list.map((e) => e.id);

describe('matchLocalPages', () => {
  it('finds a term inside the meta title, whatever its case there', () => {
    expect(ids(matchLocalPages(entries, 'holiday'))).toEqual([1]);
    expect(ids(matchLocalPages(entries, 'managed wi-fi'))).toEqual([1]);
  });

  it('finds a term inside the meta description', () => {
    expect(ids(matchLocalPages(entries, 'cloud solutions'))).toEqual([2]);
  });

  it('finds a term inside the meta keywords, and ranks a page titled with it above', () => {
    expect(ids(matchLocalPages(entries, 'sd-wan'))).toEqual([5, 3]);
  });

  it('matches substrings, not only whole words', () => {
    expect(ids(matchLocalPages(entries, 'ermiss'))).toEqual([3]);
  });

  it('ignores hyphens and spaces inside words on both sides', () => {
    expect(ids(matchLocalPages(entries, 'wifi'))).toEqual([1]);
    expect(ids(matchLocalPages(entries, 'wi-fi'))).toEqual([1]);
    expect(ids(matchLocalPages(entries, 'sdwan'))).toEqual([5, 3]);
  });

  it('returns every matching page, most relevant first', () => {
    expect(ids(matchLocalPages(entries, 'managed'))).toEqual([1, 5]);
  });

  it('returns nothing when no page matches', () => {
    expect(matchLocalPages(entries, 'radio dispatch')).toEqual([]);
  });

  it('returns nothing for the empty term instead of every page', () => {
    expect(matchLocalPages(entries, '')).toEqual([]);
  });

  it('does not change the entries it is given', () => {
    const copy = structuredClone(entries);
    matchLocalPages(entries, 'cloud');
    expect(entries).toEqual(copy);
  });
});

describe('suggestFromPages', () => {
  it('suggests a nearby word that finds pages', () => {
    expect(suggestFromPages(entries, 'secruity')).toBe('security');
  });
});

describe('pagesIndexSchema', () => {
  it('accepts the pages.json shape (title optional) and refuses an entry without a url', () => {
    const good = { data: entries, meta: { generatedAt: '2024-05-14T09:30:05.000Z', total: 5 } };
    expect(pagesIndexSchema.safeParse(good).success).toBe(true);
    const bad = {
      data: [{ id: 1, attributes: { metaTitle: 'x', metaDescription: 'y', metaKeywords: 'z' } }],
      meta: { generatedAt: 'now', total: 1 },
    };
    expect(pagesIndexSchema.safeParse(bad).success).toBe(false);
  });
});
