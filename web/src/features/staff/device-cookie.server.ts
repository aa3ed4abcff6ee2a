// "Device cookies" (OWASP, Slow Down Online Guessing Attacks with Device Cookies): a browser in
// which a staff member has signed in successfully is given a signed cookie naming that account.
// A sign-in that carries a valid one for the account it names is not subject to the account's
// throttling (login-limits.server.ts), so failures an attacker causes from elsewhere never keep
// a real staff member out of a browser they used before. The cookie holds no secret and grants
// nothing by itself: the password is still checked.
//
// Value: base64url(JSON {a: hash of the normalised email, n: nonce, t: issued at (s)}) "." HMAC-SHA256
// of that with the session secret. Valid for a year from issue.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from '../../../server/secrets.server.js';

export const DEVICE_COOKIE = 'ib_device';
export const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;
/** Sent only with the sign-in and change-password calls, not with every page. */
export const DEVICE_COOKIE_PATH = '/api/auth';

export const emailKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 32);

interface DevicePayload {
  a: string;
  n: string;
  t: number;
}

const sign = (secret: string, body: string) => createHmac('sha256', `device-cookie:${secret}`).update(body).digest('base64url');

export function issueDeviceCookie(secret: string, email: string, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ a: emailKey(email), n: randomBytes(16).toString('base64url'), t: Math.floor(now / 1000) } satisfies DevicePayload)).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

/** The device's nonce when the cookie is genuine, unexpired and names this account; otherwise null. */
export function verifyDeviceCookie(secret: string, value: string | undefined, email: string, now = Date.now()): string | null {
  if (!value || value.length > 400) return null;
  const dot = value.indexOf('.');
  if (dot <= 0) return null;
  const body = value.slice(0, dot);
  if (!safeEqual(value.slice(dot + 1), sign(secret, body))) return null;
  let payload: Partial<DevicePayload>;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<DevicePayload>;
  } catch {
    return null;
  }
  if (typeof payload.a !== 'string' || typeof payload.n !== 'string' || typeof payload.t !== 'number') return null;
  const age = now / 1000 - payload.t;
  if (age < -60 || age > DEVICE_COOKIE_SECONDS) return null;
  return safeEqual(payload.a, emailKey(email)) ? payload.n : null;
}
