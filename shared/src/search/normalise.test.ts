import { describe, expect, it } from 'vitest';
import { compactText, foldText, indexWords, queryWords, searchTextFor } from './normalise.js';

describe('foldText', () => {
  it('lower-cases and drops accents', () => {
    expect(foldText('Café ÉLAN Wi-Fi')).toBe('cafe elan wi-fi');
  });
});

describe('compactText', () => {
  it('keeps letters and digits only, so spellings with hyphens and spaces meet', () => {
    expect(compactText('Wi-Fi')).toBe('wifi');
    expect(compactText('Wi Fi')).toBe('wifi');
    expect(compactText('wifi')).toBe('wifi');
    expect(compactText('SD-WAN')).toBe('sdwan');
    expect(compactText('4G/5G  & Wi-Fi 6E!')).toBe('4g5gwifi6e');
  });

  it('turns punctuation-only text into the empty string', () => {
    expect(compactText(' -!?- ')).toBe('');
  });
});

describe('queryWords', () => {
  it('splits at white space and joins the parts of a hyphenated word', () => {
    expect(queryWords('  Managed  Wi-Fi ')).toEqual(['managed', 'wifi']);
    expect(queryWords('sd-wan')).toEqual(['sdwan']);
    expect(queryWords('wi fi')).toEqual(['wi', 'fi']);
    expect(queryWords('— !')).toEqual([]);
  });
});

describe('indexWords', () => {
  it('indexes a hyphenated word by its parts and by the joined word', () => {
    expect(indexWords('Managed SD-WAN')).toEqual(['managed', 'sd', 'wan', 'sdwan']);
    expect(indexWords('Wi-Fi 6E')).toEqual(['wi', 'fi', 'wifi', '6e']);
  });

  it('drops one-letter parts but keeps digits', () => {
    expect(indexWords("council's 5 sites")).toEqual(['council', 'councils', '5', 'sites']);
  });
});

describe('searchTextFor', () => {
  it('compacts title, keywords and description, one space between fields', () => {
    expect(searchTextFor({ title: 'Planning Wi-Fi for a holiday park', metaKeywords: 'guest Wi-Fi, SD-WAN', metaDescription: null })).toBe(
      'planningwififoraholidaypark guestwifisdwan',
    );
  });

  it('is empty when there is nothing to search', () => {
    expect(searchTextFor({})).toBe('');
  });
});
