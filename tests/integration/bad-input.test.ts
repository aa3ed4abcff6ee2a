// Bad input never becomes a 5xx: malformed addresses answer 400 with the site's error page (never
// stored by a cache), redirects built from the request stay on this site, and odd query
// parameters are normalised. Raw requests through node:http, so the target is sent exactly.
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { stack } from './helpers';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function raw(target: string, headers: Record<string, string> = { accept: 'text/html' }): Promise<Answer> {
  const url = new URL(stack().webUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path: target, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('malformed addresses', () => {
  it.each([
    ['/%ZZ'],
    ['/about-us%ZZ'],
    ['/services/%E0%A4%A'],
    ['/about-us%00'],
    ['/search?query=%00'],
    ['/search?query=%ZZ'],
    [`/${'a'.repeat(2001)}`],
    [`/search?query=${'a'.repeat(4001)}`],
  ])('%s answers 400 with the site error page, not stored', async (target) => {
    const res = await raw(target);
    expect(res.status).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('We could not read that address');
    expect(res.body).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css">/);
    expect(res.body).not.toMatch(/at .+\.js:\d+/); // no stack trace
  });

  it('the JSON API answers 400 JSON for a malformed address', async () => {
    const res = await raw('/api/content/page?path=%ZZ', { accept: 'application/json' });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ error: 'bad request' });
  });
});

describe('redirects built from the request stay on this site', () => {
  it.each([
    ['//evil.example/', '/evil.example'],
    ['//evil.example', '/evil.example'],
    ['/\\evil.example/', '/evil.example'],
    ['/%2F%2Fevil.example/', '/%2F%2Fevil.example'],
    ['/services//', '/services'],
  ])('%s redirects to %s on this site', async (target, location) => {
    const res = await raw(target);
    expect(res.status).toBe(301);
    const given = res.headers.location ?? '';
    expect(given.startsWith('//')).toBe(false);
    const resolved = new URL(given, stack().webUrl);
    expect(resolved.origin).toBe(new URL(stack().webUrl).origin);
    expect(`${resolved.pathname}${resolved.search}`).toBe(location);
  });
});

describe('odd query parameters are normalised, never a 5xx', () => {
  it.each([
    '/resources?page=-1',
    '/resources?page=abc',
    '/resources?page=999999',
    '/resources?page=1.5&type=nonsense',
    '/resources?type[]=news&page[]=2',
    '/search?query[]=a&query[]=b',
    '/search?query=network&page=-3',
    `/search?query=${'a'.repeat(3900)}`,
    `/resources?type=${'x'.repeat(3900)}`,
    '/api/content/resources?page=-1',
    '/api/content/search?query[]=a&page=abc',
    `/api/content/search?query=${'n'.repeat(3900)}`,
  ])('%s answers below 500', async (target) => {
    const res = await raw(target);
    expect(res.status, res.body.slice(0, 200)).toBeLessThan(500);
  });
});
