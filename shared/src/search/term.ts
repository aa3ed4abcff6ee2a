import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from './constants.js';

/** The spec's normalisation: trimmed and lower-cased. */
export function normaliseTerm(input: string): string {
  return input.trim().toLowerCase();
}

export type TermProblem = 'empty' | 'too-short' | 'too-long';

/** Why a normalised term cannot be searched, or null when it can. */
export function termProblem(term: string): TermProblem | null {
  if (term.length === 0) return 'empty';
  if (term.length < SEARCH_MIN_LENGTH) return 'too-short';
  if (term.length > SEARCH_MAX_LENGTH) return 'too-long';
  return null;
}
