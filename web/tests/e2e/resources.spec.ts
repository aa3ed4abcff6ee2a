// News and case studies: the /resources list (featured resources pinned first, then newest first;
// type filter and pagination in the URL), one resource, its PDF download (a timestamped file
// name), unknown slugs and the RSS feed (newest first only).
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { wakeIsland } from './support/islands';

const WEB = process.env.E2E_WEB_URL!;
const CMS = process.env.E2E_CMS_URL!;
const PAGE_SIZE = 9;

interface Blog {
  title: string;
  slug: string;
  type: 'news' | 'case_study' | 'guide';
  publishedDate: string;
  featured: boolean | null;
}

/** The published resources straight from the CMS: featured first, then newest first (pinned: false, newest first only). */
async function cmsResources(request: APIRequestContext, type?: Blog['type'], { pinned = true } = {}): Promise<Blog[]> {
  const sorts = pinned ? ['featured:desc', 'publishedDate:desc', 'id:desc'] : ['publishedDate:desc', 'id:desc'];
  const q = new URLSearchParams({ ...Object.fromEntries(sorts.map((v, i) => [`sort[${i}]`, v])), 'pagination[pageSize]': '100' });
  if (type) q.set('filters[type][$eq]', type);
  const res = await request.get(`${CMS}/api/blogs?${q}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Blog[] }).data;
}

function listItems(page: Page): Locator {
  return page.getByRole('main').getByRole('region', { name: /All resources|News|Case studies|Guides/ }).getByRole('article');
}

async function datesOn(page: Page): Promise<string[]> {
  return listItems(page).locator('time').evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''));
}

function expectNewestFirst(dates: string[]) {
  const sorted = [...dates].sort().reverse();
  expect(dates).toEqual(sorted);
}

/** Featured resources (with their label) first, then the others; each group newest first. */
async function expectPinnedThenNewest(page: Page) {
  const shown = await listItems(page).evaluateAll((items) =>
    items.map((item) => ({
      featured: item.closest('li')?.textContent?.startsWith('Featured') ?? false,
      date: item.querySelector('time')?.getAttribute('datetime') ?? '',
    })),
  );
  const firstPlain = shown.findIndex((s) => !s.featured);
  if (firstPlain >= 0) expect(shown.slice(firstPlain).every((s) => !s.featured), 'featured resources come first').toBe(true);
  expectNewestFirst(shown.filter((s) => s.featured).map((s) => s.date));
  expectNewestFirst(shown.filter((s) => !s.featured).map((s) => s.date));
}

test('/resources lists featured resources first (labelled), then newest first, with sized cover images', async ({ page, request }) => {
  const all = await cmsResources(request);
  expect(all.length).toBeGreaterThan(PAGE_SIZE);
  const response = await page.goto('/resources');
  expect(response?.status()).toBe(200);
  const items = listItems(page);
  await expect(items).toHaveCount(PAGE_SIZE);
  await expect(items.getByRole('heading')).toHaveText(all.slice(0, PAGE_SIZE).map((b) => b.title));
  const dates = await datesOn(page);
  expect(dates).toHaveLength(PAGE_SIZE);
  await expectPinnedThenNewest(page);
  expect(dates).toEqual(all.slice(0, PAGE_SIZE).map((b) => b.publishedDate));
  const featured = all.slice(0, PAGE_SIZE).filter((b) => b.featured).length;
  expect(featured, 'the seed has featured resources').toBeGreaterThan(0);
  await expect(page.getByRole('main').getByText('Featured', { exact: true })).toHaveCount(featured);
  await expect(page.getByRole('status').filter({ hasText: 'items' })).toHaveText(
    `${all.length} items, page 1 of ${Math.ceil(all.length / PAGE_SIZE)}`,
  );

  const images = items.locator('img');
  expect(await images.count()).toBe(PAGE_SIZE);
  for (const img of await images.all()) {
    const width = Number(await img.getAttribute('width'));
    const height = Number(await img.getAttribute('height'));
    expect(width, await img.getAttribute('src') ?? '').toBeGreaterThan(0);
    expect(height, await img.getAttribute('src') ?? '').toBeGreaterThan(0);
  }
  // The images load (a few of them scrolled into view to trigger lazy loading).
  const first = images.first();
  await first.scrollIntoViewIfNeeded();
  await expect.poll(() => first.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
});

test('the type filter lives in the URL and shows only that type', async ({ page, request }) => {
  const caseStudies = await cmsResources(request, 'case_study');
  expect(caseStudies.length).toBeGreaterThan(0);
  await page.goto('/resources');
  const filters = page.getByRole('navigation', { name: 'Filter by type' });
  await expect(filters.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  await filters.getByRole('link', { name: 'Case studies' }).click();
  await expect(page).toHaveURL(`${WEB}/resources?type=case-study`);
  await expect(filters.getByRole('link', { name: 'Case studies' })).toHaveAttribute('aria-current', 'page');

  const items = listItems(page);
  const shown = Math.min(PAGE_SIZE, caseStudies.length);
  await expect(items).toHaveCount(shown);
  await expect(items.getByRole('heading')).toHaveText(caseStudies.slice(0, shown).map((b) => b.title));
  for (const item of await items.all()) await expect(item.getByText('Case study', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'items' })).toContainText(`${caseStudies.length} items in case studies`);
  await expectPinnedThenNewest(page);

  // The same address loaded directly (shared link) gives the same list.
  const direct = await page.goto('/resources?type=case-study');
  expect(direct?.status()).toBe(200);
  await expect(items.getByRole('heading')).toHaveText(caseStudies.slice(0, shown).map((b) => b.title));
  for (const item of await items.all()) await expect(item.getByText('Case study', { exact: true })).toBeVisible();
});

test('pagination: page 2 continues the list', async ({ page, request }) => {
  const all = await cmsResources(request);
  const pageCount = Math.ceil(all.length / PAGE_SIZE);
  expect(pageCount).toBeGreaterThan(1);
  await page.goto('/resources');
  const pager = page.getByRole('navigation', { name: 'Resources pages' });
  await expect(pager.locator('[aria-current="page"]')).toHaveText('Page 1');
  await pager.getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(`${WEB}/resources?page=2`);
  await expect(pager.locator('[aria-current="page"]')).toHaveText('Page 2');
  const items = listItems(page);
  const expected = all.slice(PAGE_SIZE, 2 * PAGE_SIZE);
  await expect(items.getByRole('heading')).toHaveText(expected.map((b) => b.title));
  await expect(page.getByRole('status').filter({ hasText: 'items' })).toHaveText(`${all.length} items, page 2 of ${pageCount}`);
  await expectPinnedThenNewest(page);
  const dates = await datesOn(page);
  expect(dates[0]! <= all[PAGE_SIZE - 1]!.publishedDate).toBe(true);

  await pager.getByRole('link', { name: /Previous/ }).click();
  await expect(page).toHaveURL(`${WEB}/resources`);
  await expect(items.getByRole('heading')).toHaveText(all.slice(0, PAGE_SIZE).map((b) => b.title));

  // Without JavaScript too (the page links are real links).
  const direct = await page.request.get(`${WEB}/resources?page=2`);
  expect(direct.status()).toBe(200);
  const html = await direct.text();
  expect(html).toContain(`page 2 of ${pageCount}`);
});

test('one resource: title, date, type and body', async ({ page }) => {
  const response = await page.goto('/resources/sd-wan-buyers-checklist');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("A buyer's checklist for SD-WAN");
  const article = page.getByRole('article').first();
  const time = article.locator('time').first();
  await expect(time).toHaveAttribute('datetime', '2024-11-26');
  await expect(time).toContainText('2024');
  await expect(article.getByText('Guide', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '1. Start with your sites and applications' })).toBeVisible();
  await expect(page.getByText('SD-WAN promises a wide-area network that is cheaper')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'News & case studies' })).toHaveAttribute(
    'href',
    '/resources',
  );
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${WEB}/resources/sd-wan-buyers-checklist`);
});

