// Varnish in front of the web, as the README's reference production setup: varnishd (Debian's
// package) started by ops/varnish/start.sh on a free port with a working folder of its own.
//
// First with a stand-in web whose answers the test chooses, for the cache rules themselves
// (s-maxage, stale-while-revalidate, stale-if-error, cookies, private answers, bans and who may
// send them). Then in front of two built web servers (Redis-shared, TRUST_PROXY=1, purging with
// BAN) on the suite's CMS:
// - the second request for a page is a hit that never reaches a web (the webs' own metrics);
// - a publish (the revalidation the CMS sends) makes the changed page fresh within 2 s and leaves
//   unrelated pages cached;
// - staff pages, signed-in staff and answers with cookies are never cached;
// - one web restarted (SIGTERM) during a 50-connection load: no failed request, every lead posted
//   meanwhile is stored;
// - with both webs stopped, cached pages still answer 200.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: plain CommonJS module without type declarations
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain ES module without type declarations
import { endProcess, freePort, waitFor } from '../../scripts/lib/test-stack.mjs';
// @ts-expect-error: plain ES module without type declarations
import { findVarnishd, VARNISH_INSTALL_HINT } from '../../scripts/lib/varnish.mjs';
import { contactFields, editorJwt, storedFor, Visitor } from './forms-helpers';
import { stack } from './helpers';
import { raw, type RawAnswer } from './raw-http';

const REPO = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const START = path.join(REPO, 'ops', 'varnish', 'start.sh');
const PURGE_TOKEN = randomBytes(24).toString('base64url');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Answer = RawAnswer;

/** One request through node:http (from a chosen local address when asked). */
function request(url: string, init: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {}): Promise<Answer> {
  const { origin, pathname, search } = new URL(url);
  return raw(origin, `${pathname}${search}`, { headers: {}, ...init });
}

interface Varnish {
  url: string;
  child: ChildProcess;
  workdir: string;
  log: string[];
  stop(): Promise<void>;
}

/** varnishd through ops/varnish/start.sh, as the compose service runs it; resolves once it answers. */
async function startVarnish(backends: string[], port?: number): Promise<Varnish> {
  port ??= (await freePort()) as number;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ironbark-varnish-'));
  // Started as root, varnishd reads the VCL as its own unprivileged user.
  chmodSync(dir, 0o755);
  const log: string[] = [];
  const child = spawn('sh', [START], {
    env: {
      PATH: process.env.PATH,
      WEB_BACKENDS: backends.join(' '),
      CDN_PURGE_TOKEN: PURGE_TOKEN,
      VARNISH_LISTEN: `127.0.0.1:${port}`,
      VARNISH_SIZE: '64M',
      VARNISH_PROBE_INTERVAL: '500ms',
      VARNISH_RUNTIME_DIR: path.join(dir, 'vcl'),
      VARNISH_WORKDIR: path.join(dir, 'work'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c: Buffer) => log.push(String(c)));
  child.stderr!.on('data', (c: Buffer) => log.push(String(c)));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await endProcess(child);
    rmSync(dir, { recursive: true, force: true });
  };
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`varnishd exited (${child.exitCode}):\n${log.join('')}`);
    const up = await request(`${url}/__varnish-up`, { method: 'BAN' }).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() - started > 60_000) {
      await stop();
      throw new Error(`varnishd did not answer within 60 s:\n${log.join('')}`);
    }
    await sleep(200);
  }
  return { url, child, workdir: path.join(dir, 'work'), log, stop };
}

/** How many backends Varnish's probes find healthy. */
function healthyBackends(varnish: Varnish): number {
  const out = spawnSync('varnishadm', ['-n', varnish.workdir, 'backend.list'], { encoding: 'utf8' });
  // One line per backend ("boot.web1  probe  3/3  healthy ..."), and one for the director ("boot.web").
  return (out.stdout ?? '').split('\n').filter((line) => /^\S+\.web\d+\s.*\bhealthy\b/i.test(line)).length;
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(100);
  }
}

beforeAll(() => {
  if (!findVarnishd()) throw new Error(VARNISH_INSTALL_HINT);
});

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

interface Web {
  port: number;
  url: string;
  metricsUrl: string;
  child: ChildProcess;
  log: string[];
}

