import { describe, expect, it, vi } from 'vitest';
import { constantTimeCheckCredentials } from './admin-login';

// The timing itself is measured end to end in tests/integration/cms-staff-auth.test.ts.
function setup(users: Record<string, { password: string; isActive: boolean }>) {
  const auth = {
    hashPassword: vi.fn(async (password: string) => `hash-of-${password}`),
    validatePassword: vi.fn(async (password: string, hash: string) => hash === `hash-of-${password}`),
  };
  const check = constantTimeCheckCredentials(auth, async (email) => users[email] ?? null);
  return { auth, check };
}

describe('constant-time admin checkCredentials', () => {
  const users = { 'admin@example.com': { password: 'hash-of-right', isActive: true }, 'off@example.com': { password: 'hash-of-right', isActive: false } };

  it('answers as Strapi does: the user, invalid credentials, or not active', async () => {
    const { check } = setup(users);
    expect(await check({ email: 'admin@example.com', password: 'right' })).toEqual([null, users['admin@example.com']]);
    expect(await check({ email: 'admin@example.com', password: 'wrong' })).toEqual([null, false, { message: 'Invalid credentials' }]);
    expect(await check({ email: 'nobody@example.com', password: 'wrong' })).toEqual([null, false, { message: 'Invalid credentials' }]);
    expect(await check({ email: 'off@example.com', password: 'right' })).toEqual([null, false, { message: 'User not active' }]);
    expect(await check({ email: 'off@example.com', password: 'wrong' })).toEqual([null, false, { message: 'Invalid credentials' }]);
  });

  it('runs one password comparison for an unknown email too (against a dummy hash made once)', async () => {
    const { auth, check } = setup(users);
    await check({ email: 'nobody@example.com', password: 'x' });
    auth.validatePassword.mockClear();
    await check({ email: 'nobody@example.com', password: 'guess' });
    await check({ email: 'admin@example.com', password: 'guess' });
    expect(auth.validatePassword).toHaveBeenCalledTimes(2);
    expect(auth.validatePassword.mock.calls[0]![1]).toMatch(/^hash-of-/);
    expect(auth.validatePassword.mock.calls[0]![1]).not.toBe('hash-of-right');
    expect(auth.hashPassword).toHaveBeenCalledTimes(1);
  });
});
