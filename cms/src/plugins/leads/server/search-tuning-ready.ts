// From the measurement dashboard's searches that found nothing or little to the fix: "Add
// synonym" or "Pin a result" adds an entry for that search to the search tuning (a synonym
// holding the search's words, a result rule for it with no page chosen yet), which the editor
// completes in the content manager. Until completed the entry does nothing
// (shared/src/search/tuning.ts tuningFrom). An entry already there for the search is reused.
import type { Core } from '@strapi/strapi';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@ironbark/shared/search/constants';
import { normaliseTerm, termProblem } from '@ironbark/shared/search/term';
import { phrasesOf, termKey } from '@ironbark/shared/search/tuning';

const TUNING = CONTENT_TYPE_UIDS.searchTuning;

export type ReadyKind = 'synonym' | 'pin';

interface Synonym {
  id?: number;
  words: string;
  direction: string;
}
interface ResultRule {
  id?: number;
  term: string;
  action: string;
  path: string | null;
}
interface Tuning {
  documentId: string;
  synonyms?: Synonym[];
  results?: ResultRule[];
}

/** The request read: the search (the spec's 3 to 25 characters) and what to add; or what is wrong. */
export function readyRequest(body: unknown): { term: string; kind: ReadyKind } | string {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const term = normaliseTerm(typeof b.term === 'string' ? b.term : '');
  if (termProblem(term)) return `term must be a search of ${SEARCH_MIN_LENGTH} to ${SEARCH_MAX_LENGTH} characters`;
  if (b.kind !== 'synonym' && b.kind !== 'pin') return 'kind must be synonym or pin';
  return { term, kind: b.kind };
}

/**
 * Adds the entry (or finds the one there) and says where it is: its position in the list of
 * synonyms or of results, counted from 1.
 */
export async function addReadyEntry(strapi: Core.Strapi, term: string, kind: ReadyKind): Promise<{ position: number; added: boolean }> {
  const docs = strapi.documents(TUNING);
  const current = (await docs.findFirst({ populate: ['synonyms', 'results'] as never })) as Tuning | null;
  const synonyms = (current?.synonyms ?? []).map(({ id, words, direction }) => ({ id, words, direction }));
  const results = (current?.results ?? []).map(({ id, term: t, action, path }) => ({ id, term: t, action, path }));
  const key = termKey(term);
  let position: number;
  if (kind === 'synonym') {
    const found = synonyms.findIndex((s) => phrasesOf(s.words).some((p) => p.join('') === key));
    if (found >= 0) return { position: found + 1, added: false };
    synonyms.push({ id: undefined, words: term, direction: 'both-ways' });
    position = synonyms.length;
  } else {
    const found = results.findIndex((r) => r.action === 'pin' && termKey(r.term) === key && !r.path);
    if (found >= 0) return { position: found + 1, added: false };
    results.push({ id: undefined, term, action: 'pin', path: null });
    position = results.length;
  }
  const data = { synonyms: synonyms.map(({ id, ...rest }) => (id ? { id, ...rest } : rest)), results: results.map(({ id, ...rest }) => (id ? { id, ...rest } : rest)) };
  if (current) await docs.update({ documentId: current.documentId, data } as never);
  else await docs.create({ data } as never);
  return { position, added: true };
}
