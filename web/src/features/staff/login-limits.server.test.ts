import { describe, expect, it } from 'vitest';
import { memoryState } from '../../../server/shared-state.server';
import { ACCOUNT_FREE_FAILURES, accountDelaySeconds, LoginLimits } from './login-limits.server';
import { tooManyAttempts } from './staff-api.server';

const A = '203.0.113.1';
const B = '198.51.100.2';
const alice = 'alice@ironbark.example.com';
const bob = 'bob@ironbark.example.com';

async function fail(limits: LoginLimits, email: string, address: string, times: number) {
  for (let i = 0; i < times; i++) await limits.failed(email, address);
}

describe('sign-in limits', () => {
  it('stop an account at one address after 5 failures, with a wait of up to 15 minutes', async () => {
    const limits = new LoginLimits(memoryState(), 'site');
    await fail(limits, alice, A, 4);
    expect(await limits.check(alice, A)).toEqual({ allowed: true, trustedDevice: null });
    await fail(limits, alice, A, 1);
    const check = await limits.check(alice, A);
    expect(check.allowed).toBe(false);
    expect(!check.allowed && check.retryAfterSeconds).toBeGreaterThan(890);
    expect(!check.allowed && check.retryAfterSeconds).toBeLessThanOrEqual(900);
  });

  it('do not stop the same account at another address, nor another account at the same address', async () => {
    const limits = new LoginLimits(memoryState(), 'site');
    await fail(limits, alice, A, 10);
    expect(await limits.check(alice, B)).toEqual({ allowed: true, trustedDevice: null });
    expect(await limits.check(bob, A)).toEqual({ allowed: true, trustedDevice: null });
  });

  it('treat the email address without regard to case or spaces', async () => {
    const limits = new LoginLimits(memoryState(), 'site');
    await fail(limits, 'Alice@Ironbark.example.com ', A, 5);
    expect((await limits.check(alice, A)).allowed).toBe(false);
  });

  it('clear an account’s failures at an address when it signs in there', async () => {
    const limits = new LoginLimits(memoryState(), 'site');
    await fail(limits, alice, A, 4);
    await limits.succeeded(alice, A);
    await fail(limits, alice, A, 4);
    expect(await limits.check(alice, A)).toEqual({ allowed: true, trustedDevice: null });
  });

  it('stop an address after 50 failures over any accounts', async () => {
    const limits = new LoginLimits(memoryState(), 'site');
    for (let i = 0; i < 50; i++) await limits.failed(`user${i}@example.com`, A);
    expect((await limits.check('someone-new@example.com', A)).allowed).toBe(false);
    expect(await limits.check('someone-new@example.com', B)).toEqual({ allowed: true, trustedDevice: null });
  });

  it('slow an account from unknown browsers after 10 failures: 1 s, 2 s, 4 s ... never more than an hour', async () => {
    expect([10, 11, 12, 13, 14, 20, 22, 23, 200, 10_000].map(accountDelaySeconds)).toEqual([0, 1, 2, 4, 8, 512, 2048, 3600, 3600, 3600]);
    const limits = new LoginLimits(memoryState(), 'site');
    const address = (i: number) => `10.0.${Math.floor(i / 4)}.${i % 4}`;
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++) await limits.failed(alice, address(i));
    expect(await limits.check(alice, '192.0.2.99')).toEqual({ allowed: true, trustedDevice: null });
    await limits.failed(alice, address(10));
    const first = await limits.check(alice, '192.0.2.99');
    expect(first).toEqual({ allowed: false, retryAfterSeconds: 1 });
    // However many failures, the wait is at most an hour (no 24-hour lock-out).
    for (let i = 11; i < 200; i++) await limits.failed(alice, address(i));
    const later = await limits.check(alice, '192.0.2.99');
    expect(later.allowed).toBe(false);
    expect(!later.allowed && later.retryAfterSeconds).toBeGreaterThan(3500);
    expect(!later.allowed && later.retryAfterSeconds).toBeLessThanOrEqual(3600);
    expect(await limits.check(bob, '192.0.2.99')).toEqual({ allowed: true, trustedDevice: null });
  });

  it('let a browser with a device cookie for the account past the account’s waits', async () => {
    const limits = new LoginLimits(memoryState(), 'site');
    for (let i = 0; i < 200; i++) await limits.failed(alice, `10.1.${Math.floor(i / 10)}.${i % 10}`);
    expect((await limits.check(alice, B)).allowed).toBe(false);
    expect(await limits.check(alice, B, 'device-nonce')).toEqual({ allowed: true, trustedDevice: 'device-nonce' });
  });

  it('give a device its own limit of 5 failures, then treat it as unknown', async () => {
    const limits = new LoginLimits(memoryState(), 'site');
    for (let i = 0; i < 200; i++) await limits.failed(alice, `10.1.${Math.floor(i / 10)}.${i % 10}`);
    for (let i = 0; i < 4; i++) await limits.failed(alice, B, 'device-nonce');
    expect((await limits.check(alice, B, 'device-nonce')).allowed).toBe(true);
    await limits.failed(alice, B, 'device-nonce');
    expect((await limits.check(alice, B, 'device-nonce')).allowed).toBe(false);
    // Another device of the same account is not affected.
    expect((await limits.check(alice, A, 'other-device')).allowed).toBe(true);
  });

  it('still count a trusted device’s failures against its address', async () => {
    const limits = new LoginLimits(memoryState(), 'site');
    for (let i = 0; i < 50; i++) await limits.failed(`user${i}@example.com`, A);
    expect((await limits.check(alice, A, 'device-nonce')).allowed).toBe(false);
  });

  it('keep the account’s waits when it signs in (no free guesses after each sign-in), and clear the device’s failures', async () => {
    const limits = new LoginLimits(memoryState(), 'site');
    for (let i = 0; i < 15; i++) await limits.failed(alice, `10.2.0.${i}`);
    for (let i = 0; i < 4; i++) await limits.failed(alice, B, 'device-nonce');
    await limits.succeeded(alice, B, 'device-nonce');
    expect((await limits.check(alice, A)).allowed).toBe(false);
    for (let i = 0; i < 4; i++) await limits.failed(alice, B, 'device-nonce');
    expect(await limits.check(alice, B, 'device-nonce')).toEqual({ allowed: true, trustedDevice: 'device-nonce' });
  });
});

describe('the wait, in words', () => {
  it.each([
    [1, 'a second'],
    [8, '8 seconds'],
    [59, '59 seconds'],
    [60, 'a minute'],
    [900, '15 minutes'],
    [3600, '60 minutes'],
  ])('%i s: "%s"', (seconds, words) => {
    // Imported with the file, not in the test: the staff API's module graph takes seconds to
    // load on a busy machine, which counted against the first case's 5 s timeout.
    expect(tooManyAttempts(seconds)).toBe(`Too many sign-in attempts. Wait ${words} and try again.`);
  });
});
