import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ES module without type declarations
import { checkCmsEnv, checkS3Env } from './env.mjs';

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

describe('SEED_DIR', () => {
  it('must exist when given', () => {
    expect(problems({ SEED_DIR: '/no/such/seed/folder' })).toEqual(['SEED_DIR must be a folder of seed content (got "/no/such/seed/folder", which does not exist)']);
    expect(problems({ SEED_DIR: __dirname })).toEqual([]);
  });
});

describe('S3 settings', () => {
  const s3 = { S3_BUCKET: 'ironbark-media', S3_PUBLIC_URL: 'https://ironbark-media.s3.ap-southeast-2.amazonaws.com' };

  it('are optional', () => {
    expect(checkS3Env({})).toEqual([]);
  });

  it('accept a complete configuration', () => {
    expect(
      checkS3Env({
        ...s3,
        S3_REGION: 'ap-southeast-2',
        S3_ENDPOINT: 'https://s3.ap-southeast-2.amazonaws.com',
        S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'false',
        S3_ACL: 'public-read',
      }),
    ).toEqual([]);
    expect(checkS3Env(s3)).toEqual([]);
  });

  it('need the public URL with a bucket', () => {
    expect(checkS3Env({ S3_BUCKET: 'ironbark-media' })).toEqual([expect.stringMatching(/^S3_PUBLIC_URL is not set/)]);
  });

  it('give one line per bad value, naming the variable', () => {
    const found = checkS3Env({
      S3_BUCKET: 'Bad_Bucket',
      S3_PUBLIC_URL: 'ftp://x',
      S3_ENDPOINT: 'not a url',
      S3_REGION: 'Sydney!',
      S3_ACCESS_KEY_ID: 'AKIA',
      S3_FORCE_PATH_STYLE: 'yes',
      S3_ACL: 'everyone',
    });
    expect(found).toHaveLength(7);
    for (const name of ['S3_BUCKET', 'S3_PUBLIC_URL', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_FORCE_PATH_STYLE', 'S3_ACL']) {
      expect(found.some((line: string) => line.startsWith(name))).toBe(true);
    }
  });

  it('flag S3 settings given without a bucket', () => {
    expect(checkS3Env({ S3_PUBLIC_URL: 'https://cdn.example.com' })).toEqual([expect.stringMatching(/^S3_PUBLIC_URL is set but S3_BUCKET is not/)]);
  });

  it('are part of the CMS configuration check', () => {
    expect(problems({ S3_BUCKET: 'ironbark-media' })).toEqual([expect.stringMatching(/^S3_PUBLIC_URL/)]);
  });
});
