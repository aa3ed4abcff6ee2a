import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { clearCookie, readCookies, setCookie } from './cookies.server';

const read = (cookie: string | undefined) => readCookies({ headers: { cookie } } as unknown as Request);

function response() {
  const lines: string[] = [];
  const res = { append: (name: string, value: string) => name === 'Set-Cookie' && lines.push(value) } as unknown as Response;
  return { res, lines };
}

describe('readCookies', () => {
  it.each([
    [undefined, {}],
    ['', {}],
    ['a=1; b=2', { a: '1', b: '2' }],
    ['  a = 1 ;b=2;', { a: '1', b: '2' }],
    // Quoted values (RFC 6265 cookie-value) lose their quotes.
    ['ib_session="abc123"', { ib_session: 'abc123' }],
    ['a="x y"; b=2', { a: 'x y', b: '2' }],
    // The first of two cookies with the same name wins (the most specific path comes first).
    ['a=1; a=2', { a: '1' }],
    ['token=a%20b', { token: 'a b' }],
    // A value that is not valid percent-encoding is left out, the others kept.
    ['bad=%E0%A4%A; good=1', { good: '1' }],
    ['noequals; a=1', { a: '1' }],
    ['=novalue; a=1', { a: '1' }],
    ['a=b=c', { a: 'b=c' }],
  ])('%j', (header, expected) => {
    expect(read(header)).toEqual(expected);
  });

  it('does not let a cookie named __proto__ or constructor change the object', () => {
    const cookies = read('__proto__=x; constructor=y; a=1');
    expect(cookies.a).toBe('1');
    expect(Object.getPrototypeOf(cookies) === Object.prototype || Object.getPrototypeOf(cookies) === null).toBe(true);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('setCookie', () => {
  it('writes the value encoded and the attributes asked for', () => {
    const { res, lines } = response();
    setCookie(res, 'ib_device', 'a b;c', { httpOnly: true, sameSite: 'Lax', secure: true, path: '/api/auth', maxAgeSeconds: 31536000 });
    expect(lines).toEqual(['ib_device=a%20b%3Bc; Max-Age=31536000; Path=/api/auth; HttpOnly; Secure; SameSite=Lax']);
  });

  it('clears with Max-Age=0 on the default path', () => {
    const { res, lines } = response();
    clearCookie(res, 'ib_session', { httpOnly: true, sameSite: 'Strict', secure: false });
    expect(lines).toEqual(['ib_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict']);
  });

  it('refuses a cookie name that would break the header', () => {
    const { res } = response();
    expect(() => setCookie(res, 'a;b', 'x', { httpOnly: true, sameSite: 'Lax', secure: false })).toThrow();
  });
});
