// The cache rules of ops/varnish/default.vcl, with a stand-in web whose answers the test chooses:
// s-maxage, stale-while-revalidate, stale-if-error, cookies, private answers, bans and who may
// send them. (varnish.test.ts puts two built webs behind it.)
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthyBackends, PURGE_TOKEN, request, requireVarnish, sleep, startVarnish, until, type Varnish } from './varnish-support';

requireVarnish();

describe('the cache rules, with a stand-in web', () => {
  let varnish: Varnish;
  let server: http.Server;
  const hits = new Map<string, number>();
  let status = 200;
  let version = 1;

  const SHARED = 'public, max-age=0, s-maxage=1, stale-while-revalidate=2, stale-if-error=3600';

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const url = req.url ?? '/';
      if (url === '/readyz') {
        res.end('ok');
        return;
      }
      hits.set(url, (hits.get(url) ?? 0) + 1);
      if (url.startsWith('/cookie')) {
        res.setHeader('Set-Cookie', 'ib_visitor=abc; Path=/; HttpOnly');
        res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=60');
      } else if (url.startsWith('/private')) {
        res.setHeader('Cache-Control', 'private, no-store');
      } else {
        res.setHeader('Cache-Control', SHARED);
        res.setHeader('Surrogate-Key', url.startsWith('/blog') ? 'blog page' : 'page navigation');
        res.statusCode = status;
      }
      res.end(`${url} v${version}`);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    varnish = await startVarnish([`127.0.0.1:${(server.address() as AddressInfo).port}`]);
    await until(() => healthyBackends(varnish) === 1, 10_000, 'the stand-in web is healthy');
  }, 90_000);

  afterAll(async () => {
    await varnish?.stop();
    if (server?.listening) {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });

  it('keeps a shared answer for s-maxage, then serves it stale for stale-while-revalidate while fetching the next', async () => {
    const first = await request(`${varnish.url}/swr`);
    expect([first.status, first.headers['x-cache'], first.body]).toEqual([200, 'MISS', '/swr v1']);
    const second = await request(`${varnish.url}/swr`);
    expect([second.headers['x-cache'], hits.get('/swr')]).toEqual(['HIT', 1]);
    version = 2;
    await sleep(1500); // past s-maxage (1 s), within stale-while-revalidate (2 s more)
    const stale = await request(`${varnish.url}/swr`);
    expect([stale.headers['x-cache'], stale.body]).toEqual(['STALE', '/swr v1']);
    await until(() => hits.get('/swr') === 2, 3000, 'the background fetch');
    // The web has answered; Varnish stores that answer a moment later (on a busy machine, after
    // the next request can arrive), so ask until the new copy is the one served.
    let refreshed = await request(`${varnish.url}/swr`);
    await until(
      async () => (refreshed = await request(`${varnish.url}/swr`)).body === '/swr v2',
      2000,
      'the new copy is served',
    );
    expect([refreshed.headers['x-cache'], refreshed.body, hits.get('/swr')]).toEqual(['HIT', '/swr v2', 2]);
  });

  it('past stale-while-revalidate with a web up, fetches before answering', async () => {
    version = 3;
    await request(`${varnish.url}/late`);
    version = 4;
    await sleep(3500); // past s-maxage + stale-while-revalidate
    const late = await request(`${varnish.url}/late`);
    expect([late.headers['x-cache'], late.body]).toEqual(['MISS', '/late v4']);
  });

  it('serves a stale copy (stale-if-error) when the web fails', async () => {
    version = 5;
    await request(`${varnish.url}/sie`);
    await sleep(3500);
    status = 500;
    const failing = await request(`${varnish.url}/sie`);
    expect([failing.status, failing.headers['x-cache'], failing.body]).toEqual([200, 'STALE', '/sie v5']);
    // A page never fetched gets the web's own error.
    expect((await request(`${varnish.url}/sie-new`)).status).toBe(500);
    status = 200;
  });

  it('never keeps an answer with Set-Cookie, or one marked private', async () => {
    for (const url of ['/cookie', '/private']) {
      const a = await request(`${varnish.url}${url}`);
      const b = await request(`${varnish.url}${url}`);
      expect([a.headers['x-cache'], b.headers['x-cache']], url).not.toContain('HIT');
      expect(hits.get(url), url).toBe(2);
    }
    expect((await request(`${varnish.url}/cookie`)).headers['set-cookie']).toEqual(['ib_visitor=abc; Path=/; HttpOnly']);
  });

  it('never uses the cache for staff, sign-in, preview or the API, nor for a signed-in visitor', async () => {
    for (const url of ['/login', '/preview?x=1', '/api/content/layout', '/resources-manage', '/resources-manage/new', '/change-password', '/page-a']) {
      const headers = url === '/page-a' ? { cookie: 'XSRF-TOKEN=x; ib_session=abc' } : undefined;
      await request(`${varnish.url}${url}`, { headers });
      const again = await request(`${varnish.url}${url}`, { headers });
      expect(again.headers['x-cache'], url).toBe('PASS');
      expect(hits.get(url), url).toBe(2);
    }
    // Other cookies do not split the cache: the forms' XSRF token is not a session.
    await request(`${varnish.url}/page-b`, { headers: { cookie: 'XSRF-TOKEN=x' } });
    expect((await request(`${varnish.url}/page-b`)).headers['x-cache']).toBe('HIT');
  });

  it('bans by tag only for a caller with the token, and only the tagged answers', async () => {
    await request(`${varnish.url}/blog-1`);
    await request(`${varnish.url}/other-1`);
    const ban = (headers: Record<string, string>) => request(`${varnish.url}/`, { method: 'BAN', headers });
    expect((await ban({ 'x-purge-tags': 'blog' })).status).toBe(401);
    expect((await ban({ authorization: 'Bearer not-the-token-at-all', 'x-purge-tags': 'blog' })).status).toBe(401);
    expect((await ban({ authorization: `Bearer ${PURGE_TOKEN}`, 'x-purge-tags': 'blog)|(.*' })).status).toBe(400);
    // From an address outside the purge ACL, even the token does not help.
    const outsider = await request(`${varnish.url}/`, { method: 'BAN', headers: { authorization: `Bearer ${PURGE_TOKEN}`, 'x-purge-tags': 'blog' }, from: '127.0.0.2' });
    expect(outsider.status).toBe(403);
    expect((await request(`${varnish.url}/blog-1`)).headers['x-cache']).toBe('HIT');
    expect((await ban({ authorization: `Bearer ${PURGE_TOKEN}`, 'x-purge-tags': 'blog' })).status).toBe(200);
    expect((await request(`${varnish.url}/blog-1`)).headers['x-cache']).toBe('MISS');
    expect((await request(`${varnish.url}/other-1`)).headers['x-cache']).toBe('HIT');
  });

  it('serves stale copies when the web is down, and a short apology for what it never had', async () => {
    await request(`${varnish.url}/down`);
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await until(() => healthyBackends(varnish) === 0, 10_000, 'the stand-in web is sick');
    await sleep(1200); // past s-maxage
    const cached = await request(`${varnish.url}/down`);
    expect([cached.status, cached.headers['x-cache']]).toEqual([200, 'STALE']);
    const never = await request(`${varnish.url}/never-cached`);
    expect(never.status).toBe(503);
    expect(never.body).toContain('Back in a moment');
  });
});

