// Varnish in front of the web, as the reference production setup in docs/operations.md, with two built web
// servers (Redis-shared, TRUST_PROXY=1, purging with BAN) on the suite's CMS:
// - the second request for a page is a hit that never reaches a web (the webs' own metrics);
// - a publish (the revalidation the CMS sends) makes the changed page fresh within 2 s and leaves
//   unrelated pages cached;
// - staff pages, signed-in staff and answers with cookies are never cached;
// - one web restarted (SIGTERM) during a 50-connection load: no failed request, every lead posted
//   meanwhile is stored;
// - with both webs stopped, cached pages still answer 200.
// (varnish-rules.test.ts checks the cache rules themselves with a stand-in web.)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
// @ts-expect-error: plain CommonJS module without type declarations
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain ES module without type declarations
import { endProcess, freePort, waitFor } from '../../scripts/lib/test-stack.mjs';
import { contactFields, editorJwt, storedFor, Visitor } from './forms-helpers';
import { stack } from './helpers';
import { healthyBackends, REPO, request, requireVarnish, sleep, startVarnish, until, webBehindVarnishEnv, type Answer, type Varnish } from './varnish-support';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

requireVarnish();

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
  const BLOGS_CM = `/content-manager/collection-types/${CONTENT_TYPE_UIDS.blog}`;
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
        ...webBehindVarnishEnv(port, varnishPort),
        METRICS_PORT: String(metricsPort),
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

  /** Purges the webs made that Varnish accepted, from their own metrics. */
  async function purgesOk(): Promise<number> {
    let purges = 0;
    for (const web of webs) {
      const line = (await scrape(web)).find((l) => l.startsWith('web_cdn_purges_total{outcome="ok"}'));
      purges += line ? Number(line.split(' ').pop()) : 0;
    }
    return purges;
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
    // (A web that starts with earlier builds in its history purges their pages: counted apart.)
    const purgesBefore = await purgesOk();

    const title = `Varnish check ${randomBytes(3).toString('hex')}`;
    const published = await fetch(`${stack().cmsUrl}${BLOGS_CM}/${resource.documentId}/actions/publish`, {
      method: 'POST',
      headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title }),
    });
    expect(published.status).toBe(200);
    // What the CMS sends after the save (cms/src/revalidation/revalidate.ts: the resource's slugs
    // and types before and after), through the cache.
    const started = Date.now();
    const revalidated = await request(`${varnish.url}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stack().env.REVALIDATE_SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: CONTENT_TYPE_UIDS.blog, action: 'publish', documentId: resource.documentId, slugs: [resource.slug], types: [resource.type] }),
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
    const banned = (bans.match(/obj\.http\.Surrogate-Key ~ \S+/g) ?? [])
      .flatMap((b) => /\)\(([^()]+)\)\(\[\[:space:\]\]\|\$\)$/.exec(b)![1]!.split('|'))
      .filter((tag) => !tag.startsWith('build:'));
    expect(banned.sort()).toEqual(['blog-list', ...articleKeys.filter((k) => k.startsWith('res:') || k.startsWith('res-type:'))].sort());
    expect((await purgesOk()) - purgesBefore).toBe(1);
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
