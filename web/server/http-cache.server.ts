// What shared caches (a CDN in front of the web) may do with an answer (RFC 9111, RFC 5861).
// Browsers always revalidate pages (max-age=0, cheap with the ETag); a CDN keeps them for
// s-maxage, then serves them stale while it revalidates, and stale when the web fails.
import type { RequestHandler } from 'express';
import Negotiator from 'negotiator';
import type { Env } from './env.server.js';

export const NO_STORE = 'no-store';
export const PRIVATE_NO_STORE = 'private, no-store';

/** Not-found answers are kept briefly: the page may be created any moment. */
const NOT_FOUND_MAX_S_MAXAGE = 60;

export function publicCacheControl(env: Pick<Env, 'CDN_S_MAXAGE_SECONDS' | 'CDN_STALE_WHILE_REVALIDATE_SECONDS' | 'CDN_STALE_IF_ERROR_SECONDS'>, status = 200): string {
  if (status >= 500) return NO_STORE;
  const sMaxAge = status === 404 ? Math.min(env.CDN_S_MAXAGE_SECONDS, NOT_FOUND_MAX_S_MAXAGE) : env.CDN_S_MAXAGE_SECONDS;
  return `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${env.CDN_STALE_WHILE_REVALIDATE_SECONDS}, stale-if-error=${env.CDN_STALE_IF_ERROR_SECONDS}`;
}

/** How long a redirect may be kept: a browser keeps a permanent one forever unless told otherwise. */
export const PERMANENT_REDIRECT_CACHE_CONTROL = 'public, max-age=3600';

/**
 * Cache-Control for a redirect: permanent ones (301, 308) an hour, so a wrong one an editor fixes
 * leaves browsers and CDNs within the hour; temporary ones (302, 303, 307) never kept.
 */
export function redirectCacheControl(status: number): string {
  return status === 301 || status === 308 ? PERMANENT_REDIRECT_CACHE_CONTROL : NO_STORE;
}

/** Does an If-None-Match header name one of these entity tags? (weak comparison, RFC 9110 13.1.2) */
export function etagMatches(ifNoneMatch: string | undefined, etags: readonly string[]): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  for (const raw of ifNoneMatch.split(',')) {
    const tag = raw.trim().replace(/^W\//, '');
    if (etags.includes(tag)) return true;
  }
  return false;
}

export type Encoding = 'br' | 'gzip' | 'identity';

const ENCODINGS: Encoding[] = ['br', 'gzip', 'identity'];

/**
 * The best encoding the client accepts (br, then gzip, then none), by negotiator (RFC 9110
 * 12.5.3): q values decide first, a coding refused by name (q=0) stays refused whatever "*" says,
 * and identity is acceptable unless refused. Undefined when nothing acceptable is left (the
 * caller sends identity anyway, as RFC 9110 allows).
 */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const [best] = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encodings(ENCODINGS, { preferred: ENCODINGS });
  return (best as Encoding | undefined) ?? 'identity';
}

/**
 * Under this prefix an answer is for one visitor and one moment unless its route says otherwise
 * (the content API's public JSON sets its own): refusals, errors and not-found answers are never
 * kept by a shared cache.
 */
export function noStoreByDefault(prefix: string): RequestHandler {
  return (req, res, next) => {
    if (req.path === prefix || req.path.startsWith(`${prefix}/`)) res.setHeader('Cache-Control', NO_STORE);
    next();
  };
}
