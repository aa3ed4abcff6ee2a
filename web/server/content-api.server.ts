// The one content JSON the browser reads: /api/content/layout, the site's global settings and
// navigation, for the staff app's frame (lib/browser-content-source.ts) should its first loader
// ever run in the browser. Public pages read nothing in the browser: they are rendered on the
// server, and their loaders' reads stay there (there is no JSON of pages, resources or search).
import { createHash } from 'node:crypto';
import { Router, type Response } from 'express';
import { CmsError } from './cms-client.server.js';
import type { ServerContent } from './content.server.js';
import type { Env } from './env.server.js';
import { NO_STORE, publicCacheControl } from './http-cache.server.js';
import { log } from './log.server.js';

/**
 * The JSON text and strong ETag of a cached value, made once per value: the content cache hands
 * out the same object until it is reloaded, so a busy endpoint does not serialise it every time.
 */
const serialised = new WeakMap<object, { json: string; etag: string }>();

function jsonOf(data: unknown): { json: string; etag: string } {
  const memo = typeof data === 'object' && data !== null ? serialised.get(data) : undefined;
  if (memo) return memo;
  const json = JSON.stringify(data);
  const made = { json, etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 32)}"` };
  if (typeof data === 'object' && data !== null) serialised.set(data, made);
  return made;
}

/** A read that failed: 503 when the CMS is unavailable (a retry may work), else 500; logged. */
function sendContentFailure(res: Response, error: unknown) {
  const unavailable = error instanceof CmsError && error.unavailable;
  (unavailable ? log.warn : log.error)('content api failed', { path: res.req.originalUrl, status: unavailable ? 503 : 500, cause: error instanceof CmsError ? error.toLog() : String(error) });
  res.setHeader('Cache-Control', NO_STORE);
  res.status(unavailable ? 503 : 500).json({ error: unavailable ? 'content service unavailable' : 'server error' });
}

function answerWith(env: Env) {
  return async (res: Response, load: () => Promise<unknown>) => {
    let data: unknown;
    try {
      data = await load();
    } catch (error) {
      sendContentFailure(res, error);
      return;
    }
    const status = data === null ? 404 : 200;
    const { json, etag } = jsonOf(data);
    res.setHeader('Cache-Control', publicCacheControl(env, status));
    res.setHeader('ETag', etag);
    // Express answers 304 itself when the ETag matches If-None-Match.
    res.status(status).type('json').send(json);
  };
}

export function contentApi(content: ServerContent, env: Env): Router {
  const router = Router();
  const answer = answerWith(env);
  router.get('/layout', (_req, res) => answer(res, () => content.layout()));
  return router;
}
