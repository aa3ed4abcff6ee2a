// Address rules before a page is rendered: the redirects editors manage in the CMS (read at
// request time, cached, refreshed on change), then one address per page (no trailing slash).
// Every redirect built from the request goes through safeLocalPath, so it stays on this site.
import type { NextFunction, Request, Response } from 'express';
import { normalisePath } from '@ironbark/shared/content/page';
import type { Redirect } from '@ironbark/shared/content/redirect';
import { safeLocalPath } from '../src/lib/safe-path.js';
import { redirectCacheControl } from './http-cache.server.js';
import type { ServerContent } from './content.server.js';
import { log } from './log.server.js';

/** Redirect lookup by normalised path, built once per list the content cache hands out. */
const tables = new WeakMap<readonly Redirect[], Map<string, Redirect>>();

export function redirectTable(list: readonly Redirect[]): Map<string, Redirect> {
  let table = tables.get(list);
  if (!table) {
    table = new Map();
    // The first rule for a path wins, as the list order (oldest first) had it before.
    for (const r of list) {
      const from = normalisePath(r.from);
      if (!table.has(from)) table.set(from, r);
    }
    tables.set(list, table);
  }
  return table;
}

/**
 * Where a redirect sends the visitor: an editor's web address (https://…) as written; a site path
 * through safeLocalPath, so "//evil.example" or "/\evil.example" (which the CMS's pattern for a
 * path lets through, and browsers read as another site) lead to a path on this site.
 */
export function redirectTarget(to: string): string {
  return /^[/\\]/.test(to) ? safeLocalPath(to) : to;
}

export function cmsRedirects(content: ServerContent) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    try {
      const hit = redirectTable(await content.redirects()).get(normalisePath(req.path));
      if (hit) {
        const status = hit.type === 'permanent' ? 301 : 302;
        res.setHeader('Cache-Control', redirectCacheControl(status));
        // A CDN keeps a permanent one too: dropped by tag when an editor changes redirects or
        // Global settings (their allow-list), as pages are.
        if (status === 301) {
          res.setHeader('Cache-Tag', 'redirect,global');
          res.setHeader('Surrogate-Key', 'redirect global');
        }
        res.redirect(status, redirectTarget(hit.to));
        return;
      }
    } catch (error) {
      log.warn('redirects unavailable', { error: String(error) });
    }
    next();
  };
}

/** The query string of a request, with its "?" ("" when there is none). */
function queryOf(req: Request): string {
  const i = req.originalUrl.indexOf('?');
  return i < 0 ? '' : req.originalUrl.slice(i);
}

/**
 * Paths browsers would read as another site ("//evil.example/", "/\evil.example/") are sent to the
 * same path on this site, with one leading slash ("/evil.example"), never to a protocol-relative
 * Location.
 */
export function sameSitePaths() {
  return (req: Request, res: Response, next: NextFunction) => {
    const path = req.path;
    if (!path.startsWith('//') && !path.includes('\\')) return next();
    const collapsed = `/${path.replace(/^[/\\]+/, '')}`.replace(/\/+$/, '') || '/';
    res.setHeader('Cache-Control', redirectCacheControl(301));
    res.redirect(301, safeLocalPath(`${collapsed}${queryOf(req)}`));
  };
}

export function noTrailingSlash() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path.length > 1 && req.path.endsWith('/')) {
      res.setHeader('Cache-Control', redirectCacheControl(301));
      res.redirect(301, safeLocalPath(`${req.path.replace(/\/+$/, '') || '/'}${queryOf(req)}`));
      return;
    }
    next();
  };
}
