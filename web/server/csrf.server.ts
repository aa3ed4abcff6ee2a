// Cross-site request forgery protection, in two layers:
// 1. Every state-changing request (anything but GET, HEAD, OPTIONS) that a browser marks as
//    coming from another site (Origin, or Sec-Fetch-Site when Origin is absent) is refused.
// 2. Requests that act for someone (staff sign-in, sign-out, password, resource changes) also
//    need a csrf-csrf double-submit token bound to that visitor's session: the XSRF-TOKEN
//    cookie, sent back in the X-XSRF-TOKEN header by the site's http client (site spec 7).
// Tokens are issued on demand (GET /api/csrf), never with a page, so public pages carry no
// per-visitor data and set no cookie: a CDN may store them. A plain HTML form post (no
// JavaScript) has no token; the browser's Origin header vouches for it instead.
import { randomBytes } from 'node:crypto';
import { doubleCsrf } from 'csrf-csrf';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { SESSION_COOKIE } from '../src/features/staff/index.js';
import { readCookies, setCookie } from './cookies.server.js';
import type { Env } from './env.server.js';
import { sendErrorPage } from './errors.server.js';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
/** A random id for a visitor without a staff session, so their token is bound to something. */
export const VISITOR_COOKIE = 'ib_visitor';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * What the browser says about where a request comes from: 'same' (this origin), 'cross'
 * (another site, a sibling subdomain included) or 'unknown' (no Origin and no Sec-Fetch-Site:
 * not a current browser, or one that hides both).
 */
export function requestSite(req: Pick<Request, 'get'>, siteOrigin: string): 'same' | 'cross' | 'unknown' {
  const origin = req.get('origin');
  if (origin) return origin === siteOrigin || sameHost(origin, req.get('host')) ? 'same' : 'cross';
  const fetchSite = req.get('sec-fetch-site');
  if (fetchSite) return fetchSite === 'same-origin' || fetchSite === 'none' ? 'same' : 'cross';
  return 'unknown';
}

/**
 * The Origin names the host the browser addressed (a proxy in front may serve the site under
 * another port or name than SITE_URL). A page elsewhere cannot make a browser send an Origin
 * that matches the Host it is posting to.
 */
function sameHost(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

export interface Csrf {
  /** Refuses state-changing requests a browser marks as cross-site (403). */
  sameSiteOnly: RequestHandler;
  /** Needs a valid token bound to the session (403 JSON { error: 'csrf' } otherwise). */
  requireToken: RequestHandler;
  /** A valid token, or a browser saying the request is same-origin (plain HTML form posts). */
  requireTokenOrSameOrigin: RequestHandler;
  /** True when the request carries a valid token or a browser says it is same-origin. */
  vouched(req: Request): boolean;
  /** GET /api/csrf: issues (or returns the current) token for this visitor. */
  issue: RequestHandler;
  /** After sign-in: a new token bound to the new session, set on the same response. */
  reissueForSession(req: Request, res: Response, sessionCookieValue: string): string;
  hasValidToken(req: Request): boolean;
}

/**
 * The refusal: JSON for the site's http client and other programs; the site's error page for a
 * browser that asked for HTML (a plain HTML form post), which would otherwise show raw JSON.
 */
function forbidden(req: Request, res: Response) {
  if (req.accepts(['json', 'html']) === 'html') {
    sendErrorPage(res, 403);
    return;
  }
  res.setHeader('Cache-Control', 'no-store');
  res.status(403).json({ error: 'csrf', message: 'This page has expired. Reload it and try again.' });
}

export function createCsrf(env: Env): Csrf {
  const siteOrigin = new URL(env.SITE_URL).origin;
  const secure = env.SITE_URL.startsWith('https:');
  const { generateCsrfToken, validateRequest } = doubleCsrf({
    getSecret: () => env.SESSION_SECRET,
    // The staff session when there is one, otherwise the visitor id: a token taken from one
    // session is worthless in another.
    getSessionIdentifier: (req) => {
      const cookies = (req as Request & { cookies?: Record<string, string> }).cookies ?? readCookies(req);
      return cookies[SESSION_COOKIE] ? `s:${cookies[SESSION_COOKIE]}` : `v:${cookies[VISITOR_COOKIE] ?? ''}`;
    },
    cookieName: XSRF_COOKIE,
    // Readable by page scripts: the http client copies it into the header (double submit).
    cookieOptions: { httpOnly: false, sameSite: 'strict', secure, path: '/' },
    getCsrfTokenFromRequest: (req) => req.get(XSRF_HEADER),
  });
  // csrf-csrf reads req.cookies, which Express does not fill by itself.
  const withCookies = (req: Request) => {
    (req as Request & { cookies: Record<string, string> }).cookies = readCookies(req);
    return req;
  };
  const hasValidToken = (req: Request) => validateRequest(withCookies(req));

  return {
    hasValidToken,
    sameSiteOnly(req: Request, res: Response, next: NextFunction) {
      if (SAFE_METHODS.has(req.method) || requestSite(req, siteOrigin) !== 'cross') return next();
      forbidden(req, res);
    },
    requireToken(req: Request, res: Response, next: NextFunction) {
      if (hasValidToken(req)) return next();
      forbidden(req, res);
    },
    requireTokenOrSameOrigin(req: Request, res: Response, next: NextFunction) {
      if (requestSite(req, siteOrigin) === 'same' || hasValidToken(req)) return next();
      forbidden(req, res);
    },
    vouched: (req: Request) => requestSite(req, siteOrigin) === 'same' || hasValidToken(req),
    reissueForSession(req: Request, res: Response, sessionCookieValue: string) {
      withCookies(req);
      (req as Request & { cookies: Record<string, string> }).cookies[SESSION_COOKIE] = sessionCookieValue;
      return generateCsrfToken(req, res, { overwrite: true });
    },
    issue(req: Request, res: Response) {
      withCookies(req);
      const cookies = readCookies(req);
      if (!cookies[SESSION_COOKIE] && !cookies[VISITOR_COOKIE]) {
        const id = randomBytes(18).toString('base64url');
        setCookie(res, VISITOR_COOKIE, id, { httpOnly: true, sameSite: 'Strict', secure });
        (req as Request & { cookies: Record<string, string> }).cookies[VISITOR_COOKIE] = id;
      }
      // A valid token of this session is reused; anything else (another session's) is replaced.
      const token = generateCsrfToken(req, res);
      res.setHeader('Cache-Control', 'no-store');
      res.json({ token });
    },
  };
}
