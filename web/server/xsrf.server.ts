// Cross-site request forgery protection: a signed double-submit token (OWASP). The server sets
// XSRF-TOKEN as a cookie page scripts can read; every state-changing request must send the same
// value back in the X-XSRF-TOKEN header (the app's http client does) or, for plain HTML forms, in
// the _xsrf field. The token is signed, so a value planted by a sibling subdomain is refused.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { readCookies, setCookie } from './cookies.server.js';
import type { Env } from './env.server.js';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const XSRF_FIELD = '_xsrf';

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`xsrf:${payload}`).digest('base64url');
}

export function issueXsrfToken(secret: string, now = Date.now()): string {
  const payload = `${randomBytes(18).toString('base64url')}.${now.toString(36)}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The token's issue time when it is well formed and correctly signed, otherwise null. */
export function verifyXsrfToken(secret: string, token: string | undefined): number | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const payload = `${parts[0]}.${parts[1]}`;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(parts[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const issuedAt = Number.parseInt(parts[1]!, 36);
  return Number.isFinite(issuedAt) ? issuedAt : null;
}

/** The submitted token must equal the cookie and carry a valid signature. */
export function checkXsrf(secret: string, cookieToken: string | undefined, submitted: string | undefined): boolean {
  if (!cookieToken || !submitted) return false;
  const a = Buffer.from(cookieToken);
  const b = Buffer.from(submitted);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return false;
  return verifyXsrfToken(secret, cookieToken) !== null;
}

/** Sets the XSRF cookie on any request that lacks a valid one, so forms and staff screens have it. */
export function xsrfCookie(env: Env) {
  return (req: Request, res: Response, next: NextFunction) => {
    let token = readCookies(req)[XSRF_COOKIE];
    if (!token || verifyXsrfToken(env.SESSION_SECRET, token) === null) {
      token = issueXsrfToken(env.SESSION_SECRET);
      setCookie(res, XSRF_COOKIE, token, { httpOnly: false, sameSite: 'Strict', secure: env.SITE_URL.startsWith('https:') });
    }
    res.locals.xsrfToken = token;
    next();
  };
}
