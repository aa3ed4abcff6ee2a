import { describe, expect, it } from 'vitest';
import { blogSummaryFields } from './content/blog.js';
import { blogSearchParams, toQueryString } from './strapi-query.js';

function entries(query: string): [string, string][] {
  return [...new URLSearchParams(query).entries()];
}

const TITLE = 'filters[$or][0][title][$containsi]';
const KEYWORDS = 'filters[$or][1][metaKeywords][$containsi]';
const DESCRIPTION = 'filters[$or][2][metaDescription][$containsi]';
const SEARCH_TEXT = 'filters[$or][3][searchText][$containsi]';
const FIELDS = blogSummaryFields.map((field, i): [string, string] => [`fields[${i}]`, field]);

describe('blogSearchParams with toQueryString', () => {
  it('searches title, keywords and description for the term, limited to 5 suggestions', () => {
    const params = new URLSearchParams(toQueryString(blogSearchParams('cloud', { limit: 5 })));
    expect(params.get(TITLE)).toBe('cloud');
    expect(params.get(KEYWORDS)).toBe('cloud');
    expect(params.get(DESCRIPTION)).toBe('cloud');
    expect(params.get('pagination[limit]')).toBe('5');
  });

  it('produces exactly the filter, sort, fields, populate and pagination parameters and nothing else', () => {
    expect(entries(toQueryString(blogSearchParams('cloud', { limit: 5 })))).toEqual([
      [TITLE, 'cloud'],
      [KEYWORDS, 'cloud'],
      [DESCRIPTION, 'cloud'],
      [SEARCH_TEXT, 'cloud'],
      ['sort[0]', 'publishedDate:desc'],
      ...FIELDS,
      ['populate[doc][fields][0]', 'url'],
      ['pagination[limit]', '5'],
    ]);
  });

  it('also asks for the term without punctuation in searchText, so "wi-fi" and "Wi Fi" find "wifi"', () => {
    for (const term of ['wi-fi', 'wi fi', 'wifi']) {
      const params = new URLSearchParams(toQueryString(blogSearchParams(term, { limit: 5 })));
      expect(params.get(TITLE), term).toBe(term);
      expect(params.get(SEARCH_TEXT), term).toBe('wifi');
    }
  });

  it('leaves searchText out when the term has no letters or digits (it would match everything)', () => {
    const params = new URLSearchParams(toQueryString(blogSearchParams('!?!', { limit: 5 })));
    expect(params.get(TITLE)).toBe('!?!');
    expect(params.has(SEARCH_TEXT)).toBe(false);
  });

  it('asks only for what a result shows: never the body or the search text', () => {
    const fields = new URLSearchParams(toQueryString(blogSearchParams('cloud', { limit: 5 }))).getAll('fields[0]');
    expect(fields).toEqual(['title']);
    expect(blogSummaryFields).toEqual(expect.arrayContaining(['title', 'slug', 'type', 'excerpt', 'metaDescription', 'metaKeywords']));
    expect(blogSummaryFields).not.toContain('body');
    expect(blogSummaryFields).not.toContain('searchText');
  });

  it("asks for a result's document by its URL only", () => {
    const params = new URLSearchParams(toQueryString(blogSearchParams('cloud', { limit: 5 })));
    expect([...params.keys()].filter((k) => k.startsWith('populate'))).toEqual(['populate[doc][fields][0]']);
    expect(params.get('populate[doc][fields][0]')).toBe('url');
  });

  it('keeps the bracketed keys literal in the query string (only values are encoded)', () => {
    const query = toQueryString(blogSearchParams('cloud', { limit: 5 }));
    expect(query).toContain('filters[$or][0][title][$containsi]=cloud');
    expect(query).toContain('pagination[limit]=5');
  });

  it('asks for a page of results instead of a limit when a page is given', () => {
    const params = new URLSearchParams(toQueryString(blogSearchParams('cloud', { page: 3, pageSize: 10 })));
    expect(params.get('pagination[page]')).toBe('3');
    expect(params.get('pagination[pageSize]')).toBe('10');
    expect(params.has('pagination[limit]')).toBe(false);
  });

  it('defaults the page size to 10 and the page to 1', () => {
    const params = new URLSearchParams(toQueryString(blogSearchParams('cloud', { page: 2 })));
    expect(params.get('pagination[pageSize]')).toBe('10');
    expect(new URLSearchParams(toQueryString(blogSearchParams('cloud', { pageSize: 20 }))).get('pagination[page]')).toBe('1');
  });

  it('sends no pagination when neither a limit nor a page is given', () => {
    const keys = [...new URLSearchParams(toQueryString(blogSearchParams('cloud'))).keys()];
    expect(keys.some((k) => k.startsWith('pagination'))).toBe(false);
  });

  it.each([
    ['an ampersand and equals sign', 'a&pagination[limit]=1000'],
    ['quotes', `"o'reilly"`],
    ['a script tag', '<script>alert(1)</script>'],
    ['a hash and question mark', 'q?x=1#frag'],
    ['a plus and percent sign', '5+5=10 100%'],
    ['a nested filter', '][$ne]=x&filters[publishedAt][$null]=true'],
  ])('encodes a term with %s as a value, never as extra parameters', (_label, term) => {
    const query = toQueryString(blogSearchParams(term, { limit: 5 }));
    const params = new URLSearchParams(query);
    expect(params.get(TITLE)).toBe(term);
    expect(params.get(KEYWORDS)).toBe(term);
    expect(params.get(DESCRIPTION)).toBe(term);
    expect(params.getAll('pagination[limit]')).toEqual(['5']);
    expect([...params.keys()]).toEqual([TITLE, KEYWORDS, DESCRIPTION, SEARCH_TEXT, 'sort[0]', ...FIELDS.map(([key]) => key), 'populate[doc][fields][0]', 'pagination[limit]']);
    expect(query).not.toContain('<');
    expect(query).not.toContain('"');
  });
});
