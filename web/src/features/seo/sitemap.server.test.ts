// The sitemap stays valid at any size: one <urlset> up to the protocol's limit of URLs a file,
// then an index at /sitemap.xml naming parts that together list every address once.
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerContent } from '../../../server/content.server';
import type { Env } from '../../../server/env.server';
import { seoRoutes } from './seo.server';
import { sitemapParts, sitemapPartXml, sitemapXml, type SitemapEntry } from './sitemap';

const SITE = 'https://www.ironbark.example';
const entries = (n: number): SitemapEntry[] =>
  Array.from({ length: n }, (_, i) => ({ path: i === 0 ? '/' : `/resources/r-${i}`, updatedAt: `2026-0${1 + (i % 9)}-15T00:00:00.000Z` }));
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('sitemap XML', () => {
  it('is one urlset up to the limit, escaped, with the day of the last change', () => {
    const xml = sitemapXml(SITE, [{ path: '/a?b=1&c=2', updatedAt: '2026-11-27T10:00:00.000Z' }, { path: '/' }], 2);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
        '<url><loc>https://www.ironbark.example/a?b=1&amp;c=2</loc><lastmod>2026-11-27</lastmod></url>' +
        '<url><loc>https://www.ironbark.example/</loc></url></urlset>',
    );
    expect(sitemapParts(entries(2), 2)).toBe(0);
  });

  it('beyond the limit is an index whose parts list every address once, none over the limit', () => {
    const all = entries(7);
    const index = sitemapXml(SITE, all, 3);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index)).toEqual([1, 2, 3].map((n) => `${SITE}/sitemap-${n}.xml`));
    // Each part's lastmod is its newest entry's day.
    expect(index).toContain(`<loc>${SITE}/sitemap-1.xml</loc><lastmod>2026-03-15</lastmod>`);
    const listed = [1, 2, 3].flatMap((n) => {
      const part = sitemapPartXml(SITE, all, n, 3)!;
      expect(part).toContain('<urlset');
      expect(locs(part).length).toBeLessThanOrEqual(3);
      return locs(part);
    });
    expect(listed).toEqual(all.map((e) => `${SITE}${e.path}`));
    for (const missing of [0, 4, 1.5, Number.NaN]) expect(sitemapPartXml(SITE, all, missing, 3)).toBeNull();
    expect(sitemapPartXml(SITE, entries(3), 1, 3)).toBeNull(); // no parts while one file holds all
  });
});

describe('sitemap routes', () => {
  const servers: http.Server[] = [];
  afterEach(() => {
    for (const s of servers.splice(0)) s.close();
  });

  async function serve(list: SitemapEntry[]) {
    const content = { sitemapEntries: async () => list } as unknown as ServerContent;
    const app = express().use(seoRoutes(content, { SITE_URL: SITE } as Env, { urlsPerSitemap: 2 }));
    app.use((_req, res) => res.status(404).send('not found'));
    const server = app.listen(0, '127.0.0.1');
    servers.push(server);
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return (path: string) => fetch(`${base}${path}`);
  }

  it('serves the index and its parts, and 404 for a part that does not exist', async () => {
    const get = await serve(entries(5));
    const index = await get('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/application\/xml/);
    expect(locs(await index.text())).toEqual([1, 2, 3].map((n) => `${SITE}/sitemap-${n}.xml`));
    const third = await get('/sitemap-3.xml');
    expect(third.status).toBe(200);
    expect(locs(await third.text())).toEqual([`${SITE}/resources/r-4`]);
    for (const path of ['/sitemap-4.xml', '/sitemap-0.xml', '/sitemap-x.xml', '/sitemap-1234567.xml']) expect((await get(path)).status, path).toBe(404);
  });

  it('has no parts while one file holds every address', async () => {
    const get = await serve(entries(2));
    expect(locs(await (await get('/sitemap.xml')).text())).toHaveLength(2);
    expect((await get('/sitemap-1.xml')).status).toBe(404);
  });
});
