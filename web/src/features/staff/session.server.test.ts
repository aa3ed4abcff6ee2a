import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE, SESSION_TTL_SECONDS, openSession, sealSession, type StaffSession } from './session.server';

const SECRET = 'session-test-secret-0123456789abcdef';
const NOW = Date.UTC(2024, 4, 14, 9, 30, 5);

const session: StaffSession = {
  jwt: 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6N30.signature',
  user: { id: 7, username: 'editor', email: 'editor@ironbark.example.com' },
  exp: Math.floor(NOW / 1000) + SESSION_TTL_SECONDS,
};

/** Changes one character of the sealed part at `index` (0: iv, 1: tag, 2: body). */
function tamper(sealed: string, index: number): string {
  const parts = sealed.split('.');
  const part = parts[index]!;
  parts[index] = `${part[0] === 'A' ? 'B' : 'A'}${part.slice(1)}`;
  return parts.join('.');
}

describe('staff sessions', () => {
  it('use an 8-hour session cookie named ib_session', () => {
    expect(SESSION_COOKIE).toBe('ib_session');
    expect(SESSION_TTL_SECONDS).toBe(8 * 60 * 60);
  });

  it('open again to the same session with the same secret', () => {
    expect(openSession(SECRET, sealSession(SECRET, session), NOW)).toEqual(session);
  });

  it('seal differently every time (random IV), yet each opens', () => {
    const a = sealSession(SECRET, session);
    const b = sealSession(SECRET, session);
    expect(a).not.toBe(b);
    expect(openSession(SECRET, b, NOW)).toEqual(session);
  });

  it('do not show the JWT or the email in the sealed value', () => {
    const sealed = sealSession(SECRET, session);
    const decoded = sealed
      .split('.')
      .map((p) => Buffer.from(p, 'base64url').toString('latin1'))
      .join(' ');
    expect(sealed).not.toContain('eyJhbGciOiJIUzI1NiJ9');
    expect(decoded).not.toContain('eyJhbGciOiJIUzI1NiJ9');
    expect(decoded).not.toContain('editor@ironbark.example.com');
  });

  it.each([
    ['iv', 0],
    ['authentication tag', 1],
    ['body', 2],
  ])('are refused when the %s was tampered with', (_label, index) => {
    expect(openSession(SECRET, tamper(sealSession(SECRET, session), index), NOW)).toBeNull();
  });

  it('are refused when sealed with a different secret', () => {
    expect(openSession('a-different-secret-0123456789', sealSession(SECRET, session), NOW)).toBeNull();
  });

  it('are refused once expired, and accepted until the last millisecond', () => {
    const sealed = sealSession(SECRET, session);
    expect(openSession(SECRET, sealed, session.exp * 1000 - 1)).toEqual(session);
    expect(openSession(SECRET, sealed, session.exp * 1000)).toBeNull();
    expect(openSession(SECRET, sealed, session.exp * 1000 + 60_000)).toBeNull();
  });

  it('are refused when sealed already expired', () => {
    const old = sealSession(SECRET, { ...session, exp: Math.floor(NOW / 1000) - 1 });
    expect(openSession(SECRET, old, NOW)).toBeNull();
  });

  it.each([
    ['no cookie', undefined],
    ['an empty cookie', ''],
    ['a made-up value', 'not-a-session'],
    ['too few parts', 'YWJj.ZGVm'],
    ['an empty body', `${Buffer.alloc(12).toString('base64url')}.${Buffer.alloc(16).toString('base64url')}.`],
  ])('are refused for %s', (_label, sealed) => {
    expect(openSession(SECRET, sealed, NOW)).toBeNull();
  });
});