describe('hashed files during a rolling deploy, with two stand-in webs', () => {
  // The web still on the old build has none of the new build's files; the new one has both builds'.
  let varnish: Varnish;
  const servers: http.Server[] = [];
  const notFoundOnOld: string[] = [];
  const NEW_FILES = Array.from({ length: 20 }, (_, i) => `/assets/new-${i}.css`);

  const standIn = (has: (url: string) => boolean, onMissing?: (url: string) => void) =>
    http.createServer((req, res) => {
      const url = req.url ?? '/';
      if (url === '/readyz') return void res.end('ok');
      if (!has(url)) {
        onMissing?.(url);
        res.setHeader('Cache-Control', 'no-store');
        res.statusCode = 404;
        return void res.end('Not found');
      }
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.end(`${url} body`);
    });

  beforeAll(async () => {
    servers.push(
      standIn((url) => url === '/assets/old.css', (url) => notFoundOnOld.push(url)),
      standIn((url) => url === '/assets/old.css' || NEW_FILES.includes(url)),
    );
    for (const s of servers) await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
    varnish = await startVarnish(servers.map((s) => `127.0.0.1:${(s.address() as AddressInfo).port}`));
    await until(() => healthyBackends(varnish) === 2, 10_000, 'both stand-in webs are healthy');
  }, 90_000);

  afterAll(async () => {
    await varnish?.stop();
    for (const s of servers) {
      s.closeAllConnections();
      await new Promise((r) => s.close(r));
    }
  });

  it('a file the first web asked does not have is fetched from the other: every new file answers 200', async () => {
    for (const file of NEW_FILES) expect([file, (await request(`${varnish.url}${file}`)).status]).toEqual([file, 200]);
    // Some of them were first asked of the old web (the shard director spreads files over both),
    // so the retry is what found them.
    expect(notFoundOnOld.length).toBeGreaterThan(0);
    expect((await request(`${varnish.url}/assets/old.css`)).status).toBe(200);
    // A file no web has is still a 404 (after each web was asked once), and not stored.
    const missing = await request(`${varnish.url}/assets/none.css`);
    expect([missing.status, missing.headers['x-cache']]).toEqual([404, 'MISS']);
  });
});
