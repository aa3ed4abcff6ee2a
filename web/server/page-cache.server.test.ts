import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentCache } from './cache.server';
import { TagVersions } from './tag-versions.server';
import { readEnv } from './env.server';
import { canonicalPath, pageCodec, PageCache, pageKey, routeOf, type DocumentResult } from './page-cache.server';
import { APP_ROUTES, type AppRoute } from '@ironbark/shared/content/site-routes';

const env = readEnv({
  CMS_API_TOKEN: 'x'.repeat(32),
  REVALIDATE_SECRET: 'r'.repeat(32),
  PREVIEW_SECRET: 'p'.repeat(32),
  SESSION_SECRET: 's'.repeat(32),
  SITE_URL: 'https://www.ironbark.example.com',
});

describe('pageKey: what is cached under which key', () => {
  it('ignores query parameters on content pages, so tracking parameters share the entry', () => {
    expect(pageKey('/about-us', 'utm_source=x&utm_medium=y', undefined)).toEqual({ key: '/about-us', visitor: false });
    expect(pageKey('/about-us', '', undefined)).toEqual({ key: '/about-us', visitor: false });
  });

  it('keeps the type and page of /resources, normalised; later pages are visitor keys', () => {
    expect(pageKey('/resources', 'type=case-study&utm=1', undefined)).toEqual({ key: '/resources?type=case-study', visitor: false });
    expect(pageKey('/resources', 'type=nonsense&page=1', undefined)).toEqual({ key: '/resources', visitor: false });
    expect(pageKey('/resources', 'page=2', undefined)).toEqual({ key: '/resources?page=2', visitor: true });
    for (const page of ['-1', 'abc', '999999', '1.5', '']) expect(pageKey('/resources', `page=${page}`, undefined)?.key).toBe('/resources');
  });

  it('keeps the normalised search term and page of /search, always as a visitor key', () => {
    expect(pageKey('/search', 'query=%20Network%20&page=2', undefined)).toEqual({ key: '/search?query=network&page=2', visitor: true });
    expect(pageKey('/search', 'query[]=a&query[]=b', undefined)).toEqual({ key: '/search', visitor: true });
  });

  it('shares only the plain thank-you popup address; with other parameters the page is rendered for the request', () => {
    expect(pageKey('/contact-us', 'popup=thank-you', undefined)).toEqual({ key: '/contact-us?popup=thank-you', visitor: true });
    expect(pageKey('/contact-us', 'popup=thank-you&x=1', undefined)).toBeNull();
    expect(pageKey('/contact-us', 'popup=other', undefined)).toBeNull();
  });

  it('never caches for a staff session, the staff screens, /login or the API', () => {
    expect(pageKey('/about-us', '', 'a=1; ib_session=abc')).toBeNull();
    for (const path of ['/login', '/LOGIN', '/resources-manage', '/change-password', '/api/content/layout']) expect(pageKey(path, '', undefined)).toBeNull();
    // Other cookies do not make a visitor a staff member.
    expect(pageKey('/about-us', '', 'theme=dark; not_ib_session=1')).not.toBeNull();
  });

  it('never caches a preview: a draft is for one editor, and the key would drop its signed link', () => {
    for (const path of ['/preview', '/Preview']) expect(pageKey(path, 'kind=page&ref=%2F&exp=1&sig=x', undefined)).toBeNull();
    expect(pageKey('/preview', '', undefined)).toBeNull();
  });
});

describe('a route declared once, in the route table', () => {
  // A future list of events with pages, added to the table (here a fixture) and nowhere else.
  const EVENTS: AppRoute = { id: 'events', path: '/events', access: 'public', params: [{ name: 'page', kind: 'page-number', room: 'visitor' }] };
  const routes = [EVENTS, ...APP_ROUTES];

  it('is matched before the catch-all content route', () => {
    expect(routeOf('/events', routes)?.id).toBe('events');
    expect(routeOf('/events', APP_ROUTES)?.id).toBe('page');
    expect(routeOf('/resources-manage/abc', APP_ROUTES)?.id).toBe('resource-edit');
    expect(routeOf('/resources-manage/new', APP_ROUTES)?.id).toBe('resource-new');
  });

  it('is cached per value of its declared parameter, and not per any other', async () => {
    const render = vi.fn(async (key: string) => page(key, `<p>rendered ${key}</p>`));
    const { base } = await harness(render, { routes });
    const body = async (path: string) => (await get(base, path)).body.toString();
    expect(await body('/events?page=2')).toContain('rendered /events?page=2');
    expect(await body('/events?page=2&sort=oldest&utm_source=x')).toContain('rendered /events?page=2');
    expect(await body('/events?utm_source=x&page=02')).toContain('rendered /events?page=2');
    expect(await body('/events?page=3')).toContain('rendered /events?page=3');
    expect(await body('/events')).toContain('rendered /events<');
    expect(await body('/events?page=1&sort=newest')).toContain('rendered /events<');
    // One render per value of "page" (1, 2, 3), whatever else the query held; the render never saw "sort".
    expect(render.mock.calls.map(([key]) => key).sort()).toEqual(['/events', '/events?page=2', '/events?page=3']);
    // Without the declaration the parameter is ignored, as for any content page (one entry).
    render.mockClear();
    const plain = await harness(render);
    await get(plain.base, '/events?page=2');
    await get(plain.base, '/events?page=3');
    expect(render.mock.calls.map(([key]) => key)).toEqual(['/events']);
  });

  it('is never cached when it is declared private, nor anything under it', () => {
    const drafts: AppRoute = { id: 'drafts', path: '/drafts/:id', access: 'private', params: [] };
    expect(pageKey('/drafts/1', '', undefined, [drafts, ...APP_ROUTES])).toBeNull();
    expect(pageKey('/drafts', '', undefined, [drafts, ...APP_ROUTES])).toBeNull();
    expect(pageKey('/drafts/1', '', undefined)).not.toBeNull();
  });
});

