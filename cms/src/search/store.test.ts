import { describe, expect, it } from 'vitest';
import { bestByHead, byPath, inEveryWord, KEPT_WORDS, keptWords, STOP_WORD, withFullRank, type Match, type MatchRow } from './store';

const doc = (n: number, typeWeight = 1): MatchRow => ({
  docKey: `resource:${n}`,
  kind: 'resource',
  resourceType: 'guide',
  url: `/resources/r${String(n).padStart(3, '0')}`,
  title: `R${n}`,
  description: '',
  docUrl: null,
  youtubeUrl: null,
  publishedDate: null,
  typeWeight,
});

describe('ranking a broad word by the whole text of its best matches only (PostgreSQL)', () => {
  it('ranks every match by its whole text when there are no more than the limit', () => {
    const found: Match[] = [1, 2, 3].map((n) => ({ doc: doc(n), relevance: n / 10 }));
    const best = bestByHead(found, 3);
    expect(best.map((m) => m.doc.docKey)).toEqual(found.map((m) => m.doc.docKey));
    const out = withFullRank(found, best, new Map([['resource:1', 5], ['resource:2', 1], ['resource:3', 2]]));
    expect(out.map((m) => [m.doc.docKey, m.relevance])).toEqual([['resource:1', 5], ['resource:2', 1], ['resource:3', 2]]);
  });

  it('chooses the best by title and headings weighted by type, and keeps the rest below them in their order', () => {
    const found: Match[] = [
      { doc: doc(1), relevance: 0.2 },
      { doc: doc(2, 1.5), relevance: 0.2 }, // the type weight puts it before 1
      { doc: doc(3), relevance: 0 }, // body only
      { doc: doc(4), relevance: 0.5 },
      { doc: doc(5), relevance: 0.1 },
    ];
    const best = bestByHead(found, 2);
    expect(best.map((m) => m.doc.docKey)).toEqual(['resource:4', 'resource:2']);
    const out = withFullRank(found, best, new Map([['resource:4', 3], ['resource:2', 0.8]]));
    expect(out).toHaveLength(found.length);
    const relevance = new Map(out.map((m) => [m.doc.docKey, m.relevance]));
    expect(relevance.get('resource:4')).toBe(3);
    expect(relevance.get('resource:2')).toBe(0.8);
    // The rest: the best of them (1, head 0.2) at the least of the ranked (0.8), the others in proportion.
    expect(relevance.get('resource:1')).toBeCloseTo(0.8);
    expect(relevance.get('resource:5')).toBeCloseTo(0.4);
    expect(relevance.get('resource:3')).toBe(0);
  });

  it('chooses service and industry pages first among matches tied by title and headings (the body only)', () => {
    const found: Match[] = [
      { doc: doc(1), relevance: 0 },
      { doc: { ...doc(9, 1.5), kind: 'page', url: '/services' }, relevance: 0 },
      { doc: doc(2), relevance: 0 },
    ];
    expect(bestByHead(found, 2).map((m) => m.doc.url)).toEqual(['/services', '/resources/r001']);
  });

  it('gives the rest no relevance when none of them matched in a title or heading', () => {
    const found: Match[] = [
      { doc: doc(1), relevance: 0.3 },
      { doc: doc(2), relevance: 0 },
      { doc: doc(3), relevance: 0 },
    ];
    const best = bestByHead(found, 1);
    const out = withFullRank(found, best, new Map([['resource:1', 2]]));
    expect(out.map((m) => m.relevance)).toEqual([2, 0, 0]);
  });
});

describe('several words from the matches of each asked alone', () => {
  const [a, b, c, d] = [1, 2, 3, 4].map((n) => doc(n));
  const network = new Map([
    [a!, 0.5],
    [b!, 0],
    [c!, 0.2],
  ]);
  const radio = new Map([
    [b!, 0.3],
    [c!, 0.1],
    [d!, 0.9],
  ]);

  it('finds the documents with every word, their head relevances summed', () => {
    const found = inEveryWord([network, radio]);
    expect(found.map((m) => [m.doc.docKey, Number(m.relevance.toFixed(3))]).sort()).toEqual([
      ['resource:2', 0.3],
      ['resource:3', 0.3],
    ]);
  });

  it('finds nothing when one word has no match, and every match of a single word', () => {
    expect(inEveryWord([network, new Map()])).toEqual([]);
    expect(inEveryWord([radio]).map((m) => m.doc.docKey)).toEqual(['resource:2', 'resource:3', 'resource:4']);
  });
});

describe('each word matched once, kept until the index changes', () => {
  const matcher = (fail = new Set<string>()) => {
    const asked: string[] = [];
    const match = async (word: string) => {
      asked.push(word);
      await new Promise((r) => setTimeout(r, 5));
      if (fail.has(word)) throw new Error(`no database for ${word}`);
      return new Map([[doc(word.length), word.length / 10]]);
    };
    return { asked, match };
  };

  it('matches a query\'s new words side by side, and each word once for queries asked at the same time', async () => {
    const { asked, match } = matcher();
    const words = keptWords(match);
    const [first, second] = await Promise.all([words.of(['network', 'radio', 'network']), words.of(['radio', 'cloud'])]);
    expect(asked.sort()).toEqual(['cloud', 'network', 'radio']);
    expect(first.map((m) => [...m.values()][0])).toEqual([0.7, 0.5]);
    expect(second).toHaveLength(2);
    await words.of(['cloud', 'network']);
    expect(asked).toHaveLength(3);
    words.forget();
    await words.of(['network']);
    expect(asked.filter((w) => w === 'network')).toHaveLength(2);
  });

  it('does not keep a word whose match failed, and keeps the last KEPT_WORDS words only', async () => {
    const { asked, match } = matcher(new Set(['broken']));
    const words = keptWords(match);
    await expect(words.of(['broken', 'radio'])).rejects.toThrow('no database for broken');
    await expect(words.of(['broken'])).rejects.toThrow();
    expect(asked.filter((w) => w === 'broken')).toHaveLength(2);
    expect(asked.filter((w) => w === 'radio')).toHaveLength(1);
    for (let i = 0; i < KEPT_WORDS; i++) await words.of([`word${i}`]);
    await words.of(['radio']);
    expect(asked.filter((w) => w === 'radio')).toHaveLength(2);
    await words.of([`word${KEPT_WORDS - 1}`]);
    expect(asked.filter((w) => w === `word${KEPT_WORDS - 1}`)).toHaveLength(1);
  });

  it('leaves out a stop word, which limits nothing', async () => {
    const words = keptWords(async (word) => (word === 'and' ? STOP_WORD : new Map([[doc(1), 1]])));
    expect(await words.of(['and', 'radio'])).toHaveLength(1);
    expect(await words.of(['and'])).toEqual([]);
  });
});

describe('documents in the order of their paths', () => {
  it('by their numbers when both have one (numbered by path once), else by the paths themselves', () => {
    const [x, y, z] = [3, 1, 2].map((n) => doc(n));
    const paths = [x!, y!, z!].sort(byPath).map((d) => d.url);
    expect(paths).toEqual(['/resources/r001', '/resources/r002', '/resources/r003']);
    const numbered = [x!, y!, z!].sort(byPath).map((d, i) => ({ ...d, order: i }));
    expect([numbered[2]!, numbered[0]!, numbered[1]!].sort(byPath).map((d) => d.url)).toEqual(paths);
    // One without a number (a pinned result read by its path) is placed by its path.
    expect(byPath({ ...doc(0) }, numbered[0]!)).toBeLessThan(0);
  });
});
