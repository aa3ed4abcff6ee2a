import { describe, expect, it } from 'vitest';
import { expandWords, MAX_VARIANTS, phrasesOf, resultRulesFor, termKey, tuningFrom } from './tuning.js';

describe('phrasesOf', () => {
  it('splits at commas, semicolons and new lines, reading each phrase as the index does', () => {
    expect(phrasesOf('nbn, National Broadband Network;Wi-Fi\n4G')).toEqual([['nbn'], ['national', 'broadband', 'network'], ['wifi'], ['4g']]);
  });
  it('drops empty and repeated phrases', () => {
    expect(phrasesOf(' , nbn,,NBN ,')).toEqual([['nbn']]);
  });
});

describe('tuningFrom', () => {
  it('keeps synonyms of two phrases or more and rules with a term, an action and a site path', () => {
    const tuning = tuningFrom({
      synonyms: [{ words: 'nbn, national broadband network' }, { words: 'fibre' }, { words: '4g, lte', direction: 'one-way' }],
      results: [
        { term: 'Pricing', action: 'pin', path: '/contact-us/' },
        { term: 'pricing', action: 'pin', path: '' },
        { term: '', action: 'hide', path: '/legal' },
        { term: 'sd-wan', action: 'hide', path: 'https://elsewhere.example' },
      ],
    });
    expect(tuning.synonyms).toEqual([
      { phrases: [['nbn'], ['national', 'broadband', 'network']], oneWay: false },
      { phrases: [['4g'], ['lte']], oneWay: true },
    ]);
    expect(tuning.results).toEqual([{ key: 'pricing', action: 'pin', path: '/contact-us' }]);
  });
  it('reads nothing from no document', () => {
    expect(tuningFrom(null)).toEqual({ synonyms: [], results: [] });
  });
});

describe('expandWords', () => {
  const tuning = tuningFrom({
    synonyms: [{ words: 'nbn, national broadband network' }, { words: 'pricing, plans, cost', direction: 'one-way' }],
  });
  it('reads a query both ways through a two-way synonym, a phrase in place of a word and back', () => {
    expect(expandWords(['nbn', 'business'], tuning.synonyms)).toEqual([
      ['nbn', 'business'],
      ['national', 'broadband', 'network', 'business'],
    ]);
    expect(expandWords(['national', 'broadband', 'network'], tuning.synonyms)).toEqual([['national', 'broadband', 'network'], ['nbn']]);
  });
  it('widens a one-way synonym from its first word only', () => {
    expect(expandWords(['pricing'], tuning.synonyms)).toEqual([['pricing'], ['plans'], ['cost']]);
    expect(expandWords(['cost'], tuning.synonyms)).toEqual([['cost']]);
  });
  it('leaves a query no synonym names as it is', () => {
    expect(expandWords(['sdwan'], tuning.synonyms)).toEqual([['sdwan']]);
  });
  it('stops at MAX_VARIANTS readings however many synonyms apply', () => {
    const many = tuningFrom({ synonyms: [{ words: 'a1, b1, c1, d1, e1' }, { words: 'a2, b2, c2, d2, e2' }] });
    const variants = expandWords(['a1', 'a2'], many.synonyms);
    expect(variants).toHaveLength(MAX_VARIANTS);
    expect(variants[0]).toEqual(['a1', 'a2']);
  });
});

describe('resultRulesFor', () => {
  const tuning = tuningFrom({
    results: [
      { term: 'pricing', action: 'pin', path: '/contact-us' },
      { term: 'pricing', action: 'pin', path: '/services/business-nbn' },
      { term: 'Pricing', action: 'hide', path: '/legal/fair-use-policy' },
      { term: 'pricing', action: 'hide', path: '/services/business-nbn' },
      { term: 'sd-wan', action: 'pin', path: '/services/sd-wan' },
    ],
  });
  it('gives the pins of the same search in their order, a hidden path never pinned', () => {
    const rules = resultRulesFor('  PRICING ', tuning);
    expect(rules.pinned).toEqual(['/contact-us']);
    expect([...rules.hidden].sort()).toEqual(['/legal/fair-use-policy', '/services/business-nbn']);
  });
  it('matches the search whatever its spaces, hyphens and case ("SD WAN", "sdwan")', () => {
    expect(resultRulesFor('sdwan', tuning).pinned).toEqual(['/services/sd-wan']);
    expect(resultRulesFor('SD WAN', tuning).pinned).toEqual(['/services/sd-wan']);
    expect(termKey('SD-WAN')).toBe('sdwan');
  });
  it('applies nothing to another search', () => {
    expect(resultRulesFor('pricing plans', tuning)).toEqual({ pinned: [], hidden: new Set() });
  });
});
