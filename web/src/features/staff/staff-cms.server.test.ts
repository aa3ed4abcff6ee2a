import { describe, expect, it } from 'vitest';
import type { CmsClient } from '../../../server/cms-client.server';
import { memoryState } from '../../../server/shared-state.server';
import { SessionStore } from './session.server';
import { createStaffCms, jwtExpiry, StaffSessionEnded } from './staff-cms.server';

const NOW = Date.UTC(2024, 4, 14, 9, 30, 0);
const jwt = (name: string, exp: number) => `${Buffer.from('{"alg":"HS256"}').toString('base64url')}.${Buffer.from(JSON.stringify({ name, exp })).toString('base64url')}.sig`;
const user = { id: 3, username: 'staff', email: 'staff@example.com' };

/** A CMS that knows which access tokens are valid and rotates refresh tokens as Strapi does. */
function fakeCms() {
  const valid = new Set<string>();
  let liveRefresh = 'refresh-1';
  let refreshes = 0;
  let sessionRevoked = false;
  const calls: { path: string; authorization?: string }[] = [];
  const cms: CmsClient = {
    get: () => Promise.reject(new Error('unused')),
    send: () => Promise.reject(new Error('unused')),
    async raw(path, init = {}) {
      const headers = (init.headers ?? {}) as Record<string, string>;
      calls.push({ path, authorization: headers.authorization });
      if (path === '/api/auth/refresh') {
        refreshes++;
        await new Promise((r) => setTimeout(r, 20));
        const { refreshToken } = JSON.parse(String(init.body)) as { refreshToken: string };
        if (sessionRevoked || refreshToken !== liveRefresh) return Response.json({ error: { message: 'Invalid refresh token' } }, { status: 401 });
        liveRefresh = `refresh-${refreshes + 1}`;
        const access = jwt(`access-${refreshes + 1}`, NOW / 1000 + 600);
        valid.add(access);
        return Response.json({ jwt: access, refreshToken: liveRefresh });
      }
      const token = headers.authorization?.replace(/^Bearer /, '') ?? '';
      if (!valid.has(token) || sessionRevoked) return Response.json({ error: { message: 'Unauthorized' } }, { status: 401 });
      return Response.json({ ok: true, path });
    },
  };
  return {
    cms,
    calls,
    valid,
    refreshes: () => refreshes,
    revoke: () => (sessionRevoked = true),
  };
}

async function setup(accessExp: number) {
  const fake = fakeCms();
  const store = new SessionStore(memoryState(), { namespace: 'test', now: () => NOW });
  const access = jwt('access-1', accessExp);
  fake.valid.add(access);
  const session = await store.create(user, { jwt: access, refreshToken: 'refresh-1' });
  const staff = createStaffCms(fake.cms, store, () => NOW);
  return { fake, store, session, staff, access };
}

describe('calls to the CMS as the staff member', () => {
  it('reads the expiry of a JWT, and treats an unreadable one as expired', () => {
    expect(jwtExpiry(jwt('x', 1234))).toBe(1234);
    expect(jwtExpiry('garbage')).toBe(0);
  });

  it('send the session’s access token while it is valid, with no refresh', async () => {
    const { fake, session, staff, access } = await setup(NOW / 1000 + 600);
    expect(await staff.call(session, 'GET', '/api/blogs/manage')).toEqual({ status: 200, data: { ok: true, path: '/api/blogs/manage' } });
    expect(fake.calls).toEqual([{ path: '/api/blogs/manage', authorization: `Bearer ${access}` }]);
  });

  it('renew an access token about to expire first, and keep the new tokens in the session', async () => {
    const { fake, store, session, staff } = await setup(NOW / 1000 + 10);
    expect((await staff.call(session, 'GET', '/api/x')).status).toBe(200);
    expect(fake.refreshes()).toBe(1);
    // The refresh call carries no API token: the refresh token is the credential.
    expect(fake.calls[0]).toEqual({ path: '/api/auth/refresh', authorization: '' });
    expect(await store.tokens(session.id)).toMatchObject({ refreshToken: 'refresh-2' });
  });

  it('renew once for many simultaneous calls (a second refresh with the rotated token would fail)', async () => {
    const { fake, session, staff } = await setup(NOW / 1000 - 1);
    const results = await Promise.all(Array.from({ length: 5 }, () => staff.call(session, 'GET', '/api/x')));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(fake.refreshes()).toBe(1);
  });

  it('renew and retry once when the CMS answers 401 to a token that looked valid', async () => {
    const { fake, session, staff, access } = await setup(NOW / 1000 + 600);
    fake.valid.delete(access);
    expect((await staff.call(session, 'GET', '/api/x')).status).toBe(200);
    expect(fake.refreshes()).toBe(1);
  });

  it('end the web session when the CMS has ended its own (signed out or password changed elsewhere)', async () => {
    const { fake, store, session, staff } = await setup(NOW / 1000 + 600);
    fake.revoke();
    await expect(staff.call(session, 'GET', '/api/x')).rejects.toBeInstanceOf(StaffSessionEnded);
    expect(await store.read(session.id)).toBeNull();
  });
});
