// The full-text index's two databases behind one interface: the same rows in, the same matches
// out. SQLite answers with FTS5 (bm25 with column weights), PostgreSQL with its weighted
// tsvector and ts_rank_cd. The tables come from the migrations
// cms/database/migrations/2026.11.28T00.00.00.search-documents.js,
// 2026.11.29T07.00.00.search-head-vector.js, 2026.11.29T08.00.00.search-matches.js and
// 2026.11.29T22.00.00.search-head-inline.js (PostgreSQL matches and ranks in the narrow
// search_matches, a row per document's).
import type { Core } from '@strapi/strapi';
import { keptPromises } from './kept';

export interface IndexRow {
  docKey: string;
  kind: 'page' | 'resource';
  resourceType: string | null;
  url: string;
  title: string;
  description: string;
  bodyText: string;
  docUrl: string | null;
  youtubeUrl: string | null;
  publishedDate: string | null;
  typeWeight: number;
  titleWords: string;
  headingsWords: string;
  bodyWords: string;
}

/**
 * A document of the index, without its body or words: kept in memory per generation and shared
 * by every answer, so never changed. rowId: SQLite's row number in the FTS5 table, the one key
 * it finds a row by without reading them all (its other columns have no index).
 */
export type MatchRow = Omit<IndexRow, 'bodyText' | 'titleWords' | 'headingsWords' | 'bodyWords'> & { rowId?: number; order?: number };

/**
 * Two documents in the order of their site paths: by `order` (the document's place among all by
 * path, numbered once when the documents are read: keptDocuments), else by the paths themselves;
 * both say the same, the number costs less (ties among thousands of matches are ordered by it).
 */
export function byPath(a: MatchRow, b: MatchRow): number {
  if (a.order !== undefined && b.order !== undefined) return a.order - b.order;
  return a.url < b.url ? -1 : a.url > b.url ? 1 : 0;
}

/** A document found and how well its text matches (higher is better; 0 when not ranked). */
export interface Match {
  doc: MatchRow;
  relevance: number;
}

/**
 * PostgreSQL ranks at most this many matches by their whole text; the others of a broad word
 * (thousands of documents) are ordered by their title and headings only, below these. Ranking
 * costs about 20 µs a document (500 took 9-15 ms of a two-word search at scale): 200 is twenty
 * pages of results.
 */
export const FULL_RANK_LIMIT = 200;

export interface SearchStore {
  upsert(row: IndexRow): Promise<void>;
  remove(docKey: string): Promise<void>;
  clear(): Promise<void>;
  /** Documents with every word (each also as a prefix), each with its text relevance; in no particular order. */
  match(words: readonly string[]): Promise<Match[]>;
  /** Every document, relevance 1 (a query of type words only). */
  all(): Promise<Match[]>;
  /** The bodies of these matches, by docKey. */
  bodies(rows: readonly Pick<MatchRow, 'docKey' | 'rowId'>[]): Promise<Map<string, string>>;
  /** The documents at these site paths (pinned results), in no particular order. */
  byUrls(urls: readonly string[]): Promise<MatchRow[]>;
  /** Title and heading words, for "did you mean". */
  vocabularyTexts(): Promise<string[]>;
  /** Drops what this store keeps in memory (the search service calls it when the index changed). */
  forget(): void;
}

const COLUMNS: Record<keyof IndexRow, string> = {
  docKey: 'doc_key',
  kind: 'kind',
  resourceType: 'resource_type',
  url: 'url',
  title: 'title',
  description: 'description',
  bodyText: 'body_text',
  docUrl: 'doc_url',
  youtubeUrl: 'youtube_url',
  publishedDate: 'published_date',
  typeWeight: 'type_weight',
  titleWords: 'title_words',
  headingsWords: 'headings_words',
  bodyWords: 'body_words',
};

const MATCH_COLUMNS = 'doc_key, kind, resource_type, url, title, description, doc_url, youtube_url, published_date, type_weight';

