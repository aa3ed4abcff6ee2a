// Helpers for integration tests: a fetch that keeps cookies like a browser, the XSRF dance, the
// demo editor's admin sign-in and admin API, scraping /metrics, and waiting for a condition or a value.
import http from 'node:http';
import { expect, inject } from 'vitest';

export const stack = () => inject('stack');

export class Browser {
  private cookies = new Map<string, string>();

  constructor(private readonly base: string) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(`${this.base}${path}`, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const i = pair!.indexOf('=');
      const name = pair!.slice(0, i).trim();
      const value = pair!.slice(i + 1).trim();
      if (attrs.some((a) => /max-age=0/i.test(a.trim()))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  /** Asks for a CSRF token as the site's http client does (GET /api/csrf sets the cookie). */
  async xsrf(): Promise<string> {
    if (!this.cookies.has('XSRF-TOKEN')) {
      const res = await this.fetch('/api/csrf', { headers: { accept: 'application/json' } });
      if (res.status !== 200) throw new Error(`/api/csrf answered ${res.status}`);
    }
    return decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? '');
  }

  /** The Cookie header this browser would send. */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** Every sample of a scrape of /metrics at `base` (web or CMS, with METRICS_TOKEN): "name{labels}" -> value. */
export async function scrapeMetrics(base: string): Promise<Map<string, number>> {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${stack().env.METRICS_TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  const samples = new Map<string, number>();
  for (const line of (await res.text()).split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const i = line.lastIndexOf(' ');
    samples.set(line.slice(0, i), Number(line.slice(i + 1)));
  }
  return samples;
}

/** Asks until `check` passes, at most `timeoutMs` (a busy machine answers slowly); whether it passed. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 300));
  }
  return check();
}

/**
 * Reads until `check` passes or `timeoutMs` has gone by, `everyMs` apart: whether it passed, the
 * last value read and the milliseconds it took.
 */
export async function poll<T>(read: () => Promise<T> | T, check: (value: T) => boolean, timeoutMs = 5000, everyMs = 200): Promise<{ ok: boolean; value: T; ms: number }> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (check(value)) return { ok: true, value, ms: Date.now() - started };
    if (Date.now() - started > timeoutMs) return { ok: false, value, ms: Date.now() - started };
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** The value `read` gives once `ok` passes, or the last one read when `timeoutMs` has gone by. */
export async function waitFor<T>(read: () => Promise<T> | T, ok: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  return (await poll(read, ok, timeoutMs, 250)).value;
}

/**
 * Signs the demo editor in to the admin API and returns the admin token. The request comes from
 * a loopback address of its own (127.x.y.z): Strapi allows 5 sign-ins per account and address in
 * 5 minutes, and the suites that follow (the browser tests) sign in from 127.0.0.1.
 */
export async function editorToken(): Promise<string> {
  const body = JSON.stringify({ email: 'admin@example.com', password: 'AdminDemo!2024' });
  const r = (n: number) => Math.floor(Math.random() * n);
  const text = await new Promise<string>((resolve, reject) => {
    const req = http.request(
      `${stack().cmsUrl}/admin/login`,
      { method: 'POST', localAddress: `127.${1 + r(254)}.${r(256)}.${2 + r(252)}`, headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => (res.statusCode === 200 ? resolve(Buffer.concat(chunks).toString('utf8')) : reject(new Error(`admin login answered ${res.statusCode}`))));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
  return (JSON.parse(text) as { data: { token: string } }).data.token;
}

/**
 * A call to the CMS admin API with an admin token (`editorToken`, `editorJwt`): the body is sent
 * as JSON, and the answer's body is parsed as JSON when it is JSON (null otherwise).
 */
export async function adminApi<T = Record<string, unknown>>(jwt: string, path: string, init: { method?: string; body?: unknown } = {}) {
  const res = await fetch(`${stack().cmsUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  let body: T | null;
  try {
    body = JSON.parse(text) as T;
  } catch {
    body = null;
  }
  return { status: res.status, body, text, headers: res.headers };
}

/** Creates a document through the admin API (`admin`: its content-manager path) and publishes it; its documentId. */
export async function createAndPublish(jwt: string, admin: string, body: Record<string, unknown>): Promise<string> {
  const created = await adminApi(jwt, admin, { method: 'POST', body });
  expect(created.status, created.text).toBe(201);
  const documentId = String((created.body!.data as { documentId: string }).documentId);
  const published = await adminApi(jwt, `${admin}/${documentId}/actions/publish`, { method: 'POST', body: {} });
  expect(published.status, published.text).toBe(200);
  return documentId;
}

/**
 * Strapi's public sign-in routes (method, path and a body, for the staff member `email`), which
 * the CMS closes: staff sign in through the web only.
 */
export function strapiSignInDoors(email: string, password: string): [string, string, unknown?][] {
  return [
    ['POST', '/api/auth/local', { identifier: email, password }],
    ['POST', '/api/auth/local', { identifier: 'nobody@example.com', password: 'x' }],
    ['POST', '/api/auth/local/register', { username: 'intruder', email: 'intruder@example.com', password: 'Intruder!2024-long' }],
    ['POST', '/api/auth/forgot-password', { email }],
    ['POST', '/api/auth/reset-password', { code: 'x', password: 'Abcdefgh1234!', passwordConfirmation: 'Abcdefgh1234!' }],
    ['GET', '/api/auth/email-confirmation?confirmation=x'],
    ['POST', '/api/auth/send-email-confirmation', { email }],
    ['GET', '/api/connect/google'],
    ['GET', '/api/auth/google/callback?access_token=x'],
    ['GET', '/api/connect/github'],
    ['GET', '/api/auth/github/callback?access_token=x'],
  ];
}

/** A resource as the staff editor sends it to the web's staff API (empty optional fields), with `extra` fields over it. */
export function staffResourceInput(title: string, extra: Record<string, unknown> = {}) {
  return {
    title,
    slug: '',
    type: 'news',
    publishedDate: '2024-05-14',
    excerpt: `Summary of ${title}`,
    metaTitle: '',
    metaKeywords: '',
    metaDescription: '',
    youtubeUrl: '',
    featured: false,
    body: [{ type: 'paragraph', children: [{ type: 'text', text: `Body of ${title}.` }] }],
    cover: null,
    doc: null,
    ...extra,
  };
}
