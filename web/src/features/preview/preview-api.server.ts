// The JSON the browser's content source reads on /preview (a client navigation or a revalidation
// there): the same checked reads as the server render, for this editor only. The link is checked
// again on every request; nothing is cached or indexed.
import { Router, type Request, type Response } from 'express';
import { sendContentFailure } from '../../../server/content-api.server.js';
import { PRIVATE_NO_STORE } from '../../../server/http-cache.server.js';
import type { ServerContent } from '../../../server/content.server.js';
import { PreviewRefused } from './preview-check.server.js';
import type { PreviewLink } from './preview-link.js';

function linkOf(req: Request): PreviewLink {
  const get = (name: keyof PreviewLink) => (typeof req.query[name] === 'string' ? (req.query[name] as string) : '');
  return { kind: get('kind'), ref: get('ref'), exp: get('exp'), sig: get('sig') };
}

async function answer(res: Response, load: () => Promise<unknown>) {
  res.setHeader('Cache-Control', PRIVATE_NO_STORE);
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  try {
    const data = await load();
    res.status(data === null ? 404 : 200).json(data);
  } catch (error) {
    if (error instanceof PreviewRefused) {
      res.status(error.status).json({ error: error.status === 401 ? 'preview link expired' : 'preview link not valid' });
      return;
    }
    sendContentFailure(res, error);
  }
}

/** Mounted under /api/content: /preview and /preview-layout. */
export function previewApi(content: ServerContent): Router {
  const router = Router();
  router.get('/preview', (req, res) => answer(res, () => content.preview(linkOf(req))));
  router.get('/preview-layout', (req, res) => answer(res, () => content.previewLayout(linkOf(req))));
  return router;
}