function toMatch(r: Record<string, unknown>): MatchRow {
  return {
    docKey: String(r.doc_key),
    kind: r.kind === 'page' ? 'page' : 'resource',
    resourceType: (r.resource_type as string | null) ?? null,
    url: String(r.url),
    title: String(r.title),
    description: String(r.description ?? ''),
    docUrl: (r.doc_url as string | null) || null,
    youtubeUrl: (r.youtube_url as string | null) || null,
    publishedDate: (r.published_date as string | null) || null,
    typeWeight: Number(r.type_weight ?? 1),
    ...(typeof r.row_id === 'number' ? { rowId: r.row_id } : {}),
  };
}

function rowValues(row: IndexRow): Record<string, unknown> {
  return Object.fromEntries(Object.entries(COLUMNS).map(([key, column]) => [column, row[key as keyof IndexRow]]));
}

type Knex = Core.Strapi['db']['connection'];

/** What both databases do alike (plain table reads and deletes). */
function commonStore(knex: Knex): Pick<SearchStore, 'remove' | 'clear' | 'bodies' | 'byUrls' | 'vocabularyTexts'> {
  return {
    async remove(docKey) {
      await knex('search_documents').where({ doc_key: docKey }).delete();
    },
    async clear() {
      await knex('search_documents').delete();
    },
    async bodies(matches) {
      if (matches.length === 0) return new Map();
      // On SQLite by row number: a doc_key condition reads every row of the FTS5 table (~45 ms at 11,000 documents).
      const rowIds = matches.map((m) => m.rowId);
      const byRowId = rowIds.every((id) => typeof id === 'number');
      const query = knex('search_documents').select('doc_key', 'body_text');
      const rows = (await (byRowId ? query.whereIn('rowid', rowIds as number[]) : query.whereIn('doc_key', matches.map((m) => m.docKey)))) as { doc_key: string; body_text: string }[];
      return new Map(rows.map((r) => [r.doc_key, r.body_text]));
    },
    async byUrls(urls) {
      if (urls.length === 0) return [];
      const wanted = urls.map((u) => u.toLowerCase());
      const rows = (await knex.raw(`SELECT ${MATCH_COLUMNS} FROM search_documents WHERE lower(url) IN (${wanted.map(() => '?').join(', ')})`, wanted)) as
        | Record<string, unknown>[]
        | { rows: Record<string, unknown>[] };
      return (Array.isArray(rows) ? rows : rows.rows).map(toMatch);
    },
    async vocabularyTexts() {
      const rows = (await knex('search_documents').select('title_words', 'headings_words')) as { title_words: string; headings_words: string }[];
      return rows.flatMap((r) => [r.title_words, r.headings_words]);
    },
  };
}

/**
 * Every document's listed columns (not its words or body), kept in memory until forget(): a
 * broad word matches thousands of documents, and reading their columns with the match cost more
 * than ranking them (SQLite 47 ms, PostgreSQL ~20 ms for 6,472 of 11,076 documents).
 */
function keptDocuments<K>(read: () => Promise<Map<K, MatchRow>>) {
  let documents: Promise<Map<K, MatchRow>> | null = null;
  const numbered = (byKey: Map<K, MatchRow>) => {
    [...byKey.values()].sort(byPath).forEach((doc, i) => {
      doc.order = i;
    });
    return byKey;
  };
  return {
    now: () =>
      (documents ??= read().then(numbered).catch((error: unknown) => {
        documents = null;
        throw error;
      })),
    forget: () => {
      documents = null;
    },
  };
}

