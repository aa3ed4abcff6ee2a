// Machine-readable routes: the local search index, sitemap, robots rules, RSS feed and web
// manifest, all built from the CMS (cached, refreshed when editors publish).
import { Router, type Response } from 'express';
import { PRIVATE_PATHS } from '@ironbark/shared/content/site-routes';
import { RESOURCE_TYPE_LABELS } from '@ironbark/shared/content/resource-types';
import type { PagesIndex } from '@ironbark/shared/search/local-index';
import type { ContentSource } from '../../lib/content-source.js';
import type { Env } from '../../../server/env.server.js';
import { URLS_PER_SITEMAP, sitemapPartXml, sitemapXml, xmlEscape } from './sitemap.js';

/** How many resources the RSS feed lists. */
const FEED_SIZE = 20;

function rfc822(date: string | null | undefined): string {
  const d = date ? new Date(date.length === 10 ? `${date}T09:00:00+10:00` : date) : new Date();
  return Number.isNaN(d.getTime()) ? new Date().toUTCString() : d.toUTCString();
}

function unavailable(res: Response) {
  res.status(503).setHeader('Retry-After', '30').type('text').send('The content service is unavailable; please retry shortly.');
}

/** urlsPerSitemap: the most addresses in one sitemap file (the protocol's 50,000; smaller in tests). */
/** The reads the SEO routes need: the site's content, its page index and its sitemap's entries. */
export interface SeoReads extends Pick<ContentSource, 'layout' | 'resources'> {
  pagesIndex(): Promise<PagesIndex>;
  sitemapEntries(): Promise<{ path: string; updatedAt?: string }[]>;
}

export function seoRoutes(content: SeoReads, env: Env, { urlsPerSitemap = URLS_PER_SITEMAP } = {}): Router {
  const router = Router();
  const site = env.SITE_URL;

  router.get('/assets/api/pages.json', async (_req, res) => {
    try {
      const index = await content.pagesIndex();
      res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
      res.json(index);
    } catch {
      unavailable(res);
    }
  });

  // One <urlset>, or an index of parts beyond URLS_PER_SITEMAP addresses (sitemap.ts).
  router.get(['/sitemap.xml', /^\/sitemap-(\d{1,6})\.xml$/], async (req, res, next) => {
    let entries;
    try {
      entries = await content.sitemapEntries();
    } catch {
      unavailable(res);
      return;
    }
    const part = req.params[0];
    const xml = part === undefined ? sitemapXml(site, entries, urlsPerSitemap) : sitemapPartXml(site, entries, Number(part), urlsPerSitemap);
    if (xml === null) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.type('application/xml').send(xml);
  });

  router.get('/robots.txt', (_req, res) => {
    const lines = ['User-agent: *', 'Allow: /', ...[...PRIVATE_PATHS, '/api/', '/search'].map((p) => `Disallow: ${p}`), '', `Sitemap: ${site}/sitemap.xml`, ''];
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(lines.join('\n'));
  });

  router.get('/resources/rss.xml', async (_req, res) => {
    try {
      const [layout, first] = await Promise.all([content.layout(), content.resources({ page: 1, newestFirst: true })]);
      // The newest FEED_SIZE resources, however many list pages that takes (featured ones are not
      // pinned first here: a feed is newest first).
      const items = [...first.items];
      for (let page = 2; items.length < FEED_SIZE && page <= first.pagination.pageCount; page++) {
        items.push(...(await content.resources({ page, newestFirst: true })).items);
      }
      items.splice(FEED_SIZE);
      const channelTitle = `${layout.global.siteName}: news and case studies`;
      const body = items
        .map((r) => {
          const link = `${site}/resources/${r.slug}`;
          return `<item><title>${xmlEscape(r.title)}</title><link>${xmlEscape(link)}</link><guid isPermaLink="true">${xmlEscape(link)}</guid><pubDate>${rfc822(r.publishedDate)}</pubDate><category>${xmlEscape(RESOURCE_TYPE_LABELS[r.type])}</category>${r.excerpt ? `<description>${xmlEscape(r.excerpt)}</description>` : ''}</item>`;
        })
        .join('');
      res.setHeader('Cache-Control', 'public, max-age=300');
      res
        .type('application/rss+xml')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>${xmlEscape(channelTitle)}</title><link>${xmlEscape(`${site}/resources`)}</link><description>${xmlEscape(`Project stories, company news and practical guides from ${layout.global.siteName}.`)}</description><language>en-au</language><atom:link href="${xmlEscape(`${site}/resources/rss.xml`)}" rel="self" type="application/rss+xml"/>${items[0] ? `<lastBuildDate>${rfc822(items[0].publishedDate)}</lastBuildDate>` : ''}${body}</channel></rss>`,
        );
    } catch {
      unavailable(res);
    }
  });

  router.get('/site.webmanifest', async (_req, res) => {
    try {
      const { global } = await content.layout();
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.type('application/manifest+json').send(
        JSON.stringify({
          name: global.siteName,
          short_name: global.siteName.split(' ')[0],
          start_url: '/',
          display: 'browser',
          background_color: '#ffffff',
          theme_color: '#0e2a47',
          icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
        }),
      );
    } catch {
      unavailable(res);
    }
  });

  return router;
}
