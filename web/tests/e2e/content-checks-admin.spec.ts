// Content checks in the Strapi admin as the demo editor (issue 21): the acceptance fixture page (a
// 90-character title, no search description, an image without alternative text, a link to a missing
// page) shows the four problems (the missing description as an error: issue 36) and a cut-off
// search preview in the edit view's "Content checks" panel and in the "Content report" page; writing a search description and saving clears that
// problem in the panel. Screenshots go to /tmp/admin-shots/ (docs/editors/content-checks.md uses them).
import { expect, test } from '@playwright/test';
import { adminForSpec, closeLateBanner, CMS, openAdminPage, SHOTS } from './support/admin';
import { uid } from './support/forms';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

const PAGES = `/content-manager/collection-types/${CONTENT_TYPE_UIDS.page}`;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test.describe.configure({ mode: 'serial' });

const admin = adminForSpec();
const id = uid();
const title = 'Managed cloud, backup and recovery services for busy clinics across New South Wales, today';

test('the edit view and the report show the four problems; a saved description clears its own', async ({ request }) => {
  expect(title).toHaveLength(90);
  const auth = { authorization: `Bearer ${admin.token}` };
  const upload = await request.post(`${CMS}/upload`, {
    headers: auth,
    multipart: { files: { name: `e2e-checks-${id}.png`, mimeType: 'image/png', buffer: PNG }, fileInfo: JSON.stringify({ alternativeText: '' }) },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const fileId = ((await upload.json()) as { id: number }[])[0]!.id;
  const created = await request.post(`${CMS}${PAGES}`, {
    headers: auth,
    data: {
      title,
      path: `/e2e-checks-${id}`,
      seo: { metaTitle: '', metaDescription: '' },
      blocks: [{ __component: 'blocks.hero', variant: 'compact', heading: 'Cloud for clinics', image: fileId, actions: [{ label: 'Our prices', href: '/no-such-prices-page' }] }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const documentId = ((await created.json()) as { data: { documentId: string } }).data.documentId;

  const { page: tab } = admin;
  await openAdminPage(tab, `/admin${PAGES}/${documentId}`);
  const problems = tab.getByTestId('content-checks-problems');
  await expect(problems).toBeVisible({ timeout: 20_000 });
  // The missing search description is an error (publishing refuses it, issue 36); the rest are warnings.
  for (const code of ['title-too-long', 'field-invalid', 'image-no-alt', 'link-missing']) {
    await expect(problems.locator(`[data-code="${code}"]`)).toHaveCount(1);
  }
  const preview = tab.getByTestId('content-checks-preview');
  await expect(preview).toContainText('…');
  await expect(preview).toContainText('Cut off in search results: the title');
  await closeLateBanner(tab);
  await tab.getByTestId('content-checks').screenshot({ path: `${SHOTS}/content-checks-panel.png` });

  await tab.getByRole('textbox', { name: /^Search description/ }).fill('Managed cloud, backup and recovery for clinics across New South Wales, with local support.');
  await tab.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(problems.locator('[data-code="field-invalid"]')).toHaveCount(0, { timeout: 20_000 });
  await expect(problems.locator('[data-code="image-no-alt"]')).toHaveCount(1);

  await openAdminPage(tab, '/admin');
  await tab.getByRole('link', { name: 'Content report' }).click();
  const row = tab.getByRole('row', { name: new RegExp(title.slice(0, 40)) });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText('not published');
  await expect(row.locator('[data-code="image-no-alt"]')).toHaveCount(1);
  await expect(row.locator('[data-code="link-missing"]')).toHaveCount(1);
  await expect(row.locator('[data-code="title-too-long"]')).toHaveCount(1);
  await closeLateBanner(tab);
  await tab.getByRole('heading', { name: 'Content report' }).click();
  await tab.mouse.move(700, 700);
  await tab.screenshot({ path: `${SHOTS}/content-report.png` });
  await row.getByRole('link', { name: /^Edit / }).click();
  await expect(tab).toHaveURL(new RegExp(`${documentId}`));

  await request.delete(`${CMS}${PAGES}/${documentId}`, { headers: auth });
  await request.delete(`${CMS}/upload/files/${fileId}`, { headers: auth });
});
