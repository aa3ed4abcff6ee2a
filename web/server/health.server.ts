// Health for load balancers and operators, never cached:
// - GET /livez: the process answers (liveness: restart it when this fails);
// - GET /readyz: it should be sent traffic (readiness): 503 from the moment it is asked to stop,
//   so a balancer (Varnish's probe) takes it out before it closes;
// - GET /healthz: the older combined check (kept for existing checks): publicly its status alone;
//   the details (the build, which shared state is in use, whether Redis is up, how full and how
//   used the caches are) only for the metrics token's bearer or on the metrics port, as the
//   metrics themselves: they say how the site is run, which is nobody else's business.
import type { RequestHandler } from 'express';
import type { BuildInfo } from './page-assets.js';
import type { ContentCache } from './cache.server.js';
import type { PageCache } from './page-cache.server.js';
import { safeEqual } from './secrets.server.js';
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

export interface HealthSources {
  state: SharedState;
  cache: ContentCache;
  pageCache?: PageCache;
  lifecycle: Lifecycle;
  build: BuildInfo;
}

/** What /healthz tells an operator. */
export function healthDetails({ state, cache, pageCache, lifecycle, build }: HealthSources) {
  return {
    status: 'ok',
    ready: !lifecycle.draining,
    build: build.id,
    state: state.kind,
    redis: state.kind === 'redis' ? (state.redis() ? 'up' : 'down') : undefined,
    cache: cache.stats(),
    pages: pageCache?.stats(),
  };
}

/** GET /healthz on the public port: the status; the details for METRICS_TOKEN's bearer. */
export function health(sources: HealthSources, token: string | undefined): RequestHandler {
  return (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (token && safeEqual(String(req.headers.authorization ?? ''), `Bearer ${token}`)) res.json(healthDetails(sources));
    else res.json({ status: 'ok' });
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
