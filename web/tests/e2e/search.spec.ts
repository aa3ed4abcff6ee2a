// Header search and the /search page (site spec sections 4, 5, 7 and 9): the search box opens
// from the icon and focuses its input after 500ms; text is trimmed and lower-cased and searched
// 250ms after the last keystroke, only when it is 3 to 25 characters and changed; two sources
// (CMS /api/blogs and the local /assets/api/pages.json), 5 suggestions each, and a
// 'View all N results for {term}' option; /search renders everything on the server. Which
// results come first (relevance) is tested in search-ranking.spec.ts; here, which results.

import { expect, test, type APIRequestContext, type Locator, type Page, type Request } from '@playwright/test';
import { islandsReady } from './support/islands';

const WEB = process.env.E2E_WEB_URL!;
const CMS = process.env.E2E_CMS_URL!;
const PAGE_SIZE = 10;

interface PageEntry {
  attributes: { metaTitle: string; metaDescription: string; metaKeywords: string; url: string; title?: string };
}

/** Letters and digits only, lower-cased: how the search compares text (hyphens and spaces do not count). */
function compact(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The result labels: Page for site pages, the resource's kind otherwise. */
const RESOURCE_LABEL = /^(News|Case study|Guide)/;

function isCmsSearch(r: Request): boolean {
  return r.url().startsWith(`${CMS}/api/blogs`);
}
function isPagesIndex(r: Request): boolean {
  return r.url() === `${WEB}/assets/api/pages.json`;
}

/**
 * The local page matches as the spec describes them (a substring of title, description or
 * keywords), compared as the site compares text: without case, accents, punctuation or spaces.
 */
async function localMatches(request: APIRequestContext, term: string): Promise<PageEntry['attributes'][]> {
  const res = await request.get(`${WEB}/assets/api/pages.json`);
  expect(res.status()).toBe(200);
  const index = (await res.json()) as { data: PageEntry[] };
  return index.data
    .map((e) => e.attributes)
    .filter((a) => [a.metaTitle, a.metaDescription, a.metaKeywords, a.title ?? ''].some((v) => compact(v ?? '').includes(compact(term))));
}

/** Every CMS match: the spec's three fields, and the punctuation-free searchText. */
async function cmsMatches(request: APIRequestContext, term: string): Promise<{ title: string; slug: string }[]> {
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
function textOf(html: string): string {
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
async function serverResultTitles(request: APIRequestContext, term: string, pageCount: number): Promise<string[]> {
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
function searchToggle(page: Page): Locator {
  return page
    .getByRole('banner')
    .getByRole('button', { name: /^(Search the site|Close search)$/ })
    .and(page.locator('[aria-expanded]'));
}

async function openSearch(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Search the site' }).click();
  const input = page.getByRole('banner').getByRole('combobox');
  await expect(input).toBeFocused();
  return input;
}

test.describe('header search', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __lastInputAt: number };
      w.__lastInputAt = -1;
      document.addEventListener('input', (e) => (w.__lastInputAt = e.timeStamp), true);
    });
  });

  test('the search icon opens the box and the input is focused about 500ms later', async ({ page }) => {
    await page.goto('/');
    await islandsReady(page);
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Search the site' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const input = page.getByRole('banner').getByRole('combobox');
    await expect(input).toBeHidden();

    await toggle.click();
    const openedAt = Date.now();
    await expect(input).toBeVisible();
    await expect(searchToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await page.waitForTimeout(200);
    await expect(input).not.toBeFocused();
    await expect(input).toBeFocused({ timeout: 2000 });
    expect(Date.now() - openedAt).toBeGreaterThanOrEqual(450);
    await expect(input).toHaveAttribute('minlength', '3');
    await expect(input).toHaveAttribute('maxlength', '25');
  });

  test('debounced, deduplicated search of both sources with at most 5 suggestions each and a View all option', async ({ page, request }) => {
    const cmsRequests: string[] = [];
    const indexRequests: string[] = [];
    page.on('request', (r) => {
      if (isCmsSearch(r)) cmsRequests.push(r.url());
      if (isPagesIndex(r)) indexRequests.push(r.url());
    });
    await page.goto('/contact-us');
    await islandsReady(page);
    const input = await openSearch(page);

    // Too short: nothing is requested.
    await input.pressSequentially('ne', { delay: 60 });
    await page.waitForTimeout(700);
    expect(cmsRequests).toEqual([]);
    expect(indexRequests).toEqual([]);
    await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toHaveCount(0);

    // "network": one request per source, 250ms or more after the last keystroke.
    await input.fill('');
    await input.pressSequentially('network', { delay: 60 });
    const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(listbox).toBeVisible();
    await page.waitForTimeout(600);
    expect(cmsRequests).toHaveLength(1);
    expect(indexRequests).toHaveLength(1);

    const timing = await page.evaluate(
      ({ cms, web }) => {
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const first = (pred: (name: string) => boolean) => Math.min(...entries.filter((e) => pred(e.name)).map((e) => e.startTime));
        return {
          lastInputAt: (window as unknown as { __lastInputAt: number }).__lastInputAt,
          cmsAt: first((n) => n.startsWith(`${cms}/api/blogs`)),
          indexAt: first((n) => n === `${web}/assets/api/pages.json`),
        };
      },
      { cms: CMS, web: WEB },
    );
    expect(timing.lastInputAt).toBeGreaterThan(0);
    expect(timing.cmsAt - timing.lastInputAt, JSON.stringify(timing)).toBeGreaterThanOrEqual(250);
    expect(timing.indexAt - timing.lastInputAt, JSON.stringify(timing)).toBeGreaterThanOrEqual(250);

    // The CMS request: the three fields, case-insensitive, limit 5 (and searchText, the same
    // fields without punctuation).
    const cmsUrl = new URL(cmsRequests[0]!);
    const params = cmsUrl.searchParams;
    expect(params.get('filters[$or][0][title][$containsi]')).toBe('network');
    expect(params.get('filters[$or][1][metaKeywords][$containsi]')).toBe('network');
    expect(params.get('filters[$or][2][metaDescription][$containsi]')).toBe('network');
    expect(params.get('filters[$or][3][searchText][$containsi]')).toBe('network');
    expect(params.get('pagination[limit]')).toBe('5');
    const decoded = decodeURIComponent(cmsUrl.search);
    expect(decoded).toContain('filters[$or][0][title][$containsi]=network');
    expect(decoded).toContain('pagination[limit]=5');

    // What the box should show, computed independently.
    const cmsAnswer = (await (await request.get(cmsUrl.toString())).json()) as {
      data: { title: string }[];
      meta: { pagination: { total: number } };
    };
    const local = await localMatches(request, 'network');
    const total = cmsAnswer.meta.pagination.total + local.length;
    expect(total).toBeGreaterThan(1);

    const options = listbox.getByRole('option');
    const pageOptions = options.filter({ hasText: /^Page/ });
    const resourceOptions = options.filter({ hasText: RESOURCE_LABEL });
    await expect(pageOptions).toHaveCount(Math.min(5, local.length));
    await expect(resourceOptions).toHaveCount(Math.min(5, cmsAnswer.meta.pagination.total));
    // The 5 pages shown are matching pages (the most relevant ones: search-ranking.spec.ts).
    const pageTexts = await pageOptions.allTextContents();
    const localTexts = local.map((p) => `Page${p.metaTitle}`);
    for (const text of pageTexts) expect(localTexts).toContain(text);
    // The resources shown are exactly the CMS's answer to the request above, in relevance order.
    const resourceTexts = (await resourceOptions.allTextContents()).map((t) => t.replace(RESOURCE_LABEL, ''));
    expect([...resourceTexts].sort()).toEqual(cmsAnswer.data.slice(0, 5).map((b) => b.title).sort());
    const viewAll = listbox.getByRole('option', { name: `View all ${total} results for network` });
    await expect(viewAll).toBeVisible();
    await expect(viewAll.getByRole('link')).toHaveAttribute('href', '/search?query=network');
    await expect(options).toHaveCount(Math.min(5, local.length) + Math.min(5, cmsAnswer.meta.pagination.total) + 1);

    // The same normalised text again: no new request.
    await input.fill('');
    await input.pressSequentially('Network ', { delay: 40 });
    await page.waitForTimeout(800);
    expect(cmsRequests).toHaveLength(1);
    expect(indexRequests).toHaveLength(1);
    await expect(viewAll).toBeVisible();

    // A different term is searched.
    await input.fill('');
    await input.pressSequentially('radio', { delay: 40 });
    await expect.poll(() => cmsRequests.length).toBe(2);
    expect(new URL(cmsRequests[1]!).searchParams.get('filters[$or][0][title][$containsi]')).toBe('radio');
  });

  test('arrow keys move the active option, Enter opens it; Escape and a click outside close the box', async ({ page, request }) => {
    const local = await localMatches(request, 'network');
    expect(local.length).toBeGreaterThanOrEqual(2);
    await page.goto('/contact-us');
    await islandsReady(page);
    let input = await openSearch(page);
    await input.pressSequentially('network', { delay: 40 });
    const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(listbox).toBeVisible();
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const options = listbox.getByRole('option');
    const idOf = async (i: number) => (await options.nth(i).getAttribute('id'))!;

    await expect(input).not.toHaveAttribute('aria-activedescendant', /./);
    await input.press('ArrowDown');
    await expect(input).toHaveAttribute('aria-activedescendant', await idOf(0));
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await input.press('ArrowDown');
    await expect(input).toHaveAttribute('aria-activedescendant', await idOf(1));
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await input.press('ArrowUp');
    await expect(input).toHaveAttribute('aria-activedescendant', await idOf(0));
    // ArrowUp from the first option wraps to the last one (View all).
    await input.press('ArrowUp');
    await expect(input).toHaveAttribute('aria-activedescendant', await idOf((await options.count()) - 1));
    await input.press('ArrowDown');
    await input.press('ArrowDown');
    await expect(input).toHaveAttribute('aria-activedescendant', await idOf(1));
    await expect(input).toBeFocused();

    // Enter opens the active (second) option, whichever source it came from.
    const secondText = (await options.nth(1).textContent())!;
    const secondTitle = secondText.replace(/^(Page|News|Case study|Guide)/, '');
    const cms = await cmsMatches(request, 'network');
    const secondUrl = secondText.startsWith('Page')
      ? local.find((p) => p.metaTitle === secondTitle)?.url
      : `/resources/${cms.find((b) => b.title === secondTitle)?.slug}`;
    expect(secondUrl, secondText).toBeTruthy();
    await input.press('Enter');
    await expect(page).toHaveURL(`${WEB}${secondUrl}`);
    await expect(input).toBeHidden();
    await expect(searchToggle(page)).toHaveAttribute('aria-expanded', 'false');

    // A click outside closes the box.
    input = await openSearch(page);
    await input.fill('network');
    await expect(listbox).toBeVisible();
    // (the panel covers the top of the page: click the page near the bottom-left corner)
    await page.mouse.click(5, 890);
    await expect(input).toBeHidden();
    await expect(searchToggle(page)).toHaveAttribute('aria-expanded', 'false');

    // Escape: the first one leaves the active option, the next closes and returns focus.
    input = await openSearch(page);
    await expect(listbox).toBeVisible();
    await input.press('ArrowDown');
    await expect(input).toHaveAttribute('aria-activedescendant', /./);
    await input.press('Escape');
    await expect(input).not.toHaveAttribute('aria-activedescendant', /./);
    await expect(input).toBeVisible();
    await input.press('Escape');
    await expect(input).toBeHidden();
    await expect(searchToggle(page)).toBeFocused();
  });

  test('HTML and quotes typed into the header search are shown as text', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (d) => {
      dialogs.push(d.message());
      await d.dismiss();
    });
    await page.goto('/contact-us');
    await islandsReady(page);
    const input = await openSearch(page);
    const payload = `<svg onload=alert(1)>"'`;
    await input.pressSequentially(payload, { delay: 30 });
    await expect(input).toHaveValue(payload);
    const box = page.getByRole('banner');
    await expect(box.getByText(`No results for “${payload}”.`)).toBeVisible();
    await expect(page.locator('[onload], [onerror]')).toHaveCount(0);
    await expect(box.locator('svg[onload]')).toHaveCount(0);
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
  });
});

