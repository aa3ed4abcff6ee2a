import { describe, expect, it } from 'vitest';
import { readyRequest } from './search-tuning-ready';

describe('readyRequest', () => {
  it('reads a search of 3 to 25 characters, trimmed, and what to add for it', () => {
    expect(readyRequest({ term: '  NBN outage ', kind: 'synonym' })).toEqual({ term: 'nbn outage', kind: 'synonym' });
    expect(readyRequest({ term: 'pricing', kind: 'pin' })).toEqual({ term: 'pricing', kind: 'pin' });
  });
  it('says what is wrong with anything else', () => {
    expect(readyRequest({ term: 'ab', kind: 'pin' })).toMatch(/3 to 25 characters/);
    expect(readyRequest({ term: 'x'.repeat(26), kind: 'pin' })).toMatch(/3 to 25 characters/);
    expect(readyRequest({ term: 'pricing', kind: 'boost' })).toBe('kind must be synonym or pin');
    expect(readyRequest(null)).toMatch(/term must be/);
    expect(readyRequest({ term: 42, kind: 'pin' })).toMatch(/term must be/);
  });
});
