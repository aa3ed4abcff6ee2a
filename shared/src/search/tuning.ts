// What editors say about site search (the "Search tuning" single type, content/search-tuning.ts),
// read into rules the CMS's search applies (cms/src/search/search.ts):
// - synonyms: words that mean the same ("nbn, national broadband network"): both ways, each finds
//   what the others find; one way, the first finds what the rest find and not back
//   ("pricing" → "plans, cost": a search for "cost" is not widened to "pricing");
// - result rules per search: a page or resource shown first for it (pinned, in the order listed),
//   or kept out of its results (hidden).
// Words are compared as the index compares them (normalise.ts): case, accents and hyphens aside.
import { queryWords } from './normalise.js';

export interface SynonymRule {
  /** Each phrase as its words; one way: the first phrase finds the others. */
  phrases: string[][];
  oneWay: boolean;
}

export interface ResultRule {
  /** The search as its letters and digits (termKey). */
  key: string;
  action: 'pin' | 'hide';
  /** A site path: a page's path or a resource's /resources/<slug>. */
  path: string;
}

export interface SearchTuning {
  synonyms: SynonymRule[];
  results: ResultRule[];
}

export const NO_TUNING: SearchTuning = { synonyms: [], results: [] };

/** At most this many ways of reading one query (the query itself included). */
export const MAX_VARIANTS = 8;

/** A search as rules compare it: "SD-WAN", "sd wan" and "sdwan" are the same search. */
export const termKey = (term: string) => queryWords(term).join('');

/** The phrases of "nbn, National Broadband Network; fibre": split at commas, semicolons or new lines. */
export function phrasesOf(words: string): string[][] {
  const seen = new Set<string>();
  const out: string[][] = [];
  for (const part of words.split(/[,;\n]+/)) {
    const phrase = queryWords(part);
    const key = phrase.join(' ');
    if (phrase.length === 0 || seen.has(key)) continue;
    seen.add(key);
    out.push(phrase);
  }
  return out;
}

interface StoredTuning {
  synonyms?: readonly { words?: string | null; direction?: string | null }[] | null;
  results?: readonly { term?: string | null; action?: string | null; path?: string | null }[] | null;
}

/** The rules of the stored single type; entries not filled in yet (a ready synonym or pin) do nothing. */
export function tuningFrom(doc: StoredTuning | null | undefined): SearchTuning {
  if (!doc) return NO_TUNING;
  const synonyms: SynonymRule[] = [];
  for (const s of doc.synonyms ?? []) {
    const phrases = phrasesOf(s.words ?? '');
    if (phrases.length > 1) synonyms.push({ phrases, oneWay: s.direction === 'one-way' });
  }
  const results: ResultRule[] = [];
  for (const r of doc.results ?? []) {
    const key = termKey(r.term ?? '');
    const path = (r.path ?? '').trim().replace(/\/+$/, '') || '/';
    if (key && (r.path ?? '').trim().startsWith('/') && (r.action === 'pin' || r.action === 'hide')) results.push({ key, action: r.action, path: path.toLowerCase() });
  }
  return { synonyms, results };
}

function indexOfPhrase(words: readonly string[], phrase: readonly string[]): number {
  outer: for (let i = 0; i + phrase.length <= words.length; i++) {
    for (let j = 0; j < phrase.length; j++) if (words[i + j] !== phrase[j]) continue outer;
    return i;
  }
  return -1;
}

/**
 * The ways of reading a query's words with the synonyms: the words themselves first, then each
 * synonym's phrase put in place of one it stands for, at most MAX_VARIANTS in all.
 */
export function expandWords(words: readonly string[], synonyms: readonly SynonymRule[]): string[][] {
  const variants: string[][] = [[...words]];
  const seen = new Set([words.join(' ')]);
  for (let v = 0; v < variants.length && variants.length < MAX_VARIANTS; v++) {
    const current = variants[v]!;
    for (const rule of synonyms) {
      const sources = rule.oneWay ? rule.phrases.slice(0, 1) : rule.phrases;
      for (const source of sources) {
        const at = indexOfPhrase(current, source);
        if (at < 0) continue;
        for (const target of rule.phrases) {
          if (target === source || (rule.oneWay && target === rule.phrases[0])) continue;
          const next = [...current.slice(0, at), ...target, ...current.slice(at + source.length)];
          const key = next.join(' ');
          if (seen.has(key)) continue;
          seen.add(key);
          variants.push(next);
          if (variants.length >= MAX_VARIANTS) return variants;
        }
      }
    }
  }
  return variants;
}

/** The paths pinned for a search, in the order listed, and the paths hidden from it. */
export function resultRulesFor(term: string, tuning: SearchTuning): { pinned: string[]; hidden: Set<string> } {
  const key = termKey(term);
  const pinned: string[] = [];
  const hidden = new Set<string>();
  for (const rule of tuning.results) {
    if (rule.key !== key) continue;
    if (rule.action === 'hide') hidden.add(rule.path);
    else if (!pinned.includes(rule.path)) pinned.push(rule.path);
  }
  return { pinned: pinned.filter((p) => !hidden.has(p)), hidden };
}
