// The staff resource editor end to end in Chromium, against the real CMS: create a resource with a
// cover image and a PDF, publish it (on /resources and at its address, with the download), edit
// it, unpublish it (its address goes to /not-found within 5 seconds), publish it again, delete it
// after confirming. Also: files refused by their content, and nothing typed lost when the
// session ends.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { wakeIsland } from './support/islands';
import { fixtures, html, pdf, png, publicPage, signIn, svg } from './staff-fixtures';

const tag = () => randomBytes(3).toString('hex');

/** The resource's id from the editor's address. */
const editorId = (page: Page) => new URL(page.url()).pathname.split('/').pop()!;

test.describe('the resource editor', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('create with cover and PDF, publish, edit, unpublish, publish again, delete', async ({ page, request }) => {
    test.setTimeout(120_000);
    const cleanup = fixtures(request);
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('console', (m) => {
      // The YouTube thumbnail cannot load where the tests run without internet access.
      if (m.type() === 'error' && !/status of (401|404)|ERR_NAME_NOT_RESOLVED/.test(m.text())) problems.push(m.text());
    });
    const t = tag();
    const title = `E2E cover and PDF ${t}`;
    try {
      await signIn(page);
      await expect(page).toHaveURL(/\/resources-manage$/);
      await page.getByRole('link', { name: 'New resource' }).first().click();
      await expect(page).toHaveURL(/\/resources-manage\/new$/);
      await expect(page.getByRole('heading', { level: 1, name: 'New resource' })).toBeVisible();

      // Title; the address follows it.
      await page.getByLabel('Title', { exact: true }).fill(title);
      await expect(page.getByLabel('Address')).toHaveValue(`e2e-cover-and-pdf-${t}`);
      await expect(page.getByText('✓ This address is free.')).toBeVisible();
      await page.getByLabel('Summary').fill(`Summary of ${t}.`);
      await page.getByLabel('Type').selectOption('case_study');

      // The body, in the rich-text editor: a paragraph with a bold word, then a heading.
      const body = page.getByRole('textbox', { name: 'Body' });
      await body.click();
      await page.keyboard.type(`Opening paragraph ${t} with `);
      await page.getByRole('button', { name: 'Bold' }).click();
      await page.keyboard.type('bold words');
      await page.getByRole('button', { name: 'Bold' }).click();
      await page.keyboard.press('Enter');
      await page.getByLabel('Text style').selectOption('h2');
      await page.keyboard.type(`Section heading ${t}`);

      // Files: checked, uploaded with progress, shown.
      await page.locator('input[type=file][accept^="image"]').setInputFiles({ name: `cover-${t}.png`, mimeType: 'image/png', buffer: png() });
      await expect(page.getByRole('link', { name: `cover-${t}.png` })).toBeVisible();
      await page.locator('input[type=file][accept^="application/pdf"]').setInputFiles({ name: `brief-${t}.pdf`, mimeType: 'application/pdf', buffer: pdf(`Brief ${t}`) });
      await expect(page.getByRole('link', { name: `brief-${t}.pdf` })).toBeVisible();

      // A YouTube address shows its thumbnail once valid.
      await page.getByLabel('YouTube video').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
      await expect(page.getByRole('img', { name: 'Thumbnail of the YouTube video' })).toHaveAttribute('src', 'https://i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg');
      await page.getByLabel('Search description').fill(`Search description ${t}`);

      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(page).toHaveURL(/\/resources-manage\/[a-z0-9]{10,}$/);
      cleanup.track(editorId(page));
      await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.locator('header').getByText('Published', { exact: true })).toBeVisible();
      const slug = `e2e-cover-and-pdf-${t}`;

      // On the site: in the list and at its address, with the download.
      await expect.poll(async () => (await publicPage(request, slug)).status, { timeout: 5000 }).toBe(200);
      const site = await page.context().newPage();
      await site.goto(`/resources/${slug}`);
      await expect(site.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(site.getByText(`Opening paragraph ${t} with bold words`)).toBeVisible();
      await expect(site.locator('strong', { hasText: 'bold words' })).toBeVisible();
      await expect(site.getByRole('heading', { level: 2, name: `Section heading ${t}` })).toBeVisible();
      await wakeIsland(site, 'download-button');
      const [download] = await Promise.all([site.waitForEvent('download'), site.getByRole('link', { name: /Download the PDF/ }).click()]);
      expect(download.suggestedFilename()).toMatch(/^brief-[0-9a-f]{6}-\d{8}-\d{6}\.pdf$/);
      expect(readFileSync(await download.path()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await site.goto('/resources?type=case-study');
      await expect(site.getByRole('heading', { name: title })).toBeVisible();

      // Edit: saved as a draft, the site keeps the published version until "Publish changes".
      await page.getByLabel('Title', { exact: true }).fill(`${title} (edited)`);
      await expect(page.getByText('Unsaved changes')).toBeVisible();
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible();
      await expect(page.locator('header').getByText('Unpublished changes')).toBeVisible();
      expect((await publicPage(request, slug)).html).not.toContain(`${title} (edited)`);
      await page.getByRole('button', { name: 'Publish changes' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();
      await expect.poll(async () => (await publicPage(request, slug)).html.includes(`${title} (edited)`), { timeout: 5000 }).toBe(true);

      // Unpublish (after confirming): the address answers /not-found within 5 seconds.
      await page.getByRole('button', { name: 'Unpublish' }).click();
      const unpublish = page.getByRole('dialog', { name: `Unpublish “${title} (edited)”?` });
      await expect(unpublish).toBeVisible();
      await unpublish.getByRole('button', { name: 'Unpublish' }).click();
      await expect(unpublish).toBeHidden();
      await expect(page.locator('header').getByText('Draft', { exact: true })).toBeVisible();
      const started = Date.now();
      await expect
        .poll(async () => {
          const p = await publicPage(request, slug);
          return p.status === 302 && new URL(p.location, site.url()).pathname === '/not-found';
        }, { timeout: 5000, intervals: [250] })
        .toBe(true);
      expect(Date.now() - started).toBeLessThan(5000);
      await site.goto(`/resources/${slug}`);
      await expect(site).toHaveURL(/\/not-found$/);

      // Publish again.
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(page.locator('header').getByText('Published', { exact: true })).toBeVisible();
      await expect.poll(async () => (await publicPage(request, slug)).status, { timeout: 5000 }).toBe(200);

      // Delete, after a dialog that names the resource.
      await page.getByRole('button', { name: 'Delete resource' }).click();
      const confirm = page.getByRole('dialog', { name: `Delete “${title} (edited)”?` });
      await expect(confirm).toBeVisible();
      await expect(confirm).toContainText(`“${title} (edited)” will be removed from the site`);
      // Cancel first: nothing happens, focus goes back to the button.
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toBeHidden();
      await expect(page.getByRole('button', { name: 'Delete resource' })).toBeFocused();
      await page.getByRole('button', { name: 'Delete resource' }).click();
      await confirm.getByRole('button', { name: 'Delete resource' }).click();
      await expect(page).toHaveURL(/\/resources-manage$/);
      await expect(page.getByRole('status').filter({ hasText: `Deleted “${title} (edited)”.` })).toBeVisible();
      await page.getByLabel('Search titles').fill(t);
      await expect(page).toHaveURL(new RegExp(`q=${t}`));
      await expect(page.getByText('No resources match these filters.')).toBeVisible();
      await expect.poll(async () => (await publicPage(request, slug)).status, { timeout: 5000 }).toBe(302);
      expect(problems).toEqual([]);
    } finally {
      await cleanup.cleanup();
    }
  });

  test('files are checked by their content: HTML named .pdf and SVG named .png are refused, with the file named', async ({ page }) => {
    await signIn(page, '/login?next=%2Fresources-manage%2Fnew');
    await expect(page).toHaveURL(/\/resources-manage\/new$/);
    await page.locator('input[type=file][accept^="application/pdf"]').setInputFiles({ name: 'brief.pdf', mimeType: 'application/pdf', buffer: html() });
    await expect(page.getByRole('alert').filter({ hasText: '“brief.pdf” can’t be used' })).toContainText('Choose a PDF document of up to 10 MB.');
    await page.locator('input[type=file][accept^="image"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: svg() });
    await expect(page.getByRole('alert').filter({ hasText: '“logo.png” can’t be used' })).toContainText('Choose a JPEG, PNG, WebP or AVIF image of up to 5 MB.');
    await expect(page.getByText('No cover image.')).toBeVisible();
    await expect(page.getByText('No document.')).toBeVisible();
    // A PDF chosen for the cover is refused too, saying what it is.
    await page.locator('input[type=file][accept^="image"]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: pdf() });
    await expect(page.getByRole('alert').filter({ hasText: '“cover.png” can’t be used: it is a PDF document.' })).toBeVisible();
  });

  test('field errors sit next to their field, and nothing typed is lost', async ({ page }) => {
    await signIn(page, '/login?next=%2Fresources-manage%2Fnew');
    await page.getByLabel('Title', { exact: true }).fill('Ab');
    await page.getByLabel('YouTube video').fill('https://vimeo.com/1234');
    await page.getByLabel('Summary').fill('Kept summary');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByLabel('Title', { exact: true })).toBeFocused();
    await expect(page.getByLabel('Title', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Give the resource a title of at least 3 characters')).toBeVisible();
    await expect(page.getByLabel('YouTube video')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Summary')).toHaveValue('Kept summary');
    await expect(page).toHaveURL(/\/resources-manage\/new$/);
  });

  test('an ended session says so and keeps the draft; signing in again brings it back', async ({ page, context }) => {
    const t = tag();
    await signIn(page, '/login?next=%2Fresources-manage%2Fnew');
    await expect(page).toHaveURL(/\/resources-manage\/new$/);
    await page.getByLabel('Title', { exact: true }).fill(`E2E kept draft ${t}`);
    await page.getByLabel('Summary').fill(`Typed before the session ended ${t}`);
    // The session ends elsewhere (another tab signs out).
    const other = await context.newPage();
    await other.goto('/resources-manage');
    await other.getByRole('button', { name: 'Sign out' }).click();
    await expect(other).toHaveURL(/\/login$/);
    await other.close();

    await page.getByRole('button', { name: 'Save draft' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Your session has ended' });
    await expect(alert).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(`E2E kept draft ${t}`);
    await alert.getByRole('link', { name: 'Sign in again' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fresources-manage%2Fnew$/);
    await page.getByLabel('Email address').fill('staff@example.com');
    await page.getByLabel('Password').fill('StaffDemo!2024');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/resources-manage\/new$/);
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(`E2E kept draft ${t}`);
    await expect(page.getByLabel('Summary')).toHaveValue(`Typed before the session ended ${t}`);
    await expect(page.getByRole('status').filter({ hasText: 'Your unsaved changes from earlier were put back.' })).toBeVisible();
  });
});
