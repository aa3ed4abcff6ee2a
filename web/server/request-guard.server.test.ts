import { describe, expect, it } from 'vitest';
import { badTarget } from './request-guard.server';

describe('badTarget', () => {
  it.each([
    ['/%ZZ', 'malformed escape in the path'],
    ['/about-us%ZZ', 'malformed escape in the path'],
    ['/about-us%E0%A4%A', 'malformed escape in the path'],
    ['/a%00b', 'NUL character'],
    ['/search?query=a%00', 'NUL character'],
    ['/search?query=%ZZ', 'malformed escape in the query'],
    [`/${'a'.repeat(2001)}`, 'path too long'],
    [`/search?query=${'a'.repeat(4001)}`, 'query too long'],
  ])('refuses %s (%s)', (url, reason) => {
    expect(badTarget(url)).toBe(reason);
  });

  it.each(['/', '/about-us', '/caf%C3%A9', '/search?query=network&page=2', '/resources?page=-1', `/${'a'.repeat(1999)}`, `/search?query=${'a'.repeat(3990)}`, '/search?query%5B%5D=a'])(
    'lets %s through',
    (url) => {
      expect(badTarget(url)).toBeNull();
    },
  );
});
