import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import health from '../middlewares/health';
import { closeServer, isDraining, shutdownTimes, stopGracefully } from './lifecycle';

const servers: http.Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) if (s.listening) s.close();
});

async function slowServer() {
  const release: (() => void)[] = [];
  const server = http.createServer((_req, res) => {
    release.push(() => res.end('finished'));
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, release };
}

const get = (url: string) =>
  new Promise<string>((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += String(c)));
        res.on('end', () => resolve(body));
      })
      .on('error', reject);
  });

async function until(check: () => boolean) {
  const end = Date.now() + 2000;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A Koa-like context for the health middleware. */
function context(path: string) {
  const headers: Record<string, string> = {};
  return { method: 'GET', path, status: 404, body: undefined as unknown, set: (k: string, v: string) => void (headers[k] = v), headers };
}

describe('closeServer', () => {
  it('stops accepting but lets a running request finish', async () => {
    const { server, url, release } = await slowServer();
    const running = get(url);
    await until(() => release.length === 1);
    const closing = closeServer(server, 5000);
    await expect(get(url)).rejects.toThrow();
    release[0]!();
    expect(await running).toBe('finished');
    expect(await closing).toBe(false);
  });

  it('cuts what outlives the timeout', async () => {
    const { server, url, release } = await slowServer();
    const running = get(url).catch((e: unknown) => e);
    await until(() => release.length === 1);
    expect(await closeServer(server, 100)).toBe(true);
    expect(await running).toBeInstanceOf(Error);
  });
});

describe('readiness and the graceful stop', () => {
  it('is ready while the database answers, live always, and not ready from the moment it stops', async () => {
    let databaseUp = true;
    const strapi = {
      db: { connection: { raw: async () => (databaseUp ? [{ one: 1 }] : Promise.reject(new Error('down'))) } },
      log: { info: () => undefined, warn: () => undefined },
      server: { httpServer: (await slowServer()).server },
    };
    const middleware = health(undefined, { strapi } as never);
    const run = async (path: string) => {
      const ctx = context(path);
      await middleware(ctx as never, async () => undefined);
      return ctx;
    };
    expect((await run('/_ready')).status).not.toBe(503);
    databaseUp = false;
    expect((await run('/_ready')).status).toBe(503);
    databaseUp = true;

    expect(isDraining()).toBe(false);
    await stopGracefully(strapi as never, { drain: false });
    expect(isDraining()).toBe(true);
    const ready = await run('/_ready');
    expect([ready.status, ready.body]).toEqual([503, { status: 'draining' }]);
    expect(ready.headers.Connection).toBe('close');
    expect((await run('/_live')).status).not.toBe(503);
    expect(strapi.server.httpServer.listening).toBe(false);
  });

  it('reads its times from the environment', () => {
    expect(shutdownTimes({})).toEqual({ drainMs: 5000, timeoutMs: 20000 });
    expect(shutdownTimes({ SHUTDOWN_DRAIN_SECONDS: '0', SHUTDOWN_TIMEOUT_SECONDS: '3' })).toEqual({ drainMs: 0, timeoutMs: 3000 });
  });
});
