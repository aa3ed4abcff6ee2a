// When the CMS cannot store a lead, the lead is not lost: the web asks again a few times, then
// keeps it in its outbox (Redis when configured, otherwise files in FORMS_OUTBOX_DIR) and sends
// it again in the background until the CMS has it, once, whatever happened to the answers on the
// way; the visitor is told it was received. A field the CMS refuses comes back as a 400 naming
// the field, never "try again later". Every step is in the log with the request's id.
//
// A web server of its own talks to the shared stack's CMS through a small proxy this test
// controls: passing requests on, answering 503 as a CMS that is down would, storing a request
// but losing the answer, or refusing a field as Strapi's validation does.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, stack, waitFor } from './helpers';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

const repo = path.join(__dirname, '..', '..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const unique = () => randomBytes(5).toString('hex');
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

type Mode = 'pass' | 'down' | 'lose-answer' | 'refuse-email';

/** The CMS as the web sees it: the real one, behind a switch. */
async function cmsProxy(target: string) {
  let mode: Mode = 'pass';
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const isSubmission = req.method === 'POST' && req.url?.startsWith('/api/form-submissions');
      if (isSubmission && mode === 'down') {
        res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":{"status":503,"name":"ServiceUnavailableError"}}');
        return;
      }
      if (isSubmission && mode === 'refuse-email') {
        res
          .writeHead(400, { 'content-type': 'application/json' })
          .end(JSON.stringify({ data: null, error: { status: 400, name: 'ValidationError', message: 'email must be a valid email', details: { errors: [{ path: ['email'], message: 'email must be a valid email', name: 'ValidationError' }] } } }));
        return;
      }
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => !['host', 'content-length', 'connection'].includes(k))) as Record<string, string>;
      const upstream = await fetch(`${target}${req.url}`, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined }).catch(() => null);
      if (!upstream) {
        res.writeHead(502).end();
        return;
      }
      if (isSubmission && mode === 'lose-answer') {
        // Stored by the CMS; the answer never reaches the web.
        res.writeHead(504).end();
        return;
      }
      const body = Buffer.from(await upstream.arrayBuffer());
      res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    set: (m: Mode) => {
      mode = m;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

interface Web {
  url: string;
  logs: string[];
  child: ChildProcess;
  stop(): Promise<void>;
}

async function startWeb(extraEnv: Record<string, string>): Promise<Web> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logs: string[] = [];
  const child = spawn(process.execPath, ['web/server/main.js'], {
    cwd: repo,
    env: { ...process.env, ...stack().env, PORT: String(port), HOST: '127.0.0.1', SITE_URL: url, WEB_URL: url, LOG_LEVEL: 'info', NODE_ENV: 'production', ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const s of [child.stdout!, child.stderr!]) s.on('data', (c: Buffer) => logs.push(c.toString('utf8')));
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(`${url}/healthz`).then((r) => r.ok).catch(() => false);
    if (ok) break;
    if (child.exitCode !== null) throw new Error(`web exited: ${logs.join('')}`);
    await sleep(200);
  }
  return {
    url,
    logs,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A visitor sending the contact form with JavaScript, 3 s after first touching it. */
async function sendLead(web: Web, email: string): Promise<{ status: number; body: Record<string, unknown>; requestId: string; key: string }> {
  const browser = new Browser(web.url);
  const token = await browser.xsrf();
  const start = await browser.fetch('/api/forms/start', { headers: { accept: 'application/json' } });
  const { started } = (await start.json()) as { started: string };
  await sleep(3100);
  const key = `outbox-${unique()}-${unique()}`;
  const res = await browser.fetch('/api/forms/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', 'x-xsrf-token': token, origin: web.url },
    body: new URLSearchParams({
      _page: '/contact-us',
      _started: started,
      _key: key,
      name: 'Outbox Tester',
      email,
      phone: '02 5550 4200',
      enquiryType: 'network',
      message: 'Please keep this message until the CMS is back.',
      consent: 'on',
    }).toString(),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, requestId: res.headers.get('x-request-id') ?? '', key };
}

let editorJwt = '';
/** Leads as editors read them: the Strapi admin's API, signed in as the demo editor. */
async function storedFor(email: string): Promise<{ submissionKey?: string }[]> {
  if (!editorJwt) {
    // Strapi allows 5 admin sign-ins per address in 5 minutes, and the other suites sign in from
    // 127.0.0.1: this one signs in from an address of its own.
    const body = JSON.stringify({ email: 'admin@example.com', password: 'AdminDemo!2024' });
    const text = await new Promise<string>((resolve, reject) => {
      const req = http.request(
        `${stack().cmsUrl}/admin/login`,
        { method: 'POST', localAddress: `127.77.${Math.floor(Math.random() * 250)}.${2 + Math.floor(Math.random() * 250)}`, headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => (res.statusCode === 200 ? resolve(Buffer.concat(chunks).toString('utf8')) : reject(new Error(`admin login ${res.statusCode}`))));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    editorJwt = (JSON.parse(text) as { data: { token: string } }).data.token;
  }
  const q = new URLSearchParams({ 'filters[$and][0][email][$eq]': email, page: '1', pageSize: '100' });
  const res = await fetch(`${stack().cmsUrl}/content-manager/collection-types/${CONTENT_TYPE_UIDS.formSubmission}?${q}`, {
    headers: { authorization: `Bearer ${editorJwt}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { results: { submissionKey?: string }[] }).results;
}

/** The structured log lines of one request. */
function linesOf(web: Web, requestId: string): { msg: string; [k: string]: unknown }[] {
  return web.logs
    .join('')
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { msg: string; requestId?: string })
    .filter((l) => l.requestId === requestId);
}

describe('forms outbox, in files (no Redis)', () => {
  let proxy: Awaited<ReturnType<typeof cmsProxy>>;
  let web: Web;
  let dir: string;

  beforeAll(async () => {
    proxy = await cmsProxy(stack().cmsUrl);
    dir = mkdtempSync(path.join(os.tmpdir(), 'ironbark-outbox-test-'));
    web = await startWeb({ CMS_URL: proxy.url, FORMS_OUTBOX_DIR: dir, FORMS_OUTBOX_RETRY_SECONDS: '1' });
  });

  afterAll(async () => {
    await web?.stop();
    await proxy?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('a lead sent while the CMS is down is received, kept in a file, and stored once when the CMS is back', async () => {
    proxy.set('down');
    const email = `outbox-${unique()}@example.com`;
    const res = await sendLead(web, email);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ ok: true, stored: false });
    expect(readdirSync(dir).filter((f) => f.endsWith('.json'))).toHaveLength(1);
    expect(await storedFor(email)).toEqual([]);

    // Three tries, then the outbox, all under the request's id.
    const steps = linesOf(web, res.requestId).map((l) => l.msg);
    expect(steps.filter((m) => m === 'form: storing failed')).toHaveLength(3);
    expect(steps).toContain('form: kept in the outbox until the CMS can store it');

    proxy.set('pass');
    const rows = await waitFor(() => storedFor(email), (r) => r.length > 0);
    expect(rows).toHaveLength(1);
    await waitFor(async () => readdirSync(dir).filter((f) => f.endsWith('.json')).length, (n) => n === 0);
    expect(readdirSync(dir).filter((f) => f.endsWith('.json'))).toEqual([]);
    await sleep(1500);
    expect(await storedFor(email)).toHaveLength(1);
  });

  it('a lead the CMS stored but whose answer was lost is sent again and still stored once', async () => {
    proxy.set('lose-answer');
    const email = `outbox-${unique()}@example.com`;
    const res = await sendLead(web, email);
    expect(res.status).toBe(200);
    proxy.set('pass');
    await waitFor(async () => readdirSync(dir).filter((f) => f.endsWith('.json')).length, (n) => n === 0);
    await sleep(1500);
    const rows = await storedFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.submissionKey).toBe(res.key);
    // The CMS already had it: the outbox's try met the same submission key and is done.
    expect(web.logs.join('')).toMatch(new RegExp(`"msg":"form: stored from the outbox"[^\\n]*"submissionKey":"${res.key}"`));
  });

  it('a field the CMS refuses is a 400 naming the field, never "try again later", and nothing is queued', async () => {
    proxy.set('refuse-email');
    const email = `refused-${unique()}@example.com`;
    const res = await sendLead(web, email);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors as Record<string, string>)).toEqual(['email']);
    expect(JSON.stringify(res.body)).not.toMatch(/try again in a few minutes/i);
    expect(readdirSync(dir).filter((f) => f.endsWith('.json'))).toEqual([]);
    proxy.set('pass');
  });

  it('a lead left in the outbox by an earlier run is stored after a restart', async () => {
    proxy.set('down');
    const email = `restart-${unique()}@example.com`;
    expect((await sendLead(web, email)).status).toBe(200);
    await web.stop();
    expect(readdirSync(dir).filter((f) => f.endsWith('.json'))).toHaveLength(1);
    proxy.set('pass');
    web = await startWeb({ CMS_URL: proxy.url, FORMS_OUTBOX_DIR: dir, FORMS_OUTBOX_RETRY_SECONDS: '1' });
    expect(await waitFor(() => storedFor(email), (r) => r.length > 0)).toHaveLength(1);
  });
});

describe('forms outbox, in Redis', () => {
  let proxy: Awaited<ReturnType<typeof cmsProxy>>;
  let web: Web;
  let redis: Redis;
  let dir: string;
  let available = true;

  beforeAll(async () => {
    redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    available = await redis.connect().then(() => true, () => false);
    proxy = await cmsProxy(stack().cmsUrl);
    dir = mkdtempSync(path.join(os.tmpdir(), 'ironbark-outbox-test-'));
    web = await startWeb({ CMS_URL: proxy.url, FORMS_OUTBOX_DIR: dir, FORMS_OUTBOX_RETRY_SECONDS: '1', ...(available ? { REDIS_URL } : {}) });
  });

  afterAll(async () => {
    await web?.stop();
    await proxy?.close();
    if (available) {
      // This run's keys only (the web's keys are namespaced by its address).
      const keys = await redis.keys('*forms:outbox*');
      const own = [];
      for (const key of keys) if ((await redis.lrange(key, 0, -1)).some((v) => v.includes('outbox-redis-'))) own.push(key);
      if (own.length) await redis.del(...own);
    }
    redis?.disconnect();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the lead in Redis (no file) and stores it once when the CMS is back', async () => {
    expect(available, `Redis at ${REDIS_URL}`).toBe(true);
    await waitFor(() => fetch(`${web.url}/healthz`, { headers: { authorization: `Bearer ${stack().env.METRICS_TOKEN}` } }).then((r) => r.json() as Promise<{ redis?: string }>), (h) => h.redis === 'up');
    proxy.set('down');
    const email = `outbox-redis-${unique()}@example.com`;
    const res = await sendLead(web, email);
    expect(res.status).toBe(200);
    expect(existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : []).toEqual([]);
    const keys = await redis.keys('*forms:outbox');
    const waiting = (await Promise.all(keys.map((k) => redis.lrange(k, 0, -1)))).flat().filter((v) => v.includes(email));
    expect(waiting).toHaveLength(1);
    proxy.set('pass');
    expect(await waitFor(() => storedFor(email), (r) => r.length > 0)).toHaveLength(1);
    const left = async () => (await Promise.all(keys.map((k) => redis.lrange(k, 0, -1)))).flat().filter((v) => v.includes(email)).length;
    expect(await waitFor(left, (n) => n === 0)).toBe(0);
  });
});
