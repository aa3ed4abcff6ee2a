// Two web instances behind a load balancer, as in production: one Strapi on a fresh PostgreSQL
// database (created and dropped here), Redis, two built webs and a small round-robin proxy in
// front of them (node:http) that adds X-Forwarded-For, with TRUST_PROXY=1 on the webs.
// - A staff session made through instance A works through instance B.
// - The form limit counts across both: FORMS_RATE_LIMIT posts accepted in total, the next refused.
// - A publish reaches both within 2 s (the CMS calls the proxy; one instance tells the other).
// - With Strapi stopped, cached pages still answer 200 and others a quick friendly 503; when it is
//   back, everything recovers without a restart.
// - With Redis gone, both fall back to their own memory (logged once each) and share again when
//   it is back.
import { execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain ES module without type declarations
import { freePort, startStack } from '../../scripts/lib/test-stack.mjs';
import { temporarySmallSeed } from './cms-only';
import { redisProxy } from './redis-proxy';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

interface Web {
  url: string;
  port: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

interface Stack {
  cmsUrl: string;
  webUrl: string;
  env: Record<string, string>;
  logs: string[];
  web: ChildProcess;
  stop(): Promise<void>;
  startWeb(extraEnv?: Record<string, string>, name?: string): Promise<Web>;
  stopCms(): Promise<void>;
  startCms(): Promise<void>;
}

const FORMS_RATE_LIMIT = 4;
const STAFF = { email: 'staff@example.com', password: 'StaffDemo!2024' };
const PAGES_CM = `/content-manager/collection-types/${CONTENT_TYPE_UIDS.page}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Round robin over the webs, as a load balancer: the client's address goes in X-Forwarded-For. */
function loadBalancer(port: number, targets: string[]) {
  let next = 0;
  const server = http.createServer((req, res) => {
    const index = next++ % targets.length;
    const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      `${targets[index]}${req.url}`,
      { method: req.method, headers: { ...req.headers, 'x-forwarded-for': forwarded }, localAddress: '127.0.0.1' },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-backend': String(index) });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise<{ close: () => Promise<void> }>((resolve) => {
    server.listen(port, '127.0.0.1', () => resolve({ close: () => new Promise((done) => server.close(() => done())) }));
  });
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** A request from a chosen local address (each client its own, as behind a real load balancer). */
function request(url: string, init: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: init.method ?? 'GET', headers: init.headers, localAddress: init.from }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

let stack: Stack;
let a: string;
let b: string;
let webB: Web;
let lbUrl: string;
let lb: { close: () => Promise<void> };
let redis: { port: number; cut: () => Promise<void> };
let database: string;
let adminJwt: string;
// The pages it asks for (home, contact, about us, careers, the privacy policy) are all it needs: 40 s sooner to start.
const seed = temporarySmallSeed(['pages/about-us/index.json', 'pages/about-us/careers.json', 'pages/policies/privacy-policy.json']);
/** /healthz's details are for the metrics token's bearer (the stack's own). */
const operator = () => ({ authorization: `Bearer ${stack.env.METRICS_TOKEN}` });

beforeAll(async () => {
  database = `ironbark_multi_${Date.now()}_${randomBytes(3).toString('hex')}`;
  execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-qc', `CREATE DATABASE ${database}`], { stdio: 'pipe' });
  redis = await redisProxy();
  const lbPort = (await freePort()) as number;
  lbUrl = `http://127.0.0.1:${lbPort}`;
  stack = (await startStack({
    databaseUrl: `postgres://postgres@127.0.0.1:5432/${database}`,
    // The CMS tells the load balancer about changes, not one instance.
    extraCmsEnv: { ...seed.env, WEB_INTERNAL_URL: lbUrl },
    extraWebEnv: { REDIS_URL: `redis://127.0.0.1:${redis.port}`, TRUST_PROXY: '1', FORMS_RATE_LIMIT: String(FORMS_RATE_LIMIT), NODE_ENV: 'production' },
  })) as Stack;
  a = stack.webUrl;
  webB = await stack.startWeb({}, 'web-b');
  b = webB.url;
  lb = await loadBalancer(lbPort, [a, b]);
  const login = await fetch(`${stack.cmsUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'AdminDemo!2024' }),
  });
  adminJwt = ((await login.json()) as { data: { token: string } }).data.token;
}, 600_000);

afterAll(async () => {
  await lb?.close();
  await stack?.stop();
  await redis?.cut().catch(() => undefined);
  if (database) execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-qc', `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`], { stdio: 'pipe' });
  seed.remove();
}, 120_000);

describe('two instances behind a load balancer', () => {
  it('a staff session made through instance A works through instance B', async () => {
    const cookies = new Map<string, string>();
    const keep = (res: Answer) => {
      for (const line of [res.headers['set-cookie'] ?? []].flat()) {
        const [pair] = line.split(';');
        const i = pair!.indexOf('=');
        cookies.set(pair!.slice(0, i), pair!.slice(i + 1));
      }
    };
    const cookie = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    keep(await request(`${a}/api/csrf`, { headers: { accept: 'application/json' } }));
    const token = decodeURIComponent(cookies.get('XSRF-TOKEN') ?? '');
    const login = await request(`${a}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-xsrf-token': token, cookie: cookie() },
      body: JSON.stringify(STAFF),
    });
    expect(login.status, login.text).toBe(200);
    keep(login);
    expect(cookies.get('ib_session')).toBeTruthy();

    const session = await request(`${b}/api/auth/session`, { headers: { accept: 'application/json', cookie: cookie() } });
    expect(JSON.parse(session.text)).toMatchObject({ authenticated: true, user: { email: STAFF.email } });
    const manage = await request(`${b}/resources-manage`, { headers: { accept: 'text/html', cookie: cookie() } });
    expect(manage.status).toBe(200);
    expect(manage.headers['cache-control']).toBe('private, no-store');
    const list = await request(`${b}/api/staff/resources`, { headers: { accept: 'application/json', cookie: cookie() } });
    expect(list.status).toBe(200);
    // A change through B with the token A issued at sign-in (bound to the session, not the instance).
    const logout = await request(`${b}/api/auth/logout`, {
      method: 'POST',
      headers: { accept: 'application/json', 'x-xsrf-token': decodeURIComponent(cookies.get('XSRF-TOKEN') ?? ''), cookie: cookie() },
    });
    expect(logout.status, logout.text).toBe(200);
  });

  it('the form limit counts across both instances, per client address (TRUST_PROXY)', async () => {
    const client = `127.${20 + Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
    // The forms' bot check: a start time from the first touch of the form, 3 s before sending
    // (signed with the shared secret, so either instance's token counts on the other); one per
    // message, as a start token is single-use.
    const starts: string[] = [];
    for (let i = 0; i < FORMS_RATE_LIMIT + 2; i++) starts.push((JSON.parse((await request(`${lbUrl}/api/forms/start`, { headers: { accept: 'application/json' } })).text) as { started: string }).started);
    await sleep(3100);
    const post = (from: string, started = starts.shift()!) =>
      request(`${lbUrl}/api/forms/contact`, {
        method: 'POST',
        from,
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', origin: lbUrl },
        body: new URLSearchParams({
          _page: '/contact-us',
          _started: started,
          name: 'Load Balancer Tester',
          email: `lb-${randomBytes(4).toString('hex')}@example.com`,
          phone: '02 5550 4200',
          company: 'Two Instances Pty Ltd',
          enquiryType: 'network',
          message: 'Checking that the limit counts across web instances.',
          consent: 'on',
        }).toString(),
      });
    const answers: Answer[] = [];
    for (let i = 0; i <= FORMS_RATE_LIMIT; i++) answers.push(await post(client));
    expect(answers.map((r) => r.status)).toEqual([...Array<number>(FORMS_RATE_LIMIT).fill(303), 429]);
    // Both instances answered (round robin), so the count really was shared.
    expect(new Set(answers.map((r) => r.headers['x-backend'])).size).toBe(2);
    expect(Number(answers.at(-1)!.headers['retry-after'])).toBeGreaterThan(0);
    // Another visitor behind the same load balancer has a limit of their own.
    expect((await post(`127.${20 + Math.floor(Math.random() * 200)}.251.9`)).status).toBe(303);
  });

  it('a publish shows on both instances within 2 seconds', async () => {
    const admin = async (path: string, init: { method?: string; body?: unknown } = {}) => {
      const res = await fetch(`${stack.cmsUrl}${path}`, {
        method: init.method ?? 'GET',
        headers: { authorization: `Bearer ${adminJwt}`, 'content-type': 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      return { status: res.status, body: (await res.json()) as { data?: Record<string, unknown>; results?: Record<string, unknown>[] } };
    };
    const list = await admin(`${PAGES_CM}?filters[path][$eq]=${encodeURIComponent('/privacy-policy')}`);
    const documentId = String(list.body.results![0]!.documentId);
    const seo = (await admin(`${PAGES_CM}/${documentId}`)).body.data!.seo as { metaTitle: string; metaDescription: string; metaKeywords?: string | null; noIndex?: boolean | null };
    // Both instances have the page cached.
    for (const web of [a, b]) for (let i = 0; i < 2; i++) await request(`${web}/privacy-policy`, { headers: { accept: 'text/html' } });
    expect((await request(`${b}/privacy-policy`)).headers['x-cache']).toBe('HIT');

    const newTitle = `Privacy policy (two instances ${randomBytes(3).toString('hex')})`;
    const published = await admin(`${PAGES_CM}/${documentId}/actions/publish`, {
      method: 'POST',
      body: { seo: { metaTitle: newTitle, metaDescription: seo.metaDescription, metaKeywords: seo.metaKeywords ?? null, noIndex: seo.noIndex ?? false } },
    });
    expect(published.status).toBe(200);
    const started = Date.now();
    const seen = new Map<string, number>();
    while (seen.size < 2 && Date.now() - started < 5000) {
      for (const web of [a, b]) {
        if (!seen.has(web) && title((await request(`${web}/privacy-policy`)).text) === newTitle) seen.set(web, Date.now() - started);
      }
      await sleep(50);
    }
    expect([...seen.keys()].sort()).toEqual([a, b].sort());
    for (const [web, ms] of seen) expect(ms, `${web} showed the new title after ${ms} ms`).toBeLessThanOrEqual(2000);
  });
});

describe('when the CMS stops', () => {
  it('cached pages answer 200, others a friendly 503 in under a second (logged with its cause), and all recovers when it is back', async () => {
    for (const web of [a, b]) expect((await request(`${web}/about-us`)).status).toBe(200);
    // Complete JSON log lines of both webs (a line may arrive in several chunks).
    const errors: Record<string, unknown>[] = [];
    for (const child of [stack.web, webB.child]) {
      let pending = '';
      child.stderr!.on('data', (chunk: Buffer) => {
        const parts = (pending + chunk.toString()).split('\n');
        pending = parts.pop() ?? '';
        for (const part of parts) {
          try {
            errors.push(JSON.parse(part) as Record<string, unknown>);
          } catch {
            // not a log line
          }
        }
      });
    }
    await stack.stopCms();
    try {
      for (const web of [a, b]) {
        const cached = await request(`${web}/about-us`, { headers: { accept: 'text/html' } });
        expect(cached.status).toBe(200);
        const started = Date.now();
        const missing = await request(`${web}/about-us/careers`, { headers: { accept: 'text/html' } });
        const ms = Date.now() - started;
        expect(missing.status).toBe(503);
        expect(ms).toBeLessThan(1000);
        expect(missing.headers['cache-control']).toBe('no-store');
        expect(missing.text).toContain('temporarily unavailable');
        expect(missing.text).toMatch(/<link rel="stylesheet"/); // the site's own page, styled
        expect(missing.text).not.toMatch(/\bat .+\.js:\d+/);
        // Logged with the request id and the cause, so the 503 can be traced.
        const requestId = String(missing.headers['x-request-id']);
        const since = Date.now();
        let line: Record<string, unknown> | undefined;
        while (!line && Date.now() - since < 2000) {
          line = errors.find((l) => l.requestId === requestId && l.msg === 'loader failed');
          if (!line) await sleep(50);
        }
        expect(line, `a "loader failed" line for ${requestId}`).toMatchObject({ level: 'error', status: 503, cause: { kind: 'unreachable' } });
      }
      // An editor's change (as far as the web knows) outdates everything: the stored copies are
      // still served rather than an error.
      const revalidate = await request(`${a}/api/revalidate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${stack.env.REVALIDATE_SECRET}`, 'content-type': 'application/json' },
        body: JSON.stringify({ model: CONTENT_TYPE_UIDS.page, action: 'update' }),
      });
      expect(revalidate.status).toBe(200);
      for (const web of [a, b]) expect((await request(`${web}/about-us`)).status).toBe(200);
      for (const web of [a, b]) expect((await request(`${web}/healthz`)).status).toBe(200);
    } finally {
      await stack.startCms();
    }
    const started = Date.now();
    const recovered = new Set<string>();
    while (recovered.size < 2 && Date.now() - started < 30_000) {
      for (const web of [a, b]) if ((await request(`${web}/about-us/careers`)).status === 200) recovered.add(web);
      await sleep(500);
    }
    expect(recovered.size, 'both instances serve the page again without a restart').toBe(2);
  }, 300_000);
});

describe('when Redis goes away', () => {
  it('both instances keep answering from their own memory, log it once, and share again when it is back', async () => {
    const warnings = [0, 0];
    [stack.web, webB.child].forEach((child, i) =>
      child.stderr!.on('data', (chunk: Buffer) => (warnings[i]! += (chunk.toString().match(/redis unavailable/g) ?? []).length)),
    );
    await redis.cut();
    const downSince = Date.now();
    while (Date.now() - downSince < 8000) {
      const health = await Promise.all([a, b].map(async (web) => JSON.parse((await request(`${web}/healthz`, { headers: operator() })).text) as { redis: string }));
      if (health.every((h) => h.redis === 'down') && warnings.every((n) => n > 0)) break;
      await sleep(100);
    }
    for (let i = 0; i < 5; i++) {
      for (const web of [a, b]) {
        expect((await request(`${web}/about-us`)).status).toBe(200);
        expect((await request(`${web}/api/content/layout`)).status).toBe(200);
      }
    }
    // A form post still meets a limit (each instance's own, meanwhile) and never an error.
    const lone = await request(`${lbUrl}/api/forms/contact`, {
      method: 'POST',
      from: `127.${20 + Math.floor(Math.random() * 200)}.252.7`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', origin: lbUrl },
      body: 'name=x',
    });
    expect(lone.status).toBe(400);
    // Reconnection attempts keep failing meanwhile; still one warning each.
    await sleep(1500);
    expect(warnings, 'one warning from each instance for the whole outage').toEqual([1, 1]);

    redis = await redisProxy(redis.port);
    const backSince = Date.now();
    let health: { redis: string }[] = [];
    while (Date.now() - backSince < 10_000) {
      health = await Promise.all([a, b].map(async (web) => JSON.parse((await request(`${web}/healthz`, { headers: operator() })).text) as { redis: string }));
      if (health.every((h) => h.redis === 'up')) break;
      await sleep(100);
    }
    expect(health.map((h) => h.redis)).toEqual(['up', 'up']);
    // Invalidation reaches the other instance again: B's copy is outdated by A's revalidation.
    await sleep(300); // B's subscription is back
    // B holds a fresh copy first. A copy rendered from content read during the outage is marked
    // stale and rendered again in the background, so on a busy machine that can take a few rounds.
    let cache: unknown;
    const freshSince = Date.now();
    while (Date.now() - freshSince < 10_000) {
      cache = (await request(`${b}/about-us`)).headers['x-cache'];
      if (cache === 'HIT') break;
      await sleep(200);
    }
    expect(cache, 'B answers /about-us from a fresh copy').toBe('HIT');
    await request(`${a}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stack.env.REVALIDATE_SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: CONTENT_TYPE_UIDS.global, action: 'update' }),
    });
    await sleep(200);
    expect((await request(`${b}/about-us`)).headers['x-cache']).not.toBe('HIT');
  }, 120_000);
});
