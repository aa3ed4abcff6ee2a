import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ES module without type declarations
import { checkCmsEnv } from './env.mjs';

const secrets = Object.fromEntries(
  ['APP_KEYS', 'API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'JWT_SECRET', 'ENCRYPTION_KEY', 'CMS_API_TOKEN', 'REVALIDATE_SECRET', 'PREVIEW_SECRET'].map(
    (name) => [name, name === 'APP_KEYS' ? 'aaaaaaaaaaaaaaaaaaaa,bbbbbbbbbbbbbbbbbbbb' : 'x'.repeat(32)],
  ),
);
const problems = (env: Record<string, string>): string[] => checkCmsEnv({ ...secrets, ...env });

describe('demo accounts in production', () => {
  it('need both passwords when DEMO_ACCOUNTS=true', () => {
    const found = problems({ NODE_ENV: 'production', DEMO_ACCOUNTS: 'true' });
    expect(found).toContain('DEMO_ADMIN_PASSWORD must be set when DEMO_ACCOUNTS=true in production');
    expect(found).toContain('DEMO_STAFF_PASSWORD must be set when DEMO_ACCOUNTS=true in production');
  });

  it('are fine off, or on with two long passwords', () => {
    expect(problems({ NODE_ENV: 'production' })).toEqual([]);
    expect(problems({ NODE_ENV: 'production', DEMO_ACCOUNTS: 'false' })).toEqual([]);
    expect(problems({ NODE_ENV: 'production', DEMO_ACCOUNTS: 'true', DEMO_ADMIN_PASSWORD: 'a-long-password-1', DEMO_STAFF_PASSWORD: 'a-long-password-2' })).toEqual([]);
  });

  it('refuses a short password and a DEMO_ACCOUNTS that is not true/false', () => {
    expect(problems({ NODE_ENV: 'production', DEMO_ACCOUNTS: 'true', DEMO_ADMIN_PASSWORD: 'short', DEMO_STAFF_PASSWORD: 'a-long-password-2' })).toEqual([
      'DEMO_ADMIN_PASSWORD is too short: use at least 12 characters',
    ]);
    expect(problems({ DEMO_ACCOUNTS: 'yes' })).toEqual(['DEMO_ACCOUNTS must be true or false (got "yes")']);
  });
});
