// Content history in the Strapi admin as the demo editor (issue 21): a page edited twice shows
// its versions in the edit view's History panel; the comparison names the changed block; restoring
// the older version and publishing puts the older text back on the site. A deleted resource is
// listed under "Recently deleted" and restoring it opens it as a draft. Screenshots go to
// /tmp/admin-shots/ (docs/editors/history.md uses them).
import { expect, test } from '@playwright/test';
import { adminForSpec, openAdminPage, SHOTS, WEB } from './support/admin';
import { uid } from './support/forms';
import { hero, pageInput } from './support/page-input';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

const PAGES = `/content-manager/collection-types/${CONTENT_TYPE_UIDS.page}`;
const BLOGS = `/content-manager/collection-types/${CONTENT_TYPE_UIDS.blog}`;

test.describe.configure({ mode: 'serial' });

const admin = adminForSpec();
const { cm } = admin;
const id = uid();
const path = `/e2e-history-${id}`;
const richText = (text: string) => [{ type: 'paragraph', children: [{ type: 'text', text }] }];
const page = (text: string) =>
  pageInput('Managed Wi-Fi for clinics', path, 'Managed Wi-Fi for medical clinics across New South Wales, run by Ironbark.', [
    hero('Managed Wi-Fi for clinics'),
    { __component: 'blocks.rich-text', heading: 'What we do', body: richText(text) },
  ]);

test('compares two versions of a page, restores the older one and publishes it', async ({ request }) => {
  const created = await cm(request, 'POST', PAGES, page('We design and run Wi-Fi for busy clinics.'));
  const documentId = created.data.documentId;
  await cm(request, 'POST', `${PAGES}/${documentId}/actions/publish`, {});
  await cm(request, 'POST', `${PAGES}/${documentId}/actions/publish`, page('We design, install and run Wi-Fi for clinics of every size.'));
  await expect.poll(async () => (await request.get(`${WEB}${path}`)).text(), { timeout: 30_000 }).toContain('clinics of every size');

  const { page: tab } = admin;
  await openAdminPage(tab, `/admin${PAGES}/${documentId}`);
  const versions = tab.getByTestId('history-versions');
  await expect(versions).toBeVisible({ timeout: 20_000 });
  // Newest first: the second publish, then the first.
  await versions.getByRole('button', { name: /^Published/ }).last().click();
  const change = tab.getByTestId('history-block-change');
  await expect(change).toHaveCount(1);
  await expect(change).toContainText('Changed: Rich text “What we do” (block 2)');
  await expect(change).toContainText('− We design and run Wi-Fi for busy clinics.');
  await expect(change).toContainText('+ We design, install and run Wi-Fi for clinics of every size.');
  await tab.screenshot({ path: `${SHOTS}/history-compare.png` });

  await tab.getByRole('button', { name: 'Restore into the draft' }).click();
  await expect(tab.getByTestId('history-restore-result')).toContainText('not published until you publish it');
  await tab.getByRole('button', { name: 'Show the restored draft' }).click();
  await expect(tab.getByTestId('history-versions')).toBeVisible({ timeout: 20_000 });
  // Still the newer text on the site until the editor publishes.
  expect(await (await request.get(`${WEB}${path}`)).text()).toContain('clinics of every size');
  await tab.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect.poll(async () => (await request.get(`${WEB}${path}`)).text(), { timeout: 30_000 }).toContain('Wi-Fi for busy clinics');
  await tab.screenshot({ path: `${SHOTS}/history-panel.png` });
  await cm(request, 'DELETE', `${PAGES}/${documentId}`);
});

test('lists a deleted resource under Recently deleted and restores it as a draft', async ({ request }) => {
  const title = `Rural clinic connectivity guide ${id}`;
  const created = await cm(request, 'POST', BLOGS, { title, slug: `e2e-history-${id}`, type: 'news', publishedDate: '2026-11-01', body: richText('How clinics outside the cities stay online.') });
  const documentId = created.data.documentId;
  await cm(request, 'DELETE', `${BLOGS}/${documentId}`);

  const { page: tab } = admin;
  await openAdminPage(tab, '/admin');
  await tab.getByRole('link', { name: 'Recently deleted' }).click();
  const row = tab.getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('resource');
  // No menu tooltip in the screenshot: the focus leaves the menu link.
  await tab.getByRole('heading', { name: 'Recently deleted' }).click();
  await tab.mouse.move(700, 700);
  await tab.screenshot({ path: `${SHOTS}/history-recently-deleted.png` });
  await row.getByRole('button', { name: `Restore “${title}”` }).click();
  await expect(tab).toHaveURL(/\/content-manager\/collection-types\/api::blog\.blog\/\w+/);
  await expect(tab.getByRole('textbox', { name: /^title/i })).toHaveValue(title);
  const restoredId = new URL(tab.url()).pathname.split('/').pop()!;
  await cm(request, 'DELETE', `${BLOGS}/${restoredId}`);
});
