import { describe, expect, it } from 'vitest';
import { ConfigError, readEnv } from './env.server';

/** The variables without defaults: the secrets the server must be given. */
const SECRETS = {
  CMS_API_TOKEN: 'cms-api-token-0123456789abcdef',
  REVALIDATE_SECRET: 'revalidate-secret-0123456789',
  PREVIEW_SECRET: 'preview-secret-0123456789ab',
  SESSION_SECRET: 'session-secret-0123456789abcd',
} as const;

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    readEnv(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error('readEnv accepted the environment');
}

describe('readEnv defaults', () => {
  it('fills every setting that has a default when only the secrets are given', () => {
    const env = readEnv({ ...SECRETS });
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      HOST: '0.0.0.0',
      PORT: 3000,
      SITE_URL: 'http://localhost:3000',
      CMS_URL: 'http://localhost:1337',
      CMS_PUBLIC_URL: 'http://localhost:1337',
      CMS_SEARCH_TOKEN: '',
      TRUST_PROXY: 0,
      SITE_PRODUCTION: false,
      SITE_STAGING: false,
      CACHE_TTL_SECONDS: 300,
      LOG_LEVEL: 'info',
      FORMS_RATE_LIMIT: 5,
    });
    expect(env.SESSION_SECRET).toBe(SECRETS.SESSION_SECRET);
  });

  it('treats empty variables as not set, as docker compose passes them', () => {
    const env = readEnv({ ...SECRETS, CMS_URL: '', PORT: '', SITE_PRODUCTION: '' });
    expect(env.CMS_URL).toBe('http://localhost:1337');
    expect(env.PORT).toBe(3000);
    expect(env.SITE_PRODUCTION).toBe(false);
  });

  it('reads numbers and flags, strips trailing slashes from URLs and uses the CMS URL as the public one by default', () => {
    const env = readEnv({
      ...SECRETS,
      PORT: '8080',
      CMS_URL: 'http://cms:1337/',
      SITE_URL: 'https://www.ironbark.example.com//',
      SITE_PRODUCTION: 'true',
      SITE_STAGING: '1',
      TRUST_PROXY: '0',
    });
    expect(env.PORT).toBe(8080);
    expect(env.CMS_URL).toBe('http://cms:1337');
    expect(env.CMS_PUBLIC_URL).toBe('http://cms:1337');
    expect(env.SITE_URL).toBe('https://www.ironbark.example.com');
    expect(env.SITE_PRODUCTION).toBe(true);
    expect(env.SITE_STAGING).toBe(true);
    expect(env.TRUST_PROXY).toBe(0);
  });

  it('reads TRUST_PROXY as a number of proxies, with true meaning one', () => {
    expect(readEnv({ ...SECRETS, TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(readEnv({ ...SECRETS, TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(readEnv({ ...SECRETS, TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
  });

  it('has the page cache on and CDN headers at their defaults unless told otherwise', () => {
    const env = readEnv({ ...SECRETS });
    expect(env).toMatchObject({ PAGE_CACHE: true, CDN_S_MAXAGE_SECONDS: 60, CDN_STALE_WHILE_REVALIDATE_SECONDS: 300, CDN_STALE_IF_ERROR_SECONDS: 86400 });
    expect(env.CDN_PURGE_URL).toBeUndefined();
    expect(readEnv({ ...SECRETS, PAGE_CACHE: 'false' }).PAGE_CACHE).toBe(false);
  });

  it('accepts a CDN purge URL with its token', () => {
    const env = readEnv({ ...SECRETS, CDN_PURGE_URL: 'https://purge.example.com/hook/', CDN_PURGE_TOKEN: 'purge-token-0123456789' });
    expect(env.CDN_PURGE_URL).toBe('https://purge.example.com/hook');
  });

  it('keeps a separate public CMS URL when one is given', () => {
    expect(readEnv({ ...SECRETS, CMS_PUBLIC_URL: 'https://cms.ironbark.example.com' }).CMS_PUBLIC_URL).toBe(
      'https://cms.ironbark.example.com',
    );
  });
});

describe('readEnv errors', () => {
  it.each(['not a url', 'cms:1337', 'ftp://cms.example.com', 'javascript:alert(1)'])(
    'throws a ConfigError naming CMS_URL for the malformed value %s',
    (value) => {
      const error = configError({ ...SECRETS, CMS_URL: value });
      expect(error.name).toBe('ConfigError');
      expect(error.message).toMatch(/^CMS_URL /);
      expect(error.message).toContain('http(s) URL');
    },
  );

  it('throws a ConfigError naming SESSION_SECRET when it is too short, without printing it', () => {
    const error = configError({ ...SECRETS, SESSION_SECRET: 'hunter2-short' });
    expect(error.message).toMatch(/^SESSION_SECRET /);
    expect(error.message).toContain('at least 16 characters');
    expect(error.message).not.toContain('hunter2-short');
    expect(error.message).not.toContain('hunter2');
  });

  it.each(['CMS_API_TOKEN', 'REVALIDATE_SECRET', 'PREVIEW_SECRET'] as const)(
    'never prints the value of %s when it is refused',
    (name) => {
      const error = configError({ ...SECRETS, [name]: 'tiny-secret' });
      expect(error.message).toMatch(new RegExp(`^${name} `));
      expect(error.message).not.toContain('tiny-secret');
    },
  );

  it('never prints any other secret in the message', () => {
    const error = configError({ ...SECRETS, SESSION_SECRET: 'short' });
    for (const value of Object.values(SECRETS)) expect(error.message).not.toContain(value);
  });

  it('says a missing secret is not set', () => {
    const { SESSION_SECRET: _omit, ...rest } = SECRETS;
    const error = configError({ ...rest });
    expect(error.message).toMatch(/^SESSION_SECRET /);
    expect(error.message).toContain('it is not set');
  });

  it.each([
    ['PORT', '70000'],
    ['LOG_LEVEL', 'verbose'],
    ['SITE_PRODUCTION', 'yes'],
    ['CACHE_TTL_SECONDS', '-1'],
    ['TRUST_PROXY', 'yes'],
    ['PAGE_CACHE', 'off'],
    ['PAGE_CACHE_MB', '0'],
    ['CDN_S_MAXAGE_SECONDS', 'soon'],
    ['CDN_PURGE_URL', 'ftp://purge.example.com'],
  ])('names %s when its value %s is refused', (name, value) => {
    expect(configError({ ...SECRETS, [name]: value }).message).toMatch(new RegExp(`^${name} `));
  });
});

describe('CDN purge settings', () => {
  it('refuses CDN_PURGE_URL without CDN_PURGE_TOKEN, naming the token', () => {
    expect(configError({ ...SECRETS, CDN_PURGE_URL: 'https://purge.example.com' }).message).toMatch(/^CDN_PURGE_TOKEN must be set when CDN_PURGE_URL is set/);
  });

  it('never prints the purge token', () => {
    const error = configError({ ...SECRETS, CDN_PURGE_URL: 'https://purge.example.com', CDN_PURGE_TOKEN: 'short' });
    expect(error.message).toMatch(/^CDN_PURGE_TOKEN /);
    expect(error.message).not.toContain('short');
  });
  it('checks the cache, metrics and shutdown settings', () => {
    const env = readEnv({ ...SECRETS });
    expect([env.CDN_PURGE_MODE, env.METRICS_PORT, env.METRICS_HOST, env.SHUTDOWN_DRAIN_SECONDS, env.SHUTDOWN_TIMEOUT_SECONDS]).toEqual(['json', undefined, '127.0.0.1', 5, 20]);
    expect(readEnv({ ...SECRETS, CDN_PURGE_MODE: 'varnish', METRICS_PORT: '9464' })).toMatchObject({ CDN_PURGE_MODE: 'varnish', METRICS_PORT: 9464 });
    expect(() => readEnv({ ...SECRETS, CDN_PURGE_MODE: 'fastly' })).toThrow(/CDN_PURGE_MODE/);
    expect(() => readEnv({ ...SECRETS, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters \(got a bad value\)/);
    expect(() => readEnv({ ...SECRETS, SHUTDOWN_TIMEOUT_SECONDS: '0' })).toThrow(/SHUTDOWN_TIMEOUT_SECONDS/);
  });
});
