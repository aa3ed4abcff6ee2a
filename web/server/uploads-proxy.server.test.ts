// The uploads proxy streams with backpressure and stops the CMS request when the visitor leaves.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import type { CmsClient } from './cms-client.server';
import { uploadsProxy } from './uploads-proxy.server';

const CHUNK = 64 * 1024;
const TOTAL_CHUNKS = 1600; // 100 MiB if it were all read

/** A CMS whose file is produced on demand: counts what the proxy pulled, sees cancels and aborts. */
function endlessCms() {
  const seen = { pulled: 0, cancelled: false, signal: undefined as AbortSignal | undefined };
  const cms = {
    raw: async (_path: string, init?: RequestInit) => {
      seen.signal = init?.signal ?? undefined;
      const body = new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            if (seen.pulled >= TOTAL_CHUNKS) return controller.close();
            seen.pulled++;
            controller.enqueue(new Uint8Array(CHUNK));
          },
          cancel() {
            seen.cancelled = true;
          },
        },
        { highWaterMark: 1 },
      );
      return new Response(body, { status: 200, headers: { 'content-type': 'application/pdf' } });
    },
  } as unknown as CmsClient;
  return { cms, seen };
}

const servers: http.Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

async function serve(cms: CmsClient, options?: { answerTimeoutMs?: number }) {
  const app = express();
  app.use(uploadsProxy(cms, options));
  const server = http.createServer(app);
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return (server.address() as AddressInfo).port;
}

async function until(condition: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!condition() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  return condition();
}

describe('uploads proxy', () => {
  it('reads from the CMS only as fast as the visitor takes the bytes (backpressure)', async () => {
    const { cms, seen } = endlessCms();
    const port = await serve(cms);
    const req = http.get({ host: '127.0.0.1', port, path: '/uploads/big.pdf' });
    const res = await new Promise<http.IncomingMessage>((r) => req.on('response', r));
    expect(res.statusCode).toBe(200);
    res.pause(); // a visitor that reads nothing more
    await new Promise((r) => setTimeout(r, 1000));
    const pulledWhilePaused = seen.pulled;
    // Socket and stream buffers hold a few MiB at most; without backpressure it would be all 100 MiB.
    expect(pulledWhilePaused * CHUNK).toBeLessThan(16 * 1024 * 1024);
    await new Promise((r) => setTimeout(r, 500));
    expect(seen.pulled - pulledWhilePaused).toBeLessThan(8);
    req.destroy();
  });

  it('stops reading and aborts the CMS request when the visitor goes away', async () => {
    const { cms, seen } = endlessCms();
    const port = await serve(cms);
    const req = http.get({ host: '127.0.0.1', port, path: '/uploads/big.pdf' });
    const res = await new Promise<http.IncomingMessage>((r) => req.on('response', r));
    await new Promise((r) => res.once('data', r));
    req.destroy();
    expect(await until(() => seen.cancelled), 'the upstream body is cancelled').toBe(true);
    expect(await until(() => seen.signal?.aborted === true), 'the upstream request is aborted').toBe(true);
    expect(seen.pulled).toBeLessThan(TOTAL_CHUNKS);
  });

  it('passes the whole file to a visitor who reads it, with its type', async () => {
    const body = new Uint8Array(300_000).map((_, i) => i % 251);
    const cms = { raw: async () => new Response(body, { headers: { 'content-type': 'image/png', 'content-length': String(body.length) } }) } as unknown as CmsClient;
    const port = await serve(cms);
    const res = await fetch(`http://127.0.0.1:${port}/uploads/a.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(body))).toBe(true);
  });

  it('answers 404 for a missing file and 502 for a CMS error', async () => {
    const statuses = [404, 500];
    const cms = { raw: async () => new Response('no', { status: statuses.shift() }) } as unknown as CmsClient;
    const port = await serve(cms);
    expect((await fetch(`http://127.0.0.1:${port}/uploads/missing.png`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/uploads/broken.png`)).status).toBe(502);
  });
});