describe('canonicalPath', () => {
  it('reads the canonical link of a page as a path on the site', () => {
    expect(canonicalPath('<head><link rel="canonical" href="https://www.ironbark.example.com/about-us"></head>', env.SITE_URL)).toBe('/about-us');
    expect(canonicalPath('<link rel="canonical" href="https://www.ironbark.example.com/">', env.SITE_URL)).toBe('/');
    expect(canonicalPath('<link rel="canonical" href="https://elsewhere.example.com/x">', env.SITE_URL)).toBe('');
    expect(canonicalPath('<title>none</title>', env.SITE_URL)).toBe('');
  });
});

function page(path: string, body = `<p>${path}</p>`, status = 200): DocumentResult {
  return {
    kind: 'document',
    status,
    private: false,
    csp: "script-src 'self' 'sha256-abc='",
    html: `<!DOCTYPE html><html><head><link rel="canonical" href="${env.SITE_URL}${path.split('?')[0]}"></head><body>${body}${'<!-- padding -->'.repeat(100)}</body></html>`,
  };
}

interface Served {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Served> {
  return new Promise((resolve, reject) => {
    http
      .request(new URL(path, base), { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

/** An app with the page cache in front of a fake render, as app.ts composes it. */
async function harness(render: (key: string) => Promise<DocumentResult>, options: { versions?: TagVersions; ttl?: number; routes?: readonly AppRoute[] } = {}) {
  const versions = options.versions ?? new TagVersions();
  const cache = new PageCache({ env: { ...env, CACHE_TTL_SECONDS: options.ttl ?? 300 }, versions, render, routes: options.routes });
  const live = vi.fn();
  const app = express();
  app.use(cache.serve());
  app.get(/.*/, async (req, res, next) => {
    try {
      const handled = await cache.respond(req, res, (result) => {
        res.status(result.status).setHeader('Cache-Control', 'no-store');
        if (result.kind === 'redirect') res.redirect(result.status, result.location);
        else res.send(result.kind === 'document' ? result.html : result.body);
      });
      if (!handled) {
        live(req.originalUrl);
        res.send('rendered for this request');
      }
    } catch (error) {
      next(error);
    }
  });
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((r) => server.once('listening', r));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, cache, versions, live };
}

describe('PageCache', () => {
  it('renders a page once and serves every later request from memory, whatever the tracking parameters', async () => {
    const render = vi.fn(async (key: string) => page(key));
    const { base } = await harness(render);
    const first = await get(base, '/about-us');
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    const second = await get(base, '/about-us?utm_source=newsletter');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body.toString()).toBe(first.body.toString());
    expect(render).toHaveBeenCalledTimes(1);
    expect(render).toHaveBeenCalledWith('/about-us');
  });

  it('renders once for many concurrent first requests', async () => {
    const render = vi.fn(async (key: string) => {
      await new Promise((r) => setTimeout(r, 50));
      return page(key);
    });
    const { base } = await harness(render);
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(base, '/services')));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('serves brotli, gzip or plain bodies built once, each with its own strong ETag, and 304 on If-None-Match', async () => {
    const { base } = await harness(async (key) => page(key));
    const plain = await get(base, '/contact-us');
    const br = await get(base, '/contact-us', { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get(base, '/contact-us', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    expect(gunzipSync(gz.body).toString()).toBe(plain.body.toString());
    const tags = [plain, br, gz].map((a) => a.headers.etag);
    for (const tag of tags) expect(tag).toMatch(/^"[A-Za-z0-9_-]+(-gz|-br)?"$/);
    expect(new Set(tags).size).toBe(3);
    expect(br.headers.vary).toBe('Accept-Encoding');
    const again = await get(base, '/contact-us', { 'accept-encoding': 'br', 'if-none-match': br.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const changed = await get(base, '/contact-us', { 'if-none-match': '"something-else"' });
    expect(changed.status).toBe(200);
  });

  it('answers HEAD with the headers and no body', async () => {
    const { base } = await harness(async (key) => page(key));
    await get(base, '/partner');
    const head = await get(base, '/partner', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(100);
    expect(head.body.length).toBe(0);
  });

  it('sends public CDN caching headers and the CSP stored with the entry', async () => {
    const { base } = await harness(async (key) => page(key));
    const res = await get(base, '/');
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400');
    expect(res.headers['content-security-policy']).toBe("script-src 'self' 'sha256-abc='");
  });

  it('renders again after an editor changes content the page was built from, and not for other content', async () => {
    const content = new ContentCache({ ttlMs: 300_000 });
    let title = 'v1';
    const render = vi.fn(async (key: string) => page(key, await content.get('page:x', ['page'], async () => title)));
    const { base, versions } = await harness(render, { versions: content.versions });
    expect((await get(base, '/about-us')).body.toString()).toContain('v1');
    content.invalidate(['blog']);
    expect((await get(base, '/about-us')).headers['x-cache']).toBe('HIT');
    title = 'v2';
    versions.bump(['page']);
    const after = await get(base, '/about-us');
    expect(after.body.toString()).toContain('v2');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('does not keep a page whose render was running when an editor published', async () => {
    const content = new ContentCache({ ttlMs: 300_000 });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let title = 'old';
    const render = vi.fn(async (key: string) => {
      const value = await content.get('page:x', ['page'], async () => title);
      await gate;
      return page(key, value);
    });
    const { base, versions } = await harness(render, { versions: content.versions });
    const pending = get(base, '/about-us');
    await new Promise((r) => setTimeout(r, 30));
    title = 'new';
    versions.bump(['page']);
    release();
    expect((await pending).body.toString()).toContain('old');
    const next = await get(base, '/about-us');
    expect(next.body.toString()).toContain('new');
  });

  it('never stores a 5xx: it is answered, and an older copy wins when there is one', async () => {
    let status = 200;
    const render = vi.fn(async (key: string) => page(key, `status ${status}`, status));
    const versions = new TagVersions();
    const { base, cache } = await harness(async (key) => {
      const result = await render(key);
      return result;
    }, { versions });
    status = 503;
    const failing = await get(base, '/industries');
    expect(failing.status).toBe(503);
    expect(failing.headers['cache-control']).toBe('no-store');
    expect(cache.stats()).toMatchObject({ entries: 0, visitorEntries: 0 });
    status = 200;
    expect((await get(base, '/industries')).status).toBe(200);
    versions.bump(['redirect']); // outdated...
    status = 503; // ...and the CMS is down: the stored page is served
    const stale = await get(base, '/industries');
    expect(stale.status).toBe(200);
    expect(stale.body.toString()).toContain('status 200');
  });

  it('keeps 404s, other spellings and visitor keys in the visitor room, real pages in the site room', async () => {
    const { base, cache } = await harness(async (key) => (key.startsWith('/not-found') ? page('/not-found', 'missing', 404) : page(key.toLowerCase().split('?')[0]!)));
    await get(base, '/about-us');
    await get(base, '/About-Us');
    await get(base, '/not-found');
    await get(base, '/search?query=network');
    expect(cache.stats()).toMatchObject({ entries: 1, visitorEntries: 3 });
    const notFound = await get(base, '/not-found');
    expect(notFound.status).toBe(404);
    expect(notFound.headers['x-cache']).toBe('HIT');
    expect(notFound.headers['cache-control']).toMatch(/s-maxage=60\b/);
  });

  it('passes redirects and private pages through without keeping them', async () => {
    const { base, cache } = await harness(async (key) =>
      key === '/gone' ? { kind: 'redirect', status: 302, location: '/not-found' } : { ...page(key), private: true },
    );
    const redirect = await get(base, '/gone');
    expect(redirect.status).toBe(302);
    expect(redirect.headers.location).toBe('/not-found');
    await get(base, '/odd-private');
    expect(cache.stats()).toMatchObject({ entries: 0, visitorEntries: 0 });
  });

  it('renders for the request itself when it is not cacheable', async () => {
    const render = vi.fn(async (key: string) => page(key));
    const { base, live } = await harness(render);
    const res = await get(base, '/about-us', { cookie: 'ib_session=sealed' });
    expect(res.body.toString()).toBe('rendered for this request');
    expect(live).toHaveBeenCalledWith('/about-us');
    expect(render).not.toHaveBeenCalled();
  });
});

describe('pageCodec (the Redis copy)', () => {
  it('round-trips an entry, bodies and all', () => {
    const entry = { status: 200, html: Buffer.from('<html>é</html>'), gzip: Buffer.from([1, 2, 3]), br: Buffer.from([4, 5]), hash: 'abc', csp: "default-src 'self'", tags: ['page', 'redirect'] };
    const decoded = pageCodec.decode(pageCodec.encode({ kind: 'entry', entry }));
    expect(decoded).toEqual({ kind: 'entry', entry });
  });
});