function sqliteStore(knex: Knex): SearchStore {
  // Words are letters and digits only (normalise.ts queryWords), so quoting them is enough.
  const query = (words: readonly string[]) => words.map((w) => `"${w}"*`).join(' AND ');
  const kept = keptDocuments(async () => {
    const rows = (await knex.raw(`SELECT rowid AS row_id, ${MATCH_COLUMNS} FROM search_documents`)) as Record<string, unknown>[];
    return new Map(rows.map((r) => [Number(r.row_id), toMatch(r)]));
  });
  // FTS5 ranks a word's every match from its index alone (8 ms for a word in 6,500 of 11,000
  // documents), and the other columns come from memory: reading them from the FTS5 table for
  // every match took 50 ms more. FTS5's bm25 of several words is the sum of each word's (a term
  // per phrase), so the documents with every word, their relevances summed (inEveryWord), are
  // what a query of all the words finds, ranked the same (tests/integration/site-search.test.ts).
  const perWord = keptWords(async (word) => {
    const [ranked, documents] = await Promise.all([
      knex.raw(`SELECT rowid AS row_id, -bm25(search_documents, 10.0, 4.0, 1.0) AS relevance FROM search_documents WHERE search_documents MATCH ?`, [query([word])]) as Promise<{ row_id: number; relevance: number }[]>,
      kept.now(),
    ]);
    const out = new Map<MatchRow, number>();
    for (const r of ranked) {
      const doc = documents.get(r.row_id);
      if (doc) out.set(doc, Number(r.relevance));
    }
    return out;
  });
  const forget = () => {
    kept.forget();
    perWord.forget();
  };
  return {
    ...commonStore(knex),
    forget,
    async upsert(row) {
      forget();
      await knex.transaction(async (trx) => {
        await trx('search_documents').where({ doc_key: row.docKey }).delete();
        await trx('search_documents').insert(rowValues(row));
      });
    },
    async match(words) {
      return words.length === 0 ? [] : inEveryWord(await perWord.of(words));
    },
    async all() {
      return [...(await kept.now()).values()].map((doc) => ({ doc, relevance: 1 }));
    },
  };
}

/**
 * The matches to rank by their whole text: all of them up to `limit`, else the best `limit` by
 * their title-and-headings relevance weighted by type, as the search weighs them (ties by type
 * weight, then path).
 */
export function bestByHead(found: readonly Match[], limit: number): Match[] {
  if (found.length <= limit) return [...found];
  // Ties (most often matches in the body only, head relevance 0): service and industry pages first.
  const order = (a: Match, b: Match) => b.relevance * b.doc.typeWeight - a.relevance * a.doc.typeWeight || b.doc.typeWeight - a.doc.typeWeight || byPath(a.doc, b.doc);
  // Those found in a title or heading come first: when there are enough of them, the others
  // (most of a broad word's matches, in the body only) need no sorting.
  const titled = found.filter((m) => m.relevance > 0).sort(order);
  if (titled.length >= limit) return titled.slice(0, limit);
  return [...titled, ...found.filter((m) => !(m.relevance > 0)).sort(order).slice(0, limit - titled.length)];
}

/**
 * Every match with a relevance: the whole-text one for those ranked (`full`, by docKey), and for
 * the others their title-and-headings one scaled so the best of them equals the least of the
 * ranked (their order kept, never above a ranked one by text).
 */
export function withFullRank(found: readonly Match[], best: readonly Match[], full: ReadonlyMap<string, number>): Match[] {
  const ranked = best.map((m) => ({ doc: m.doc, relevance: full.get(m.doc.docKey) ?? 0 }));
  if (ranked.length === found.length) return ranked;
  const keys = new Set(best.map((m) => m.doc.docKey));
  const rest = found.filter((m) => !keys.has(m.doc.docKey));
  const floor = ranked.reduce((min, m) => Math.min(min, m.relevance), Infinity);
  const top = rest.reduce((max, m) => Math.max(max, m.relevance), 0);
  const scale = top > 0 && Number.isFinite(floor) ? floor / top : 0;
  return [...ranked, ...rest.map((m) => ({ doc: m.doc, relevance: m.relevance * scale }))];
}

/**
 * The documents in every one of these words' matches (each word's found alone), each with the sum
 * of its relevances for the words: what a query of all the words finds (a document with a word
 * starting with each). On SQLite the sum is the relevance of that query (bm25 adds a term per
 * word). On PostgreSQL the relevances are title-and-headings ones, summed instead of taken over
 * the words together: only the choice of the best FULL_RANK_LIMIT, and the order below them, can
 * differ from asking for all the words at once, as the best are ranked by their whole text and all
 * the words (withFullRank), as ever.
 */
