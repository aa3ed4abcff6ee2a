import { describe, expect, it } from 'vitest';
import { rankByRelevance, rankOf, suggestAlternative, type SearchFields } from './rank.js';

interface Doc {
  id: string;
  titles: string[];
  keywords?: string;
  description?: string;
}

const fields = (d: Doc): SearchFields => ({ titles: d.titles, keywords: d.keywords ?? '', description: d.description ?? '' });
const ids = (docs: Doc[]) => docs.map((d) => d.id);

// In index order by URL, as the page index lists them: the order ranking must not keep.
const docs: Doc[] = [
  { id: 'home', titles: ['Business networks & managed ICT'], keywords: 'SD-WAN, Wi-Fi, radio', description: 'Networks for Australian organisations.' },
  { id: 'aruba', titles: ['Managed smart router bundle on HPE Aruba hardware'], keywords: 'Aruba, SD-WAN router' },
  { id: 'fair-use', titles: ['Fair use policy'], description: 'How SD-WAN and internet services may be used.' },
  { id: 'network-security', titles: ['Managed firewalls and network security', 'Network security'] },
  { id: 'network-solutions', titles: ['Business network solutions in Australia', 'Network solutions'], keywords: 'WAN, LAN' },
  { id: 'sd-wan', titles: ['Managed SD-WAN for Australian businesses', 'SD-WAN'], keywords: 'software-defined WAN' },
  { id: 'wifi', titles: ['Managed Wi-Fi 6E and Wi-Fi 7 networks', 'Managed Wi-Fi'], keywords: 'wireless' },
  { id: 'wifi-analytics', titles: ['Wi-Fi analytics: footfall and dwell time', 'Wi-Fi analytics'] },
  { id: 'holiday', titles: ['Holiday parks'], description: 'Guest wifi that just works.' },
];

describe('rankByRelevance', () => {
  it('puts the page titled with the term first, whatever the index order', () => {
    expect(ids(rankByRelevance(docs, 'sd-wan', fields))[0]).toBe('sd-wan');
    expect(ids(rankByRelevance(docs, 'SDWAN', fields))[0]).toBe('sd-wan');
  });

  it('orders title matches, then keywords, then descriptions', () => {
    const ranked = ids(rankByRelevance(docs, 'sd-wan', fields));
    expect(ranked).toHaveLength(4);
    expect(ranked[0]).toBe('sd-wan');
    expect(ranked.slice(1, 3).sort()).toEqual(['aruba', 'home']);
    expect(ranked[3]).toBe('fair-use');
  });

  it('ranks titles starting with the term above titles that only contain it', () => {
    const ranked = ids(rankByRelevance(docs, 'network', fields));
    expect(ranked.slice(0, 2).sort()).toEqual(['network-security', 'network-solutions']);
    expect(ranked).toContain('wifi');
    expect(ranked.indexOf('network-solutions')).toBeLessThan(ranked.indexOf('wifi'));
  });

  it('gives "wifi", "wi-fi", "Wi-Fi" and "Wi Fi" the same pages', () => {
    const wifi = ids(rankByRelevance(docs, 'wifi', fields));
    expect(wifi).toEqual(expect.arrayContaining(['wifi', 'wifi-analytics', 'holiday', 'home']));
    expect(ids(rankByRelevance(docs, 'wi-fi', fields))).toEqual(wifi);
    expect(ids(rankByRelevance(docs, 'Wi-Fi', fields))).toEqual(wifi);
    expect(ids(rankByRelevance(docs, 'Wi Fi', fields)).sort()).toEqual([...wifi].sort());
  });

  it('matches the start of a word and forgives one typo in a longer word', () => {
    expect(ids(rankByRelevance(docs, 'analyt', fields))).toEqual(['wifi-analytics']);
    expect(ids(rankByRelevance(docs, 'analytcs', fields))).toEqual(['wifi-analytics']);
  });

  it('still finds a term inside a word (a substring, as the spec asks)', () => {
    expect(ids(rankByRelevance(docs, 'otpri', fields))).toEqual([]);
    expect(ids(rankByRelevance(docs, 'ootfal', fields))).toEqual(['wifi-analytics']);
  });

  it('needs every word of a longer query', () => {
    expect(ids(rankByRelevance(docs, 'managed firewalls', fields))).toEqual(['network-security']);
  });

  it('finds nothing for an empty or punctuation-only term', () => {
    expect(rankByRelevance(docs, '', fields)).toEqual([]);
    expect(rankByRelevance(docs, '---', fields)).toEqual([]);
  });

  it('with keepAll, keeps items that do not match, last and in their order', () => {
    expect(ids(rankByRelevance(docs, 'holiday', fields, { keepAll: true }))).toEqual([
      'holiday',
      ...docs.filter((d) => d.id !== 'holiday').map((d) => d.id),
    ]);
  });
});

describe('rankOf', () => {
  it('names the rank of each kind of match', () => {
    expect(rankOf(fields(docs[5]!), 'sd-wan')).toBe('exact-title');
    expect(rankOf(fields(docs[4]!), 'network sol')).toBe('title-prefix');
    expect(rankOf(fields(docs[0]!), 'managed ict')).toBe('title');
    expect(rankOf(fields(docs[1]!), 'router')).toBe('title');
    expect(rankOf(fields(docs[1]!), 'sd-wan')).toBe('keywords');
    expect(rankOf(fields(docs[2]!), 'internet')).toBe('description');
    expect(rankOf(fields(docs[2]!), 'radio')).toBe('no-match');
    expect(rankOf(fields(docs[2]!), 'radio', true)).toBe('approximate');
  });
});

describe('suggestAlternative', () => {
  it('offers the nearest indexed word for a misspelt term', () => {
    expect(suggestAlternative(docs, 'netwrok', fields)).toBe('network');
    expect(suggestAlternative(docs, 'analitycs', fields)).toBe('analytics');
  });

  it('offers nothing when nothing is close', () => {
    expect(suggestAlternative(docs, 'zebra crossing', fields)).toBeNull();
  });
});
