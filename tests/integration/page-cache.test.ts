// The full-page cache and CDN-ready HTTP on the built web: anonymous public pages come from
// memory with strong ETags, compressed bodies and public caching headers; tracking parameters
// share an entry; every inline script and style of every page is allowed by the stored CSP;
// staff sessions, staff screens and errors are never shared; the JSON content API is cacheable.
import { createHash } from 'node:crypto';
import http from 'node:http';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ES module without type declarations
import { seededPagePaths } from '../../scripts/lib/seed-pages.mjs';
import { stack } from './helpers';

/** Every page the seed creates (the client's content routes). */
const CONTENT_PATHS: string[] = seededPagePaths();

const web = (path: string, init: RequestInit = {}) => fetch(`${stack().webUrl}${path}`, { redirect: 'manual', ...init });
const html = { accept: 'text/html' };

/** A GET through node:http (fetch would decompress and hide the encoding). */
function raw(path: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; length: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(path, stack().webUrl), { headers }, (res) => {
        let length = 0;
        res.on('data', (c: Buffer) => (length += c.length));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, length }));
      })
      .on('error', reject);
  });
}

const CDN = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/;

describe('anonymous public pages', () => {
  it('come from the page cache after the first request, tracking parameters included, with no cookie', async () => {
    await (await web('/about-us', { headers: html })).text();
    const res = await web('/about-us?utm_source=newsletter&utm_medium=email', { headers: html });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-cache')).toMatch(/^(HIT|STALE)$/);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(res.headers.get('cache-control')).toMatch(CDN);
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(res.headers.get('cache-tag')).toMatch(/\bpage\b/);
  });

  it('have a strong ETag per encoding and answer 304 to If-None-Match', async () => {
    await raw('/industries', html);
    const br = await raw('/industries', { ...html, 'accept-encoding': 'br' });
    const gz = await raw('/industries', { ...html, 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.headers.etag).toMatch(/^"[^"]+"$/); // strong: no W/
    expect(br.headers.etag).not.toBe(gz.headers.etag);
    expect(br.length).toBeLessThan(gz.length);
    const again = await raw('/industries', { ...html, 'accept-encoding': 'br', 'if-none-match': br.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.length).toBe(0);
  });

  it('allow every inline script they run and style by the hashes in their CSP, the same scripts on every page, with no inline style attributes', async () => {
    const paths = [...CONTENT_PATHS, '/search?query=network', '/resources?type=news'];
    const scriptSources = new Set<string>();
    for (const path of paths) {
      const res = await web(path, { headers: html });
      const body = await res.text();
      const csp = res.headers.get('content-security-policy') ?? '';
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      const styleSrc = /style-src ([^;]*)/.exec(csp)?.[1] ?? '';
      const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
      for (const m of body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        // JSON-LD and JSON data are never run: the policy needs no hash for them.
        if (!/\ssrc=|type="application\/(ld\+)?json"/.test(m[1]!) && m[2]) expect(scriptSrc, `${path}: inline script`).toContain(hash(m[2]));
      }
      scriptSources.add(scriptSrc);
      for (const m of body.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) if (m[1]) expect(styleSrc, `${path}: <style>`).toContain(hash(m[1]));
      expect(body, `${path}: inline style attribute`).not.toMatch(/<[a-z][^>]*\sstyle=/i);
    }
    // The script hashes do not depend on what a page says.
    expect(scriptSources.size).toBe(1);
  });

  it('keep a 404 in the cache only briefly and never a redirect', async () => {
    const notFound = await web('/not-found', { headers: html });
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get('cache-control')).toMatch(/s-maxage=([1-5]?\d|60),/);
    const redirect = await web('/no-such-page-at-all', { headers: html });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('x-cache')).toBeNull();
    expect(redirect.headers.get('cache-control')).toBe('no-store');
  });
});

describe('what is never shared', () => {
  it('a request with a staff session cookie is rendered for it and marked private', async () => {
    await (await web('/partner', { headers: html })).text(); // cached for anonymous visitors
    const res = await web('/partner', { headers: { ...html, cookie: 'ib_session=not-a-real-session' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-cache')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it.each(['/login', '/resources-manage'])('%s is never cached', async (path) => {
    const first = await web(path, { headers: html });
    const second = await web(path, { headers: html });
    for (const res of [first, second]) {
      expect(res.headers.get('x-cache')).toBeNull();
      expect(res.headers.get('cache-control') ?? '').toMatch(/no-store/);
    }
  });
});

describe('JSON content API', () => {
  it('is cacheable by a CDN, with an ETag and 304', async () => {
    const res = await web('/api/content/layout');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(CDN);
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[^"]+"$/);
    // node:http: fetch adds Cache-Control: no-cache to conditional requests, which Express honours.
    const again = await raw('/api/content/layout', { 'if-none-match': etag });
    expect(again.status).toBe(304);
  });
});

describe('health', () => {
  it('/healthz reports the page cache to the metrics token only', async () => {
    expect(await (await web('/healthz')).json()).toEqual({ status: 'ok' });
    const res = await fetch(`${stack().webUrl}/healthz`, { headers: { authorization: `Bearer ${stack().env.METRICS_TOKEN}` } });
    const body = (await res.json()) as { pages?: { entries: number; hits: number } };
    expect(body.pages?.entries).toBeGreaterThan(0);
    expect(body.pages?.hits).toBeGreaterThan(0);
  });
});
