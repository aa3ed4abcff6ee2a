// Preview of a draft, opened from the Strapi admin's "Open preview": secret-protected, never
// cached, framable by the admin only.
import { Router } from 'express';
import type { ServerContent } from '../../../server/content.server.js';
import type { Env } from '../../../server/env.server.js';
import type { PageRenderer } from '../../../server/render.server.js';
import { safeEqual } from '../../../server/secrets.server.js';

export function previewRoutes({ env, content, renderPage }: { env: Env; content: ServerContent; renderPage: PageRenderer }): Router {
  const router = Router();
  router.get('/api/preview', async (req, res, next) => {
    try {
      const secret = typeof req.query.secret === 'string' ? req.query.secret : '';
      const pagePath = typeof req.query.path === 'string' ? req.query.path : '';
      if (!safeEqual(secret, env.PREVIEW_SECRET) || !pagePath.startsWith('/')) {
        res.status(401).type('text').send('Preview link is invalid or has expired.');
        return;
      }
      const preview: ServerContent = { ...content, page: () => content.previewPage(pagePath) };
      await renderPage(req, res, preview, { private: true, frameAncestors: `'self' ${new URL(env.CMS_PUBLIC_URL).origin}` });
    } catch (error) {
      next(error);
    }
  });
  return router;
}
