// Health for load balancers and operators, never cached:
// - GET /livez: the process answers (liveness: restart it when this fails);
// - GET /readyz: it should be sent traffic (readiness): 503 from the moment it is asked to stop,
//   so a balancer (Varnish's probe) takes it out before it closes;
// - GET /healthz: the older combined view (kept for existing checks): which shared state is in use,
//   whether Redis is up, how full the caches are, and whether it is ready.
import type { RequestHandler } from 'express';
import type { ContentCache } from './cache.server.js';
import type { PageCache } from './page-cache.server.js';
import type { SharedState } from './shared-state.server.js';

/** Whether this instance is on its way out (set once, on SIGTERM). */
export class Lifecycle {
  private stopping = false;

  get draining(): boolean {
    return this.stopping;
  }

  drain() {
    this.stopping = true;
  }
}

export function health({ state, cache, pageCache, lifecycle }: { state: SharedState; cache: ContentCache; pageCache?: PageCache; lifecycle: Lifecycle }): RequestHandler {
  return (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok', ready: !lifecycle.draining, state: state.kind, redis: state.kind === 'redis' ? (state.redis() ? 'up' : 'down') : undefined, cache: cache.stats(), pages: pageCache?.stats() });
  };
}

export function liveness(): RequestHandler {
  return (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  };
}

export function readiness(lifecycle: Lifecycle): RequestHandler {
  return (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (lifecycle.draining) res.status(503).json({ status: 'draining' });
    else res.json({ status: 'ready' });
  };
}

/** While draining, every answer closes its connection, so nothing keeps using this instance. */
export function closeConnectionsWhenDraining(lifecycle: Lifecycle): RequestHandler {
  return (_req, res, next) => {
    if (lifecycle.draining) res.setHeader('Connection', 'close');
    next();
  };
}
