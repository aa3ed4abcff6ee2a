import { describe, expect, it } from 'vitest';
import { editDistance, firstInOrder, freshness, matchScore, titleBoost, type Scored } from './search';
import { pageRow, pageTypeWeight, resourceRow } from './rows';

describe('ranking parts', () => {
  it('counts a swap of neighbours as one edit and stops past the limit', () => {
    expect(editDistance('netwrok', 'network', 2)).toBe(1);
    expect(editDistance('survelance', 'surveillance', 2)).toBe(2);
    expect(editDistance('radio', 'cloud', 1)).toBe(2);
  });

  it('gives the same distances as the whole table, row after row reused (random pairs, long words too)', () => {
    const whole = (a: string, b: string, max: number) => {
      const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
      for (let i = 1; i <= a.length; i++)
        for (let j = 1; j <= b.length; j++) {
          d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
        }
      return Math.min(d[a.length]![b.length]!, max + 1);
    };
    let seed = 7;
    const random = (n: number) => (seed = (seed * 16807) % 2147483647) % n;
    const word = () => Array.from({ length: 3 + random(random(5) ? 8 : 60) }, () => 'abcde'[random(5)]).join('');
    for (let k = 0; k < 3000; k++) {
      const [a, b, max] = [word(), word(), 1 + random(2)];
      expect(editDistance(a, b, max), `${a} ${b}`).toBe(whole(a, b, max));
    }
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

describe('a page of results from an unsorted ranking', () => {
  // Scores with many ties (a broad word's body-only matches tie), paths numbered as the store does.
  const rows: Scored[] = Array.from({ length: 2000 }, (_, i) => ({
    doc: { docKey: `resource:${i}`, kind: 'resource', resourceType: 'news', url: `/r/${String(i).padStart(4, '0')}`, title: `R${i}`, description: '', docUrl: null, youtubeUrl: null, publishedDate: null, typeWeight: 1, order: i },
    score: ((i * 7919) % 13) / 4,
  }));
  const sorted = [...rows].sort((a, b) => b.score - a.score || a.doc.order! - b.doc.order!);

  it.each([1, 5, 15, 60, 250, 2000, 2500])('gives the first %i in the order of a full sort, ties by path', (count) => {
    const shuffled = [...rows].reverse();
    expect(firstInOrder(shuffled, count).map((r) => r.doc.docKey)).toEqual(sorted.slice(0, count).map((r) => r.doc.docKey));
  });
});

