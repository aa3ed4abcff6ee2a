import { describe, expect, it } from 'vitest';
import { etagMatches, pickEncoding, publicCacheControl } from './http-cache.server';

const cdn = { CDN_S_MAXAGE_SECONDS: 120, CDN_STALE_WHILE_REVALIDATE_SECONDS: 600, CDN_STALE_IF_ERROR_SECONDS: 86400 };

describe('publicCacheControl', () => {
  it('lets browsers revalidate and shared caches keep, revalidate in the background and outlast errors (RFC 5861)', () => {
    expect(publicCacheControl(cdn)).toBe('public, max-age=0, s-maxage=120, stale-while-revalidate=600, stale-if-error=86400');
  });
  it('keeps not-found answers a minute at most, and never a server error', () => {
    expect(publicCacheControl(cdn, 404)).toMatch(/s-maxage=60,/);
    expect(publicCacheControl(cdn, 503)).toBe('no-store');
  });
});

describe('pickEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0', 'identity'],
    ['*', 'br'],
    ['deflate', 'identity'],
    // A coding refused by name stays refused whatever the wildcard says.
    ['br;q=0, *', 'gzip'],
    ['br;q=0, gzip;q=0, *', 'identity'],
    ['*;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['gzip;q=0.5, br;q=0.8', 'br'],
    ['GZIP', 'gzip'],
    ['x-gzip', 'identity'],
    ['br;q=0.0, gzip;q=0.000', 'identity'],
    ['identity;q=0, br', 'br'],
  ])('%s -> %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('etagMatches', () => {
  it('matches any listed tag, weak or strong, and *', () => {
    expect(etagMatches('"a", W/"b"', ['"b"'])).toBe(true);
    expect(etagMatches('*', ['"x"'])).toBe(true);
    expect(etagMatches('"c"', ['"a"', '"b"'])).toBe(false);
    expect(etagMatches(undefined, ['"a"'])).toBe(false);
  });
});
