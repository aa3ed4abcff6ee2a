import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { cmsEndpoint, listenMetrics, measureRequests, metricsRoute, routeOf } from './metrics.server';

const TOKEN = 'metrics-token-0123456789';
const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

async function listen(app: express.Express) {
  const server = http.createServer(app);
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('routeOf', () => {
  it('names a route template, never the raw path', () => {
    expect(routeOf('/')).toBe('/');
    expect(routeOf('/services/network-solutions/sd-wan')).toBe('/:page');
    expect(routeOf('/anything/a-visitor/typed/%2e%2e')).toBe('/:page');
    expect(routeOf('/resources/some-article')).toBe('/resources/:slug');
    expect(routeOf('/Resources')).toBe('/resources');
    expect(routeOf('/assets/index-abc123.js')).toBe('/assets/*');
    expect(routeOf('/api/forms/contact')).toBe('/api/forms/*');
    expect(routeOf('/api/revalidate')).toBe('/api/revalidate');
    expect(routeOf('/api/whatever/x')).toBe('/api/*');
    expect(routeOf('/resources-manage/new')).toBe('/resources-manage*');
    expect(routeOf('/sitemap.xml')).toBe('/:file');
  });

  it('names the CMS collection from the path the code asked for', () => {
    expect(cmsEndpoint('/api/pages?filters[path]=x')).toBe('pages');
    expect(cmsEndpoint('/api/form-submissions')).toBe('form-submissions');
    expect(cmsEndpoint('/uploads/a.png')).toBe('uploads');
    expect(cmsEndpoint('/api/<script>')).toBe('other');
  });
});

describe('/metrics', () => {
  it('counts requests by route and answers only to the token on the public port', async () => {
    const app = express();
    app.use(measureRequests());
    app.get('/metrics', metricsRoute({ METRICS_TOKEN: TOKEN }));
    app.get('/resources/:slug', (_req, res) => {
      res.setHeader('X-Cache', 'HIT');
      res.send('ok');
    });
    const url = await listen(app);
    await fetch(`${url}/resources/a`);
    await fetch(`${url}/resources/b`);
    expect((await fetch(`${url}/metrics`)).status).toBe(401);
    expect((await fetch(`${url}/metrics`, { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status).toBe(401);
    const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/web_http_requests_total\{method="GET",route="\/resources\/:slug",status="200"\} [2-9]/);
    expect(text).toMatch(/web_page_cache_requests_total\{result="hit"\} [2-9]/);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).not.toContain('route="/resources/a"');
  });

  it('answers 404 on the public port without a token', async () => {
    const app = express();
    app.get('/metrics', metricsRoute({ METRICS_TOKEN: undefined }));
    expect((await fetch(`${await listen(app)}/metrics`)).status).toBe(404);
  });

  it('has a listener of its own on METRICS_PORT', async () => {
    const server = await listenMetrics({ METRICS_PORT: 0 as unknown as number, METRICS_HOST: '127.0.0.1', METRICS_TOKEN: undefined });
    servers.push(server!);
    const url = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
    expect((await fetch(`${url}/metrics`)).status).toBe(200);
    expect((await fetch(`${url}/other`)).status).toBe(404);
    expect(await listenMetrics({ METRICS_PORT: undefined, METRICS_HOST: '127.0.0.1', METRICS_TOKEN: undefined })).toBeUndefined();
  });
});
