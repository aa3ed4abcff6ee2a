import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { readEnv } from './env.server';
import { createLimiterFactory, createRateLimiters, limitMiddleware } from './rate-limit.server';
import { memoryState } from './shared-state.server';

const env = readEnv({ CMS_API_TOKEN: 'x'.repeat(32), REVALIDATE_SECRET: 'r'.repeat(32), PREVIEW_SECRET: 'p'.repeat(32), SESSION_SECRET: 's'.repeat(32), FORMS_RATE_LIMIT: '3' });

describe('limiters from the factory (in memory without Redis)', () => {
  it('allows the points of a window, then refuses with the seconds to wait', async () => {
    const limiter = createLimiterFactory(memoryState())({ keyPrefix: 't1', points: 2, duration: 60 });
    expect(await limiter.consume('1.2.3.4')).toMatchObject({ allowed: true, remaining: 1 });
    expect(await limiter.consume('1.2.3.4')).toMatchObject({ allowed: true, remaining: 0 });
    const refused = await limiter.consume('1.2.3.4');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(50);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Another key has its own count.
    expect((await limiter.consume('5.6.7.8')).allowed).toBe(true);
  });

  it('penalty uses points without asking, reward gives them back, reset forgets the key', async () => {
    const limiter = createLimiterFactory(memoryState())({ keyPrefix: 't2', points: 3, duration: 60 });
    await limiter.penalty('k', 3);
    expect((await limiter.consume('k')).allowed).toBe(false);
    await limiter.reward('k', 3);
    expect((await limiter.consume('k')).allowed).toBe(true);
    await limiter.reset('k');
    expect(await limiter.peek('k')).toMatchObject({ allowed: true, remaining: 3 });
  });

  it('blockDuration keeps a key refused after the window ends', async () => {
    const limiter = createLimiterFactory(memoryState())({ keyPrefix: 't3', points: 1, duration: 1, blockDuration: 120 });
    await limiter.consume('k');
    const refused = await limiter.consume('k');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(100);
  });
});

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

async function serve(app: express.Express) {
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((r) => server.once('listening', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('as Express middleware', () => {
  it('limiter.forms answers 429 JSON with Retry-After after FORMS_RATE_LIMIT posts', async () => {
    const limiters = createRateLimiters(env, memoryState());
    const app = express();
    app.post('/f', limiters.forms, (_req, res) => void res.json({ ok: true }));
    const base = await serve(app);
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 4; i++) {
      last = await fetch(`${base}/f`, { method: 'POST' });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await last!.json()).toMatchObject({ error: 'too many requests' });
  });

  it('onLimited answers refused requests the caller’s way, on the same counters', async () => {
    const limiters = createRateLimiters(env, memoryState());
    const app = express();
    const html = limiters.forms.onLimited((_req, res, retryAfter) => void res.status(429).type('html').send(`<p>Wait ${retryAfter} s</p>`));
    app.post('/json', limiters.forms, (_req, res) => void res.json({ ok: true }));
    app.post('/html', html, (_req, res) => void res.send('ok'));
    const base = await serve(app);
    for (let i = 0; i < 3; i++) expect((await fetch(`${base}/json`, { method: 'POST' })).status).toBe(200);
    const refused = await fetch(`${base}/html`, { method: 'POST' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.text()).toMatch(/^<p>Wait \d+ s<\/p>$/);
  });

  it('counts per client address; with trust proxy set, per forwarded address', async () => {
    const limiter = createLimiterFactory(memoryState())({ keyPrefix: 't4', points: 1, duration: 60 });
    const app = express();
    app.set('trust proxy', 1);
    app.get('/x', limitMiddleware(limiter), (_req, res) => void res.send('ok'));
    const base = await serve(app);
    const from = (ip: string) => fetch(`${base}/x`, { headers: { 'x-forwarded-for': ip } }).then((r) => r.status);
    expect(await from('203.0.113.1')).toBe(200);
    expect(await from('203.0.113.1')).toBe(429);
    expect(await from('203.0.113.2')).toBe(200);
    // What the visitor put before the proxy's entry is ignored: the rightmost hop counts.
    expect(await from('198.51.100.9, 203.0.113.1')).toBe(429);
  });
});
