import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { closeConnectionsWhenDraining, Lifecycle, liveness, readiness } from './health.server';
import { shutdown } from './shutdown.server';
import { until } from './test-support/until';

const servers: http.Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) if (s.listening) s.close();
});

/** A server with the health routes and a slow route that answers when told to. */
async function serve() {
  const lifecycle = new Lifecycle();
  const release: (() => void)[] = [];
  const app = express();
  app.use(closeConnectionsWhenDraining(lifecycle));
  app.get('/livez', liveness());
  app.get('/readyz', readiness(lifecycle));
  app.get('/slow', (_req, res) => {
    release.push(() => res.send('finished'));
  });
  app.get('/fast', (_req, res) => {
    res.send('fast');
  });
  const server = http.createServer(app);
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { lifecycle, server, url, release };
}

function get(url: string): Promise<{ status: number; body: string; connection?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += String(c)));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
      })
      .on('error', reject);
  });
}

describe('shutdown', () => {
  it('reports not ready at once, keeps answering while draining, finishes running requests, then closes the rest', async () => {
    const { lifecycle, server, url, release } = await serve();
    expect((await get(`${url}/readyz`)).status).toBe(200);
    const running = get(`${url}/slow`);
    await until(() => release.length === 1);
    const closed: string[] = [];
    const done = shutdown({ server, lifecycle, drainMs: 300, timeoutMs: 5000, close: async () => void closed.push('app') });

    // Draining: not ready, still alive, still answering (and closing each connection).
    const ready = await get(`${url}/readyz`);
    expect(ready.status).toBe(503);
    expect((await get(`${url}/livez`)).status).toBe(200);
    const fast = await get(`${url}/fast`);
    expect([fast.status, fast.connection]).toEqual([200, 'close']);

    // After the drain: no new connection, while the running request is still waited for.
    await new Promise((r) => setTimeout(r, 400));
    await expect(get(`${url}/fast`)).rejects.toThrow();
    expect(closed).toEqual([]);
    release[0]!();
    expect((await running).body).toBe('finished');
    expect(await done).toEqual({ forced: false });
    expect(closed).toEqual(['app']);
  });

  it('closes requests that outlive the timeout', async () => {
    const { lifecycle, server, url, release } = await serve();
    const running = get(`${url}/slow`).catch((error: unknown) => error);
    await until(() => release.length === 1);
    const started = Date.now();
    expect(await shutdown({ server, lifecycle, drainMs: 0, timeoutMs: 200, close: async () => undefined })).toEqual({ forced: true });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await running).toBeInstanceOf(Error);
  });
});
