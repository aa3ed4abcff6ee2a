// The built web server in front of the seeded CMS: every content route renders with sound SEO
// tags, unknown and trailing-slash addresses are sent on, security and caching headers, compression,
// and the machine-readable routes (health, sitemap, robots, local search index).
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain ES module without type declarations
import { seededPagePaths } from '../../scripts/lib/seed-pages.mjs';
import { stack } from './helpers';

/** Every page the seed creates (the client's content routes). */
const CONTENT_PATHS: string[] = seededPagePaths();

const web = (path: string, init: RequestInit = {}) => fetch(`${stack().webUrl}${path}`, { redirect: 'manual', ...init });

/** The path a redirect points to, whether Location is absolute or site-relative. */
const locationPath = (res: Response) => new URL(res.headers.get('location') ?? '', stack().webUrl).pathname;

function head(html: string): string {
  const m = /<head[^>]*>([\s\S]*?)<\/head>/i.exec(html);
  return m?.[1] ?? '';
}

function attr(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
}

async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!);
      }
    }),
  );
  return out;
}

interface Rendered {
  path: string;
  status: number;
  html: string;
  setCookie: string[];
}

describe('content routes', () => {
  let pages: Rendered[];

  beforeAll(async () => {
    pages = await mapLimit(CONTENT_PATHS, 6, async (path) => {
      const res = await web(path, { headers: { accept: 'text/html' } });
      return { path, status: res.status, html: await res.text(), setCookie: res.headers.getSetCookie() };
    });
  });

  it('no public page sets a cookie or carries a per-visitor token, so a CDN may store them', () => {
    const withCookies = pages.filter((p) => p.setCookie.length > 0).map((p) => `${p.path}: ${p.setCookie.join(' | ')}`);
    expect(withCookies).toEqual([]);
    expect(pages.filter((p) => /XSRF|_xsrf|csrf/i.test(p.html)).map((p) => p.path)).toEqual([]);
  });

  it('every route in CONTENT_PATHS answers 200, and /not-found answers 404', () => {
    expect(CONTENT_PATHS.length).toBeGreaterThan(50);
    const statuses = Object.fromEntries(pages.map((p) => [p.path, p.status]));
    const expected = Object.fromEntries(CONTENT_PATHS.map((p) => [p, p === '/not-found' ? 404 : 200]));
    expect(statuses).toEqual(expected);
  });

  it('each page has exactly one <title>, inside <head>', () => {
    for (const { path, html } of pages) {
      expect(html.match(/<title[\s>]/gi)?.length ?? 0, `${path}: <title> elements`).toBe(1);
      expect(head(html), `${path}: <title> in <head>`).toMatch(/<title>[^<]+<\/title>/);
    }
  });

  it('each page has a meta description in <head>', () => {
    for (const { path, html } of pages) {
      const tag = /<meta\s[^>]*name="description"[^>]*>/i.exec(head(html))?.[0];
      expect(tag, `${path}: meta description`).toBeTruthy();
      expect(attr(tag!, 'content')?.trim().length ?? 0, `${path}: description text`).toBeGreaterThan(20);
    }
  });

  it('each page has a canonical link with an absolute href on the site', () => {
    const site = stack().env.SITE_URL!;
    for (const { path, html } of pages) {
      const tags = head(html).match(/<link\s[^>]*rel="canonical"[^>]*>/gi) ?? [];
      expect(tags.length, `${path}: canonical links`).toBe(1);
      const href = attr(tags[0]!, 'href') ?? '';
      expect(href, `${path}: canonical href`).toMatch(/^https?:\/\//);
      expect(href.startsWith(site), `${path}: canonical ${href} is on ${site}`).toBe(true);
    }
  });

  it('titles are unique across pages', () => {
    const byTitle = new Map<string, string[]>();
    for (const { path, html } of pages) {
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      byTitle.set(title, [...(byTitle.get(title) ?? []), path]);
    }
    const duplicates = [...byTitle].filter(([, paths]) => paths.length > 1);
    expect(duplicates).toEqual([]);
  });
});

describe('addresses that are not pages', () => {
  it('/no-such-page redirects to /not-found', async () => {
    const res = await web('/no-such-page', { headers: { accept: 'text/html' } });
    expect([301, 302]).toContain(res.status);
    expect(locationPath(res)).toBe('/not-found');
  });

  it.each(['/Caravan23', '/caravan23'])('%s answers 200 (paths match case-insensitively)', async (path) => {
    const res = await web(path, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
  });

  it('/services/ redirects to /services', async () => {
    const res = await web('/services/', { headers: { accept: 'text/html' } });
    expect([301, 308]).toContain(res.status);
    expect(locationPath(res)).toBe('/services');
  });
});

describe('headers', () => {
  it('pages carry the security headers; the CSP allows the inline scripts the server writes by hash, no other, with no nonce (the same page for everyone)', async () => {
    for (const path of ['/', '/contact-us']) {
      const res = await web(path, { headers: { accept: 'text/html' } });
      expect(res.status).toBe(200);
      const csp = res.headers.get('content-security-policy') ?? '';
      const html = await res.text();
      // The scripts run (not JSON-LD or other JSON, which the browser never runs and the policy need not name).
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => !/\ssrc=/.test(m[1]!) && m[2]);
      const run = inline.filter((m) => !/type="application\/(ld\+)?json"/.test(m[1]!));
      expect(run.length, `${path}: the boot script and the speculation rules`).toBe(2);
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      const hashes = run.map((m) => `'sha256-${createHash('sha256').update(m[2]!).digest('base64')}'`);
      expect(scriptSrc.split(' ').filter((s) => s.startsWith("'sha256-")).sort(), `${path}: exactly those`).toEqual(hashes.sort());
      expect(inline.length, `${path}: JSON-LD too`).toBeGreaterThan(run.length);
      expect(csp).not.toMatch(/nonce-|unsafe-inline/);
      expect(html).not.toMatch(/\snonce="/);
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBeTruthy();
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('public pages carry no loader data, inline the CSS of their first screen (allowed by its hash) and leave the stylesheet to the boot script; staff screens carry theirs', async () => {
    for (const path of ['/', '/contact-us', '/resources']) {
      const res = await web(path, { headers: { accept: 'text/html' } });
      const html = await res.text();
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(html, path).not.toContain('__staticRouterHydrationData');
      const style = /<style>([\s\S]*?)<\/style>/.exec(head(html))?.[1] ?? '';
      expect(style.length, `${path}: inline CSS`).toBeGreaterThan(1000);
      expect(/style-src ([^;]*)/.exec(csp)?.[1], `${path}: hash of the inline CSS`).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
      // The stylesheet is no <link> of the page (the <noscript> copy is for visitors without
      // JavaScript, for whom it is the stylesheet): the boot script requests it after the first
      // paint, from its data-css.
      const links = head(html).replace(/<noscript>[\s\S]*?<\/noscript>/g, '').match(/<link\b[^>]*rel="stylesheet"[^>]*>/g) ?? [];
      expect(links, `${path}: nothing but the first screen's CSS before the first paint`).toEqual([]);
      expect(head(html), path).toMatch(/<script data-islands="[^"]+" data-css="\/assets\/[^"]+\.css">/);
      expect(html, path).toMatch(/<noscript><link rel="stylesheet" href="\/assets\/[^"]+\.css"><\/noscript>/);
    }
    const login = await (await web('/login', { headers: { accept: 'text/html' } })).text();
    expect(login).toContain('__staticRouterHydrationData');
    expect(login).toMatch(/<script type="module" src="\/assets\/entry-staff-[^"]+\.js"/);
  });

  it('hashed build assets under /assets/ are cached as immutable with a long max-age', async () => {
    const html = await (await web('/', { headers: { accept: 'text/html' } })).text();
    // Every quoted /assets/ name: stylesheets, module preloads and the entry script.
    const assets = [...new Set([...html.matchAll(/"(\/assets\/[^"]+-[A-Za-z0-9_-]{8}\.(?:js|css))"/g)].map((m) => m[1]!))];
    expect(assets.length).toBeGreaterThan(0);
    expect(assets.some((a) => a.endsWith('.js'))).toBe(true);
    expect(assets.some((a) => a.endsWith('.css'))).toBe(true);
    for (const asset of assets) {
      const res = await web(asset);
      await res.arrayBuffer();
      expect(res.status, asset).toBe(200);
      const cc = res.headers.get('cache-control') ?? '';
      expect(cc, asset).toMatch(/\bimmutable\b/);
      const maxAge = Number(/max-age=(\d+)/.exec(cc)?.[1] ?? 0);
      expect(maxAge, `${asset} max-age`).toBeGreaterThanOrEqual(30 * 24 * 3600);
    }
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('pages are compressed with %s when the client accepts it', async (encoding, decompress) => {
    // node:http, not fetch: fetch decompresses on its own and hides what was sent.
    const { default: http } = await import('node:http');
    const url = new URL('/', stack().webUrl);
    const { headers, body } = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      http
        .get(url, { headers: { 'accept-encoding': encoding, accept: 'text/html' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          res.on('error', reject);
        })
        .on('error', reject);
    });
    expect(headers['content-encoding']).toBe(encoding);
    expect(decompress(body).toString('utf8')).toMatch(/^<!DOCTYPE html>/i);
  });
});

describe('machine-readable routes', () => {
  it('/healthz answers 200 JSON', async () => {
    const res = await web('/healthz');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });

  it('/sitemap.xml lists every published page and every resource', async () => {
    const { cmsUrl, env } = stack();
    const site = env.SITE_URL!;
    const pages: { path: string; seo?: { noIndex?: boolean | null } | null }[] = [];
    for (let page = 1; ; page++) {
      const res = await fetch(`${cmsUrl}/api/pages?fields[0]=path&populate[seo][fields][0]=noIndex&pagination[page]=${page}&pagination[pageSize]=100`);
      const body = (await res.json()) as { data: typeof pages; meta: { pagination: { pageCount: number } } };
      pages.push(...body.data);
      if (page >= body.meta.pagination.pageCount) break;
    }
    const blogs = (await (await fetch(`${cmsUrl}/api/blogs?fields[0]=slug&pagination[pageSize]=100`)).json()) as { data: { slug: string }[] };
    expect(pages.length).toBeGreaterThan(50);
    expect(blogs.data.length).toBeGreaterThan(0);

    const res = await web('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/xml/);
    const xml = await res.text();
    const locs = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&')));
    const expected = [
      ...pages.filter((p) => p.path !== '/not-found' && !p.seo?.noIndex).map((p) => `${site}${p.path}`),
      ...blogs.data.map((b) => `${site}/resources/${b.slug}`),
    ];
    expect(expected.filter((loc) => !locs.has(loc))).toEqual([]);
    expect(locs.has(`${site}/not-found`)).toBe(false);
  });

  it('/robots.txt keeps crawlers out of the staff screens and names the sitemap', async () => {
    const res = await web('/robots.txt');
    expect(res.status).toBe(200);
    const lines = (await res.text()).split('\n').map((l) => l.trim());
    expect(lines).toContain('Disallow: /resources-manage');
    expect(lines).toContain('Disallow: /login');
    expect(lines).toContain(`Sitemap: ${stack().env.SITE_URL}/sitemap.xml`);
  });

  it('/assets/api/pages.json lists pages with metaTitle, metaDescription, metaKeywords and url', async () => {
    const res = await web('/assets/api/pages.json');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { id: number; attributes: Record<string, unknown> }[] };
    expect(body.data.length).toBeGreaterThan(20);
    for (const entry of body.data) {
      expect(entry.attributes).toEqual(
        expect.objectContaining({
          metaTitle: expect.any(String),
          metaDescription: expect.any(String),
          metaKeywords: expect.any(String),
          url: expect.stringMatching(/^\//),
        }),
      );
    }
    expect(body.data.map((e) => e.attributes.url)).toContain('/contact-us');
  });
});
