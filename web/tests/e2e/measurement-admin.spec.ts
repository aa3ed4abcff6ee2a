// The measurement dashboard and the campaign link builder in the Strapi admin, as the demo editor
// (issue 32). The test stack seeds a demo month of measurement on its first start, so the
// dashboard has figures: the daily trend is drawn with the previous period beside it (dashed),
// with its legend and a table of the same numbers; the summary figures say how they changed; the
// source / medium and landing-page breakdowns have rows and export as CSV. The editor creates a
// campaign in the content manager, finds it on the dashboard, builds its tagged link to a page
// (source linkedin, medium paid-social) and copies it: the clipboard holds the link.
// Screenshots at 1280 and 1440 px go to /tmp/admin-shots/ for people to look at.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { adminForSpec, closeBanner, CMS, SHOTS } from './support/admin';
import { uid } from './support/forms';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

const DASHBOARD = `${CMS}/admin/plugins/leads`;
const LINKS = `${CMS}/admin/plugins/leads/campaign-links`;

test.describe.configure({ mode: 'serial' });

const admin = adminForSpec();
const id = uid();
const campaign = { name: `E2E SD-WAN LinkedIn push ${id}`, code: `e2e-sdwan-linkedin-${id}` };

test.beforeAll(async () => {
  // The link builder copies with navigator.clipboard; the test reads the clipboard back.
  await admin.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: CMS });
});

