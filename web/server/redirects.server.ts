// Address rules before a page is rendered: the redirects editors manage in the CMS (read at
// request time, cached, refreshed on change), then one address per page (no trailing slash).
import type { NextFunction, Request, Response } from 'express';
import { normalisePath } from '@ironbark/shared/content/page';
import type { ServerContent } from './content.server.js';
import { log } from './log.server.js';

export function cmsRedirects(content: ServerContent) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    try {
      const here = normalisePath(req.path);
      const hit = (await content.redirects()).find((r) => normalisePath(r.from) === here);
      if (hit) {
        res.redirect(hit.type === 'permanent' ? 301 : 302, hit.to);
        return;
      }
    } catch (error) {
      log.warn('redirects unavailable', { error: String(error) });
    }
    next();
  };
}

export function noTrailingSlash() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path.length > 1 && req.path.endsWith('/')) {
      const query = req.originalUrl.slice(req.path.length);
      res.redirect(301, `${req.path.replace(/\/+$/, '') || '/'}${query}`);
      return;
    }
    next();
  };
}
