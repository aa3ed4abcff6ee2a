import { describe, expect, it, vi } from 'vitest';
import { createPasswordCheck, FailureLimiter, staffMayLogIn } from './login-guard';

// The timing itself is measured end to end in tests/integration/cms-staff-auth.test.ts (a
// wall-clock comparison does not belong in the fast unit suite).
describe('createPasswordCheck', () => {
  it('compares against the stored hash when there is one', async () => {
    const validate = vi.fn(async (password: string, hash: string) => hash === `hash-of-${password}`);
    const check = createPasswordCheck(validate, async () => 'dummy');
    expect(await check('secret', 'hash-of-secret')).toBe(true);
    expect(await check('wrong', 'hash-of-secret')).toBe(false);
    expect(validate).toHaveBeenCalledTimes(2);
  });

  it('without a stored hash still runs one comparison (against the dummy hash) and fails', async () => {
    const validate = vi.fn(async () => true);
    const makeDummy = vi.fn(async () => 'dummy-hash');
    const check = createPasswordCheck(validate, makeDummy);
    expect(await check('anything', null)).toBe(false);
    expect(await check('anything', undefined)).toBe(false);
    expect(validate).toHaveBeenCalledTimes(2);
    expect(validate).toHaveBeenLastCalledWith('anything', 'dummy-hash');
    // The dummy hash is made once.
    expect(makeDummy).toHaveBeenCalledTimes(1);
  });
});

describe('staffMayLogIn', () => {
  const ok = async () => true;
  const staff = { password: 'h', blocked: false, confirmed: true, role: { type: 'authenticated' } };
  const options = { requireConfirmed: false };

  it('lets a staff member in with the right password', async () => {
    expect(await staffMayLogIn(staff, 'pw', createPasswordCheck(ok, async () => 'd'), options)).toBe(true);
  });

  it.each([
    ['an unknown account', null],
    ['a blocked account', { ...staff, blocked: true }],
    ['a user outside the staff role', { ...staff, role: { type: 'public' } }],
    ['an account without a password', { ...staff, password: null }],
  ])('refuses %s, after a password comparison all the same', async (_name, user) => {
    const validate = vi.fn(ok);
    expect(await staffMayLogIn(user, 'pw', createPasswordCheck(validate, async () => 'dummy'), options)).toBe(false);
    expect(validate).toHaveBeenCalledTimes(1);
  });

  it('refuses an unconfirmed account when confirmation is required', async () => {
    const check = createPasswordCheck(ok, async () => 'd');
    expect(await staffMayLogIn({ ...staff, confirmed: false }, 'pw', check, { requireConfirmed: true })).toBe(false);
    expect(await staffMayLogIn({ ...staff, confirmed: false }, 'pw', check, { requireConfirmed: false })).toBe(true);
  });

  it('refuses a wrong password', async () => {
    expect(await staffMayLogIn(staff, 'pw', createPasswordCheck(async () => false, async () => 'd'), options)).toBe(false);
  });
});

describe('FailureLimiter', () => {
  const clock = () => {
    let t = 1_000_000;
    return { now: () => t, advance: (ms: number) => (t += ms) };
  };

  it('allows 5 consecutive failures, then refuses until 15 minutes after the first', () => {
    const c = clock();
    const limiter = new FailureLimiter({ now: c.now });
    for (let i = 0; i < 5; i++) {
      expect(limiter.retryAfter('a|1.2.3.4')).toBe(0);
      limiter.failure('a|1.2.3.4');
      c.advance(1000);
    }
    expect(limiter.retryAfter('a|1.2.3.4')).toBe(15 * 60 - 5);
    c.advance(15 * 60 * 1000 - 5000 - 1);
    expect(limiter.retryAfter('a|1.2.3.4')).toBeGreaterThan(0);
    c.advance(1);
    expect(limiter.retryAfter('a|1.2.3.4')).toBe(0);
  });

  it('a success clears the count', () => {
    const limiter = new FailureLimiter({ now: clock().now });
    for (let i = 0; i < 4; i++) limiter.failure('k');
    limiter.success('k');
    for (let i = 0; i < 4; i++) limiter.failure('k');
    expect(limiter.retryAfter('k')).toBe(0);
    limiter.failure('k');
    expect(limiter.retryAfter('k')).toBeGreaterThan(0);
  });

  it('keeps accounts and addresses apart', () => {
    const limiter = new FailureLimiter({ now: clock().now });
    for (let i = 0; i < 5; i++) limiter.failure('a|1.1.1.1');
    expect(limiter.retryAfter('a|1.1.1.1')).toBeGreaterThan(0);
    expect(limiter.retryAfter('a|2.2.2.2')).toBe(0);
    expect(limiter.retryAfter('b|1.1.1.1')).toBe(0);
  });

  it('remembers a bounded number of keys', () => {
    const limiter = new FailureLimiter({ now: clock().now, maxKeys: 100 });
    for (let i = 0; i < 1000; i++) limiter.failure(`user${i}|ip`);
    expect((limiter as unknown as { failures: Map<string, unknown> }).failures.size).toBeLessThanOrEqual(100);
  });
});
