// The JSON the browser's route loaders read (lib/browser-content-source.ts), answered from the
// same cached server-side source as the first render.
import { createHash } from 'node:crypto';
import { Router, type Response } from 'express';
import { resourceTypeFromSlug } from '@ironbark/shared/content/resource-types';
import { CmsError } from './cms-client.server.js';
import type { ServerContent } from './content.server.js';
import type { Env } from './env.server.js';
import { NO_STORE, publicCacheControl } from './http-cache.server.js';
import { log } from './log.server.js';

function positiveInt(value: unknown): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

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
export function sendContentFailure(res: Response, error: unknown) {
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
  router.get('/page', (req, res) => {
    const path = typeof req.query.path === 'string' ? req.query.path : '';
    if (!path.startsWith('/') || path.length > 300) {
      res.status(400).json({ error: 'path must be a site path' });
      return;
    }
    return answer(res, () => content.page(path));
  });
  router.get('/resources', (req, res) =>
    answer(res, () =>
      content.resources({
        type: resourceTypeFromSlug(typeof req.query.type === 'string' ? req.query.type : undefined),
        page: positiveInt(req.query.page),
      }),
    ),
  );
  router.get('/resource', (req, res) => {
    const slug = typeof req.query.slug === 'string' ? req.query.slug : '';
    if (!/^[a-z0-9-]{1,200}$/.test(slug)) {
      res.status(404).json(null);
      return;
    }
    return answer(res, () => content.resource(slug));
  });
  router.get('/search', (req, res) =>
    answer(res, () => content.search(typeof req.query.query === 'string' ? req.query.query : '', positiveInt(req.query.page))),
  );
  return router;
}
