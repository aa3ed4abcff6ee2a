import { describe, expect, it } from 'vitest';
import { normaliseTerm, termProblem } from './term.js';

describe('normaliseTerm', () => {
  it('trims surrounding white space and lower-cases the term', () => {
    expect(normaliseTerm('  SD-WAN Rollout \t\n')).toBe('sd-wan rollout');
  });

  it('keeps inner spaces and punctuation as typed', () => {
    expect(normaliseTerm('Wi-Fi  Analytics!')).toBe('wi-fi  analytics!');
  });

  it('turns a term of only white space into the empty term', () => {
    expect(normaliseTerm('   ')).toBe('');
  });
});

describe('termProblem', () => {
  it('reports an empty term as empty', () => {
    expect(termProblem('')).toBe('empty');
  });

  it('reports terms shorter than 3 characters as too short', () => {
    expect(termProblem('a')).toBe('too-short');
    expect(termProblem('ab')).toBe('too-short');
  });

  it('accepts a term of exactly 3 characters', () => {
    expect(termProblem('abc')).toBeNull();
  });

  it('accepts a term of exactly 25 characters', () => {
    expect(termProblem('a'.repeat(25))).toBeNull();
  });

  it('reports a term longer than 25 characters as too long', () => {
    expect(termProblem('a'.repeat(26))).toBe('too-long');
  });

  it('judges the normalised term, so padding does not count towards the length', () => {
    expect(termProblem(normaliseTerm('  ab  '))).toBe('too-short');
    expect(termProblem(normaliseTerm(`  ${'x'.repeat(25)}  `))).toBeNull();
  });
});
