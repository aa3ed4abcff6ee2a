import { describe, expect, it } from 'vitest';
import { XSRF_COOKIE, XSRF_FIELD, XSRF_HEADER, checkXsrf, issueXsrfToken, verifyXsrfToken } from './xsrf.server';

const SECRET = 'xsrf-test-secret-0123456789abcdef';
const OTHER_SECRET = 'another-secret-fedcba9876543210';

/** Changes one character of the part at `index` (0: random, 1: time, 2: signature). */
function tamper(token: string, index: number): string {
  const parts = token.split('.');
  const part = parts[index]!;
  const last = part.at(-1) === 'A' ? 'B' : 'A';
  parts[index] = `${part.slice(0, -1)}${last}`;
  return parts.join('.');
}

describe('XSRF names', () => {
  it('uses the cookie, header and form field names the client and forms send', () => {
    expect(XSRF_COOKIE).toBe('XSRF-TOKEN');
    expect(XSRF_HEADER).toBe('x-xsrf-token');
    expect(XSRF_FIELD).toBe('_xsrf');
  });
});

describe('issueXsrfToken / verifyXsrfToken', () => {
  it('issues a token that verifies with the same secret and tells when it was issued', () => {
    const now = Date.UTC(2024, 4, 14, 9, 30, 5);
    const token = issueXsrfToken(SECRET, now);
    expect(token.split('.')).toHaveLength(3);
    expect(verifyXsrfToken(SECRET, token)).toBe(now);
  });

  it('issues a different token every time', () => {
    const tokens = new Set(Array.from({ length: 20 }, () => issueXsrfToken(SECRET, 1_700_000_000_000)));
    expect(tokens.size).toBe(20);
  });

  it('makes tokens safe to put in a cookie and a header (URL-safe characters only)', () => {
    expect(issueXsrfToken(SECRET)).toMatch(/^[A-Za-z0-9_-]+\.[a-z0-9]+\.[A-Za-z0-9_-]+$/);
  });

  it('refuses a token whose signature was tampered with', () => {
    expect(verifyXsrfToken(SECRET, tamper(issueXsrfToken(SECRET), 2))).toBeNull();
  });

  it('refuses a token whose random part or time was changed after signing', () => {
    const token = issueXsrfToken(SECRET);
    expect(verifyXsrfToken(SECRET, tamper(token, 0))).toBeNull();
    expect(verifyXsrfToken(SECRET, tamper(token, 1))).toBeNull();
  });

  it('refuses a token signed with a different secret', () => {
    expect(verifyXsrfToken(SECRET, issueXsrfToken(OTHER_SECRET))).toBeNull();
  });

  it.each([
    ['no token', undefined],
    ['an empty token', ''],
    ['two parts', 'abc.def'],
    ['four parts', 'a.b.c.d'],
    ['a truncated signature', 'abc.lw.xyz'],
  ])('refuses %s', (_label, token) => {
    expect(verifyXsrfToken(SECRET, token)).toBeNull();
  });
});

describe('checkXsrf', () => {
  it('accepts a submitted value equal to a correctly signed cookie', () => {
    const token = issueXsrfToken(SECRET);
    expect(checkXsrf(SECRET, token, token)).toBe(true);
  });

  it('refuses when the submitted value differs from the cookie, even if both are valid tokens', () => {
    expect(checkXsrf(SECRET, issueXsrfToken(SECRET), issueXsrfToken(SECRET))).toBe(false);
  });

  it('refuses when the submitted value is missing or empty', () => {
    const token = issueXsrfToken(SECRET);
    expect(checkXsrf(SECRET, token, undefined)).toBe(false);
    expect(checkXsrf(SECRET, token, '')).toBe(false);
  });

  it('refuses when the cookie is missing', () => {
    expect(checkXsrf(SECRET, undefined, issueXsrfToken(SECRET))).toBe(false);
  });

  it('refuses a matching pair whose signature was tampered with (a cookie planted by another site)', () => {
    const planted = tamper(issueXsrfToken(SECRET), 2);
    expect(checkXsrf(SECRET, planted, planted)).toBe(false);
  });

  it('refuses a matching pair signed with a different secret', () => {
    const foreign = issueXsrfToken(OTHER_SECRET);
    expect(checkXsrf(SECRET, foreign, foreign)).toBe(false);
  });

  it('refuses a matching pair of made-up values', () => {
    expect(checkXsrf(SECRET, 'attacker', 'attacker')).toBe(false);
  });
});
