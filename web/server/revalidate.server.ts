// POST /api/revalidate: the CMS says what an editor changed (shared secret). The changed content
// types' tags are invalidated in every web instance (invalidation.server.ts): cached content and
// cached pages built from it are fetched and rendered again; the search index is rebuilt at
// once; a CDN in front is asked to purge (cdn-purge.server.ts).
import express, { Router } from 'express';
import { TAGS_BY_MODEL, type ServerContent } from './content.server.js';
import type { Purger } from './cdn-purge.server.js';
import type { Env } from './env.server.js';
import type { Invalidator } from './invalidation.server.js';
import { log } from './log.server.js';
import { revalidations } from './metrics.server.js';
import { safeEqual } from './secrets.server.js';

export function revalidationApi({ env, invalidator, content, purge }: { env: Env; invalidator: Invalidator; content: ServerContent; purge?: Purger }): Router {
  const router = Router();
  router.post('/api/revalidate', express.json({ limit: '8kb' }), async (req, res, next) => {
    try {
      if (!safeEqual(req.get('authorization') ?? '', `Bearer ${env.REVALIDATE_SECRET}`)) {
        res.status(401).json({ error: 'unauthorised' });
        return;
      }
      const model = typeof req.body?.model === 'string' ? (req.body.model as string) : '';
      const tags = TAGS_BY_MODEL[model];
      if (!tags) {
        res.status(400).json({ error: 'unknown model', model });
        return;
      }
      const action = typeof req.body?.action === 'string' ? (req.body.action as string).slice(0, 40) : undefined;
      const versions = await invalidator.invalidate(tags);
      log.info('revalidated', { model, action, versions });
      revalidations.inc({ model });
      if (tags.includes('page')) content.pagesIndex().catch((e: unknown) => log.warn('pages index rebuild failed', { error: String(e) }));
      const documentId = typeof req.body?.documentId === 'string' ? (req.body.documentId as string).slice(0, 64) : undefined;
      if (purge) void purge({ tags, model, action, documentId }).catch((e: unknown) => log.warn('cdn purge failed', { error: String(e) }));
      res.setHeader('Cache-Control', 'no-store');
      res.json({ tags, versions });
    } catch (error) {
      next(error);
    }
  });
  return router;
}
