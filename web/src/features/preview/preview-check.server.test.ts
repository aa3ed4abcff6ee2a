// The web's check of the admin's signed preview links: good links pass, and every way a link can
// be wrong is refused with the status the preview page shows (401 expired, 403 anything else).
import { describe, expect, it } from 'vitest';
import { PREVIEW_LINK_TTL_MS, signPreviewLink, type PreviewKind } from '@ironbark/shared/preview/signed-link';
import { checkPreviewLink, isSitePath, PreviewRefused } from './preview-check.server';

const SECRET = 'preview-secret-0123456789abcdef';
const NOW = Date.UTC(2025, 2, 14, 9, 0, 0);

const link = (kind: PreviewKind, ref: string, expiresAt = NOW + PREVIEW_LINK_TTL_MS) => signPreviewLink({ kind, ref, expiresAt }, SECRET);

function refusal(run: () => unknown): { status: number; reason: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof PreviewRefused) return { status: error.status, reason: error.reason };
    throw error;
  }
  throw new Error('expected the link to be refused');
}

describe('checkPreviewLink', () => {
  it('accepts a page, a resource and a site link signed with the secret, and names the target', () => {
    expect(checkPreviewLink(link('page', '/services/cloud-services'), SECRET, NOW)).toEqual({
      kind: 'page',
      ref: '/services/cloud-services',
      expiresAt: NOW + PREVIEW_LINK_TTL_MS,
    });
    expect(checkPreviewLink(link('resource', 'k3n2x9q8w7e6r5t4y3u2i1o0'), SECRET, NOW).kind).toBe('resource');
    expect(checkPreviewLink(link('site', '/'), SECRET, NOW).kind).toBe('site');
    expect(checkPreviewLink(link('form', 'f0rm2x9q8w7e6r5t4y3u2i1o'), SECRET, NOW).kind).toBe('form');
  });

  it('refuses an expired link with 401, up to the millisecond', () => {
    const expiring = link('page', '/about-us', NOW + 1000);
    expect(checkPreviewLink(expiring, SECRET, NOW + 999).ref).toBe('/about-us');
    expect(refusal(() => checkPreviewLink(expiring, SECRET, NOW + 1000))).toEqual({ status: 401, reason: 'expired' });
  });

  it('refuses a tampered signature, ref, kind or expiry with 403', () => {
    const good = link('page', '/about-us');
    const flipped = `${good.sig.slice(0, -1)}${good.sig.endsWith('A') ? 'B' : 'A'}`;
    expect(refusal(() => checkPreviewLink({ ...good, sig: flipped }, SECRET, NOW))).toEqual({ status: 403, reason: 'bad-signature' });
    expect(refusal(() => checkPreviewLink({ ...good, ref: '/contact-us' }, SECRET, NOW))).toEqual({ status: 403, reason: 'bad-signature' });
    expect(refusal(() => checkPreviewLink({ ...good, kind: 'site' }, SECRET, NOW))).toEqual({ status: 403, reason: 'bad-signature' });
    expect(refusal(() => checkPreviewLink({ ...good, exp: String(Number(good.exp) - 1) }, SECRET, NOW))).toEqual({ status: 403, reason: 'bad-signature' });
    expect(refusal(() => checkPreviewLink(good, 'another-secret-0123456789abcdef', NOW))).toEqual({ status: 403, reason: 'bad-signature' });
  });

  it('refuses a missing or unknown kind and missing parameters with 403', () => {
    const good = link('page', '/about-us');
    expect(refusal(() => checkPreviewLink({ ...good, kind: 'admin' }, SECRET, NOW))).toEqual({ status: 403, reason: 'malformed' });
    expect(refusal(() => checkPreviewLink({ ...good, kind: '' }, SECRET, NOW))).toEqual({ status: 403, reason: 'malformed' });
    expect(refusal(() => checkPreviewLink({ kind: 'page', ref: '/about-us' }, SECRET, NOW))).toEqual({ status: 403, reason: 'malformed' });
    expect(refusal(() => checkPreviewLink({}, SECRET, NOW))).toEqual({ status: 403, reason: 'malformed' });
  });

  it('refuses a good link of a kind the caller does not serve (the draft layout is for site links only)', () => {
    expect(checkPreviewLink(link('site', '/'), SECRET, NOW, ['site']).kind).toBe('site');
    expect(refusal(() => checkPreviewLink(link('page', '/'), SECRET, NOW, ['site']))).toEqual({ status: 403, reason: 'wrong-kind' });
    expect(refusal(() => checkPreviewLink(link('resource', 'abc123'), SECRET, NOW, ['site']))).toEqual({ status: 403, reason: 'wrong-kind' });
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example/path'],
    ['a backslash address', '/\\evil.example'],
    ['a relative path', 'about-us'],
    ['a path with a query', '/about-us?popup=thank-you'],
    ['a path with a fragment', '/about-us#enquire'],
    ['dot segments', '/services/../login'],
    ['a javascript: address', 'javascript:alert(1)'],
  ])('refuses a page or site link whose ref is %s, even when signed (403)', (_name, ref) => {
    expect(refusal(() => checkPreviewLink(link('page', ref), SECRET, NOW))).toEqual({ status: 403, reason: 'bad-ref' });
    expect(refusal(() => checkPreviewLink(link('site', ref), SECRET, NOW))).toEqual({ status: 403, reason: 'bad-ref' });
  });

  it('refuses a resource or form link whose ref is not a documentId (a path, a filter), even when signed (403)', () => {
    for (const ref of ['/resources/news', 'abc[$ne]=x', 'ABC123', 'a'.repeat(65)]) {
      expect(refusal(() => checkPreviewLink(link('resource', ref), SECRET, NOW))).toEqual({ status: 403, reason: 'bad-ref' });
      expect(refusal(() => checkPreviewLink(link('form', ref), SECRET, NOW))).toEqual({ status: 403, reason: 'bad-ref' });
    }
  });

  it("accepts a release link whose ref is a release's id, and refuses any other ref, even when signed (403)", () => {
    expect(checkPreviewLink(link('release', '42'), SECRET, NOW)).toMatchObject({ kind: 'release', ref: '42' });
    for (const ref of ['/', '0', '042', '4.2', '-1', 'abc', '1'.repeat(11)]) {
      expect(refusal(() => checkPreviewLink(link('release', ref), SECRET, NOW))).toEqual({ status: 403, reason: 'bad-ref' });
    }
  });
});

describe('isSitePath', () => {
  it('accepts plain paths on this site, as they are', () => {
    for (const path of ['/', '/about-us', '/services/network-solutions/sd-wan', '/Caravan23', '/caf%C3%A9']) expect(isSitePath(path)).toBe(true);
  });
});
