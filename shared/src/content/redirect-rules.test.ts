import { describe, expect, it } from 'vitest';
import { globalContentType } from './global.js';
import { parseRedirectHosts, redirectProblems, reservedPathOf } from './redirect-rules.js';

const fields = (r: Parameters<typeof redirectProblems>[0], hosts: string[] = []) => redirectProblems(r, hosts).map((p) => p.field);

describe('a redirect may not start on the site\'s own sensitive paths', () => {
  it.each([
    '/login',
    '/LOGIN',
    '/login/',
    '/login/anything',
    '/change-password',
    '/resources-manage',
    '/resources-manage/abc123',
    '/preview',
    '/preview/page',
    '/api',
    '/api/forms/contact',
    '/assets/site.css',
    '/uploads/file.pdf',
    '/%6cogin',
    '/%256cogin',
    '//login',
    '/\\login',
    '/x/../login',
    '/login.data',
    '/login;jsessionid=1',
  ])('%s is refused', (from) => {
    expect(reservedPathOf(from)).not.toBeNull();
    expect(fields({ from, to: '/services' })).toEqual(['from']);
  });

  it.each(['/', '/old-services', '/logins', '/login-help', '/apis', '/api-docs', '/preview-2024', '/uploads-old', '/services/login'])('%s is allowed', (from) => {
    expect(reservedPathOf(from)).toBeNull();
    expect(redirectProblems({ from, to: '/services' }, [])).toEqual([]);
  });

  it('names the reserved path in the message an editor sees', () => {
    expect(redirectProblems({ from: '/login', to: '/services' }, [])[0]!.message).toMatch(/^\/login belongs to the site itself/);
  });
});

describe('where a redirect may lead', () => {
  it.each(['/services', '/services/network-solutions?from=1', '/a#b'])('site path %s is allowed', (to) => {
    expect(fields({ from: '/old', to })).toEqual([]);
  });

  it.each(['//evil.example/x', '/\\evil.example', '/a\\b', 'http://evil.example/', 'HTTP://evil.example/', 'javascript:alert(1)', 'https://user:pass@evil.example/', 'https://ironbark.example@evil.example/', 'ftp://x.example/', 'https://evil.example/\u2028x', 'evil.example'])(
    '%s is refused',
    (to) => {
      expect(fields({ from: '/old', to, external: true }, ['evil.example', 'x.example'])).toEqual(['to']);
    },
  );

  it('another website needs its host on the allow-list or the "External website" tick', () => {
    expect(fields({ from: '/old', to: 'https://evil.example/login' })).toEqual(['to']);
    expect(redirectProblems({ from: '/old', to: 'https://evil.example/login' }, [])[0]!.message).toMatch(/External website/);
    expect(fields({ from: '/old', to: 'https://evil.example/login', external: true })).toEqual([]);
    expect(fields({ from: '/old', to: 'https://Shop.Ironbark.example/x' }, ['shop.ironbark.example'])).toEqual([]);
    // A host on the list allows that host only, not others ending like it.
    expect(fields({ from: '/old', to: 'https://evilshop.ironbark.example/' }, ['shop.ironbark.example'])).toEqual(['to']);
  });

  it('the "External website" tick never lets a redirect take over a reserved path', () => {
    expect(fields({ from: '/login', to: 'https://evil.example/', external: true })).toEqual(['from']);
  });
});

describe('the redirect hosts of Global settings', () => {
  it('are read one a line, or separated by commas or spaces, lower case, without a pasted scheme', () => {
    expect(parseRedirectHosts('shop.ironbark.example\nhttps://Help.Ironbark.example/, other.example  ')).toEqual([
      'shop.ironbark.example',
      'help.ironbark.example',
      'other.example',
    ]);
    expect(parseRedirectHosts(null)).toEqual([]);
    expect(parseRedirectHosts('')).toEqual([]);
  });

  it('refuse on save what is not a host name', () => {
    const check = globalContentType.fields.redirectHosts.check!;
    expect(check('shop.ironbark.example\nhelp.ironbark.example')).toBeNull();
    expect(check('shop.ironbark.example/path')).toMatch(/Not a host name: shop.ironbark.example\/path/);
    expect(check('evil.example@x')).toMatch(/Not a host name/);
  });
});
