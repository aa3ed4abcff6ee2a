// Files from the build: hashed bundles cached for a year, other public files
// briefly. In development Vite serves them (with hot reload) instead.
import path from 'node:path';
import express, { Router } from 'express';
import type { ViteDevServer } from 'vite';

export function staticFiles(options: { clientDir?: string; vite?: ViteDevServer }): Router {
  const router = Router();
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
