// Answers a site search from the full-text index (store.ts): the text match of either database,
// weighted by the document's type (service and industry pages first, policies last) and, for
// news, by how recent it is; type words in the query ("pdf", "guides", "case study", "news")
// filter; a term that finds nothing is answered for the nearest spelling the index knows (the
// "did you mean"). The editors' tuning (shared/src/search/tuning.ts) widens a query by its
// synonyms and puts pinned results first, hidden ones out. One ranked list per term is kept until
// the shared generation (generation.ts) moves, so paging, the facets and the header's two sources
// of one term read the index once, and a change in any CMS process reaches every process's next
// search.
import type { Core } from '@strapi/strapi';
import { RESOURCE_TYPES } from '@ironbark/shared/content/resource-types';
import { SEARCH_FACETS, facetOf, readQuery, snippetAround, type SearchFacet } from '@ironbark/shared/search/facets';
import type { FullTextAnswer, FullTextHit } from '@ironbark/shared/search/full-text';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';
import { indexWords } from '@ironbark/shared/search/normalise';
import { expandWords, NO_TUNING, resultRulesFor, tuningFrom, type SearchTuning } from '@ironbark/shared/search/tuning';
import { readGeneration } from './generation';
import { keptPromises } from './kept';
import { byPath, searchStoreFor, type Match, type MatchRow } from './store';

const DAY_MS = 86_400_000;

/** News gains up to half again when new, fading over about half a year. */
export function freshness(row: Pick<MatchRow, 'resourceType' | 'publishedDate'>, now = Date.now(), timeOf: (date: string) => number = Date.parse): number {
  if (row.resourceType !== 'news' || !row.publishedDate) return 1;
  const age = Math.max(0, (now - timeOf(row.publishedDate)) / DAY_MS);
  return 1 + 0.5 * Math.exp(-age / 180);
}

const hasFacet = (row: MatchRow, facet: SearchFacet) => (facet === 'pdf' ? row.docUrl !== null : facetOf(row) === facet);

/** When only type words were typed: guides before other resources with PDFs, newest first. */
function typeOnlyScore(row: MatchRow): number {
  const date = row.publishedDate ? Date.parse(row.publishedDate) / DAY_MS / 1e5 : 0;
  return (row.resourceType === 'guide' ? 2 : 1) * row.typeWeight + date;
}

/** A plain-ASCII title's letters and digits, lowered (every word of it is a run of these); null for any other title. */
export function asciiRun(title: string): string | null {
  return /^[\x20-\x7e]*$/.test(title) ? title.toLowerCase().replace(/[^a-z0-9]+/g, '') : null;
}

/** How titleBoost reads a title: its ASCII run and its words (the search service keeps both per title). */
export interface TitleReading {
  run(title: string): string | null;
  words(title: string): readonly string[];
}

const readTitle: TitleReading = { run: asciiRun, words: indexWords };

/**
 * A document whose title holds every word typed (each as the start of a title word) is what was
 * asked for by name: tripled, so a policy searched by its own name still comes first.
 */
export function titleBoost(title: string, words: readonly string[], reading: TitleReading = readTitle): number {
  // Every word of a plain-ASCII title is a run of its letters and digits once lowered (folding
  // changes nothing else there): a word typed that is no part of that run is in no title word.
  const run = reading.run(title);
  if (run !== null && !words.every((w) => run.includes(w))) return 1;
  const titleWords = reading.words(title);
  return words.every((w) => titleWords.some((t) => t.startsWith(w))) ? 3 : 1;
}

/**
 * A match's place in the ranking: its text relevance times its type's weight, its freshness and
 * its title boost. Asked for by name (boosted), a document is not held back by its type: a policy
 * searched by its own title comes before pages that only mention the words.
 */
export function matchScore(relevance: number, typeWeight: number, fresh: number, boost: number): number {
  return relevance * (boost > 1 ? Math.max(typeWeight, 1) : typeWeight) * fresh * boost;
}

/** A document found and its place in the ranking (the document is shared: never changed). */
export interface Scored {
  doc: MatchRow;
  score: number;
}

/** The ranking's order: best score first, ties in the order of their paths. */
const byRank = (a: Scored, b: Scored) => b.score - a.score || byPath(a.doc, b.doc);

/**
 * The first `count` of these in the ranking's order. A page of results needs the first few of a
 * broad word's thousands of matches: they are picked in one pass (sorting 4,000 took 2-4 ms of a
 * header search); a page deep in the results sorts them all.
 */
export function firstInOrder(rows: readonly Scored[], count: number): Scored[] {
  if (count > 200 || count * 8 >= rows.length) return [...rows].sort(byRank).slice(0, count);
  const best: Scored[] = [];
  for (const row of rows) {
    if (best.length === count && byRank(row, best[count - 1]!) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (byRank(best[mid]!, row) <= 0) low = mid + 1;
      else high = mid;
    }
    best.splice(low, 0, row);
    if (best.length > count) best.pop();
  }
  return best;
}

