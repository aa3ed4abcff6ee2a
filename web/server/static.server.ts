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
  // A missing build file is a plain 404, not a page. The build keeps the files of earlier builds
  // (scripts/build.mjs), so an old page finds its bundles; a newer page's bundle asked of an
  // instance still on the old build during a rolling deploy is missing here but not on the next
  // instance: never stored (Varnish tries the next web, ops/varnish/default.vcl).
  router.use('/assets', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.status(404).type('text').send('Not found');
  });
  return router;
}
