// Relevance: which items match a search term and in what order, the same in the header box
// (browser) and on /search (server). MiniSearch does the word matching (whole words, prefixes
// and, for longer words, one typo) and scores within a rank; the ranks put a title that is the
// term first, then titles that start with it, then titles containing it, then keywords, then
// descriptions. Every comparison goes through normalise.ts, so punctuation and hyphens never
// decide a match. A plain substring of a field (letters and digits only) also matches, as the
// spec's substring search and the CMS's $containsi do.
import MiniSearch, { type SearchResult } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from './constants.js';
import { compactText, indexWords, queryWords } from './normalise.js';

/** What an item is searched by. */
export interface SearchFields {
  /** Its names: the first is the title shown, others (a page's short title) count the same. */
  titles: readonly string[];
  keywords: string;
  description: string;
}

/** The order of the ranks, best first. */
export const RANKS = ['exact-title', 'title-prefix', 'title', 'keywords', 'description', 'approximate', 'no-match'] as const;
export type Rank = (typeof RANKS)[number];

interface Doc {
  id: number;
  title: string;
  keywords: string;
  description: string;
}

const FIELD_BOOST = { title: 6, keywords: 2, description: 1 };
/** One typo in words of five letters or more (0.2 × length, rounded down). */
const FUZZY = 0.2;
const MIN_FUZZY_LENGTH = 5;

function buildIndex(docs: readonly Doc[]): MiniSearch<Doc> {
  const index = new MiniSearch<Doc>({
    fields: ['title', 'keywords', 'description'],
    storeFields: [],
    // The same words as indexWords, from the folded texts kept below.
    tokenize: (text) => prepareText(text).words,
    // indexWords has already folded case and accents.
    processTerm: (term) => term,
  });
  index.addAll(docs);
  return index;
}

function search(index: MiniSearch<Doc>, words: readonly string[], fuzzy = FUZZY): SearchResult[] {
  return index.search(
    { combineWith: 'AND', queries: [...words] },
    {
      boost: FIELD_BOOST,
      prefix: true,
      fuzzy: (term) => (term.length >= MIN_FUZZY_LENGTH ? fuzzy : false),
      tokenize: (text) => [text],
      processTerm: (term) => term,
    },
  );
}

/** A field as the ranks compare it: letters and digits only, and its index words. */
interface PreparedText {
  compact: string;
  words: string[];
}

/** An item's fields, folded once (per list, for as long as the list lives) instead of per query. */
interface PreparedFields {
  titles: PreparedText[];
  keywords: PreparedText;
  description: PreparedText;
}

/**
 * Folded texts, by text: the same pages and resources come back in search after search (/search
 * ranks the matching pages together with up to 100 resources, a new list every term), and
 * folding their fields again was most of ranking one term at scale. Bounded: the oldest go first.
 */
const preparedTexts = new Map<string, PreparedText>();
const MAX_PREPARED_TEXTS = 20_000;

function prepareText(text: string): PreparedText {
  let prepared = preparedTexts.get(text);
  if (!prepared) {
    prepared = { compact: compactText(text), words: indexWords(text) };
    if (preparedTexts.size >= MAX_PREPARED_TEXTS) preparedTexts.delete(preparedTexts.keys().next().value!);
    preparedTexts.set(text, prepared);
  }
  return prepared;
}

function prepare(fields: SearchFields): PreparedFields {
  return { titles: fields.titles.map(prepareText), keywords: prepareText(fields.keywords), description: prepareText(fields.description) };
}

/** Does every query word start a word of the text, or does the text contain the whole term? */
function fieldHas(text: PreparedText, words: readonly string[], compactTerm: string): boolean {
  if (compactTerm !== '' && text.compact.includes(compactTerm)) return true;
  return words.length > 0 && words.every((w) => text.words.some((o) => o.startsWith(w)));
}

function rankPrepared(fields: PreparedFields, compactTerm: string, words: readonly string[], matched: boolean): Rank {
  if (compactTerm !== '' && fields.titles.some((t) => t.compact === compactTerm)) return 'exact-title';
  if (compactTerm !== '' && fields.titles.some((t) => t.compact.startsWith(compactTerm))) return 'title-prefix';
  if (fields.titles.some((t) => fieldHas(t, words, compactTerm))) return 'title';
  if (fieldHas(fields.keywords, words, compactTerm)) return 'keywords';
  if (fieldHas(fields.description, words, compactTerm)) return 'description';
  return matched ? 'approximate' : 'no-match';
}