export function inEveryWord(perWord: readonly ReadonlyMap<MatchRow, number>[]): Match[] {
  const [smallest, ...others] = [...perWord].sort((a, b) => a.size - b.size);
  const out: Match[] = [];
  for (const [doc, head] of smallest ?? []) {
    let relevance = head;
    for (const other of others) {
      const h = other.get(doc);
      if (h === undefined) {
        relevance = -1;
        break;
      }
      relevance += h;
    }
    if (relevance >= 0) out.push({ doc, relevance });
  }
  return out;
}

/** How many words' matches a store keeps (at most a few thousand documents each). */
export const KEPT_WORDS = 64;
/** A word the text search configuration drops (an English stop word): it matches, and limits, nothing. */
export const STOP_WORD = Symbol('stop word');
/** One word's matches, each document with its relevance for that word alone; or a stop word. */
type WordMatches = Map<MatchRow, number> | typeof STOP_WORD;

/**
 * Each word's matches, matched alone once and kept until the index changes (forget), the last
 * KEPT_WORDS: a visitor's words recur (the header asks "network" before "network radio" as they
 * type), so most queries are answered from memory (inEveryWord). The new words of a query are
 * matched at the same time, and a word being matched is shared by every query that asks for it
 * meanwhile (the header asks for its two sources at once). A word whose match failed is not kept.
 */
export function keptWords(matchWord: (word: string) => Promise<WordMatches>) {
  const words = keptPromises<string, WordMatches>(KEPT_WORDS);
  return {
    forget: () => words.clear(),
    async of(asked: readonly string[]): Promise<Map<MatchRow, number>[]> {
      const each = [...new Set(asked)].map((word) => words.get(word, () => matchWord(word)));
      return (await Promise.all(each)).filter((m): m is Map<MatchRow, number> => m !== STOP_WORD);
    },
  };
}

