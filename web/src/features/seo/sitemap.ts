// The sitemap's XML: one <urlset> while the site has at most URLS_PER_SITEMAP addresses (the
// protocol's limit is 50,000 URLs and 50 MB a file), and beyond that a <sitemapindex> at
// /sitemap.xml naming /sitemap-1.xml, /sitemap-2.xml, ... of at most that many each, so robots.txt
// keeps naming the one address whatever the size of the site.

/** The protocol's limit of URLs in one sitemap file. */
export const URLS_PER_SITEMAP = 50_000;

export interface SitemapEntry {
  path: string;
  updatedAt?: string;
}

export function xmlEscape(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

const XML = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const lastmod = (date: string | undefined) => (date ? `<lastmod>${xmlEscape(date.slice(0, 10))}</lastmod>` : '');

/** How many part files the sitemap has: 0 when it is one <urlset>. */
export function sitemapParts(entries: readonly SitemapEntry[], perFile = URLS_PER_SITEMAP): number {
  return entries.length > perFile ? Math.ceil(entries.length / perFile) : 0;
}

function urlset(site: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) => `<url><loc>${xmlEscape(`${site}${e.path}`)}</loc>${lastmod(e.updatedAt)}</url>`).join('');
  return `${XML}<urlset xmlns="${NS}">${urls}</urlset>`;
}

/** /sitemap.xml: every address, or the index of the parts when there are more than perFile. */
export function sitemapXml(site: string, entries: readonly SitemapEntry[], perFile = URLS_PER_SITEMAP): string {
  const parts = sitemapParts(entries, perFile);
  if (!parts) return urlset(site, entries);
  const items = Array.from({ length: parts }, (_, i) => {
    const slice = entries.slice(i * perFile, (i + 1) * perFile);
    const newest = slice.reduce<string | undefined>((max, e) => (e.updatedAt && (!max || e.updatedAt > max) ? e.updatedAt : max), undefined);
    return `<sitemap><loc>${xmlEscape(`${site}/sitemap-${i + 1}.xml`)}</loc>${lastmod(newest)}</sitemap>`;
  });
  return `${XML}<sitemapindex xmlns="${NS}">${items.join('')}</sitemapindex>`;
}

/** /sitemap-<part>.xml (1-based), or null when the sitemap has no such part. */
export function sitemapPartXml(site: string, entries: readonly SitemapEntry[], part: number, perFile = URLS_PER_SITEMAP): string | null {
  if (!Number.isInteger(part) || part < 1 || part > sitemapParts(entries, perFile)) return null;
  return urlset(site, entries.slice((part - 1) * perFile, part * perFile));
}
