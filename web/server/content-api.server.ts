// The JSON the browser's route loaders read (lib/browser-content-source.ts), answered from the
// same cached server-side source as the first render.
import { Router, type Response } from 'express';
import { resourceTypeFromSlug } from '@ironbark/shared/content/resource-types';
import type { ServerContent } from './content.server.js';
import { log } from './log.server.js';

function positiveInt(value: unknown): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

async function answer(res: Response, load: () => Promise<unknown>) {
  try {
    const data = await load();
    res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
    if (data === null) res.status(404).json(null);
    else res.json(data);
  } catch (error) {
    log.warn('content api failed', { error: String(error) });
    res.status(503).json({ error: 'content service unavailable' });
  }
}

export function contentApi(content: ServerContent): Router {
  const router = Router();
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
