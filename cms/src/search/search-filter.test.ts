import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { searchTextFor } from '@ironbark/shared/search/normalise';
import { blogSearchParams, toQueryString } from '@ironbark/shared/strapi-query';
import { narrowSearchFilter } from './search-filter';

/** The filters as Strapi's query parser reads the site's search request. */
const filtersOf = (term: string) => (qs.parse(toQueryString(blogSearchParams(term, { limit: 5 })), { arrayLimit: 100, depth: 20 }) as { filters: unknown }).filters;

/** What the four conditions match, evaluated as the database does ($containsi: lower-cased substring). */
function matchesFour(resource: { title: string; metaKeywords: string; metaDescription: string }, term: string) {
  const has = (v: string, t: string) => t !== '' && v.toLowerCase().includes(t.toLowerCase());
  const compact = term.toLowerCase().normalize('NFKD').replace(/\p{M}+/gu, '').replace(/[^\p{L}\p{N}]+/gu, '');
  return has(resource.title, term) || has(resource.metaKeywords, term) || has(resource.metaDescription, term) || has(searchTextFor(resource), compact);
}

describe('narrowSearchFilter', () => {
  it('answers the site search with searchText alone', () => {
    expect(narrowSearchFilter(filtersOf('wi-fi'), 'postgres')).toEqual({ searchText: { $containsi: 'wifi' } });
    expect(narrowSearchFilter(filtersOf('cloud backup'), 'postgres')).toEqual({ searchText: { $containsi: 'cloudbackup' } });
  });

  it('on SQLite, without lower-casing the already lower-case searchText', () => {
    expect(narrowSearchFilter(filtersOf('Wi-Fi'), 'sqlite')).toEqual({ searchText: { $contains: 'wifi' } });
    expect(narrowSearchFilter(filtersOf('Café Backup'), 'sqlite')).toEqual({ searchText: { $contains: 'cafebackup' } });
  });

  it('finds exactly what the four conditions find', () => {
    const resources = [
      { title: 'Guest Wi-Fi for holiday parks', metaKeywords: 'SD-WAN, captive portal', metaDescription: 'Café-grade guest Wi-Fi.' },
      { title: 'P25 radio for a council', metaKeywords: 'radio, dispatch', metaDescription: 'Two-way radio across the Pilbara.' },
      { title: 'Cloud backup', metaKeywords: '', metaDescription: 'Backups for schools, off-site.' },
    ];
    for (const term of ['wi-fi', 'wifi', 'wi fi', 'sd-wan', 'sdwan', 'café', 'cafe', 'radio', 'p25', 'two-way', 'off-site', 'parks sd', 'zzz', 'council', 'backup']) {
      const pg = narrowSearchFilter(filtersOf(term), 'postgres') as { searchText: { $containsi: string } };
      const sqlite = narrowSearchFilter(filtersOf(term), 'sqlite') as { searchText: { $contains: string } };
      for (const r of resources) {
        // $containsi lower-cases both sides; $contains (SQLite's LIKE) compares them as they are.
        expect(searchTextFor(r).toLowerCase().includes(pg.searchText.$containsi.toLowerCase()), `${term} / ${r.title}`).toBe(matchesFour(r, term));
        expect(searchTextFor(r).includes(sqlite.searchText.$contains), `${term} / ${r.title} (SQLite)`).toBe(matchesFour(r, term));
      }
    }
  });

  it('leaves any other filter as it came', () => {
    const punctuationOnly = filtersOf('!?!');
    expect(narrowSearchFilter(punctuationOnly, 'sqlite')).toBe(punctuationOnly);
    const others: unknown[] = [
      undefined,
      { type: { $eq: 'news' } },
      { $or: [{ title: { $containsi: 'a' } }, { metaKeywords: { $containsi: 'a' } }] },
      // A searchText that is not the term's: not the site's search.
      { $or: [{ title: { $containsi: 'cloud' } }, { metaKeywords: { $containsi: 'cloud' } }, { metaDescription: { $containsi: 'cloud' } }, { searchText: { $containsi: 'radio' } }] },
      { $or: [{ title: { $containsi: 'cloud' } }, { metaKeywords: { $containsi: 'cloud' } }, { metaDescription: { $containsi: 'x' } }, { searchText: { $containsi: 'cloud' } }] },
      { ...(filtersOf('cloud') as object), type: { $eq: 'news' } },
    ];
    for (const f of others) for (const database of ['sqlite', 'postgres'] as const) expect(narrowSearchFilter(f, database)).toBe(f);
  });
});
