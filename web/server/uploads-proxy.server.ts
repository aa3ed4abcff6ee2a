// Uploaded media, streamed from the CMS through this origin (one origin for pages and images).
import { Router } from 'express';
import { uploadHeaders } from '@ironbark/shared/content/upload-headers';
import type { CmsClient } from './cms-client.server.js';

export function uploadsProxy(cms: CmsClient): Router {
  const router = Router();
  router.get(/^\/uploads\/[A-Za-z0-9._-]+$/, async (req, res, next) => {
    try {
      const upstream = await cms.raw(req.path, { headers: { accept: req.get('accept') ?? '*/*' } });
      if (!upstream.ok || !upstream.body) {
        res.status(upstream.status === 404 ? 404 : 502).end();
        return;
      }
      for (const h of ['content-type', 'content-length', 'last-modified', 'etag']) {
        const v = upstream.headers.get(h);
        if (v) res.setHeader(h, v);
      }
      // Strapi names uploads by content hash: a new file gets a new name.
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('Cross-Origin-Resource-Policy', 'same-site');
      // A document (anything but an image pages show) is a download in a sandbox, never a page of this origin.
      for (const [name, value] of Object.entries(uploadHeaders(upstream.headers.get('content-type')))) res.setHeader(name, value);
      const reader = upstream.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        res.write(value);
      }
      res.end();
    } catch (error) {
      next(error);
    }
  });
  return router;
}
