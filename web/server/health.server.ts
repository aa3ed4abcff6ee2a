// GET /healthz: for load balancers and operators. Never cached; says which shared state is in
// use, whether Redis is up, and how full the caches are.
import type { RequestHandler } from 'express';
import type { ContentCache } from './cache.server.js';
import type { PageCache } from './page-cache.server.js';
import type { SharedState } from './shared-state.server.js';

export function health({ state, cache, pageCache }: { state: SharedState; cache: ContentCache; pageCache?: PageCache }): RequestHandler {
  return (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok', state: state.kind, redis: state.kind === 'redis' ? (state.redis() ? 'up' : 'down') : undefined, cache: cache.stats(), pages: pageCache?.stats() });
  };
}
