// The /search page (site spec section 9): everything rendered on the server, paginated, working
// without JavaScript, and what is typed shown as text. The header search is tested in
// header-search.spec.ts.
import { expect, test } from '@playwright/test';
import { islandsReady } from './support/islands';
import { PAGE_SIZE, WEB, allMatches, serverResultTitles, textOf } from './support/search';

test.describe('/search page', () => {
  test('is rendered on the server with results from both sources, paginated 10 per page', async ({ request }) => {
    const matches = await allMatches(request, 'network');
    expect(matches.some((m) => m.url.startsWith('/resources/'))).toBe(true);
    expect(matches.some((m) => !m.url.startsWith('/resources/'))).toBe(true);
    const combined = matches.map((m) => m.title);
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
    // In the CMS's order: the web shows the full-text search's ranking as it is.
    expect(seen).toEqual(combined);
  });

  test('works with JavaScript disabled, including the page links', async ({ browser, request }) => {
    const matches = await allMatches(request, 'network');
    const urls = new Map(matches.map((m) => [m.title, m.url] as const));
    const total = matches.length;
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
