// Prometheus metrics of the web server (prom-client), for operators and never for visitors: they
// are served on a listener of their own (METRICS_PORT, bound to METRICS_HOST, 127.0.0.1 by
// default) and, with METRICS_TOKEN, at /metrics on the public port to that bearer token only;
// otherwise /metrics answers 404 there.
//
// Every label has a small, fixed set of values: requests are counted by route template (never the
// raw path a visitor typed), CMS calls by the Strapi collection the code asked for, leads by
// outcome. One registry per process (a process serves one site).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Request, RequestHandler } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { HTTP_DURATION, HTTP_REQUESTS, SECONDS_BUCKETS } from '@ironbark/shared/server-metrics';
import type { Env } from './env.server.js';
import { log } from './log.server.js';
import { safeEqual } from './secrets.server.js';

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const httpRequests = new Counter({ name: 'web_http_requests_total', ...HTTP_REQUESTS, registers: [registry] });
export const httpDuration = new Histogram({ name: 'web_http_request_duration_seconds', ...HTTP_DURATION, registers: [registry] });

/** A counter of this registry, by the labels named. */
function counter<L extends string>(name: string, help: string, labelNames: readonly L[] = []) {
  return new Counter<L>({ name, help, labelNames, registers: [registry] });
}

export const pageCacheRequests = counter(
  'web_page_cache_requests_total',
  'Page requests the page cache answered: hit (fresh copy), stale (copy served while a new one is made), miss (rendered)',
  ['result'],
);

export const cmsDuration = new Histogram({
  name: 'web_cms_request_duration_seconds',
  help: 'Time the CMS took to answer the web, by Strapi collection and outcome (ok, http_error, unreachable)',
  labelNames: ['endpoint', 'outcome'] as const,
  buckets: SECONDS_BUCKETS,
  registers: [registry],
});

export const cmsErrors = counter('web_cms_errors_total', 'CMS calls that failed, by Strapi collection and kind (unreachable, status: a 5xx answer)', ['endpoint', 'kind']);
export const revalidations = counter('web_revalidations_total', 'Changes the CMS announced (POST /api/revalidate), by content type', ['model']);
export const cdnPurges = counter('web_cdn_purges_total', 'Purges sent to the cache in front, by outcome (ok, refused, failed)', ['outcome']);
export const leads = counter(
  'web_leads_total',
  'Form submissions that passed the checks, by outcome: stored (or duplicate) in the CMS, queued in the outbox, refused by the CMS, failed (nowhere to keep it)',
  ['outcome'],
);
export const measurementEvents = counter(
  'web_measurement_events_total',
  'First-party measurement events, by outcome: recorded, or dropped (address-cap, site-cap: over the per-minute limits; never stored)',
  ['outcome'],
);
export const outboxDelivered = counter('web_leads_outbox_delivered_total', 'Leads sent from the outbox to the CMS (stored, or found already stored)');

let outboxDepthSource: (() => Promise<number>) | undefined;

/** The outbox whose depth /metrics reports (set by the app that owns it). */
export function reportOutboxDepth(source: () => Promise<number>) {
  outboxDepthSource = source;
}

new Gauge({
  name: 'web_leads_outbox_depth',
  help: 'Leads waiting in the outbox for the CMS (Redis list and files)',
  registers: [registry],
  async collect() {
    if (outboxDepthSource) this.set(await outboxDepthSource().catch(() => 0));
  },
});

/** A Strapi path's collection ("/api/pages?x" -> "pages", "/uploads/a.png" -> "uploads"): chosen by our code, never by a visitor. */
export function cmsEndpoint(path: string): string {
  const parts = path.split('?')[0]!.split('/').filter(Boolean);
  const name = parts[0] === 'api' ? parts[1] : parts[0];
  return name && /^[a-z][a-z0-9-]{0,39}$/.test(name) ? name : 'other';
}

