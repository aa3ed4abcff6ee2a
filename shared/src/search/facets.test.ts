import { describe, expect, it } from 'vitest';
import { facetOf, readQuery, searchFacetFrom, snippetAround } from './facets.js';

describe('readQuery', () => {
  it('takes type words out of the text and names their facets', () => {
    expect(readQuery('sd-wan guide')).toEqual({ words: ['sdwan'], facets: ['guide'], allWords: ['sdwan', 'guide'] });
    expect(readQuery('PDFs')).toEqual({ words: [], facets: ['pdf'], allWords: ['pdfs'] });
    expect(readQuery('case study wind farm').facets).toEqual(['case_study']);
    expect(readQuery('case study wind farm').words).toEqual(['wind', 'farm']);
    expect(readQuery('news').facets).toEqual(['news']);
  });

  it('leaves a word that only starts like a type word alone', () => {
    expect(readQuery('case management')).toEqual({ words: ['case', 'management'], facets: [], allWords: ['case', 'management'] });
  });
});

describe('searchFacetFrom and facetOf', () => {
  it('reads the facets of the address, with hyphens, and nothing else', () => {
    expect(searchFacetFrom('case-study')).toBe('case_study');
    expect(searchFacetFrom('pdf')).toBe('pdf');
    expect(searchFacetFrom('policy')).toBeNull();
    expect(searchFacetFrom(null)).toBeNull();
  });

  it('names the facet of a hit', () => {
    expect(facetOf({ kind: 'page', resourceType: null })).toBe('page');
    expect(facetOf({ kind: 'resource', resourceType: 'guide' })).toBe('guide');
  });
});

describe('snippetAround', () => {
  const body = `${'Lorem ipsum dolor sit amet. '.repeat(20)}Our nbn fibre service keeps every site online. ${'More words follow here. '.repeat(20)}`;

  it('cuts the text around the first match, at word boundaries, with ellipses', () => {
    const snippet = snippetAround(body, ['nbn'], 120)!;
    expect(snippet).toContain('nbn fibre service');
    expect(snippet.startsWith('… ')).toBe(true);
    expect(snippet.endsWith(' …')).toBe(true);
    expect(snippet.length).toBeLessThanOrEqual(126);
  });

  it('matches the start of a word only, and gives null when nothing matches', () => {
    expect(snippetAround('Unbnb words only', ['nbn'])).toBeNull();
    expect(snippetAround('', ['nbn'])).toBeNull();
  });
});
