// What the search tests share: the stack's addresses, what each source holds for a term
// (asked directly, as the spec describes the matching), the text of server-rendered results,
// and the header's search box.
import { expect, type APIRequestContext, type Locator, type Page, type Request } from '@playwright/test';

export const WEB = process.env.E2E_WEB_URL!;
export const CMS = process.env.E2E_CMS_URL!;
export const PAGE_SIZE = 10;

export interface PageEntry {
  attributes: { metaTitle: string; metaDescription: string; metaKeywords: string; url: string; title?: string };
}

/** Letters and digits only, lower-cased: how the search compares text (hyphens and spaces do not count). */
export function compact(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The result labels: Page for site pages, the resource's kind otherwise. */
export const RESOURCE_LABEL = /^(News|Case study|Guide)/;

export function isCmsSearch(r: Request): boolean {
  return r.url().startsWith(`${CMS}/api/blogs`);
}
export function isPagesIndex(r: Request): boolean {
  return r.url() === `${WEB}/assets/api/pages.json`;
}

/**
 * The local page matches as the spec describes them (a substring of title, description or
 * keywords), compared as the site compares text: without case, accents, punctuation or spaces.
 */
export async function localMatches(request: APIRequestContext, term: string): Promise<PageEntry['attributes'][]> {
  const res = await request.get(`${WEB}/assets/api/pages.json`);
  expect(res.status()).toBe(200);
  const index = (await res.json()) as { data: PageEntry[] };
  return index.data
    .map((e) => e.attributes)
    .filter((a) => [a.metaTitle, a.metaDescription, a.metaKeywords, a.title ?? ''].some((v) => compact(v ?? '').includes(compact(term))));
}

/** Every CMS match: the spec's three fields, and the punctuation-free searchText. */
export async function cmsMatches(request: APIRequestContext, term: string): Promise<{ title: string; slug: string }[]> {
  const q = new URLSearchParams({
    'filters[$or][0][title][$containsi]': term,
    'filters[$or][1][metaKeywords][$containsi]': term,
    'filters[$or][2][metaDescription][$containsi]': term,
    'filters[$or][3][searchText][$containsi]': compact(term),
    'sort[0]': 'publishedDate:desc',
    'pagination[page]': '1',
    'pagination[pageSize]': '100',
  });
  const res = await request.get(`${CMS}/api/blogs?${q}`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: { title: string; slug: string }[]; meta: { pagination: { total: number } } };
  expect(body.data.length).toBe(body.meta.pagination.total);
  return body.data;
}

/** The visible text of server-rendered HTML (tags removed, entities decoded, spaces collapsed). */
export function textOf(html: string): string {
  const body = html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<head>[\s\S]*?<\/head>/, ' ');
  return body
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** The result titles of /search, page after page, as the server renders them. */
export async function serverResultTitles(request: APIRequestContext, term: string, pageCount: number): Promise<string[]> {
  const titles: string[] = [];
  for (let p = 1; p <= pageCount; p++) {
    const res = await request.get(`${WEB}/search?${new URLSearchParams({ query: term, ...(p > 1 ? { page: String(p) } : {}) })}`, {
      headers: { accept: 'text/html' },
    });
    expect(res.status()).toBe(200);
    const list = /<ol[^>]*>([\s\S]*?)<\/ol>/.exec(await res.text())?.[1] ?? '';
    for (const m of list.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)) titles.push(textOf(m[1]!).trim());
  }
  return titles;
}

/** The header's search toggle (its name changes to "Close search" while open). */
export function searchToggle(page: Page): Locator {
  return page
    .getByRole('banner')
    .getByRole('button', { name: /^(Search the site|Close search)$/ })
    .and(page.locator('[aria-expanded]'));
}

export async function openSearch(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Search the site' }).click();
  const input = page.getByRole('banner').getByRole('combobox');
  await expect(input).toBeFocused();
  return input;
}
