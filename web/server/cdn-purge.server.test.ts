import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { TagVersions } from './tag-versions.server';
import { createPurger } from './cdn-purge.server';
import type { ServerContent } from './content.server';
import { readEnv } from './env.server';
import { createInvalidator } from './invalidation.server';
import { revalidationApi } from './revalidate.server';
import { memoryState } from './shared-state.server';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';
import { until } from './test-support/until';

const TOKEN = 'purge-token-0123456789abcdef';

interface Call {
  authorization?: string;
  body: Record<string, unknown>;
}

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

/** A CDN purge endpoint that records calls and answers the given statuses in turn. */
async function fakeCdn(statuses: number[] = [200]) {
  const calls: Call[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      calls.push({ authorization: req.headers.authorization, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown> });
      res.statusCode = statuses[Math.min(calls.length - 1, statuses.length - 1)]!;
      res.end('{}');
    });
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/purge`, calls };
}

describe('createPurger', () => {
  it('is off without CDN_PURGE_URL', () => {
    expect(createPurger({ CDN_PURGE_URL: undefined, CDN_PURGE_TOKEN: undefined })).toBeUndefined();
  });

  it('posts the tags with the bearer token', async () => {
    const cdn = await fakeCdn();
    const purge = createPurger({ CDN_PURGE_URL: cdn.url, CDN_PURGE_TOKEN: TOKEN }, { delayMs: 0 })!;
    await purge({ tags: ['page'], model: CONTENT_TYPE_UIDS.page, action: 'publish', documentId: 'abc' });
    expect(cdn.calls).toEqual([{ authorization: `Bearer ${TOKEN}`, body: { tags: ['page'], model: CONTENT_TYPE_UIDS.page, action: 'publish', documentId: 'abc' } }]);
  });

  it('speaks Varnish\'s BAN with the tags in X-Purge-Tags in varnish mode (ops/varnish/default.vcl)', async () => {
    // Node's HTTP parser refuses methods it does not know (BAN among them): read the request head raw.
    const heads: string[] = [];
    const server = net.createServer((socket) => {
      let head = '';
      socket.on('data', (chunk: Buffer) => {
        head += String(chunk);
        if (!head.includes('\r\n\r\n')) return;
        heads.push(head);
        socket.end('HTTP/1.1 200 OK\r\ncontent-length: 14\r\nconnection: close\r\n\r\n{"status":200}');
      });
    });
    servers.push(server as unknown as http.Server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    await createPurger({ CDN_PURGE_URL: url, CDN_PURGE_TOKEN: TOKEN, CDN_PURGE_MODE: 'varnish' }, { delayMs: 0 })!({ tags: ['page', 'blog'], model: CONTENT_TYPE_UIDS.page });
    expect(heads).toHaveLength(1);
    expect(heads[0]).toMatch(/^BAN \/ HTTP\/1\.1\r\n/);
    expect(heads[0]).toMatch(/\r\nx-purge-tags: page blog\r\n/i);
    expect(heads[0]).toContain(`authorization: Bearer ${TOKEN}`);
  });

  it('retries when the CDN fails, not when it refuses the request', async () => {
    const flaky = await fakeCdn([503, 200]);
    await createPurger({ CDN_PURGE_URL: flaky.url, CDN_PURGE_TOKEN: TOKEN }, { delayMs: 0 })!({ tags: ['blog'], model: CONTENT_TYPE_UIDS.blog });
    expect(flaky.calls).toHaveLength(2);
    const refusing = await fakeCdn([403]);
    await createPurger({ CDN_PURGE_URL: refusing.url, CDN_PURGE_TOKEN: TOKEN }, { delayMs: 0 })!({ tags: ['blog'], model: CONTENT_TYPE_UIDS.blog });
    expect(refusing.calls).toHaveLength(1);
  });
});

describe('POST /api/revalidate', () => {
  it('invalidates the tags and asks the CDN to purge them', async () => {
    const cdn = await fakeCdn();
    const env = readEnv({
      CMS_API_TOKEN: 'x'.repeat(32),
      REVALIDATE_SECRET: 'r'.repeat(32),
      PREVIEW_SECRET: 'p'.repeat(32),
      SESSION_SECRET: 's'.repeat(32),
      CDN_PURGE_URL: cdn.url,
      CDN_PURGE_TOKEN: TOKEN,
    });
    const versions = new TagVersions();
    const app = express();
    app.use(
      revalidationApi({
        env,
        invalidator: createInvalidator(memoryState(), versions, ['blog']),
        content: { pagesIndex: async () => ({ data: [], meta: {} }) } as unknown as ServerContent,
        purge: createPurger(env, { delayMs: 0 }),
      }),
    );
    const server = app.listen(0, '127.0.0.1');
    servers.push(server);
    await new Promise((r) => server.once('listening', r));
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${env.REVALIDATE_SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: CONTENT_TYPE_UIDS.blog, action: 'publish', documentId: 'doc1' }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ tags: ['blog'], versions: { blog: 1 } });
    expect(versions.current('blog')).toBe(1);
    await until(() => cdn.calls.length === 1);
    expect(cdn.calls[0]!.body).toEqual({ tags: ['blog'], model: CONTENT_TYPE_UIDS.blog, action: 'publish', documentId: 'doc1' });
  });
});
