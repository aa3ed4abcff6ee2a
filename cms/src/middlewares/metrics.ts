// Counts and times every request by route template and status (cms_http_* in
// src/metrics/registry.ts), and answers GET /metrics on the public port to METRICS_TOKEN's bearer
// only (404 without a token: metrics are for operators, see also METRICS_PORT). First in
// config/middlewares.ts, so it times everything, Strapi's error handling included.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { httpDuration, httpRequests, registry, routeLabel } from '../metrics/registry';

/** A bearer token compared in constant time; no token configured means nothing to check. */
export function metricsAuthorised(header: string | undefined, token: string | undefined): boolean {
  if (!token) return true;
  const given = createHash('sha256').update(header ?? '').digest();
  const expected = createHash('sha256').update(`Bearer ${token}`).digest();
  return timingSafeEqual(given, expected);
}

export default (): Core.MiddlewareHandler => async (ctx, next) => {
  if (ctx.path === '/metrics' && (ctx.method === 'GET' || ctx.method === 'HEAD')) {
    ctx.set('Cache-Control', 'no-store');
    const token = process.env.METRICS_TOKEN;
    if (!token) {
      ctx.status = 404;
      ctx.body = 'Not found';
    } else if (!metricsAuthorised(ctx.get('authorization'), token)) {
      ctx.set('WWW-Authenticate', 'Bearer');
      ctx.status = 401;
      ctx.body = 'Unauthorised';
    } else {
      ctx.type = registry.contentType;
      ctx.body = await registry.metrics();
    }
    return;
  }
  const started = process.hrtime.bigint();
  let status = 500;
  try {
    await next();
    status = ctx.status;
  } finally {
    const route = routeLabel((ctx as { _matchedRoute?: string })._matchedRoute, ctx.path);
    httpRequests.inc({ method: ctx.method, route, status: String(status) });
    httpDuration.observe({ method: ctx.method, route, status_class: `${Math.floor(status / 100)}xx` }, Number(process.hrtime.bigint() - started) / 1e9);
  }
};
