import { describe, expect, it } from 'vitest';
import { DEVICE_COOKIE_SECONDS, issueDeviceCookie, verifyDeviceCookie } from './device-cookie.server';

const secret = 'a-session-secret-of-at-least-thirty-two-characters';
const alice = 'alice@ironbark.example.com';

describe('device cookies', () => {
  it('are valid for the account they name (without regard to case or spaces), with a nonce per issue', () => {
    const one = issueDeviceCookie(secret, alice);
    const nonce = verifyDeviceCookie(secret, one, ' Alice@Ironbark.example.com');
    expect(nonce).toMatch(/^[\w-]{22}$/);
    expect(verifyDeviceCookie(secret, issueDeviceCookie(secret, alice), alice)).not.toBe(nonce);
  });

  it('are not valid for another account, under another secret, altered, or after a year', () => {
    const value = issueDeviceCookie(secret, alice);
    expect(verifyDeviceCookie(secret, value, 'bob@ironbark.example.com')).toBeNull();
    expect(verifyDeviceCookie(`${secret}-other`, value, alice)).toBeNull();
    const [body, mac] = value.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), t: 0 })).toString('base64url');
    expect(verifyDeviceCookie(secret, `${forged}.${mac}`, alice)).toBeNull();
    expect(verifyDeviceCookie(secret, `${body}.${mac!.slice(1)}x`, alice)).toBeNull();
    const old = issueDeviceCookie(secret, alice, Date.now() - (DEVICE_COOKIE_SECONDS + 60) * 1000);
    expect(verifyDeviceCookie(secret, old, alice)).toBeNull();
  });

  it.each([[undefined], [''], ['.'], ['abc'], ['x'.repeat(500)], ['e30.abc']])('ignore %j', (value) => {
    expect(verifyDeviceCookie(secret, value, alice)).toBeNull();
  });
});
