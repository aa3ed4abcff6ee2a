import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readEnv } from './env.server';
import { contentSecurityPolicy, cspHash, hasStyleAttributes } from './security.server';

const env = readEnv({ CMS_API_TOKEN: 'x'.repeat(32), REVALIDATE_SECRET: 'r'.repeat(32), PREVIEW_SECRET: 'p'.repeat(32), SESSION_SECRET: 's'.repeat(32) });
const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('cspHash', () => {
  it('is the hash the browser computes over the exact text', () => {
    expect(cspHash('window.x = 1;')).toBe(hash('window.x = 1;'));
    expect(cspHash('window.x = 1; ')).not.toBe(hash('window.x = 1;'));
  });

  it('spots inline style attributes', () => {
    expect(hasStyleAttributes('<div style="color:red">')).toBe(true);
    expect(hasStyleAttributes('<div class="a" data-style="x">')).toBe(false);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows exactly the hashed inline scripts, and no nonce', () => {
    const csp = contentSecurityPolicy(env, { scripts: ["'sha256-abc'"], styles: [] });
    expect(csp).toMatch(/script-src 'self' 'sha256-abc'(;|$)/);
    expect(csp).not.toMatch(/nonce|unsafe-inline/);
    expect(csp).toMatch(/style-src 'self'(;|$)/);
  });
});
