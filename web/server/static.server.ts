// Files from the build: hashed bundles and the icon sprite cached for a year, other public files
// briefly. In development Vite serves them (with hot reload) instead.
import path from 'node:path';
import express, { Router } from 'express';
import type { ViteDevServer } from 'vite';
import { iconSprite } from '../src/ui/icon-sprite.server.js';

export function staticFiles(options: { clientDir?: string; vite?: ViteDevServer }): Router {
  const router = Router();
  // The icon sprite (built at start-up; its address changes with its content).
  const sprite = iconSprite();
  router.get(sprite.url, (_req, res) => {
    res.set('Cache-Control', 'public, max-age=31536000, immutable').type('image/svg+xml').send(sprite.svg);
  });
  if (options.vite) {
    router.use(options.vite.middlewares);
    return router;
  }
  const clientDir = options.clientDir!;
  router.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '365d', index: false }));
  router.use(express.static(clientDir, { index: false, maxAge: '1h' }));
  // A missing build file is a plain 404, not a page (an old page asking for a replaced bundle).
  router.use('/assets', (_req, res) => {
    res.status(404).type('text').send('Not found');
  });
  return router;
}
