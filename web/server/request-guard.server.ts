// Requests no page can answer are refused up front with 400 and the site's error page, instead
// of reaching a loader and failing there: malformed percent-escapes ("/%ZZ"), NUL characters,
// over-long paths or query strings.
import type { NextFunction, Request, Response } from 'express';
import { sendError } from './errors.server.js';
import { log } from './log.server.js';

export const MAX_PATH_LENGTH = 2000;
export const MAX_QUERY_LENGTH = 4000;

/** Why a request target is refused, or null when it is fine. */
export function badTarget(url: string): string | null {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const query = q < 0 ? '' : url.slice(q + 1);
  if (path.length > MAX_PATH_LENGTH) return 'path too long';
  if (query.length > MAX_QUERY_LENGTH) return 'query too long';
  // eslint-disable-next-line no-control-regex
  if (/%00|\u0000/i.test(url)) return 'NUL character';
  try {
    // The decoded path is used (not only decoded): a bundler may drop a call whose result is
    // unused, and with it the check.
    if (decodeURIComponent(path).includes('\u0000')) return 'NUL character';
  } catch {
    return 'malformed escape in the path';
  }
  // A query parameter that cannot be decoded would reach the loaders as nonsense.
  if (/%(?![0-9a-f]{2})/i.test(query)) return 'malformed escape in the query';
  return null;
}

export function requestGuard() {
  return (req: Request, res: Response, next: NextFunction) => {
    const problem = badTarget(req.url);
    if (!problem) return next();
    log.info('bad request refused', { reason: problem, length: req.url.length });
    sendError(req, res, 400);
  };
}
