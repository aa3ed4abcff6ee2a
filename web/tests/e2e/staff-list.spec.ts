// The staff resource table: search, filters, sort and pagination change the address and the rows
// (a reload shows the same), and the CSV export downloads resources-<timestamp>.csv with the rows
// of the table. Resources of its own are made in the CMS for it and removed afterwards.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { fixtures, signIn, WEB } from './staff-fixtures';
import { parseCsv as parseRows } from '../fixtures/csv';

const rows = (page: Page): Locator => page.getByRole('table').locator('tbody tr');
const titles = (page: Page) => rows(page).locator('td:first-child a');

/** Reads a CSV file of the export (without its leading byte-order mark). */
const parseCsv = (text: string): string[][] => parseRows(text.replace(/^\uFEFF/, ''));

test.describe('the resource table', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('search, filters, sort and pagination live in the address; the CSV has the table’s rows', async ({ page, request }) => {
    test.setTimeout(90_000);
    const t = randomBytes(3).toString('hex');
    const cms = fixtures(request);
    try {
      const alpha = await cms.make({ title: `Tbl ${t} Alpha`, slug: `tbl-${t}-alpha`, type: 'news', publishedDate: '2024-03-01' }, 'draft');
      const bravo = await cms.make({ title: `Tbl ${t} Bravo`, slug: `tbl-${t}-bravo`, type: 'guide', publishedDate: '2024-01-01' }, 'published');
      const charlie = await cms.make({ title: `Tbl ${t} Charlie`, slug: `tbl-${t}-charlie`, type: 'news', publishedDate: '2024-02-01', featured: true }, 'published');
      await cms.editDraft(charlie.documentId, { excerpt: `Changed ${t}` });

      await signIn(page);
      await expect(page).toHaveURL(`${WEB}/resources-manage`);

      // Search by title, as typed.
      await page.getByLabel('Search titles').fill(`Tbl ${t}`);
      await expect(page).toHaveURL(`${WEB}/resources-manage?q=Tbl+${t}`);
      await expect(titles(page)).toHaveText([charlie.title, bravo.title, alpha.title]);
      await expect(page.getByText('1–3 of 3 resources')).toBeVisible();
      // Statuses as badges: never published, published, published with unpublished changes.
      await expect(rows(page).nth(0)).toContainText('Unpublished changes');
      await expect(rows(page).nth(1)).toContainText('Published');
      await expect(rows(page).nth(2)).toContainText('Draft');
      await expect(rows(page).nth(0)).toContainText('Featured');

      // Filter by type, then by status.
      await page.getByLabel('Type').selectOption('news');
      await expect(page).toHaveURL(`${WEB}/resources-manage?q=Tbl+${t}&type=news`);
      await expect(titles(page)).toHaveText([charlie.title, alpha.title]);
      await page.getByLabel('Status').selectOption('draft');
      await expect(page).toHaveURL(`${WEB}/resources-manage?q=Tbl+${t}&type=news&status=draft`);
      await expect(titles(page)).toHaveText([alpha.title]);
      await page.getByLabel('Status').selectOption('modified');
      await expect(titles(page)).toHaveText([charlie.title]);
      await page.getByLabel('Status').selectOption('');
      await page.getByLabel('Type').selectOption('');
      await expect(page).toHaveURL(`${WEB}/resources-manage?q=Tbl+${t}`);

      // Sort by title (the column header), both ways, and by date.
      await page.getByRole('columnheader', { name: /Title/ }).getByRole('link').click();
      await expect(page).toHaveURL(`${WEB}/resources-manage?q=Tbl+${t}&sort=title%3Aasc`);
      await expect(titles(page)).toHaveText([alpha.title, bravo.title, charlie.title]);
      await expect(page.getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'ascending');
      await page.getByRole('columnheader', { name: /Title/ }).getByRole('link').click();
      await expect(page).toHaveURL(`${WEB}/resources-manage?q=Tbl+${t}&sort=title%3Adesc`);
      await expect(titles(page)).toHaveText([charlie.title, bravo.title, alpha.title]);
      await page.getByLabel('Sort').selectOption('date:asc');
      await expect(page).toHaveURL(`${WEB}/resources-manage?q=Tbl+${t}&sort=date%3Aasc`);
      await expect(titles(page)).toHaveText([bravo.title, charlie.title, alpha.title]);

      // The same address, loaded afresh (a reload, a shared link), shows the same rows.
      await page.reload();
      await expect(page.getByLabel('Search titles')).toHaveValue(`Tbl ${t}`);
      await expect(page.getByLabel('Sort')).toHaveValue('date:asc');
      await expect(titles(page)).toHaveText([bravo.title, charlie.title, alpha.title]);

      // The CSV: resources-<timestamp>.csv with the table's rows, in its order, plus addresses and URLs.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^resources-\d{8}-\d{6}\.csv$/);
      await expect(page.getByText(`Downloaded ${download.suggestedFilename()}`)).toBeVisible();
      const csv = parseCsv(readFileSync(await download.path(), 'utf8'));
      expect(csv[0]).toEqual(['Title', 'Type', 'Status', 'Date', 'Last edited', 'Address', 'Featured', 'Page URL', 'Cover image URL', 'Document URL']);
      const table = await rows(page).evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent ?? '')));
      expect(csv.slice(1).map((r) => r[0])).toEqual(table.map((r) => r[0]!.split('/resources/')[0]));
      expect(csv.slice(1).map((r) => [r[1], r[2], r[5], r[6]])).toEqual([
        ['Guide', 'Published', bravo.slug, 'No'],
        ['News', 'Unpublished changes', charlie.slug, 'Yes'],
        ['News', 'Draft', alpha.slug, 'No'],
      ]);
      expect(csv[1]![7]).toBe(`${WEB}/resources/${bravo.slug}`);
      expect(csv[3]![7]).toBe('');
      for (const [i, r] of table.entries()) expect(r[2], `row ${i} status`).toBe(csv[i + 1]![2]);

      // Clearing the filters brings the whole list back; pagination moves through it.
      await page.getByRole('link', { name: 'Clear filters' }).first().click();
      await expect(page).toHaveURL(`${WEB}/resources-manage?sort=date%3Aasc`);
      await expect(rows(page)).toHaveCount(20);
      const firstPage = await titles(page).allTextContents();
      const pager = page.getByRole('navigation', { name: 'Resource pages' });
      await expect(pager).toContainText('Page 1 of');
      await pager.getByRole('link', { name: /Next/ }).click();
      await expect(page).toHaveURL(`${WEB}/resources-manage?sort=date%3Aasc&page=2`);
      await expect(pager).toContainText('Page 2 of');
      const secondPage = await titles(page).allTextContents();
      expect(secondPage.length).toBeGreaterThan(0);
      expect(secondPage.some((x) => firstPage.includes(x))).toBe(false);
      await pager.getByRole('link', { name: /Previous/ }).click();
      await expect(page).toHaveURL(`${WEB}/resources-manage?sort=date%3Aasc`);
      await expect(titles(page)).toHaveText(firstPage);
    } finally {
      await cms.cleanup();
    }
  });
});