interface Ranked {
  /** Every document found with its score, in no particular order (firstInOrder gives a page of them). */
  rows: Scored[];
  words: string[];
  suggestion: string | null;
  /** How many of rows are of each facet, counted once per term. */
  facets: Record<SearchFacet, number>;
}

/** Three rows of the edit table, reused by every editDistance (grown for a longer word). */
let editRows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];

/**
 * Edits between two words, a swap of neighbours ("netwrok") counting as one; max + 1 past max.
 * Three rows of the table at a time, kept between calls: "did you mean" compares a word with
 * every known word of about its length (12,000 words at scale), and a table per pair cost 20-30 ms.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  if (editRows[0]!.length <= n) editRows = [0, 1, 2].map(() => new Int32Array(2 * n + 1));
  let [before, prev, row] = editRows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const ai = a.charCodeAt(i - 1);
    const aBefore = i > 1 ? a.charCodeAt(i - 2) : -1;
    row[0] = i;
    let best = Infinity;
    for (let j = 1; j <= n; j++) {
      const bj = b.charCodeAt(j - 1);
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (ai === bj ? 0 : 1));
      if (j > 1 && aBefore === bj && ai === b.charCodeAt(j - 2)) value = Math.min(value, before[j - 2]! + 1);
      row[j] = value;
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    [before, prev, row] = [prev, row, before];
  }
  return Math.min(prev[n]!, max + 1);
}

export function searchService(strapi: Core.Strapi) {
  const store = searchStoreFor(strapi);
  const MAX_CACHED = 500;
  // Each term's ranking, or the ranking under way: the header asks for its two sources at once.
  const cache = keptPromises<string, Ranked>(MAX_CACHED);
  let cacheGeneration = -1;
  let vocabulary: Promise<Map<string, number>> | null = null;
  let tuning: SearchTuning | null = null;
  // Each title's run and words (once per generation) and each date's time (kept: it never
  // changes), worked out once rather than per match: a broad word matches thousands of documents.
  const titles = new Map<string, { run: string | null; words?: readonly string[] }>();
  const titleOf = (title: string) => {
    let known = titles.get(title);
    if (!known) {
      if (titles.size >= 50_000) titles.clear();
      known = { run: asciiRun(title) };
      titles.set(title, known);
    }
    return known;
  };
  const reading: TitleReading = { run: (title) => titleOf(title).run, words: (title) => (titleOf(title).words ??= indexWords(title)) };
  const times = new Map<string, number>();
  const timeOf = (date: string) => {
    let time = times.get(date);
    if (time === undefined) {
      if (times.size >= 50_000) times.clear();
      time = Date.parse(date);
      times.set(date, time);
    }
    return time;
  };

  /** The editors' tuning as saved; none when it cannot be read (search goes on without it). */
  async function tuningNow(): Promise<SearchTuning> {
    if (tuning) return tuning;
    try {
      const doc = await strapi.documents(CONTENT_TYPE_UIDS.searchTuning).findFirst({ populate: ['synonyms', 'results'] as never });
      tuning = tuningFrom(doc as Parameters<typeof tuningFrom>[0]);
    } catch (error) {
      strapi.log.warn(`search: tuning not read (${(error as Error).message})`);
      return NO_TUNING;
    }
    return tuning;
  }

  /** Documents with every word of the query read any way its synonyms allow, best match kept. */
  async function matchAnyReading(words: readonly string[]): Promise<Match[]> {
    const variants = expandWords(words, (await tuningNow()).synonyms);
    if (variants.length === 1) return store.match(words);
    const best = new Map<string, Match>();
    for (const matches of await Promise.all(variants.map((v) => store.match(v)))) {
      for (const match of matches) {
        const seen = best.get(match.doc.docKey);
        if (!seen || match.relevance > seen.relevance) best.set(match.doc.docKey, match);
      }
    }
    return [...best.values()];
  }

  /** Hidden results out, pinned ones first in the editors' order (scored above every other; read from the index when the text did not find them). */
  async function applyResultRules(term: string, rows: Scored[], facets: readonly SearchFacet[]): Promise<Scored[]> {
    const { pinned, hidden } = resultRulesFor(term, await tuningNow());
    if (pinned.length === 0 && hidden.size === 0) return rows;
    const byUrl = new Map(rows.map((r) => [r.doc.url.toLowerCase(), r]));
    const missing = pinned.filter((p) => !byUrl.has(p));
    for (const doc of await store.byUrls(missing)) byUrl.set(doc.url.toLowerCase(), { doc, score: 0 });
    const top = rows.reduce((max, r) => Math.max(max, r.score), 0);
    const first = pinned
      .map((p) => byUrl.get(p))
      .filter((r): r is Scored => !!r && (facets.length === 0 || facets.some((f) => hasFacet(r.doc, f))))
      .map((r, i) => ({ doc: r.doc, score: top + pinned.length - i }));
    const firstKeys = new Set(first.map((r) => r.doc.docKey));
    return [...first, ...rows.filter((r) => !firstKeys.has(r.doc.docKey) && !hidden.has(r.doc.url.toLowerCase()))];
  }

  /**
   * Title and heading words with the number of times each is used, for "did you mean": read once
   * per generation (about 5 MB of text at scale), started by the first search after a change so
   * it is ready by the first misspelling, and counted in slices so searches meanwhile do not wait.
   */
  function vocabularyNow(): Promise<Map<string, number>> {
    const reading = (vocabulary ??= (async () => {
      const counts = new Map<string, number>();
      const texts = await store.vocabularyTexts();
      for (let i = 0; i < texts.length; i++) {
        if (i % 500 === 499) await new Promise((resolve) => setImmediate(resolve));
        for (const word of texts[i]!.split(' ')) if (word.length > 2 && !/\d/.test(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
      }
      return counts;
    })());
    reading.catch(() => vocabulary === reading && (vocabulary = null));
    return reading;
  }

  /** The nearest known word for each word the index does not know; null when nothing changes. */
  async function respell(words: readonly string[]): Promise<string[] | null> {
    const known = await vocabularyNow();
    let changed = false;
    const out: string[] = [];
    for (const word of words) {
      if (word.length < 4 || known.has(word)) {
        out.push(word);
        continue;
      }
      const max = word.length >= 7 ? 2 : 1;
      let best: { word: string; distance: number; count: number } | null = null;
      for (const [candidate, count] of known) {
        const distance = editDistance(word, candidate, max);
        if (distance > max) continue;
        if (!best || distance < best.distance || (distance === best.distance && count > best.count)) best = { word: candidate, distance, count };
      }
      if (best) changed = true;
      out.push(best?.word ?? word);
    }
    return changed ? out : null;
  }

  async function rankWords(words: readonly string[], facets: readonly SearchFacet[]): Promise<Scored[]> {
    const now = Date.now();
    const matches = words.length > 0 ? await matchAnyReading(words) : await store.all();
    const kept = facets.length > 0 ? matches.filter((m) => facets.some((f) => hasFacet(m.doc, f))) : matches;
    // One small object per match: a broad word matches thousands of documents, and copying each
    // document's columns into its result cost more than ranking them.
    return kept.map(({ doc, relevance }): Scored => ({
      doc,
      score: words.length > 0 ? matchScore(relevance, doc.typeWeight, freshness(doc, now, timeOf), titleBoost(doc.title, words, reading)) : typeOnlyScore(doc),
    }));
  }

  async function ranked(term: string): Promise<Ranked> {
    const generation = await readGeneration(strapi.db.connection);
    if (cacheGeneration !== generation) {
      cache.clear();
      titles.clear();
      store.forget();
      vocabulary = null;
      tuning = null;
      cacheGeneration = generation;
      vocabularyNow().catch((error: unknown) => strapi.log.warn(`search: vocabulary not read (${(error as Error).message})`));
    }
    // A ranking that failed (the database away) is asked again next time, not kept.
    return cache.get(term, () => rankTerm(term));
  }

  async function rankTerm(term: string): Promise<Ranked> {
    const query = readQuery(term);
    let words = query.words;
    let rows = query.facets.length > 0 || words.length > 0 ? await rankWords(words, query.facets) : [];
    // "pdf" on a site without PDFs, or "news" as a word of a title: the type words as text.
    if (rows.length === 0 && query.facets.length > 0) {
      words = query.allWords;
      rows = await rankWords(words, []);
    }
    let suggestion: string | null = null;
    if (rows.length === 0 && words.length > 0) {
      const respelt = await respell(words);
      if (respelt) {
        suggestion = respelt.join(' ');
        words = respelt;
        rows = await rankWords(respelt, query.facets);
      }
    }
    rows = await applyResultRules(term, rows, query.facets);
    const facets = Object.fromEntries(SEARCH_FACETS.map((f) => [f, 0])) as Record<SearchFacet, number>;
    for (const { doc } of rows) {
      facets[facetOf(doc)]++;
      if (doc.docUrl) facets.pdf++;
    }
    return { rows, words, suggestion, facets };
  }

  async function search(term: string, options: { kind?: 'page' | 'resource'; facet?: SearchFacet | null; start: number; limit: number }): Promise<FullTextAnswer> {
    const all = await ranked(term);
    const chosen = options.kind || options.facet ? all.rows.filter(({ doc }) => (!options.kind || doc.kind === options.kind) && (!options.facet || hasFacet(doc, options.facet))) : all.rows;
    const shown = firstInOrder(chosen, options.start + options.limit).slice(options.start);
    const bodies = await store.bodies(shown.map((s) => s.doc));
    const items: FullTextHit[] = shown.map(({ doc: r, score }) => ({
      kind: r.kind,
      resourceType: r.kind === 'resource' && (RESOURCE_TYPES as readonly string[]).includes(r.resourceType ?? '') ? (r.resourceType as FullTextHit['resourceType']) : null,
      title: r.title,
      description: r.description,
      url: r.url,
      docUrl: r.docUrl,
      youtubeUrl: r.youtubeUrl,
      snippet: snippetAround(bodies.get(r.docKey) ?? '', all.words),
      score: Math.round(score * 1000) / 1000,
    }));
    return { items, total: chosen.length, facets: { ...all.facets }, suggestion: all.suggestion };
  }

  return { search };
}
