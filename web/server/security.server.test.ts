import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readEnv } from './env.server';
import { contentSecurityPolicy, hasStyleAttributes, inlineHashes } from './security.server';

const env = readEnv({ CMS_API_TOKEN: 'x'.repeat(32), REVALIDATE_SECRET: 'r'.repeat(32), PREVIEW_SECRET: 'p'.repeat(32), SESSION_SECRET: 's'.repeat(32) });
const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineHashes', () => {
  it('hashes every inline script and style, not scripts with a src', () => {
    const html = '<head><script type="module" src="/assets/a.js"></script><style>.a{color:red}</style></head><body><script>window.x = 1;</script><script type="application/ld+json">{"a":1}</script></body>';
    expect(inlineHashes(html)).toEqual({ scripts: [hash('window.x = 1;'), hash('{"a":1}')], styles: [hash('.a{color:red}')] });
  });

  it('lists a script that appears twice once', () => {
    expect(inlineHashes('<script>a()</script><script>a()</script>').scripts).toHaveLength(1);
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