const API_GROUPS = new Set(['content', 'forms', 'staff', 'auth', 'preview', 'uploads']);
const API_ROUTES = new Set(['csrf', 'revalidate']);
const FIXED = new Set(['/healthz', '/readyz', '/livez', '/metrics', '/search', '/login', '/preview', '/change-password', '/resources', '/']);

/** The route template a path belongs to: a fixed, small set of values whatever a visitor asks for. */
export function routeOf(path: string): string {
  const lower = path.toLowerCase();
  if (FIXED.has(lower)) return lower;
  const parts = lower.split('/').filter(Boolean);
  const [first = '', second = ''] = parts;
  if (first === 'api') {
    if (API_ROUTES.has(second) && parts.length === 2) return `/api/${second}`;
    return API_GROUPS.has(second) ? `/api/${second}/*` : '/api/*';
  }
  if (first === 'assets') return '/assets/*';
  if (first === 'uploads') return '/uploads/*';
  if (first === 'resources-manage') return '/resources-manage*';
  if (first === 'resources' && parts.length === 2) return '/resources/:slug';
  // A generated or static file at the top (sitemap.xml, robots.txt, the manifest, the worker).
  if (parts.length === 1 && first.includes('.')) return '/:file';
  return '/:page';
}

/** Counts and times every answer; counts the page cache's own verdict (its X-Cache header). */
export function measureRequests(): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const route = routeOf(req.path);
      const status = res.statusCode;
      httpRequests.inc({ method: req.method, route, status: String(status) });
      httpDuration.observe({ method: req.method, route, status_class: `${Math.floor(status / 100)}xx` }, Number(process.hrtime.bigint() - started) / 1e9);
      const cache = res.getHeader('X-Cache');
      if (cache === 'HIT' || cache === 'STALE' || cache === 'MISS') pageCacheRequests.inc({ result: cache.toLowerCase() });
    });
    next();
  };
}

function authorised(req: Pick<Request, 'headers'> | http.IncomingMessage, token: string | undefined): boolean {
  if (!token) return true;
  return safeEqual(String(req.headers.authorization ?? ''), `Bearer ${token}`);
}

async function answer(res: http.ServerResponse) {
  const body = await registry.metrics();
  res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
  res.end(body);
}

/** GET /metrics on the public port: for METRICS_TOKEN's bearer only; 404 when there is no token. */
export function metricsRoute(env: Pick<Env, 'METRICS_TOKEN'>): RequestHandler {
  return (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    if (!env.METRICS_TOKEN) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    if (!authorised(req, env.METRICS_TOKEN)) {
      res.setHeader('WWW-Authenticate', 'Bearer');
      res.status(401).type('text/plain').send('Unauthorised');
      return;
    }
    answer(res).catch(next);
  };
}

/**
 * The metrics listener (METRICS_PORT on METRICS_HOST); resolves once it listens. It answers
 * /metrics and, with `health`, /healthz with the details the public port keeps to itself.
 */
export function listenMetrics(env: Pick<Env, 'METRICS_PORT' | 'METRICS_HOST' | 'METRICS_TOKEN'>, health?: () => unknown): Promise<http.Server | undefined> {
  if (env.METRICS_PORT === undefined) return Promise.resolve(undefined);
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || (path !== '/metrics' && !(path === '/healthz' && health))) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    if (!authorised(req, env.METRICS_TOKEN)) {
      res.writeHead(401, { 'Content-Type': 'text/plain', 'WWW-Authenticate': 'Bearer' }).end('Unauthorised');
      return;
    }
    if (path === '/healthz') {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }).end(JSON.stringify(health!()));
      return;
    }
    answer(res).catch((error: unknown) => {
      log.error('metrics: could not collect', { error: String(error) });
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.METRICS_PORT, env.METRICS_HOST, () => {
      const { port } = server.address() as AddressInfo;
      log.info('metrics listening', { url: `http://${env.METRICS_HOST}:${port}/metrics` });
      resolve(server);
    });
  });
}
