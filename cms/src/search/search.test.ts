import { describe, expect, it } from 'vitest';
import { editDistance, freshness, matchScore, titleBoost } from './search';
import { pageRow, pageTypeWeight, resourceRow } from './rows';

describe('ranking parts', () => {
  it('counts a swap of neighbours as one edit and stops past the limit', () => {
    expect(editDistance('netwrok', 'network', 2)).toBe(1);
    expect(editDistance('survelance', 'surveillance', 2)).toBe(2);
    expect(editDistance('radio', 'cloud', 1)).toBe(2);
  });

  it('triples a document whose title holds every word typed', () => {
    expect(titleBoost('Fair use policy', ['fair', 'use'])).toBe(3);
    expect(titleBoost('Managed SD-WAN for Australian businesses', ['sdwan'])).toBe(3);
    expect(titleBoost('Managed SD-WAN', ['nbn'])).toBe(1);
  });

  it('makes recent news fresher, and leaves everything else alone', () => {
    const now = Date.parse('2026-11-28');
    expect(freshness({ resourceType: 'news', publishedDate: '2026-11-27' }, now)).toBeGreaterThan(1.49);
    expect(freshness({ resourceType: 'news', publishedDate: '2020-01-01' }, now)).toBeLessThan(1.01);
    expect(freshness({ resourceType: 'guide', publishedDate: '2026-11-27' }, now)).toBe(1);
  });

  it('puts service and industry pages above others, and policies below', () => {
    expect(pageTypeWeight('/services/network-solutions/sd-wan')).toBe(1.5);
    expect(pageTypeWeight('/industries')).toBe(1.5);
    expect(pageTypeWeight('/about-us')).toBe(1);
    expect(pageTypeWeight('/fair-use-policy')).toBe(0.4);
    expect(pageTypeWeight('/terms-of-use')).toBe(0.4);
  });
});

describe('index rows', () => {
  const seo = { metaTitle: 'Managed SD-WAN | Ironbark', metaDescription: 'One network.', metaKeywords: 'software-defined WAN' };

  it('keeps a page out of search when its editor says so', () => {
    expect(pageRow({ documentId: 'a', title: 'x', path: '/x', showInSearch: false, seo })).toBeNull();
    expect(pageRow({ documentId: 'a', title: 'x', path: '/x', seo: { ...seo, noIndex: true } })).toBeNull();
  });

  it('indexes a page by its titles, summary and keywords, and its blocks', () => {
    const row = pageRow({
      documentId: 'a',
      title: 'SD-WAN',
      path: '/services/sd-wan',
      summary: 'Links every site.',
      seo,
      blocks: [{ __component: 'blocks.rich-text', body: [{ type: 'paragraph', children: [{ type: 'text', text: 'Runs over nbn.' }] }] }],
    })!;
    expect(row.docKey).toBe('page:a');
    expect(row.title).toBe('Managed SD-WAN | Ironbark');
    expect(row.titleWords.split(' ')).toEqual(expect.arrayContaining(['sdwan', 'sd', 'wan', 'managed']));
    expect(row.headingsWords.split(' ')).toEqual(expect.arrayContaining(['softwaredefined', 'links']));
    expect(row.bodyWords.split(' ')).toContain('nbn');
    expect(row.typeWeight).toBe(1.5);
  });

  it('indexes a resource with the text of its PDF', () => {
    const row = resourceRow({ documentId: 'b', title: 'Checklist', slug: 'checklist', type: 'guide', publishedDate: '2026-01-02', doc: { url: '/uploads/c.pdf' } }, 'Ten questions about nbn.');
    expect(row).toMatchObject({ docKey: 'resource:b', url: '/resources/checklist', resourceType: 'guide', docUrl: '/uploads/c.pdf', publishedDate: '2026-01-02' });
    expect(row.bodyWords.split(' ')).toContain('nbn');
    expect(row.bodyText).toContain('Ten questions about nbn.');
  });
});

describe('a match in the ranking', () => {
  it('is weighed by its type, unless it was asked for by name (its title holds every word)', () => {
    expect(matchScore(2, 0.4, 1, 1)).toBeCloseTo(0.8); // a policy that mentions the words
    expect(matchScore(2, 0.4, 1, 3)).toBeCloseTo(6); // the policy asked for by its title
    expect(matchScore(2, 1.5, 1, 3)).toBeCloseTo(9); // a service page keeps its weight
    expect(matchScore(2, 1, 1.5, 1)).toBeCloseTo(3); // fresh news
  });
});