/** How well one item's fields answer the term (matched: MiniSearch found it, perhaps fuzzily). */
export function rankOf(fields: SearchFields, term: string, matched = false): Rank {
  return rankPrepared(prepare(fields), compactText(term), queryWords(term), matched);
}

export interface RankOptions {
  /** Keep items that do not match (last, in their order): for lists a source already filtered. */
  keepAll?: boolean;
}

type Indexed = { fields: SearchFields[]; prepared: PreparedFields[]; index: MiniSearch<Doc>; vocabulary?: SearchableMap<number> };
const indexes = new WeakMap<object, Map<unknown, Indexed>>();

/**
 * The items' fields and their MiniSearch index, built once per list (and fields function): the
 * server's page index is one list for as long as it is cached, and indexing its 1,000 pages took
 * ~45 ms on every search. Lists are never changed after they are made (readonly).
 */
function indexed<T>(items: readonly T[], fieldsOf: (item: T) => SearchFields): Indexed {
  let byFields = indexes.get(items);
  if (!byFields) indexes.set(items, (byFields = new Map()));
  let found = byFields.get(fieldsOf);
  if (!found) {
    const fields = items.map(fieldsOf);
    const docs = fields.map((f, id) => ({ id, title: f.titles.join('\n'), keywords: f.keywords, description: f.description }));
    byFields.set(fieldsOf, (found = { fields, prepared: fields.map(prepare), index: buildIndex(docs) }));
  }
  return found;
}

/**
 * The items that match `term`, most relevant first: by rank (RANKS), then MiniSearch's score,
 * then their original order. Without keepAll, items that do not match are left out.
 */
export function rankByRelevance<T>(items: readonly T[], term: string, fieldsOf: (item: T) => SearchFields, options: RankOptions = {}): T[] {
  const words = queryWords(term);
  if (words.length === 0) return options.keepAll ? [...items] : [];
  const { prepared, index } = indexed(items, fieldsOf);
  const scores = new Map<number, number>();
  for (const hit of search(index, words)) scores.set(hit.id as number, hit.score);
  const compactTerm = compactText(term);
  const ranked = prepared.map((f, i) => ({ i, rank: RANKS.indexOf(rankPrepared(f, compactTerm, words, scores.has(i))), score: scores.get(i) ?? 0 }));
  const noMatch = RANKS.indexOf('no-match');
  return ranked
    .filter((r) => options.keepAll || r.rank !== noMatch)
    .sort((a, b) => a.rank - b.rank || b.score - a.score || a.i - b.i)
    .map((r) => items[r.i]!);
}

/** The words of the items' titles and keywords with their counts, built once per list. */
function vocabularyOf(list: Indexed): SearchableMap<number> {
  if (!list.vocabulary) {
    const vocabulary = new SearchableMap<number>();
    for (const f of list.fields) {
      for (const word of indexWords([...f.titles, f.keywords].join(' '))) vocabulary.update(word, (n = 0) => n + 1);
    }
    list.vocabulary = vocabulary;
  }
  return list.vocabulary;
}

/**
 * A better-spelt term when `term` finds nothing: each word not found among the words of the
 * items' titles and keywords is replaced by the closest one (one typo in words of up to four
 * letters, two in longer ones; the commoner word wins a tie), provided the new term finds
 * something and is one the search accepts (3 to 25 characters). Null when nothing is close.
 */
export function suggestAlternative<T>(items: readonly T[], term: string, fieldsOf: (item: T) => SearchFields): string | null {
  const words = queryWords(term);
  if (words.length === 0) return null;
  const vocabulary = vocabularyOf(indexed(items, fieldsOf));
  let changed = false;
  const better = words.map((word) => {
    if (vocabulary.has(word)) return word;
    const near = [...vocabulary.fuzzyGet(word, word.length > 4 ? 2 : 1)].sort(([, [na, da]], [, [nb, db]]) => da - db || nb - na);
    const best = near[0]?.[0];
    if (!best) return word;
    changed = true;
    return best;
  });
  const suggestion = better.join(' ');
  if (!changed || suggestion.length < SEARCH_MIN_LENGTH || suggestion.length > SEARCH_MAX_LENGTH) return null;
  return rankByRelevance(items, suggestion, fieldsOf).length > 0 ? suggestion : null;
}
