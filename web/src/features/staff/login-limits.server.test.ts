import { describe, expect, it } from 'vitest';
import { memoryState } from '../../../server/shared-state.server';
import { LoginLimits } from './login-limits.server';

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
    expect(await limits.check(alice, A)).toEqual({ allowed: true });
    await fail(limits, alice, A, 1);
    const check = await limits.check(alice, A);
    expect(check.allowed).toBe(false);
    expect(!check.allowed && check.retryAfterSeconds).toBeGreaterThan(890);
    expect(!check.allowed && check.retryAfterSeconds).toBeLessThanOrEqual(900);
  });

  it('do not stop the same account at another address, nor another account at the same address', async () => {
    const limits = new LoginLimits(memoryState(), 'site');
    await fail(limits, alice, A, 10);
    expect(await limits.check(alice, B)).toEqual({ allowed: true });
    expect(await limits.check(bob, A)).toEqual({ allowed: true });
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
    expect(await limits.check(alice, A)).toEqual({ allowed: true });
  });

  it('stop an address after 50 failures over any accounts', async () => {
    const limits = new LoginLimits(memoryState(), 'site');
    for (let i = 0; i < 50; i++) await limits.failed(`user${i}@example.com`, A);
    expect((await limits.check('someone-new@example.com', A)).allowed).toBe(false);
    expect(await limits.check('someone-new@example.com', B)).toEqual({ allowed: true });
  });

  it('stop an account everywhere after 100 failures from many addresses', async () => {
    const limits = new LoginLimits(memoryState(), 'site');
    for (let i = 0; i < 100; i++) await limits.failed(alice, `10.0.${Math.floor(i / 4)}.${i % 4}`);
    const check = await limits.check(alice, '192.0.2.99');
    expect(check.allowed).toBe(false);
    expect(!check.allowed && check.retryAfterSeconds).toBeGreaterThan(86_000);
    expect(await limits.check(bob, '192.0.2.99')).toEqual({ allowed: true });
  });
});
