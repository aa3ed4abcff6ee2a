import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redirect } from '@ironbark/shared/content/redirect';
import type { ServerContent } from './content.server';
import { cmsRedirects, noTrailingSlash, redirectTable, redirectTarget, sameSitePaths } from './redirects.server';

const redirects: Redirect[] = Array.from({ length: 300 }, (_, i) => ({ documentId: `r${i}`, from: `/old-${i}/`, to: `/new-${i}`, type: i % 2 ? 'temporary' : 'permanent', external: false }));

let base: string;
let server: http.Server;

beforeAll(async () => {
  const app = express();
  app.use(sameSitePaths());
  app.use(cmsRedirects({ redirects: async () => redirects } as unknown as ServerContent));
  app.use(noTrailingSlash());
  app.get(/.*/, (req, res) => void res.send(`page ${req.path}`));
  server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));

/** A raw request line, as a browser (or an attacker) could send it. */
function raw(target: string): Promise<{ status: number; location?: string }> {
  return rawWithHeaders(target).then(({ status, location }) => ({ status, location }));
}

function rawWithHeaders(target: string): Promise<{ status: number; location?: string; cacheControl?: string; surrogateKey?: string }> {
  const [host, port] = base.split(':');
  return new Promise((resolve, reject) => {
    const req = http.request({ host, port: Number(port), path: target, method: 'GET' }, (res) => {
      res.resume();
      resolve({
        status: res.statusCode ?? 0,
        location: res.headers.location,
        cacheControl: res.headers['cache-control'],
        surrogateKey: res.headers['surrogate-key'] as string | undefined,
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('redirects built from the request stay on this site', () => {
  it.each([
    ['//evil.example/', '/evil.example'],
    ['//evil.example', '/evil.example'],
    ['/\\evil.example/', '/evil.example'],
    ['///evil.example//', '/evil.example'],
    ['//evil.example/path?x=1', '/evil.example/path?x=1'],
  ])('%s answers 301 to %s', async (target, location) => {
    const res = await raw(target);
    expect(res.status).toBe(301);
    expect(res.location).toBe(location);
    expect(res.location!.startsWith('//')).toBe(false);
  });

  it('removes a trailing slash and keeps the query', async () => {
    expect(await raw('/services/?a=1')).toEqual({ status: 301, location: '/services?a=1' });
  });

  it('leaves ordinary paths alone', async () => {
    expect((await raw('/services')).status).toBe(200);
  });
});

describe('CMS redirects', () => {
  it('finds the 300th redirect as quickly as the first, by normalised path', async () => {
    expect(await raw('/OLD-299')).toEqual({ status: 302, location: '/new-299' });
    expect(await raw('/old-0')).toEqual({ status: 301, location: '/new-0' });
  });

  it.each([
    ['/services', '/services'],
    ['/services?a=1#b', '/services?a=1#b'],
    ['https://partner.example/offer', 'https://partner.example/offer'],
    ['//evil.example/phish', '/evil.example/phish'],
    ['/\\evil.example', '/evil.example'],
    ['/\\/evil.example', '/evil.example'],
    ['\\\\evil.example', '/evil.example'],
  ])('an editor\'s target %s is sent as %s (a path always stays on this site)', (to, location) => {
    expect(redirectTarget(to)).toBe(location);
  });

  it('builds the lookup table once per list', () => {
    expect(redirectTable(redirects)).toBe(redirectTable(redirects));
    expect(redirectTable(redirects).size).toBe(300);
  });
});

// Issue 23, finding 7: a browser keeps a permanent redirect without Cache-Control for ever.
describe('every redirect says how long it may be kept', () => {
  it.each([
    ['a permanent CMS redirect', '/old-0', 301, 'public, max-age=3600'],
    ['a temporary CMS redirect', '/old-1', 302, 'no-store'],
    ['a trailing slash', '/services/', 301, 'public, max-age=3600'],
    ['a protocol-relative path', '//evil.example/', 301, 'public, max-age=3600'],
  ])('%s: %s answers %i with Cache-Control %s', async (_what, target, status, cacheControl) => {
    const res = await rawWithHeaders(target);
    expect(res.status).toBe(status);
    expect(res.cacheControl).toBe(cacheControl);
  });

  it('a permanent CMS redirect carries the tags a CDN purge drops it by', async () => {
    expect((await rawWithHeaders('/old-0')).surrogateKey).toBe('redirect global');
  });
});
