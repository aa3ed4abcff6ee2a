// POST /api/revalidate: the CMS says what an editor changed (shared secret); the cached copies
// carrying that content type's tags are dropped and the search index is rebuilt at once.
import express, { Router } from 'express';
import type { ContentCache } from './cache.server.js';
import { TAGS_BY_MODEL, type ServerContent } from './content.server.js';
import type { Env } from './env.server.js';
import { log } from './log.server.js';
import { safeEqual } from './secrets.server.js';

export function revalidationApi({ env, cache, content }: { env: Env; cache: ContentCache; content: ServerContent }): Router {
  const router = Router();
  router.post('/api/revalidate', express.json({ limit: '8kb' }), (req, res) => {
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
    const invalidated = cache.invalidate(tags);
    log.info('revalidated', { model, action: req.body?.action, invalidated });
    if (tags.includes('page')) content.pagesIndex().catch((e: unknown) => log.warn('pages index rebuild failed', { error: String(e) }));
    res.json({ invalidated, tags });
  });
  return router;
}
