// Ranking a new list folds only the texts it has not seen (rank.ts keeps folded texts by text):
// /search ranks a new list of pages and resources for every term, made of the same few thousand
// texts again and again.
import { afterAll, describe, expect, it, vi } from 'vitest';
import type * as Normalise from './normalise.js';

// The unit projects share modules between files (isolate: false): rank.js is loaded afresh here, with
// the mock, and dropped afterwards so that no later file gets this copy.
const folded = vi.hoisted(() => {
  vi.resetModules();
  return { texts: [] as string[] };
});
afterAll(() => {
  vi.resetModules();
});
vi.mock('./normalise.js', async (importOriginal) => {
  const actual = await importOriginal<typeof Normalise>();
  return {
    ...actual,
    indexWords: (text: string) => {
      folded.texts.push(text);
      return actual.indexWords(text);
    },
  };
});

const { rankByRelevance } = await import('./rank.js');

interface Item {
  title: string;
  keywords: string;
  description: string;
}
const fieldsOf = (item: Item) => ({ titles: [item.title], keywords: item.keywords, description: item.description });
const item = (n: number): Item => ({ title: `Managed radio ${n}`, keywords: `radio, depot ${n}`, description: `Radio for depot ${n} in Dubbo.` });

describe('rankByRelevance on a new list of known texts', () => {
  it('folds each text once, and ranks the second list as the first', () => {
    const first = Array.from({ length: 50 }, (_, i) => item(i));
    const firstRanked = rankByRelevance(first, 'radio depot', fieldsOf).map((i) => i.title);
    expect(folded.texts.filter((t) => t === 'radio, depot 7')).toHaveLength(1);

    // The same texts in new objects, as the next search's list would be.
    folded.texts.length = 0;
    const second = first.map((i) => ({ ...i }));
    const secondRanked = rankByRelevance(second, 'radio depot', fieldsOf).map((i) => i.title);
    expect(folded.texts).toEqual([]);
    expect(secondRanked).toEqual(firstRanked);
    expect(secondRanked).toHaveLength(50);
  });

  it('folds a text it has not seen', () => {
    rankByRelevance([item(1)], 'radio', fieldsOf);
    folded.texts.length = 0;
    rankByRelevance([...Array.from({ length: 3 }, (_, i) => item(i)), { title: 'Satellite backup', keywords: 'starlink', description: 'For remote sites.' }], 'satellite', fieldsOf);
    expect(folded.texts).toEqual(expect.arrayContaining(['Satellite backup', 'starlink', 'For remote sites.']));
    expect(folded.texts).not.toContain('radio, depot 1');
  });
});