test('a resource document downloads as a PDF with a timestamped name', async ({ page }) => {
  await page.goto('/resources/sd-wan-buyers-checklist');
  const button = page.getByRole('link', { name: /Download the PDF/ });
  await expect(button).toBeVisible();
  // Awake (as after pointing at it): the click goes through the download helper, not the plain link.
  await wakeIsland(page, 'download-button');
  // The stamp is the browser's local time of the download (between these two readings).
  const localStamp = () =>
    page.evaluate(() => {
      const d = new Date();
      const p = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}-${p(d.getHours())}${p(d.getMinutes())}${p(d.getSeconds())}`;
    });
  const before = await localStamp();
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const after = await localStamp();
  const name = download.suggestedFilename();
  expect(name).toMatch(/-\d{8}-\d{6}\.pdf$/);
  const stamp = /-(\d{8}-\d{6})\.pdf$/.exec(name)![1]!;
  expect(stamp >= before && stamp <= after, `${before} <= ${stamp} <= ${after}`).toBe(true);
  const path = await download.path();
  const { readFileSync } = await import('node:fs');
  const bytes = readFileSync(path);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByRole('status').filter({ hasText: 'Downloaded' })).toHaveText(`Downloaded ${name}`);
});

test('an unknown resource ends at /not-found with HTTP 404', async ({ page }) => {
  const response = await page.goto('/resources/no-such-resource-e2e');
  expect(page.url()).toBe(`${WEB}/not-found`);
  expect(response?.status()).toBe(404);
  expect(response?.url()).toBe(`${WEB}/not-found`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('/resources/rss.xml is valid RSS 2.0', async ({ page, request }) => {
  const all = await cmsResources(request, undefined, { pinned: false });
  const res = await request.get(`${WEB}/resources/rss.xml`);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/rss\+xml/);
  const xml = await res.text();
  await page.goto('/');
  const feed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    const error = doc.getElementsByTagName('parsererror')[0];
    const root = doc.documentElement;
    const channel = Array.from(root.children).find((c) => c.tagName === 'channel');
    const child = (el: Element | undefined, name: string) => (el ? Array.from(el.children).find((c) => c.tagName === name)?.textContent ?? null : null);
    return {
      error: error?.textContent ?? null,
      root: root.tagName,
      version: root.getAttribute('version'),
      channels: Array.from(root.children).filter((c) => c.tagName === 'channel').length,
      title: child(channel, 'title'),
      link: child(channel, 'link'),
      description: child(channel, 'description'),
      items: channel
        ? Array.from(channel.children)
            .filter((c) => c.tagName === 'item')
            .map((item) => ({
              title: child(item, 'title'),
              link: child(item, 'link'),
              guid: child(item, 'guid'),
              pubDate: child(item, 'pubDate'),
            }))
        : [],
    };
  }, xml);
  expect(feed.error).toBeNull();
  expect(feed.root).toBe('rss');
  expect(feed.version).toBe('2.0');
  expect(feed.channels).toBe(1);
  expect(feed.title).toBeTruthy();
  expect(feed.link).toBe(`${WEB}/resources`);
  expect(feed.description).toBeTruthy();
  expect(feed.items).toHaveLength(Math.min(20, all.length));
  for (const [i, item] of feed.items.entries()) {
    expect(item.title).toBe(all[i]!.title);
    expect(item.link).toBe(`${WEB}/resources/${all[i]!.slug}`);
    expect(item.guid).toBe(item.link);
    expect(item.pubDate).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/);
    expect(Number.isNaN(Date.parse(item.pubDate!))).toBe(false);
  }
  // Newest first, like the list.
  const times = feed.items.map((i) => Date.parse(i.pubDate!));
  expect(times).toEqual([...times].sort((a, b) => b - a));
});
