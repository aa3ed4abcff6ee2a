// Search relevance, in the header box and on /search: the page named by the term comes first,
// hyphens and spaces inside words do not matter, each result says what kind it is in a label of
// its own, and a search that finds nothing offers a nearby term and popular pages.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { islandsReady } from './support/islands';

const WEB = process.env.E2E_WEB_URL!;


/** Opens the header search, types the term and waits for its suggestions. */
async function suggest(page: Page, term: string): Promise<Locator> {
  const banner = page.getByRole('banner');
  const input = banner.getByRole('combobox');
  if (!(await input.isVisible())) await banner.getByRole('button', { name: 'Search the site' }).click();
  await input.fill(term);
  const status = banner.getByRole('status');
  await expect(status).toHaveText(/\d+ results/);
  return banner.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option');
}

/** The result titles of /search for a term (first page), as the server renders them. */
async function resultLinks(page: Page, term: string): Promise<{ title: string; href: string }[]> {
  await page.goto(`/search?${new URLSearchParams({ query: term })}`);
  const links = page.getByRole('main').getByRole('list', { name: 'Search results' }).getByRole('heading', { level: 2 }).getByRole('link');
  return links.evaluateAll((els) => els.map((a) => ({ title: a.textContent ?? '', href: a.getAttribute('href') ?? '' })));
}

test.use({ viewport: { width: 1280, height: 900 } });

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('isCookiesAccepted', 'true'));
});

test('"sd-wan" and "sdwan" suggest the SD-WAN page first', async ({ page }) => {
  await page.goto('/');
  await islandsReady(page);
  for (const term of ['sd-wan', 'sdwan', 'SD WAN']) {
    const options = await suggest(page, term);
    await expect(options.first(), term).toHaveText(/^Page.*SD-WAN/);
  }
  const input = page.getByRole('banner').getByRole('combobox');
  await input.fill('sd-wan');
  await expect(page.getByRole('banner').getByRole('listbox').getByRole('option').first()).toHaveText(/^Page.*SD-WAN/);
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(page).toHaveURL(`${WEB}/services/network-solutions/sd-wan`);
});

test('"network" on /search has the network solutions page in the top three', async ({ page }) => {
  const links = await resultLinks(page, 'network');
  expect(links.length).toBe(10);
  expect(links.slice(0, 3).map((l) => l.href), JSON.stringify(links.slice(0, 5))).toContain('/services/network-solutions');
});

test('"wifi" and "wi-fi" give the same results; "Wi Fi" finds the Wi-Fi pages too', async ({ page }) => {
  const wifi = await resultLinks(page, 'wifi');
  const wiDashFi = await resultLinks(page, 'wi-fi');
  expect(wifi.length).toBeGreaterThan(3);
  expect(wiDashFi).toEqual(wifi);
  await expect(page.getByText(/^\d+ results for “wi-fi”/)).toBeVisible();
  const count = (await page.getByText(/^\d+ results for “wi-fi”/).textContent())!.split(' ')[0];
  await page.goto('/search?query=wifi');
  await expect(page.getByText(`${count} results for “wifi”`, { exact: false })).toBeVisible();
  expect(wifi.map((l) => l.href)).toContain('/services/network-solutions/managed-wifi');

  const spaced = await resultLinks(page, 'Wi Fi');
  expect(spaced.map((l) => l.href)).toContain('/services/network-solutions/managed-wifi');

  // The header box agrees.
  await page.goto('/');
  await islandsReady(page);
  const texts = async (term: string) => (await suggest(page, term)).allTextContents();
  const header = await texts('wifi');
  expect(header.length).toBeGreaterThan(1);
  expect(await texts('wi-fi')).toEqual(header);
});

test('each suggestion shows its kind as a separate label beside the title', async ({ page }) => {
  await page.goto('/');
  await islandsReady(page);
  const options = await suggest(page, 'network');
  const labels = await options.evaluateAll((els) =>
    els
      .filter((el) => el.children.length === 2)
      .map((el) => {
        const [label, title] = [...el.children] as HTMLElement[];
        const l = label!.getBoundingClientRect();
        const t = title!.getBoundingClientRect();
        return { label: label!.textContent, overlaps: l.right > t.left && l.left < t.right && l.bottom > t.top && l.top < t.bottom, clipped: label!.scrollWidth > label!.clientWidth + 1 };
      }),
  );
  expect(labels.length).toBeGreaterThan(5);
  for (const l of labels) {
    expect(['Page', 'News', 'Case study', 'Guide']).toContain(l.label);
    expect(l.overlaps, JSON.stringify(l)).toBe(false);
    expect(l.clipped, JSON.stringify(l)).toBe(false);
  }
  expect(labels.map((l) => l.label)).toContain('Page');
  expect(labels.some((l) => l.label !== 'Page')).toBe(true);
});

test('a misspelt search shows the results for the nearest spelling, and one with nothing near offers popular pages', async ({ page }) => {
  await page.goto('/');
  await islandsReady(page);
  const banner = page.getByRole('banner');
  await suggest(page, 'netwrok');
  await expect(banner.getByText(/No results for “netwrok”\. Showing results for/)).toBeVisible();
  await expect(banner.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await banner.getByRole('button', { name: 'network' }).click();
  await expect(banner.getByRole('combobox')).toHaveValue('network');
  await expect(banner.getByRole('listbox').getByRole('option').first()).toBeVisible();

  await suggest(page, 'qqxzzvv');
  await expect(banner.getByText('No results for “qqxzzvv”.')).toBeVisible();
  const popular = banner.getByRole('navigation', { name: 'Popular pages' });
  await expect(popular.getByRole('link').first()).toBeVisible();
  // The header reads them from the mega menu on the page, the search page from the navigation:
  // one rule, the same links.
  const links = (nav: Locator) => nav.getByRole('link').evaluateAll((els) => els.map((a) => `${a.textContent} ${a.getAttribute('href')}`));
  const inHeader = await links(popular);
  expect(inHeader).toContain('Network solutions /services/network-solutions');
  expect(inHeader.length).toBe(7);

  await page.goto('/search?query=netwrok');
  const main = page.getByRole('main');
  await expect(main.getByText(/No results for “netwrok”\. Showing results for/)).toBeVisible();
  await expect(main.getByRole('link', { name: 'network', exact: true })).toHaveAttribute('href', '/search?query=network');
  const results = main.getByRole('list', { name: 'Search results' }).getByRole('heading', { level: 2 });
  await expect(results.first()).toBeVisible();

  await page.goto('/search?query=qqxzzvv');
  await expect(main.getByText('No results for “qqxzzvv”.')).toBeVisible();
  expect(await links(main.getByRole('navigation', { name: 'Popular pages' }))).toEqual(inHeader);
});

