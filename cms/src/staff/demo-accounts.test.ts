import { describe, expect, it } from 'vitest';
import { demoAccountsPlan } from './demo-accounts';

const env = (vars: Record<string, string>) => vars as NodeJS.ProcessEnv;

describe('demoAccountsPlan', () => {
  it('outside production: on by default, with the local passwords', () => {
    expect(demoAccountsPlan(env({ NODE_ENV: 'development' }))).toEqual({
      enabled: true,
      adminPassword: 'AdminDemo!2024',
      staffPassword: 'StaffDemo!2024',
    });
    expect(demoAccountsPlan(env({}))).toMatchObject({ enabled: true });
  });

  it('outside production: off with DEMO_ACCOUNTS=false; given passwords win', () => {
    expect(demoAccountsPlan(env({ NODE_ENV: 'test', DEMO_ACCOUNTS: 'false' })).enabled).toBe(false);
    expect(demoAccountsPlan(env({ DEMO_ADMIN_PASSWORD: 'Admin-given-1', DEMO_STAFF_PASSWORD: 'Staff-given-1' }))).toMatchObject({
      adminPassword: 'Admin-given-1',
      staffPassword: 'Staff-given-1',
    });
  });

  it('production: off unless DEMO_ACCOUNTS=true', () => {
    const passwords = { DEMO_ADMIN_PASSWORD: 'Admin-given-1', DEMO_STAFF_PASSWORD: 'Staff-given-1' };
    expect(demoAccountsPlan(env({ NODE_ENV: 'production', ...passwords })).enabled).toBe(false);
    expect(demoAccountsPlan(env({ NODE_ENV: 'production', DEMO_ACCOUNTS: 'yes', ...passwords })).enabled).toBe(false);
  });

  it('production: needs both passwords, never falls back to the local ones', () => {
    for (const vars of [{}, { DEMO_ADMIN_PASSWORD: 'Admin-given-1' }, { DEMO_STAFF_PASSWORD: 'Staff-given-1' }]) {
      expect(demoAccountsPlan(env({ NODE_ENV: 'production', DEMO_ACCOUNTS: 'true', ...vars })).enabled).toBe(false);
    }
    expect(
      demoAccountsPlan(env({ NODE_ENV: 'production', DEMO_ACCOUNTS: 'true', DEMO_ADMIN_PASSWORD: 'Admin-given-1', DEMO_STAFF_PASSWORD: 'Staff-given-1' })),
    ).toEqual({ enabled: true, adminPassword: 'Admin-given-1', staffPassword: 'Staff-given-1' });
  });
});
