// Staff sign-in on the CMS side, as the web will use it: the trusted login route (only with the
// web server's API token), uniform refusals that take the same time, refresh, and sign-out that
// stops the access token at once; Strapi's own public sign-in doors are closed.
import { describe, expect, it } from 'vitest';
import { call, staffLogin } from './cms-only';
import { stack, strapiSignInDoors } from './helpers';
import { raw } from './raw-http';

const STAFF = { identifier: 'staff@example.com', password: 'StaffDemo!2024' };
const login = (body: unknown, bearer?: string) => call(`${stack().cmsUrl}/api/staff-auth/login`, { method: 'POST', json: body, bearer });
const webToken = () => stack().env.CMS_API_TOKEN!;
const me = (jwt: string) => call(`${stack().cmsUrl}/api/users/me`, { bearer: jwt });

describe('POST /api/staff-auth/login', () => {
  it("answers { jwt, refreshToken, user } with the web server's token", async () => {
    const res = await login(STAFF, webToken());
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      jwt: expect.stringMatching(/^eyJ/),
      refreshToken: expect.stringMatching(/^eyJ/),
      user: { id: expect.any(Number), username: 'staff', email: STAFF.identifier },
    });
    // The access token works for the staff member's own API.
    expect((await me(String(res.body!.jwt))).status).toBe(200);
  });

  it('is not reachable without the web token: anonymous 403, a staff JWT 403, a made-up token 401', async () => {
    expect((await login(STAFF)).status).toBe(403);
    const { jwt } = await staffLogin(stack().cmsUrl, webToken(), STAFF.identifier, STAFF.password);
    expect((await login(STAFF, jwt)).status).toBe(403);
    expect((await login(STAFF, 'not-a-token')).status).toBe(401);
  });

  it('answers an unknown email and a wrong password identically', async () => {
    const unknown = await login({ identifier: 'nobody-here@example.com', password: STAFF.password }, webToken());
    const wrong = await login({ identifier: STAFF.identifier, password: 'not-the-password' }, webToken());
    for (const res of [unknown, wrong]) {
      expect(res.status).toBe(400);
      expect((res.body as { error: { message: string } }).error.message).toBe('Invalid identifier or password');
    }
    expect(unknown.text).toBe(wrong.text);
  });

  it('refuses a body without identifier and password with 400', async () => {
    expect((await login({ identifier: STAFF.identifier }, webToken())).status).toBe(400);
    expect((await login({ identifier: 5, password: 'x' }, webToken())).status).toBe(400);
  });

  it('takes the same time for an unknown email as for a wrong password (medians of 20 within 10 ms)', async () => {
    const timed = async (identifier: string) => {
      const started = performance.now();
      const res = await login({ identifier, password: 'wrong-password-123' }, webToken());
      const ms = performance.now() - started;
      expect(res.status).toBe(400);
      return ms;
    };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    await timed('warm-up@example.com');
    // On a busy machine one round can be off by chance, so up to three rounds are measured; a real
    // difference (no comparison for an unknown account: a whole bcrypt run, 50+ ms) fails them all.
    const rounds: string[] = [];
    for (let round = 0; round < 3; round++) {
      const unknown: number[] = [];
      const wrong: number[] = [];
      // Interleaved, so a slow moment of the machine hits both sides alike.
      for (let i = 0; i < 20; i++) {
        unknown.push(await timed(`nobody-${round}-${i}@example.com`));
        wrong.push(await timed(STAFF.identifier));
      }
      const [u, w] = [median(unknown), median(wrong)];
      // Each side includes a bcrypt comparison: far slower than a database lookup alone.
      expect(w, 'a wrong password costs a bcrypt comparison').toBeGreaterThan(15);
      rounds.push(`unknown email ${u.toFixed(1)} ms vs wrong password ${w.toFixed(1)} ms`);
      if (Math.abs(u - w) < 10) return;
    }
    expect.fail(`medians differ by 10 ms or more in every round: ${rounds.join('; ')}`);
  });
});

describe('POST /admin/login (Strapi admin)', () => {
  // Strapi allows 5 attempts per email and address in 5 minutes: each attempt from an address of its own.
  const base = `127.${100 + Math.floor(Math.random() * 100)}.${Math.floor(Math.random() * 250)}`;
  let n = 0;
  const adminLogin = (email: string, password: string) =>
    raw(stack().cmsUrl, '/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email, password }),
      from: `${base}.${1 + (n++ % 250)}`,
    });

  it('takes the same time for an unknown email as for a known one with a wrong password (medians of 20 within 15 ms)', async () => {
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await adminLogin(email, 'wrong-password-123');
      const ms = performance.now() - started;
      expect(res.status, res.body).toBe(400);
      return { ms, body: res.body };
    };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    await timed('warm-up@example.com');
    await timed('admin@example.com');
    const bodies = new Set<string>();
    // Up to three rounds on a busy machine; a real difference (no bcrypt for an unknown email,
    // 100+ ms at Strapi's cost) fails them all.
    const rounds: string[] = [];
    for (let round = 0; round < 3; round++) {
      const unknown: number[] = [];
      const known: number[] = [];
      for (let i = 0; i < 20; i++) {
        const pair = i % 2 === 0 ? [`nobody-${round}-${i}@example.com`, 'admin@example.com'] : ['admin@example.com', `nobody-${round}-${i}@example.com`];
        for (const email of pair) {
          const { ms, body } = await timed(email);
          (email === 'admin@example.com' ? known : unknown).push(ms);
          bodies.add(body);
        }
      }
      expect(bodies.size, 'the same answer for both').toBe(1);
      const [u, k] = [median(unknown), median(known)];
      expect(k, 'a wrong password costs a bcrypt comparison').toBeGreaterThan(15);
      rounds.push(`unknown email ${u.toFixed(1)} ms vs known email ${k.toFixed(1)} ms`);
      if (Math.abs(u - k) < 15) return;
    }
    expect.fail(`medians differ by 15 ms or more in every round: ${rounds.join('; ')}`);
  }, 180_000);

  it('still signs the admin in with the right password', async () => {
    const res = await adminLogin('admin@example.com', 'AdminDemo!2024');
    expect(res.status, res.body).toBe(200);
    expect(res.json<{ data: { token: string } }>().data.token).toMatch(/^eyJ/);
  });
});

