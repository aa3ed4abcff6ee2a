// POST /api/revalidate: the CMS says what an editor changed (shared secret): the content type, and
// for pages and resources the paths or slugs and types the change touched, before and after it.
// Their tags (content-tags.server.ts) are invalidated in every web instance
// (invalidation.server.ts): cached content and pages built from it are fetched and rendered again,
// the rest of the site stays cached; the search index is rebuilt at once; a cache in front is asked
// to purge the same tags (cdn-purge.server.ts).
import express, { Router } from 'express';
import type { ServerContent } from './content.server.js';
import { PAGE_LIST, tagsForChange } from './content-tags.server.js';
import type { Purger } from './cdn-purge.server.js';
import type { Env } from './env.server.js';
import type { Invalidator } from './invalidation.server.js';
import { log } from './log.server.js';
import { revalidations } from './metrics.server.js';
import { safeEqual } from './secrets.server.js';

const MAX_KEYS = 20;
/** A release tells every change it made in one message (cms revalidation/revalidate.ts revalidateTogether). */
const MAX_CHANGES = 200;

/** A list of keys from the message: [] when absent, undefined when malformed. */
function keyList(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > MAX_KEYS) return undefined;
  if (!value.every((v): v is string => typeof v === 'string' && v.length > 0 && v.length <= 300)) return undefined;
  return value;
}

export function revalidationApi({ env, invalidator, content, purge }: { env: Env; invalidator: Invalidator; content: ServerContent; purge?: Purger }): Router {
  const router = Router();
  router.post('/api/revalidate', express.json({ limit: '256kb' }), async (req, res, next) => {
    try {
      if (!safeEqual(req.get('authorization') ?? '', `Bearer ${env.REVALIDATE_SECRET}`)) {
        res.status(401).json({ error: 'unauthorised' });
        return;
      }
      const model = typeof req.body?.model === 'string' ? (req.body.model as string) : '';
      // One change, or a release's changes together: their tags' union is invalidated at once.
      const batch = Array.isArray(req.body?.changes);
      if (batch && (req.body.changes.length === 0 || req.body.changes.length > MAX_CHANGES)) {
        res.status(400).json({ error: `changes must be a list of 1 to ${MAX_CHANGES} changes` });
        return;
      }
      const changes: unknown[] = batch ? req.body.changes : [req.body];
      const union = new Set<string>();
      for (const [i, change] of changes.entries()) {
        const c = (change && typeof change === 'object' ? change : {}) as Record<string, unknown>;
        const where = batch ? `changes[${i}]: ` : '';
        const keys = { paths: keyList(c.paths), slugs: keyList(c.slugs), types: keyList(c.types) };
        if (!keys.paths || !keys.slugs || !keys.types) {
          res.status(400).json({ error: `${where}paths, slugs and types must be lists of at most ${MAX_KEYS} short strings` });
          return;
        }
        const changeModel = typeof c.model === 'string' ? c.model : '';
        const changeTags = tagsForChange(changeModel, keys);
        if (!changeTags) {
          res.status(400).json({ error: `${where}unknown model`, model: changeModel });
          return;
        }
        for (const tag of changeTags) union.add(tag);
      }
      const tags = [...union];
      const action = typeof req.body?.action === 'string' ? (req.body.action as string).slice(0, 40) : undefined;
      const versions = await invalidator.invalidate(tags);
      log.info('revalidated', { model, action, tags: tags.length, versions });
      revalidations.inc({ model });
      if (tags.includes('page') || tags.includes(PAGE_LIST)) content.pagesIndex().catch((e: unknown) => log.warn('pages index rebuild failed', { error: String(e) }));
      const documentId = !batch && typeof req.body?.documentId === 'string' ? (req.body.documentId as string).slice(0, 64) : undefined;
      if (purge) void purge({ tags, model, action, documentId }).catch((e: unknown) => log.warn('cdn purge failed', { error: String(e) }));
      res.setHeader('Cache-Control', 'no-store');
      res.json({ tags, versions });
    } catch (error) {
      next(error);
    }
  });
  return router;
}
