// What the search tests share: the stack's addresses, what each source holds for a term
// (asked directly, as the spec describes the matching), the text of server-rendered results,
// and the header's search box.
import { expect, type APIRequestContext, type Locator, type Page, type Request } from '@playwright/test';

export const WEB = process.env.E2E_WEB_URL!;
export const CMS = process.env.E2E_CMS_URL!;
export const PAGE_SIZE = 10;

/** The result labels: Page for site pages, the resource's kind otherwise. */
export const RESOURCE_LABEL = /^(News|Case study|Guide)/;

/** The header's requests to the CMS's full-text search (one per source). */
export function isCmsSearch(r: Request): boolean {
  return r.url().startsWith(`${CMS}/api/site-search`);
}

export interface Match {
  title: string;
  url: string;
}

/** One source's answer as the header asks it (kind=page or kind=resource, 5). */
export async function sourceAnswer(request: APIRequestContext, term: string, kind: 'page' | 'resource'): Promise<{ items: Match[]; total: number }> {
  const res = await request.get(`${CMS}/api/site-search?${new URLSearchParams({ q: term, kind, limit: '5' })}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as { items: Match[]; total: number };
}

/** Every match of the full-text search for a term, best first, read from the CMS directly. */
export async function allMatches(request: APIRequestContext, term: string): Promise<Match[]> {
  const out: Match[] = [];
  for (let start = 0; ; start += 50) {
    const res = await request.get(`${CMS}/api/site-search?${new URLSearchParams({ q: term, start: String(start), limit: '50' })}`);
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { items: Match[]; total: number };
    out.push(...body.items);
    if (out.length >= body.total || body.items.length === 0) return out;
  }
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