test('the dashboard draws the trend beside the previous period, says how each figure changed, and breaks visits down', async () => {
  const { page } = admin;
  await page.goto(DASHBOARD);
  await closeBanner(page);
  await expect(page.getByRole('heading', { name: 'Measurement', level: 1 })).toBeVisible();
  // The stack's demo month: the dashboard says so, and how to remove it.
  await expect(page.getByTestId('measurement-demo')).toContainText('npm run measurement-demo -w cms -- --remove');

  // The last 7 days: the 7 before are inside the demo month too, so every figure has a change.
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: /\(7 days\), compared with the 7 days before/ })).toBeVisible();
  const visits = page.getByTestId('figure-visits');
  await expect(visits).toContainText(/Visits\s*[\d,]+/);
  await expect(visits.getByTestId('figure-change')).toHaveText(/^[▲▼] [\d.,]+ %(Up|Down) .* on the previous period$|^no change/);
  await expect(visits).toContainText('a reload or another page in the same tab is not a new visit');
  await expect(page.getByTestId('figure-conversion')).toContainText(/never above 100 %/);

  // Three series for the range and three dashed ones for the previous period, each drawn.
  const chart = page.getByTestId('trend-chart');
  await expect(chart.locator('.recharts-wrapper')).toHaveCount(2);
  await expect(chart).toHaveAttribute('role', 'img');
  await expect(chart).toHaveAttribute('aria-label', /previous period dashed/);
  await expect(chart.locator('.recharts-line')).toHaveCount(6);
  await expect(chart.locator('.recharts-line path.recharts-curve[stroke-dasharray="6 4"]')).toHaveCount(3);
  await expect(chart.locator('.recharts-line path.recharts-curve:not([stroke-dasharray])')).toHaveCount(3);
  for (const d of await chart.locator('.recharts-line path.recharts-curve').evaluateAll((paths) => paths.map((p) => p.getAttribute('d') ?? ''))) {
    expect(d, 'a line is drawn').toMatch(/^M[\d.-]+,[\d.-]+[LC]/);
  }
  const legend = (await chart.locator('.recharts-legend-item-text').allInnerTexts()).map((t) => t.trim());
  // Visits and page views in one chart, leads in one of their own below (same days).
  expect(legend).toEqual(['Visits', 'Page views', 'Visits (previous period)', 'Page views (previous period)', 'Leads', 'Leads (previous period)']);
  // The same numbers as a table.
  await page.getByRole('button', { name: 'Show the numbers as a table' }).click();
  await expect(page.getByTestId('trend-table').locator('tbody tr')).toHaveCount(7);

  // Source / medium and landing pages have rows; the tagged demo traffic shows as linkedin / paid-social.
  const sources = page.getByTestId('table-sources');
  await expect(sources.locator('tbody tr').first()).toBeVisible();
  await expect(sources.locator('tbody tr', { hasText: 'paid-social' }).first()).toContainText('linkedin');
  const landing = page.getByTestId('table-landing-pages');
  await expect(landing.locator('tbody tr').first()).toBeVisible();
  await expect(landing).toContainText('/services/network-solutions/sd-wan');
  expect(await landing.locator('tbody tr').count()).toBeGreaterThan(1);
  // Conversion never passes 100 % in any table.
  for (const text of await page.locator('tbody td').allInnerTexts()) {
    const share = /^([\d.]+) %$/.exec(text.trim());
    if (share) expect(Number(share[1])).toBeLessThanOrEqual(100);
  }

  // The unlisted group (the demo month has a mistyped code) is one row, with the hint.
  await expect(page.getByTestId('table-campaigns')).toContainText(/Unlisted codes \(\d+\)/);
  await expect(page.getByTestId('unlisted-hint')).toContainText(/matches? no campaign in the Campaigns list/);

  // The source / medium table as CSV.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV of source / medium' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8').replace(/^\uFEFF/, '');
  expect(csv.split(/\r?\n/)[0]).toBe('Source,Medium,Visits,Leads,Visits with a lead,Conversion');

  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `overflow at ${width}px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/measurement-dashboard-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('an editor creates a campaign in the content manager, and the dashboard lists it', async () => {
  const { page } = admin;
  await page.goto(DASHBOARD);
  await closeBanner(page);
  await page.getByRole('link', { name: 'Create a campaign' }).click();
  await expect(page).toHaveURL(new RegExp(`/content-manager/collection-types/${CONTENT_TYPE_UIDS.campaign.replace(/\./g, '\\.')}/create`));
  await page.getByRole('textbox', { name: /^Name/ }).fill(campaign.name);
  await page.getByRole('textbox', { name: /^Code/ }).fill(campaign.code);
  await page.getByRole('combobox', { name: /^Channel/ }).click();
  await page.getByRole('option', { name: /^(paid-social|Paid social)$/ }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Saved/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/content-manager\/collection-types\/api::campaign\.campaign\/[a-z0-9]+/);

  await page.goto(DASHBOARD);
  const row = page.getByTestId('table-campaigns').locator('tbody tr', { hasText: campaign.code });
  // Every listed campaign has a row, with or without visits yet.
  await expect(page.getByTestId('table-campaigns')).toBeVisible();
  const more = page.getByTestId('section-campaigns').getByRole('button', { name: /^Show all/ });
  if (await more.isVisible()) await more.click();
  await expect(row).toContainText(campaign.name);
  await expect(row).toContainText('Paid social');
});

test('the link builder makes the tagged link of a page and the campaign, and copies it', async ({ request }) => {
  const { page, token } = admin;
  const res = await request.get(`${CMS}/leads/measurement/link-options`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  const options = (await res.json()) as { siteUrl: string; pages: { path: string; title: string }[]; campaigns: { code: string }[] };
  expect(options.campaigns.map((c) => c.code)).toContain(campaign.code);
  const target = options.pages.find((p) => p.path === '/services/network-solutions/sd-wan') ?? options.pages.find((p) => p.path !== '/')!;

  await page.goto(DASHBOARD);
  await page.getByRole('link', { name: 'Campaign links' }).first().click();
  await expect(page).toHaveURL(LINKS);
  await expect(page.getByRole('heading', { name: 'Campaign links', level: 1 })).toBeVisible();
  await expect(page.getByTestId('campaign-link-missing')).toHaveText('Choose a page, a campaign, a source and a medium to see the link.');

  const pageBox = page.getByRole('combobox', { name: /^Page/ });
  await pageBox.click();
  await pageBox.fill(target.title);
  await page.getByRole('option', { name: `${target.title} (${target.path})` }).click();
  await page.getByRole('combobox', { name: /^Campaign/ }).click();
  await page.getByRole('option', { name: `${campaign.name} (${campaign.code})` }).click();
  // The medium is suggested from the campaign's channel.
  const medium = page.getByRole('combobox', { name: /^Medium/ });
  await expect(medium).toHaveValue('paid-social');
  await page.getByRole('combobox', { name: /^Source/ }).fill('LinkedIn');
  await expect(page.getByRole('combobox', { name: /^Source/ })).toHaveValue('linkedin');
  await medium.fill('paid-social');

  const expected = `${options.siteUrl}${target.path}?utm_source=linkedin&utm_medium=paid-social&utm_campaign=${campaign.code}`;
  await expect(page.getByRole('textbox', { name: /^Tagged link/ })).toHaveValue(expected);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

  // An optional content goes last, percent-encoded.
  await page.getByRole('textbox', { name: /^Content/ }).fill('carousel ad #2');
  await expect(page.getByRole('textbox', { name: /^Tagged link/ })).toHaveValue(`${expected}&utm_content=carousel%20ad%20%232`);
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toHaveCount(0);

  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `overflow at ${width}px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/measurement-links-${width}.png`, fullPage: true });
  }
});
