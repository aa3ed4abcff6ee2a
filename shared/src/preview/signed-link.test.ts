import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PREVIEW_LINK_TTL_MS, signPreviewLink, verifyPreviewLink, type PreviewLinkParams } from './signed-link.js';

const SECRET = 'preview-secret-0123456789abcdef';
const NOW = Date.UTC(2025, 2, 14, 9, 0, 0);
const target = { kind: 'page' as const, ref: '/services/cloud-services', expiresAt: NOW + PREVIEW_LINK_TTL_MS };

describe('signed preview links', () => {
  const params = signPreviewLink(target, SECRET);

  it('carry kind, ref, expiry and a signature, and never the secret', () => {
    expect(Object.keys(params).sort()).toEqual(['exp', 'kind', 'ref', 'sig']);
    expect(params).toMatchObject({ kind: 'page', ref: '/services/cloud-services', exp: String(target.expiresAt) });
    expect(new URLSearchParams({ ...params }).toString()).not.toContain(SECRET);
    expect(params.sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('a good link verifies and names its target', () => {
    expect(verifyPreviewLink(params, SECRET, NOW)).toEqual({ ok: true, target });
    // As the web reads them: from a query string.
    const query = Object.fromEntries(new URLSearchParams({ ...params }));
    expect(verifyPreviewLink(query, SECRET, NOW).ok).toBe(true);
  });

  it('a tampered ref does not verify', () => {
    expect(verifyPreviewLink({ ...params, ref: '/about-us' }, SECRET, NOW)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('a tampered kind does not verify', () => {
    expect(verifyPreviewLink({ ...params, kind: 'site' }, SECRET, NOW)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('a tampered expiry does not verify', () => {
    expect(verifyPreviewLink({ ...params, exp: String(target.expiresAt + 1000) }, SECRET, NOW)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('an expired link does not verify', () => {
    expect(verifyPreviewLink(params, SECRET, target.expiresAt)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyPreviewLink(params, SECRET, target.expiresAt - 1).ok).toBe(true);
  });

  it('a link signed with another secret does not verify', () => {
    expect(verifyPreviewLink(params, 'another-secret-0123456789abcdef', NOW)).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('a link claiming to last longer than an hour is refused', () => {
    const long = signPreviewLink({ ...target, expiresAt: NOW + 24 * PREVIEW_LINK_TTL_MS }, SECRET);
    expect(verifyPreviewLink(long, SECRET, NOW)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('missing or malformed parameters are refused before any signature is computed', () => {
    const cases: Partial<Record<keyof PreviewLinkParams, unknown>>[] = [
      {},
      { ...params, sig: undefined },
      { ...params, kind: 'admin' },
      { ...params, exp: 'soon' },
      { ...params, sig: `${params.sig}x` },
      { ...params, ref: '' },
      { ...params, ref: ['/a', '/b'] },
    ];
    for (const c of cases) expect(verifyPreviewLink(c, SECRET, NOW)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuses to sign or verify with a short secret, and to sign a reference with control characters', () => {
    expect(() => signPreviewLink(target, 'short')).toThrow(/at least 16/);
    expect(() => verifyPreviewLink(params, 'short', NOW)).toThrow(/at least 16/);
    expect(() => signPreviewLink({ ...target, ref: '/a\nb' }, SECRET)).toThrow(/printable/);
  });
});

describe('browser code', () => {
  // Server modules (*.server.ts, which check links), their tests and the server entry may.
  const serverOnly = (name: string) => /\.server\.tsx?$|\.test\.tsx?$|^entry-server\.tsx$/.test(name);

  it('never imports the signed-link module (it is server-only and uses node:crypto)', () => {
    const webSrc = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'web', 'src');
    const offenders: string[] = [];
    const servers: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.(ts|tsx)$/.test(name) && /preview\/signed-link/.test(readFileSync(path, 'utf8'))) (serverOnly(name) ? servers : offenders).push(path);
      }
    };
    walk(webSrc);
    expect(offenders).toEqual([]);
    // The scan sees imports: the web's server-side link check is one.
    expect(servers.some((p) => p.endsWith('preview-check.server.ts'))).toBe(true);
  });
});