describe('sessions', () => {
  it('sign-out revokes the session: its access token answers 401 at once, its refresh token too', async () => {
    const session = await staffLogin(stack().cmsUrl, webToken(), STAFF.identifier, STAFF.password);
    const other = await staffLogin(stack().cmsUrl, webToken(), STAFF.identifier, STAFF.password);
    expect((await me(session.jwt)).status).toBe(200);
    const out = await call(`${stack().cmsUrl}/api/auth/logout`, { method: 'POST', bearer: session.jwt, json: {} });
    expect(out.status, out.text).toBe(200);
    expect((await me(session.jwt)).status).toBe(401);
    const refresh = await call(`${stack().cmsUrl}/api/auth/refresh`, { method: 'POST', json: { refreshToken: session.refreshToken } });
    expect(refresh.status).toBe(401);
    // Another session of the same person is untouched.
    expect((await me(other.jwt)).status).toBe(200);
  });

  it('refresh gives a new access token while the session lives; sign-out after a refresh ends every generation', async () => {
    const session = await staffLogin(stack().cmsUrl, webToken(), STAFF.identifier, STAFF.password);
    const refreshed = await call(`${stack().cmsUrl}/api/auth/refresh`, { method: 'POST', json: { refreshToken: session.refreshToken } });
    expect(refreshed.status, refreshed.text).toBe(200);
    const next = refreshed.body as { jwt: string; refreshToken: string };
    expect(next.jwt).toMatch(/^eyJ/);
    expect(next.refreshToken).toMatch(/^eyJ/);
    expect((await me(next.jwt)).status).toBe(200);
    // The token minted before the refresh stays valid until it expires, as the session is open.
    expect((await me(session.jwt)).status).toBe(200);

    // Signing out with the older access token ends the newer generation too.
    expect((await call(`${stack().cmsUrl}/api/auth/logout`, { method: 'POST', bearer: session.jwt, json: {} })).status).toBe(200);
    expect((await me(next.jwt)).status).toBe(401);
    expect((await me(session.jwt)).status).toBe(401);
    expect((await call(`${stack().cmsUrl}/api/auth/refresh`, { method: 'POST', json: { refreshToken: next.refreshToken } })).status).toBe(401);
  });

  it('sign-out works with the refresh token alone (when the access token has expired)', async () => {
    const session = await staffLogin(stack().cmsUrl, webToken(), STAFF.identifier, STAFF.password);
    const out = await call(`${stack().cmsUrl}/api/auth/logout`, { method: 'POST', json: { refreshToken: session.refreshToken } });
    expect(out.status, out.text).toBe(200);
    expect((await me(session.jwt)).status).toBe(401);
    // Without any credential it is refused.
    expect((await call(`${stack().cmsUrl}/api/auth/logout`, { method: 'POST', json: {} })).status).toBe(401);
  });

  it('refresh without a refresh token answers 400, a forged one 401', async () => {
    expect((await call(`${stack().cmsUrl}/api/auth/refresh`, { method: 'POST', json: {} })).status).toBe(400);
    expect((await call(`${stack().cmsUrl}/api/auth/refresh`, { method: 'POST', json: { refreshToken: 'eyJhbGciOiJIUzI1NiJ9.e30.x' } })).status).toBe(401);
  });

  it('/api/auth/local and the other public sign-in doors are closed (404 or 405): staff sign in through the web only', async () => {
    const cms = stack().cmsUrl;
    for (const [method, path, json] of strapiSignInDoors(STAFF.identifier, STAFF.password)) {
      const res = await call(`${cms}${path}`, { method, json });
      expect([404, 405], `${method} ${path}: ${res.status} ${res.text.slice(0, 200)}`).toContain(res.status);
      expect(res.text).not.toMatch(/jwt/);
    }
    // Not even with a staff member's token (the authenticated role).
    const { jwt } = await staffLogin(cms, webToken(), STAFF.identifier, STAFF.password);
    expect([404, 405]).toContain((await call(`${cms}/api/auth/local`, { method: 'POST', json: STAFF, bearer: jwt })).status);
    // What the web needs still works: the trusted route, refresh and sign-out.
    const session = await staffLogin(cms, webToken(), STAFF.identifier, STAFF.password);
    expect((await call(`${cms}/api/auth/refresh`, { method: 'POST', json: { refreshToken: session.refreshToken } })).status).toBe(200);
    expect((await call(`${cms}/api/auth/logout`, { method: 'POST', bearer: session.jwt, json: {} })).status).toBe(200);
  });
});
