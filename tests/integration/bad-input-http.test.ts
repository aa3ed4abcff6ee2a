// Bad input at the HTTP level and to the sign-in doors (issue 23, part 1): methods pages do not
// answer to get 405 and the site's error page; Accept-Encoding is negotiated as RFC 9110 says (a
// coding refused by name stays refused whatever "*" says); cookies are parsed as RFC 6265 says
// (quoted values, duplicates, bad escapes); the uploads proxy refuses what is not a file name;
// sign-in with odd device cookies is an ordinary answer; Strapi's public sign-in doors are
// closed and its admin sign-in says nothing about which emails exist. Never a 5xx.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Browser, stack, strapiSignInDoors } from './helpers';
import { expectNoServerError, expectNotPubliclyCached, expectSameSiteLocation, raw } from './raw-http';

const STAFF = { email: 'staff@example.com', password: 'StaffDemo!2024' };
const web = (target: string, init: Parameters<typeof raw>[2] = {}) => raw(stack().webUrl, target, init);
// Each sign-in case from a loopback address of its own (the limits count per address).
const prefix = `127.${30 + Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 250)}`;
let hosts = 0;
const nextAddress = () => `${prefix}.${++hosts}`;

describe('methods pages do not answer to', () => {
  it.each([
    ['TRACE', '/'],
    ['TRACE', '/about-us'],
    ['PUT', '/about-us'],
    ['DELETE', '/'],
    ['PATCH', '/resources'],
    ['POST', '/services'],
    ['PROPFIND', '/'],
    ['MKCOL', '/uploads/x'],
    ['PUT', '/no-such-page'],
  ])('%s %s answers 405 with Allow and the site error page, not stored', async (method, target) => {
    const res = await web(target, { method, headers: { accept: 'text/html', 'x-probe': 'reflected-if-traced' } });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expectNotPubliclyCached(res);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('That cannot be done here');
    expect(res.body).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css">/);
    expect(res.body).not.toMatch(/Cannot \w+ \//);
    // TRACE must not echo the request (cross-site tracing).
    expect(res.body).not.toContain('reflected-if-traced');
  });

  it('a JSON client gets 405 JSON', async () => {
    const res = await web('/about-us', { method: 'PUT', headers: { accept: 'application/json' } });
    expect(res.status).toBe(405);
    expect(res.json()).toEqual({ error: 'method not allowed' });
  });

  it('OPTIONS answers 204 with what is allowed', async () => {
    const res = await web('/', { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers.allow).toBe('GET, HEAD');
  });

  it('HEAD of a page still answers 200', async () => {
    expect((await web('/', { method: 'HEAD' })).status).toBe(200);
  });
});

describe('Accept-Encoding is negotiated (RFC 9110 12.5.3)', () => {
  it.each([
    ['br;q=0, *', 'gzip'],
    ['br;q=0, gzip;q=0, *', undefined],
    ['gzip;q=0, br;q=0, identity', undefined],
    ['*;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0.5, br', 'br'],
    ['BR', 'br'],
    ['identity', undefined],
    ['br;q=nonsense, gzip', 'gzip'],
    ['x'.repeat(3000), undefined],
  ])('%s: Content-Encoding %s (twice: rendered, then from the page cache)', async (acceptEncoding, expected) => {
    for (let i = 0; i < 2; i++) {
      const res = await web('/about-us', { headers: { accept: 'text/html', 'accept-encoding': acceptEncoding } });
      expectNoServerError(res);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding'], `round ${i + 1}`).toBe(expected);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    }
  });
});

describe('cookies (RFC 6265)', () => {
  let session = '';

  beforeAll(async () => {
    const b = new Browser(stack().webUrl);
    const res = await b.fetch('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', 'x-xsrf-token': await b.xsrf() }, body: JSON.stringify(STAFF) });
    expect(res.status, await res.clone().text()).toBe(200);
    session = b.cookie('ib_session') ?? '';
    expect(session).not.toBe('');
  });

  const sessionWith = (cookie: string) => web('/api/auth/session', { headers: { accept: 'application/json', cookie } });

  it('a quoted session cookie is read', async () => {
    expect((await sessionWith(`ib_session="${session}"`)).json()).toMatchObject({ authenticated: true });
  });

  it('of two cookies with the same name, the first counts', async () => {
    expect((await sessionWith(`ib_session=${session}; ib_session=made-up`)).json()).toMatchObject({ authenticated: true });
    expect((await sessionWith(`ib_session=made-up; ib_session=${session}`)).json()).toEqual({ authenticated: false });
  });

  it.each([
    ['a bad percent-escape', 'ib_session=%E0%A4%A'],
    ['an empty name', '=x; ib_session=y'],
    ['only semicolons', ';;;;'],
    ['a lone quote', 'ib_session="'],
    ['__proto__', '__proto__=x; constructor=y'],
    ['4,000 cookies', Array.from({ length: 4000 }, (_, i) => `c${i}=1`).join('; ').slice(0, 12000)],
  ])('%s: not signed in, no 5xx', async (_label, cookie) => {
    const res = await sessionWith(cookie);
    expectNoServerError(res);
    expect(res.json()).toEqual({ authenticated: false });
  });
});

describe('the uploads proxy', () => {
  it('a file the CMS does not have answers 404', async () => {
    const res = await web('/uploads/no-such-file.png');
    expectNoServerError(res);
    expect(res.status).toBe(404);
  });

  it.each([['/uploads/..%2F..%2Fetc%2Fpasswd'], ['/uploads/a/b.png'], ['/uploads/%2e%2e/%2e%2e/config']])('%s is not a file name: never proxied, no 5xx', async (target) => {
    const res = await web(target);
    expectNoServerError(res);
    expect(res.status).not.toBe(200);
    if (res.status >= 300 && res.status < 400) expectSameSiteLocation(res, stack().webUrl);
    expect(res.body).not.toMatch(/root:|DATABASE/);
  });
});

describe('sign-in with odd device cookies', () => {
  // Wrong passwords go to a made-up account, so they do not count towards the demo staff
  // member's waits (other suites sign in as them on this stack).
  const login = async (cookie: string, password?: string) => {
    const b = new Browser(stack().webUrl);
    const xsrf = await b.xsrf();
    return web('/api/auth/login', {
      method: 'POST',
      from: nextAddress(),
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-xsrf-token': xsrf, cookie: `${b.cookieHeader()}; ${cookie}` },
      body: JSON.stringify(password ? { email: STAFF.email, password } : { email: `nobody-${randomBytes(3).toString('hex')}@example.com`, password: 'wrong-password' }),
    });
  };

  it.each([
    ['garbage', 'ib_device=garbage'],
    ['a forged signature', `ib_device=${Buffer.from('{"a":"x","n":"y","t":1}').toString('base64url')}.${'A'.repeat(43)}`],
    ['5,000 characters', `ib_device=${'a'.repeat(5000)}`],
    ['a quoted value', 'ib_device="a.b"'],
    ['JSON that is not an object', `ib_device=${Buffer.from('null').toString('base64url')}.x`],
  ])('%s: an ordinary 401 for a wrong password', async (_label, cookie) => {
    const res = await login(cookie);
    expectNoServerError(res);
    expect(res.status).toBe(401);
    expect(res.json()).toMatchObject({ error: 'invalid credentials' });
  });

  it('a right password with a garbage device cookie signs in and is given a real one', async () => {
    const res = await login('ib_device=garbage', STAFF.password);
    expect(res.status, res.body).toBe(200);
    const device = (res.headers['set-cookie'] ?? []).find((c) => c.startsWith('ib_device='));
    expect(device).toMatch(/^ib_device=[\w-]+\.[\w-]+; Max-Age=31536000; Path=\/api\/auth; HttpOnly; SameSite=Lax$/);
  });
});

describe("Strapi's public sign-in doors are closed", () => {
  it.each(strapiSignInDoors(STAFF.email, STAFF.password))('%s %s answers 404 or 405', async (method, target, body?: unknown) => {
    const res = await raw(stack().cmsUrl, target, {
      method,
      headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
      from: nextAddress(),
    });
    expectNoServerError(res);
    // Strapi's router says 405 where another method has a route under the same path.
    expect([404, 405]).toContain(res.status);
    expect(res.body).not.toMatch(/jwt/);
  });

  it.each([
    ['an unknown email', 'nobody-at-all@example.com'],
    ['a known email', 'admin@example.com'],
  ])('admin sign-in with %s and a wrong password: the same 400', async (_label, email) => {
    const res = await raw(stack().cmsUrl, '/admin/login', {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'wrong-password-123' }),
      from: nextAddress(),
    });
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({ error: { message: 'Invalid credentials' } });
  });
});
