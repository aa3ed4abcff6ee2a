// The forgery checks on a real Express server: where a request comes from, tokens issued on
// demand, a token bound to its session, and the Origin rule for state-changing requests.
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCsrf, requestSite, VISITOR_COOKIE, XSRF_COOKIE } from './csrf.server';
import { readEnv } from './env.server';

const env = readEnv({
  SITE_URL: 'http://site.test',
  CMS_API_TOKEN: 'x'.repeat(32),
  REVALIDATE_SECRET: 'r'.repeat(32),
  PREVIEW_SECRET: 'p'.repeat(32),
  SESSION_SECRET: 's'.repeat(32),
});

let base = '';
let close: () => void;

beforeAll(async () => {
  const csrf = createCsrf(env);
  const app = express();
  app.use(csrf.sameSiteOnly);
  app.get('/api/csrf', csrf.issue);
  app.post('/guarded', csrf.requireToken, (_req, res) => void res.json({ ok: true }));
  app.post('/open', (_req, res) => void res.json({ ok: true }));
  app.get('/open', (_req, res) => void res.json({ ok: true }));
  app.post('/sign-in', (req, res) => void res.json({ token: csrf.reissueForSession(req, res, 'session-42') }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

/** Cookie pairs from Set-Cookie lines. */
function cookiesOf(res: Response): Record<string, string> {
  return Object.fromEntries(res.headers.getSetCookie().map((line) => line.split(';')[0]!.split('=') as [string, string]));
}

async function visitor() {
  const res = await fetch(`${base}/api/csrf`);
  const { token } = (await res.json()) as { token: string };
  const cookies = cookiesOf(res);
  return { res, token, cookies, header: `${VISITOR_COOKIE}=${cookies[VISITOR_COOKIE]}; ${XSRF_COOKIE}=${cookies[XSRF_COOKIE]}` };
}

describe('requestSite', () => {
  const req = (headers: Record<string, string>) => ({ get: (name: string) => headers[name.toLowerCase()] }) as never;
  it('trusts the Origin header first, then Sec-Fetch-Site', () => {
    expect(requestSite(req({ origin: 'https://site.test' }), 'https://site.test')).toBe('same');
    expect(requestSite(req({ origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }), 'https://site.test')).toBe('cross');
    expect(requestSite(req({ 'sec-fetch-site': 'same-origin' }), 'https://site.test')).toBe('same');
    expect(requestSite(req({ 'sec-fetch-site': 'same-site' }), 'https://site.test')).toBe('cross');
    expect(requestSite(req({}), 'https://site.test')).toBe('unknown');
    // The host the browser addressed (a proxy may serve the site on another name or port).
    expect(requestSite(req({ origin: 'http://127.0.0.1:4000', host: '127.0.0.1:4000' }), 'https://site.test')).toBe('same');
    expect(requestSite(req({ origin: 'http://127.0.0.1:4000', host: '127.0.0.1:5000' }), 'https://site.test')).toBe('cross');
  });
});

describe('tokens', () => {
  it('are issued on demand with a visitor id, never cached, and equal to the readable cookie', async () => {
    const v = await visitor();
    expect(v.res.headers.get('cache-control')).toBe('no-store');
    expect(v.cookies[XSRF_COOKIE]).toBe(v.token);
    expect(v.cookies[VISITOR_COOKIE]).toMatch(/^[\w-]{20,}$/);
    const lines = v.res.headers.getSetCookie();
    expect(lines.find((l) => l.startsWith(`${VISITOR_COOKIE}=`))).toMatch(/HttpOnly/);
    expect(lines.find((l) => l.startsWith(`${XSRF_COOKIE}=`))).not.toMatch(/HttpOnly/);
  });

  it('let a request with the token in the header and its cookies through, and nothing else', async () => {
    const v = await visitor();
    const ok = await fetch(`${base}/guarded`, { method: 'POST', headers: { cookie: v.header, 'x-xsrf-token': v.token } });
    expect(ok.status).toBe(200);
    const noHeader = await fetch(`${base}/guarded`, { method: 'POST', headers: { cookie: v.header } });
    expect(noHeader.status).toBe(403);
    expect(await noHeader.json()).toMatchObject({ error: 'csrf' });
    const noCookie = await fetch(`${base}/guarded`, { method: 'POST', headers: { 'x-xsrf-token': v.token } });
    expect(noCookie.status).toBe(403);
  });

  it("are bound to the session: A's visitor cookie with B's token (cookie and header) is refused", async () => {
    const a = await visitor();
    const b = await visitor();
    const mixed = `${VISITOR_COOKIE}=${a.cookies[VISITOR_COOKIE]}; ${XSRF_COOKIE}=${b.token}`;
    const res = await fetch(`${base}/guarded`, { method: 'POST', headers: { cookie: mixed, 'x-xsrf-token': b.token } });
    expect(res.status).toBe(403);
  });

  it('after sign-in a new token is bound to the new session, and the old one no longer works', async () => {
    const v = await visitor();
    const signIn = await fetch(`${base}/sign-in`, { method: 'POST', headers: { cookie: v.header } });
    const { token } = (await signIn.json()) as { token: string };
    expect(cookiesOf(signIn)[XSRF_COOKIE]).toBe(token);
    const session = `ib_session=session-42; ${XSRF_COOKIE}=${token}`;
    expect((await fetch(`${base}/guarded`, { method: 'POST', headers: { cookie: session, 'x-xsrf-token': token } })).status).toBe(200);
    const stale = `ib_session=session-42; ${XSRF_COOKIE}=${v.token}`;
    expect((await fetch(`${base}/guarded`, { method: 'POST', headers: { cookie: stale, 'x-xsrf-token': v.token } })).status).toBe(403);
  });
});

describe('same-site rule', () => {
  it('refuses a state-changing request a browser marks as cross-site, and lets reads through', async () => {
    expect((await fetch(`${base}/open`, { method: 'POST', headers: { origin: 'https://evil.example' } })).status).toBe(403);
    expect((await fetch(`${base}/open`, { method: 'POST', headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect((await fetch(`${base}/open`, { method: 'POST', headers: { origin: 'http://site.test' } })).status).toBe(200);
    expect((await fetch(`${base}/open`, { headers: { origin: 'https://evil.example' } })).status).toBe(200);
  });

  it('answers a program with JSON and a browser that asked for HTML (a plain form post) with a page', async () => {
    const program = await fetch(`${base}/open`, { method: 'POST', headers: { origin: 'https://evil.example' } });
    expect(program.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await program.json()).toMatchObject({ error: 'csrf' });
    const browser = await fetch(`${base}/open`, { method: 'POST', headers: { origin: 'https://evil.example', accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(browser.status).toBe(403);
    expect(browser.headers.get('content-type')).toMatch(/^text\/html/);
    expect(browser.headers.get('cache-control')).toBe('no-store');
    expect(await browser.text()).toContain('This page has expired');
  });
});