test.describe('/search page', () => {
  test('is rendered on the server with results from both sources, paginated 10 per page', async ({ request }) => {
    const local = await localMatches(request, 'network');
    const cms = await cmsMatches(request, 'network');
    expect(local.length).toBeGreaterThan(0);
    expect(cms.length).toBeGreaterThan(0);
    const combined = [...local.map((p) => p.metaTitle), ...cms.map((b) => b.title)];
    const pageCount = Math.ceil(combined.length / PAGE_SIZE);
    expect(pageCount).toBeGreaterThan(1);

    // Every page of results, as raw server HTML (no JavaScript involved): together they list
    // every match exactly once (in relevance order, which search-ranking.spec.ts checks).
    const seen = await serverResultTitles(request, 'network', pageCount);
    for (let p = 1; p <= pageCount; p++) {
      const res = await request.get(`${WEB}/search?query=network${p > 1 ? `&page=${p}` : ''}`, { headers: { accept: 'text/html' } });
      const text = textOf(await res.text());
      expect(text).toContain(`Results for “network”`);
      expect(text).toContain(`${combined.length} results for “network”, page ${p} of ${pageCount}`);
    }
    expect(seen).toHaveLength(combined.length);
    expect([...seen].sort()).toEqual([...combined].sort());
  });

  test('works with JavaScript disabled, including the page links', async ({ browser, request }) => {
    const local = await localMatches(request, 'network');
    const cms = await cmsMatches(request, 'network');
    const urls = new Map([...local.map((p) => [p.metaTitle, p.url] as const), ...cms.map((b) => [b.title, `/resources/${b.slug}`] as const)]);
    const total = local.length + cms.length;
    const pageCount = Math.ceil(total / PAGE_SIZE);
    expect(total).toBeGreaterThan(PAGE_SIZE);
    const ranked = await serverResultTitles(request, 'network', pageCount);

    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: WEB });
    const page = await context.newPage();
    const response = await page.goto('/search?query=network');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “network”' })).toBeVisible();
    const results = page.getByRole('main').getByRole('heading', { level: 2 });
    const expectPage = async (p: number) => {
      const slice = ranked.slice((p - 1) * PAGE_SIZE, p * PAGE_SIZE);
      await expect(results).toHaveText(slice);
      await expect(page.getByText(`${total} results for “network”, page ${p} of ${pageCount}`)).toBeVisible();
      for (const title of slice) await expect(results.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', urls.get(title)!);
    };
    await expectPage(1);

    const pager = page.getByRole('navigation', { name: 'Search result pages' });
    await pager.getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(`${WEB}/search?query=network&page=2`);
    await expectPage(2);

    await pager.getByRole('link', { name: `Page ${pageCount}`, exact: true }).click();
    await expect(page).toHaveURL(`${WEB}/search?query=network&page=${pageCount}`);
    await expectPage(pageCount);
    await expect(pager.getByRole('link', { name: /Next/ })).toHaveCount(0);

    // The search form on the page is a plain GET form.
    const field = page.getByRole('main').getByRole('searchbox', { name: 'Search term' });
    await field.fill('radio');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(`${WEB}/search?query=radio`);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “radio”' })).toBeVisible();
    await context.close();
  });

  test('a query with HTML or quotes is shown as text, never as markup', async ({ page, request }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (d) => {
      dialogs.push(d.message());
      await d.dismiss();
    });

    // The brief's payload is longer than 25 characters: a friendly message, the text in the field.
    const long = `<img src=x onerror=alert(1)>"'`;
    const raw = await request.get(`${WEB}/search?${new URLSearchParams({ query: long })}`);
    expect(raw.status()).toBe(200);
    const rawHtml = await raw.text();
    expect(rawHtml).not.toContain('<img src=x');
    expect(rawHtml).not.toContain('<img src="x"');
    let response = await page.goto(`/search?${new URLSearchParams({ query: long })}`);
    expect(response?.status()).toBe(200);
    await islandsReady(page);
    await expect(page.getByText('Please shorten your search to 25 characters or fewer')).toBeVisible();
    await expect(page.getByRole('main').getByRole('searchbox', { name: 'Search term' })).toHaveValue(long);
    await expect(page.locator('img[src="x"], [onerror], [onload]')).toHaveCount(0);

    // A short one is searched and echoed in the heading, as text.
    const short = `<svg onload=alert(1)>"'`;
    const rawShort = await request.get(`${WEB}/search?${new URLSearchParams({ query: short })}`);
    expect(rawShort.status()).toBe(200);
    expect(await rawShort.text()).not.toContain('<svg onload');
    response = await page.goto(`/search?${new URLSearchParams({ query: short })}`);
    expect(response?.status()).toBe(200);
    await islandsReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${short}”`);
    await expect(page.getByText(`No results for “${short}”.`)).toBeVisible();
    await expect(page.locator('[onerror], [onload]')).toHaveCount(0);
    await expect(page.getByRole('main').locator('svg[onload], img[src="x"]')).toHaveCount(0);
    expect(await page.title()).toContain(short);
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
  });

  for (const [label, query, message] of [
    ['too short', 'ab', 'Please use at least 3 characters'],
    ['too long', 'networknetworknetworknetwork', 'Please shorten your search to 25 characters or fewer'],
    ['empty', '', 'Type what you are looking for'],
  ] as const) {
    test(`a ${label} query gets a helpful message, not an error page`, async ({ page }) => {
      const response = await page.goto(`/search?${new URLSearchParams({ query })}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'Search the site' })).toBeVisible();
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByText('Something went wrong')).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Search result pages' })).toHaveCount(0);
    });
  }
});