describe('two web servers behind Varnish', () => {
  let varnish: Varnish;
  const webs: Web[] = [];
  let varnishPort: number;
  const SERVICE_PAGE = '/terms-of-use';
  const BLOGS_CM = '/content-manager/collection-types/api::blog.blog';
  let resource: { documentId: string; slug: string; title: string; type: string } | undefined;
  let jwt: string;

  /** A built web server on the suite's CMS, as production runs one behind Varnish. */
  async function launchWeb(port: number, metricsPort: number): Promise<Web> {
    const log: string[] = [];
    const child = spawn(process.execPath, ['web/server/main.js'], {
      cwd: REPO,
      env: {
        PATH: process.env.PATH,
        ...stack().env,
        PORT: String(port),
        HOST: '127.0.0.1',
        SITE_URL: `http://127.0.0.1:${varnishPort}`,
        LOG_LEVEL: 'warn',
        REDIS_URL: 'redis://127.0.0.1:6379',
        TRUST_PROXY: '1',
        CDN_PURGE_URL: `http://127.0.0.1:${varnishPort}/`,
        CDN_PURGE_TOKEN: PURGE_TOKEN,
        CDN_PURGE_MODE: 'varnish',
        METRICS_PORT: String(metricsPort),
        // Longer than Varnish takes to see /readyz fail (two probes 500 ms apart).
        SHUTDOWN_DRAIN_SECONDS: '2',
        SHUTDOWN_TIMEOUT_SECONDS: '10',
        FORMS_RATE_LIMIT: '1000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (c: Buffer) => log.push(String(c)));
    child.stderr!.on('data', (c: Buffer) => log.push(String(c)));
    const url = `http://127.0.0.1:${port}`;
    await waitFor(`${url}/healthz`, { child });
    return { port, url, metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`, child, log };
  }

  /** A web's own metrics, from its METRICS_PORT listener (which asks for METRICS_TOKEN too when one is set). */
  async function scrape(web: Web): Promise<string[]> {
    const token = stack().env.METRICS_TOKEN;
    const res = await request(web.metricsUrl, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect(res.status, `metrics of ${web.url}`).toBe(200);
    return res.body.split('\n');
  }

  /** Requests the webs answered for a route template, from their own metrics. */
  async function served(route: string): Promise<number> {
    let total = 0;
    for (const web of webs) {
      for (const line of await scrape(web)) {
        if (line.startsWith('web_http_requests_total{') && line.includes(`route="${route}"`)) total += Number(line.split(' ').pop());
      }
    }
    return total;
  }

  const get = (target: string, headers?: Record<string, string>) => request(`${varnish.url}${target}`, { headers: { accept: 'text/html', ...headers } });

  beforeAll(async () => {
    varnishPort = (await freePort()) as number;
    const ports = (await Promise.all([freePort(), freePort(), freePort(), freePort()])) as number[];
    webs.push(...(await Promise.all([launchWeb(ports[0]!, ports[1]!), launchWeb(ports[2]!, ports[3]!)])));
    varnish = await startVarnish(
      webs.map((w) => `127.0.0.1:${w.port}`),
      varnishPort,
    );
    await until(() => healthyBackends(varnish) === 2, 15_000, 'both webs are healthy in Varnish');
    jwt = await editorJwt(stack().cmsUrl);
  }, 180_000);

  afterAll(async () => {
    if (resource) {
      // The resource's own title again, everywhere.
      await fetch(`${stack().cmsUrl}${BLOGS_CM}/${resource.documentId}/actions/publish`, {
        method: 'POST',
        headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title: resource.title }),
      });
    }
    await varnish?.stop();
    await Promise.all(webs.map((w) => endProcess(w.child)));
  }, 60_000);

  it('answers the second request for a page from the cache, without reaching a web', async () => {
    const first = await get(SERVICE_PAGE);
    expect(first.status).toBe(200);
    const before = await served('/:page');
    expect(before, 'the first request reached a web').toBeGreaterThan(0);
    const second = await get(SERVICE_PAGE);
    expect([second.status, second.headers['x-cache']]).toEqual([200, 'HIT']);
    expect(second.headers.age).toMatch(/^\d+$/);
    expect(second.body).toBe(first.body);
    expect(await served('/:page')).toBe(before);
  });

  it('never caches staff pages, signed-in staff, or answers that set a cookie', async () => {
    const loginBefore = await served('/login');
    for (let i = 0; i < 2; i++) expect((await get('/login')).headers['x-cache']).toBe('PASS');
    expect(await served('/login')).toBe(loginBefore + 2);

    const pagesBefore = await served('/:page');
    const signedIn = await get(SERVICE_PAGE, { cookie: 'ib_session=not-a-real-session' });
    expect(signedIn.headers['x-cache']).toBe('PASS');
    expect(await served('/:page')).toBe(pagesBefore + 1);

    const manage = await get('/resources-manage');
    expect(manage.headers['x-cache']).toBe('PASS');

    // /api/csrf sets cookies: every answer comes from a web, none is shared.
    const csrfBefore = await served('/api/csrf');
    const a = await get('/api/csrf', { accept: 'application/json' });
    const b = await get('/api/csrf', { accept: 'application/json' });
    expect(a.headers['set-cookie']?.length).toBeGreaterThan(0);
    expect(b.headers['set-cookie']?.length).toBeGreaterThan(0);
    expect(a.headers['set-cookie']).not.toEqual(b.headers['set-cookie']);
    expect(await served('/api/csrf')).toBe(csrfBefore + 2);
  });

  it('a publish makes the changed page fresh within 2 s and leaves unrelated pages cached', async () => {
    const list = await fetch(
      `${stack().cmsUrl}/api/blogs?sort=publishedDate:desc&pagination[pageSize]=50&fields[0]=title&fields[1]=slug&fields[2]=type`,
    );
    const all = ((await list.json()) as { data: { documentId: string; slug: string; title: string; type: string }[] }).data;
    resource = all[0]!;
    const otherType = all.find((r) => r.type !== resource!.type);
    expect(otherType, 'a resource of another type').toBeTruthy();
    const article = `/resources/${resource.slug}`;
    const unrelated = [SERVICE_PAGE, `/resources/${otherType!.slug}`];
    const first = await get(article);
    const cachedArticle = await get(article);
    expect(cachedArticle.headers['x-cache']).toBe('HIT');
    const articleKeys = String(cachedArticle.headers['surrogate-key']).split(' ');
    expect(articleKeys.filter((k) => k.startsWith('res:')), 'the article names its own resource').toHaveLength(1);
    for (const target of unrelated) {
      await get(target);
      expect((await get(target)).headers['x-cache'], `${target} cached before the publish`).toBe('HIT');
    }
    // What carries no content tag (the hashed scripts and styles) stays cached through it.
    const asset = /<link[^>]+href="(\/assets\/[^"]+\.css)"/.exec(first.body)?.[1];
    expect(asset, 'the article links its stylesheet').toBeTruthy();
    await get(asset!);
    expect((await get(asset!)).headers['x-cache']).toBe('HIT');
    const assetsBefore = await served('/assets/*');

    const title = `Varnish check ${randomBytes(3).toString('hex')}`;
    const published = await fetch(`${stack().cmsUrl}${BLOGS_CM}/${resource.documentId}/actions/publish`, {
      method: 'POST',
      headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title }),
    });
    expect(published.status).toBe(200);
    // What the CMS sends after the save (cms/src/bootstrap/revalidate.ts: the resource's slugs
    // and types before and after), through the cache.
    const started = Date.now();
    const revalidated = await request(`${varnish.url}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stack().env.REVALIDATE_SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'api::blog.blog', action: 'publish', documentId: resource.documentId, slugs: [resource.slug], types: [resource.type] }),
    });
    expect(revalidated.status).toBe(200);
    let fresh: Answer;
    for (;;) {
      fresh = await get(article);
      if (fresh.body.includes(title) || Date.now() - started > 5000) break;
      await sleep(50);
    }
    const ms = Date.now() - started;
    expect(fresh.body, 'the new title through the cache').toContain(title);
    expect(ms, 'publish to fresh through the cache').toBeLessThanOrEqual(2000);
    console.info(`varnish: publish to fresh through the cache in ${ms} ms`);

    // The service page and the article of another type were not touched: still hits, no web asked.
    for (const target of unrelated) expect((await get(target)).headers['x-cache'], `${target} after the publish`).toBe('HIT');
    expect((await get(asset!)).headers['x-cache']).toBe('HIT');
    expect(await served('/assets/*'), 'the stylesheet never reached a web').toBe(assetsBefore);
    // Varnish was asked to ban the resource, its type and the resource lists, nothing site-wide.
    const bans = spawnSync('varnishadm', ['-n', varnish.workdir, 'ban.list'], { encoding: 'utf8' }).stdout;
    const banned = (bans.match(/obj\.http\.Surrogate-Key ~ \S+/g) ?? []).flatMap((b) => /\)\(([^()]+)\)\(\[\[:space:\]\]\|\$\)$/.exec(b)![1]!.split('|'));
    expect(banned.sort()).toEqual(['blog-list', ...articleKeys.filter((k) => k.startsWith('res:') || k.startsWith('res-type:'))].sort());
    let purges = 0;
    for (const web of webs) {
      const line = (await scrape(web)).find((l) => l.startsWith('web_cdn_purges_total{outcome="ok"}'));
      purges += line ? Number(line.split(' ').pop()) : 0;
    }
    expect(purges).toBe(1);
  });

  it('one web restarted during a 50-connection load: no failed request, and every lead sent meanwhile is stored', async () => {
    const visitors = await Promise.all(Array.from({ length: 8 }, () => new Visitor(varnish.url).arrive()));
    const load = new Promise<{ errors: number; timeouts: number; non2xx: number; '2xx': number }>((resolve, reject) => {
      autocannon(
        {
          url: varnish.url,
          connections: 50,
          duration: 10,
          // Cached pages, and an API answer every web must give itself (Varnish passes /api).
          requests: [{ path: '/' }, { path: SERVICE_PAGE }, { path: '/api/content/layout' }],
        },
        (error: Error | null, result: { errors: number; timeouts: number; non2xx: number; '2xx': number }) => (error ? reject(error) : resolve(result)),
      );
    });
    await sleep(1000);
    const restartedWeb = webs[1]!;
    const restart = (async () => {
      const stopped = Date.now();
      await endProcess(restartedWeb.child);
      const back = await launchWeb(restartedWeb.port, Number(new URL(restartedWeb.metricsUrl).port));
      webs[1] = back;
      return Date.now() - stopped;
    })();
    const emails: string[] = [];
    const answers: number[] = [];
    for (const visitor of visitors) {
      const fields = contactFields();
      emails.push(fields.email!);
      const res = await visitor.submit('contact', fields, { json: true });
      answers.push(res.status);
      await sleep(400);
    }
    const restartMs = await restart;
    const result = await load;
    console.info(`varnish: web restarted in ${restartMs} ms during the load: ${result['2xx']} answers 2xx, ${result.non2xx} other, ${result.errors} errors, ${result.timeouts} timeouts; ${answers.length} leads sent`);
    expect(restartMs, 'the web stopped and came back during the load').toBeGreaterThan(2000);
    expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({ errors: 0, timeouts: 0, non2xx: 0 });
    expect(result['2xx']).toBeGreaterThan(500);
    expect(answers).toEqual(visitors.map(() => 200));
    for (const email of emails) {
      let rows = await storedFor(stack().cmsUrl, jwt, email);
      for (let i = 0; rows.length === 0 && i < 40; i++) {
        await sleep(500);
        rows = await storedFor(stack().cmsUrl, jwt, email);
      }
      expect(rows.length, `lead ${email} stored once`).toBe(1);
    }
    await until(() => healthyBackends(varnish) === 2, 15_000, 'the restarted web is back in Varnish');
  }, 120_000);

  it('with both webs stopped, cached pages still answer 200', async () => {
    expect((await get('/')).status).toBe(200);
    await Promise.all(webs.map((w) => endProcess(w.child)));
    await until(() => healthyBackends(varnish) === 0, 10_000, 'Varnish sees both webs down');
    for (const target of ['/', SERVICE_PAGE]) {
      const res = await get(target);
      expect([target, res.status]).toEqual([target, 200]);
      expect(['HIT', 'STALE']).toContain(res.headers['x-cache']);
    }
    const never = await get('/about-us/careers?utm_source=never-cached');
    expect(never.status).toBe(503);
  });
});