function postgresStore(knex: Knex): SearchStore {
  const query = (words: readonly string[]) => words.map((w) => `${w}:*`).join(' & ');
  const kept = keptDocuments(async () => {
    const result = (await knex.raw(`SELECT ${MATCH_COLUMNS} FROM search_documents`)) as { rows: Record<string, unknown>[] };
    return new Map(result.rows.map((r) => [String(r.doc_key), toMatch(r)]));
  });
  // Each word's matches with their head relevance (keptWords), each in its own transaction (below).
  const perWord = keptWords(async (word) => {
    const documents = await kept.now();
    return knex.transaction(async (trx) => {
      await trx.raw('SET LOCAL enable_seqscan = off');
      const found = await heads(trx, query([word]), documents);
      // No match can also mean a word the dictionary drops (an English stop word, "and:*"): the
      // query of all the words drops it too, so it must not empty their intersection.
      return found.size === 0 && (await isStopWord(trx, word)) ? STOP_WORD : found;
    });
  });
  const forget = () => {
    kept.forget();
    perWord.forget();
  };
  // Weights D, C, B, A: title 1.0, headings and summary 0.4, body 0.1; normalisation 1 divides by
  // the document's length (log), so a long page that says a word once ranks below a short one.
  const rank = (vector: string) => `ts_rank_cd('{0.05, 0.1, 0.4, 1.0}', ${vector}, q, 1) * 10`;
  type Trx = Parameters<Parameters<Knex['transaction']>[0]>[0];
  /** The matches with their whole-text relevance for the best FULL_RANK_LIMIT (withFullRank). */
  async function rankBest(trx: Trx, tsquery: string, found: Match[]): Promise<Match[]> {
    if (found.length === 0) return found;
    const best = bestByHead(found, FULL_RANK_LIMIT);
    const full = (await trx.raw(`SELECT doc_key, ${rank('search_vector')} AS relevance FROM search_matches, to_tsquery('ironbark_english', ?) q WHERE doc_key = ANY(?)`, [
      tsquery,
      best.map((m) => m.doc.docKey),
    ])) as { rows: { doc_key: string; relevance: number }[] };
    return withFullRank(found, best, new Map(full.rows.map((r) => [r.doc_key, Number(r.relevance)])));
  }
  /**
   * Every match of one word, with its head relevance (title and headings). A match whose title and
   * headings lack the word ranks 0 there, and testing for it (@@) costs less than ranking: most of
   * a broad word's matches have it in their body only (`radio:*`, 4,672 of 7,305 at scale). The
   * keys come as one text (keys are letters, digits and a colon: "page:<documentId>"), the ranked
   * ones as "key=relevance": a row each took the driver 3-5 ms more for a word in 7,000 documents.
   */
  async function heads(trx: Trx, tsquery: string, byKey: Map<string, MatchRow>): Promise<Map<MatchRow, number>> {
    const result = (await trx.raw(
      `SELECT string_agg(doc_key, ' ') AS keys, string_agg(CASE WHEN head_vector @@ q THEN doc_key || '=' || ${rank('head_vector')} END, ' ') AS heads
       FROM search_matches, to_tsquery('ironbark_english', ?) q WHERE search_vector @@ q`,
      [tsquery],
    )) as { rows: { keys: string | null; heads: string | null }[] };
    const { keys, heads: ranked } = result.rows[0] ?? { keys: null, heads: null };
    const relevance = new Map<string, number>();
    for (const pair of ranked ? ranked.split(' ') : []) {
      const at = pair.indexOf('=');
      relevance.set(pair.slice(0, at), Number(pair.slice(at + 1)));
    }
    const found = new Map<MatchRow, number>();
    for (const key of keys ? keys.split(' ') : []) {
      const doc = byKey.get(key);
      if (doc) found.set(doc, relevance.get(key) ?? 0);
    }
    return found;
  }
  async function isStopWord(trx: Trx, word: string): Promise<boolean> {
    const result = (await trx.raw(`SELECT numnode(to_tsquery('ironbark_english', ?)) AS n`, [query([word])])) as { rows: { n: number }[] };
    return Number(result.rows[0]?.n) === 0;
  }
  return {
    ...commonStore(knex),
    forget,
    async upsert(row) {
      forget();
      const values = rowValues(row);
      await knex.transaction(async (trx) => {
        await trx('search_documents').insert(values).onConflict('doc_key').merge();
        // The vectors the database made from the words, copied to the narrow table searches read.
        await trx.raw(
          `INSERT INTO search_matches (doc_key, head_vector, search_vector) SELECT doc_key, head_vector, search_vector FROM search_documents WHERE doc_key = ?
           ON CONFLICT (doc_key) DO UPDATE SET head_vector = EXCLUDED.head_vector, search_vector = EXCLUDED.search_vector`,
          [row.docKey],
        );
      });
    },
    async match(asked) {
      if (asked.length === 0) return [];
      // Ranking a match unpacks its whole tsvector, body included: 30-50 ms for a word in 6,500 of
      // 11,000 documents. So every match is ranked by its small title-and-headings vector
      // (head_vector, kept in the row: migration …T22.00.00) first, and only the best
      // FULL_RANK_LIMIT of those by the whole one; the rest keep the order of their title and
      // headings, below them. A word in fewer documents than that is ranked exactly as before.
      // The planner prices a sequential scan below the indexes for both queries (the GIN index for
      // the match, the key for the best few hundred), not counting that a row it tests or ranks
      // there unpacks its whole tsvector (40 ms against 11 ms for the match, 54 against 10 for the
      // ranking): the indexes are used. Both read the narrow search_matches (its migration says why).
      // Each word is matched alone (kept for the next query), on its own connection, so a query's
      // new words are matched side by side; the documents in all of them are ranked together.
      const found = inEveryWord(await perWord.of(asked));
      if (found.length === 0) return found;
      return knex.transaction(async (trx) => {
        await trx.raw('SET LOCAL enable_seqscan = off');
        return rankBest(trx, query(asked), found);
      });
    },
    async all() {
      return [...(await kept.now()).values()].map((doc) => ({ doc, relevance: 1 }));
    },
  };
}

export function searchStoreFor(strapi: Core.Strapi): SearchStore {
  return strapi.db.dialect.client === 'postgres' ? postgresStore(strapi.db.connection) : sqliteStore(strapi.db.connection);
}
