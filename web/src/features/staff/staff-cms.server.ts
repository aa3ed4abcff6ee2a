// Strapi as the signed-in staff member. Every call carries the session's access token (Strapi's
// role permissions decide what staff may do); a token about to expire is renewed first with the
// refresh token, one refresh at a time per session across instances (Strapi rotates refresh
// tokens, so a second simultaneous refresh would be refused). When Strapi no longer accepts the
// session (signed out elsewhere, password changed, account blocked) the web session ends too.
import { CmsError, type CmsClient } from '../../../server/cms-client.server.js';
import { log } from '../../../server/log.server.js';
import type { StaffUser } from '../../lib/content-source.js';
import type { OpenSession, SessionStore, StrapiTokens } from './session.server.js';

/** The session is over: the caller answers 401 (API) or sends the visitor to /login (pages). */
export class StaffSessionEnded extends Error {
  override name = 'StaffSessionEnded';
  readonly status = 401;
}

export interface CmsAnswer {
  status: number;
  data: unknown;
}

/** Seconds since the epoch at which a JWT expires (0 when unreadable: treated as expired). */
export function jwtExpiry(jwt: string): number {
  try {
    const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp : 0;
  } catch {
    return 0;
  }
}

/** Renewed this long before it expires, so a call never starts with a token about to lapse. */
const RENEW_MARGIN_SECONDS = 30;
const WAIT_FOR_OTHER_REFRESH_MS = 5000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type LoginOutcome = { ok: true; user: StaffUser; tokens: StrapiTokens } | { ok: false; reason: 'invalid' | 'unavailable' };

export interface StaffCms {
  /** POST /api/staff-auth/login with the web's API token (the CMS's trusted sign-in route). */
  login(identifier: string, password: string): Promise<LoginOutcome>;
  /** Ends the Strapi session (its access token answers 401 at once). Never throws. */
  logout(tokens: StrapiTokens): Promise<void>;
  /** A JSON (or multipart, for FormData) call as the staff member. Throws StaffSessionEnded. */
  call(session: OpenSession, method: string, path: string, body?: unknown, options?: { timeoutMs?: number }): Promise<CmsAnswer>;
}

export function createStaffCms(cms: CmsClient, store: SessionStore, now: () => number = Date.now): StaffCms {
  const expiresSoon = (jwt: string) => jwtExpiry(jwt) - RENEW_MARGIN_SECONDS <= now() / 1000;

  async function end(session: OpenSession): Promise<never> {
    await store.destroy(session.id);
    throw new StaffSessionEnded('The staff session has ended');
  }

  /** A fresh access token for the session, refreshing (once, across instances) if needed. */
  async function renew(session: OpenSession, stale: StrapiTokens): Promise<string> {
    if (await store.lockRefresh(session.id)) {
      try {
        const latest = (await store.tokens(session.id)) ?? (await end(session));
        // Another request renewed it between our read and the lock.
        if (latest.jwt !== stale.jwt && !expiresSoon(latest.jwt)) return latest.jwt;
        const res = await cms.raw('/api/auth/refresh', {
          method: 'POST',
          // The refresh token is the credential: no API token (Strapi would check its permissions instead).
          headers: { 'content-type': 'application/json', authorization: '' },
          body: JSON.stringify({ refreshToken: latest.refreshToken }),
        });
        const body = (await res.json().catch(() => null)) as { jwt?: unknown; refreshToken?: unknown } | null;
        if (res.status === 401 || res.status === 400 || res.status === 403) {
          log.info('staff session ended by the CMS', { user: session.record.user.id, status: res.status });
          return await end(session);
        }
        if (!res.ok || typeof body?.jwt !== 'string' || typeof body.refreshToken !== 'string') {
          throw new CmsError(`CMS answered ${res.status} to a token refresh`, 'status', res.status);
        }
        await store.saveTokens(session, { jwt: body.jwt, refreshToken: body.refreshToken });
        return body.jwt;
      } finally {
        await store.unlockRefresh(session.id);
      }
    }
    // Another request (maybe on another instance) is renewing: use what it gets.
    const started = now();
    while (now() - started < WAIT_FOR_OTHER_REFRESH_MS) {
      await sleep(100);
      const latest = await store.tokens(session.id);
      if (!latest) return end(session);
      if (latest.jwt !== stale.jwt) return latest.jwt;
    }
    throw new CmsError('Timed out waiting for another token refresh', 'unreachable');
  }

  async function send(jwt: string, method: string, path: string, body: unknown, timeoutMs: number | undefined): Promise<Response> {
    const multipart = body instanceof FormData;
    return cms.raw(path, {
      method,
      headers: { authorization: `Bearer ${jwt}`, ...(body === undefined || multipart ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      ...(timeoutMs ? { signal: AbortSignal.timeout(timeoutMs) } : {}),
    });
  }

  const read = async (res: Response): Promise<CmsAnswer> => ({
    status: res.status,
    data: res.status === 204 ? null : await res.json().catch(() => null),
  });

  return {
    async login(identifier, password) {
      const res = await cms.raw('/api/staff-auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier, password }),
      });
      const body = (await res.json().catch(() => null)) as { jwt?: unknown; refreshToken?: unknown; user?: StaffUser } | null;
      if (res.ok && typeof body?.jwt === 'string' && typeof body.refreshToken === 'string' && body.user && typeof body.user.id === 'number') {
        const { id, username, email } = body.user;
        return { ok: true, user: { id, username, email }, tokens: { jwt: body.jwt, refreshToken: body.refreshToken } };
      }
      if (res.status === 400) return { ok: false, reason: 'invalid' };
      log.warn('staff sign-in: unexpected CMS answer', { status: res.status });
      return { ok: false, reason: 'unavailable' };
    },

    async logout(tokens) {
      try {
        const live = !expiresSoon(tokens.jwt);
        const res = await cms.raw('/api/auth/logout', {
          method: 'POST',
          // With an expired access token the refresh token alone signs the session out.
          headers: { 'content-type': 'application/json', authorization: live ? `Bearer ${tokens.jwt}` : '' },
          body: JSON.stringify({ refreshToken: tokens.refreshToken }),
        });
        if (!res.ok && res.status !== 401) log.warn('staff sign-out: the CMS answered', { status: res.status });
      } catch (error) {
        log.warn('staff sign-out: the CMS did not answer', { error: String(error) });
      }
    },

    async call(session, method, path, body, options = {}) {
      const tokens = (await store.tokens(session.id)) ?? (await end(session));
      let jwt = expiresSoon(tokens.jwt) ? await renew(session, tokens) : tokens.jwt;
      let res = await send(jwt, method, path, body, options.timeoutMs);
      if (res.status === 401) {
        // Revoked, or expired on the way: one renewal, which fails if Strapi ended the session.
        jwt = await renew(session, { ...tokens, jwt });
        res = await send(jwt, method, path, body, options.timeoutMs);
        if (res.status === 401) return end(session);
      }
      return read(res);
    },
  };
}
