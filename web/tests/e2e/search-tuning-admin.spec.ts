// Editors tune the site search in the admin (issue 35), as the demo editor: from the measurement
// dashboard's searches that found nothing ("starlink" in the stack's demo month) to a synonym and
// a pinned result, each made ready by the dashboard and completed in the Search tuning screen;
// /search shows both at once, no restart, no deploy. The tuning is emptied afterwards.
// Screenshots at 1280 and 1440 px go to /tmp/admin-shots/.
import { expect, test, type Page } from '@playwright/test';
import { adminForSpec, closeBanner, CMS, contentManager, SHOTS, WEB } from './support/admin';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

const DASHBOARD = `${CMS}/admin/plugins/leads`;
const TUNING = `/single-types/${CONTENT_TYPE_UIDS.searchTuning}`;
const TERM = 'starlink';
const PINNED = '/services/network-solutions/hybrid-networks';
const FOUND_BY_SYNONYM = '/resources/leo-satellite-backup-for-sd-wan';

test.describe.configure({ mode: 'serial' });

const admin = adminForSpec({ width: 1280, height: 900 });

test.beforeAll(async ({ request }) => {
  await contentManager(request, admin.token, TUNING, { method: 'PUT', data: { synonyms: [], results: [] } });
});

test.afterAll(async ({ request }) => {
  if (admin.signedIn) await contentManager(request, admin.token, TUNING, { method: 'PUT', data: { synonyms: [], results: [] } });
});

async function fixFromDashboard(page: Page, button: 'Add a synonym' | 'Pin a result') {
  await page.goto(DASHBOARD);
  await closeBanner(page);
  const row = page.getByTestId('table-searches').locator('tbody tr', { hasText: TERM });
  await expect(row).toBeVisible();
  if (button === 'Add a synonym') await page.getByTestId('section-searches').screenshot({ path: `${SHOTS}/measurement-searches-1280.png` });
  await row.getByRole('button', { name: `${button} for ${TERM}` }).click();
  await expect(page.getByRole('heading', { name: 'Search tuning', level: 1 })).toBeVisible();
  await expect(page.getByText(`is ready for “${TERM}”`)).toBeVisible();
}

/** Opens a repeatable entry of the edit view by its title (entries load folded) and gives the field in it. */
async function fieldOf(page: Page, entry: string, label: string) {
  const toggle = page.getByRole('button', { name: entry, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return page.getByRole('textbox', { name: label }).first();
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Saved/).first()).toBeVisible();
}

test('a search that found nothing gets a synonym and a pinned result in the admin, and /search shows both at once', async () => {
  const { page } = admin;
  const before = await (await page.request.get(`${WEB}/search?query=${TERM}`)).text();
  expect(before).toContain(`No results for “${TERM}”`);

  await fixFromDashboard(page, 'Add a synonym');
  const words = await fieldOf(page, TERM, 'Words');
  await expect(words).toHaveValue(TERM);
  await words.fill(`${TERM}, leo satellite`);
  await page.screenshot({ path: `${SHOTS}/search-tuning-synonym-1280.png`, fullPage: true });
  await save(page);

  await fixFromDashboard(page, 'Pin a result');
  // The synonym's title is now "starlink, leo satellite": the entry titled "starlink" is the new result rule.
  const path = await fieldOf(page, TERM, 'Page or resource');
  await path.fill(PINNED);
  await save(page);
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/search-tuning-${width}.png`, fullPage: true });
  }

  // The visitor's /search: the pinned page first, then what the synonym found.
  const visitor = await page.context().browser()!.newPage();
  try {
    await expect(async () => {
      await visitor.goto(`${WEB}/search?query=${TERM}`);
      const links = await visitor.getByRole('list', { name: 'Search results' }).locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(links[0]).toBe(PINNED);
      expect(links).toContain(FOUND_BY_SYNONYM);
    }).toPass({ timeout: 5_000 });
  } finally {
    await visitor.close();
  }
});
