// Metrics (Prometheus, prom-client) of the suite's web and CMS: /metrics answers only to
// METRICS_TOKEN's bearer (the test stack sets one; METRICS_PORT, the separate listener, is used by
// tests/integration/varnish.test.ts), and the named series move with traffic. Also the readiness
// and liveness endpoints beside the older /healthz and /_health.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contactFields, Visitor } from './forms-helpers';
import { scrapeMetrics, stack } from './helpers';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

/** The sum of the samples of a series whose labels include all of these. */
function sum(samples: Map<string, number>, name: string, labels: Record<string, string> = {}): number {
  let total = 0;
  for (const [key, value] of samples) {
    if (key !== name && !key.startsWith(`${name}{`)) continue;
    if (Object.entries(labels).every(([k, v]) => key.includes(`${k}="${v}"`))) total += value;
  }
  return total;
}

describe('metrics are not public', () => {
  it.each([
    ['web', () => stack().webUrl],
    ['CMS', () => stack().cmsUrl],
  ])('%s: /metrics answers 401 without the token or with another', async (_name, base) => {
    expect((await fetch(`${base()}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${base()}/metrics`, { headers: { authorization: `Bearer ${randomBytes(24).toString('hex')}` } });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain('process_cpu');
  });
});

describe('the series move with traffic', () => {
  it('web: requests by route template, page cache, CMS calls, revalidations, leads and the outbox', async () => {
    const web = stack().webUrl;
    const before = await scrapeMetrics(web);
    // A change announced as the CMS does: the next render reads the CMS again.
    const revalidated = await fetch(`${web}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stack().env.REVALIDATE_SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: CONTENT_TYPE_UIDS.redirect, action: 'update' }),
    });
    expect(revalidated.status).toBe(200);
    expect((await fetch(`${web}/about-us`)).status).toBe(200);
    expect((await fetch(`${web}/about-us`)).status).toBe(200);
    const visitor = await new Visitor(web).arrive();
    expect((await visitor.submit('contact', contactFields(), { json: true })).status).toBe(200);
    const after = await scrapeMetrics(web);

    const moved = (name: string, labels: Record<string, string> = {}) => sum(after, name, labels) - sum(before, name, labels);
    expect(moved('web_http_requests_total', { route: '/:page', status: '200' })).toBeGreaterThanOrEqual(2);
    expect(moved('web_http_request_duration_seconds_count', { route: '/:page', status_class: '2xx' })).toBeGreaterThanOrEqual(2);
    expect(moved('web_page_cache_requests_total', { result: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(moved('web_page_cache_requests_total', { result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(moved('web_cms_request_duration_seconds_count', { endpoint: 'redirects', outcome: 'ok' })).toBeGreaterThanOrEqual(1);
    expect(moved('web_revalidations_total', { model: CONTENT_TYPE_UIDS.redirect })).toBe(1);
    expect(moved('web_leads_total', { outcome: 'stored' })).toBe(1);
    expect(after.get('web_leads_outbox_depth')).toBe(0);
    expect(sum(after, 'nodejs_eventloop_lag_seconds')).toBeGreaterThan(0);
    expect(sum(after, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    // Route templates only: no raw path of a visitor's in any label.
    expect([...after.keys()].some((k) => k.includes('/about-us'))).toBe(false);
  });

  it('CMS: requests by route template and status, latency, document-service operations', async () => {
    const cms = stack().cmsUrl;
    const before = await scrapeMetrics(cms);
    expect((await fetch(`${cms}/api/pages?filters[path][$eq]=/about-us`)).status).toBe(200);
    expect((await fetch(`${cms}/api/no-such-thing`)).status).toBe(404);
    const after = await scrapeMetrics(cms);
    const moved = (name: string, labels: Record<string, string> = {}) => sum(after, name, labels) - sum(before, name, labels);
    expect(moved('cms_http_requests_total', { method: 'GET', route: '/api/pages', status: '200' })).toBe(1);
    expect(moved('cms_http_request_duration_seconds_count', { route: '/api/pages', status_class: '2xx' })).toBe(1);
    // No route of its own: Strapi's catch-all for the public folder answers it.
    expect(moved('cms_http_requests_total', { route: '/*', status: '404' })).toBe(1);
    expect(moved('cms_document_operations_total', { uid: CONTENT_TYPE_UIDS.page, outcome: 'ok' })).toBeGreaterThanOrEqual(1);
    expect(moved('cms_document_operation_duration_seconds_count', { uid: CONTENT_TYPE_UIDS.page })).toBeGreaterThanOrEqual(1);
    expect(sum(after, 'nodejs_eventloop_lag_seconds')).toBeGreaterThan(0);
    expect([...after.keys()].some((k) => k.includes('about-us') || k.includes('no-such-thing'))).toBe(false);
  });
});

describe('readiness and liveness', () => {
  it('web: /readyz and /livez answer 200 beside /healthz, never cached', async () => {
    for (const path of ['/readyz', '/livez', '/healthz']) {
      const res = await fetch(`${stack().webUrl}${path}`);
      expect([path, res.status, res.headers.get('cache-control')]).toEqual([path, 200, 'no-store']);
    }
    // Publicly the status alone; the details for the metrics token (as /metrics).
    expect(await (await fetch(`${stack().webUrl}/healthz`)).json()).toEqual({ status: 'ok' });
    const details = (await (await fetch(`${stack().webUrl}/healthz`, { headers: { authorization: `Bearer ${stack().env.METRICS_TOKEN}` } })).json()) as Record<string, unknown>;
    expect(details).toMatchObject({ status: 'ok', ready: true, state: expect.any(String), build: expect.stringMatching(/^[0-9a-f]{12}$/) });
    expect(details.cache).toBeTruthy();
    const wrong = (await (await fetch(`${stack().webUrl}/healthz`, { headers: { authorization: 'Bearer not-the-token' } })).json()) as Record<string, unknown>;
    expect(wrong).toEqual({ status: 'ok' });
  });

  it('CMS: /_ready and /_live answer 200 beside /_health', async () => {
    for (const path of ['/_ready', '/_live']) {
      const res = await fetch(`${stack().cmsUrl}${path}`);
      expect([path, res.status, res.headers.get('cache-control')]).toEqual([path, 200, 'no-store']);
    }
    expect((await fetch(`${stack().cmsUrl}/_health`)).status).toBe(204);
  });
});
