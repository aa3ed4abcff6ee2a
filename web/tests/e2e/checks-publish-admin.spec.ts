// One rule source for the checks and publishing, and the admin's small truths (issue 36), in the
// Strapi admin as the demo editor at 1280 and 1440 px: a draft whose call-to-action banner has no
// button shows the error naming the block and the field in the "Content checks" panel before
// publishing, and pressing Publish is refused with a notification naming the same block and field;
// the History panel labels versions with the time to the second, the author and what changed;
// the audit trail opens the version a publish made; the delete dialog says the page can be
// restored for 30 days; the Block gallery shows each block's picture and adds a block. Screenshots
// go to /tmp/admin-shots/ (docs/editors/content-checks.md and history.md use them).
import { expect, test } from '@playwright/test';
import { adminForSpec, closeLateBanner, CMS, openAdminPage, SHOTS } from './support/admin';
import { uid } from './support/forms';
import { hero, pageInput } from './support/page-input';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';
import { DELETED_KEEP_DAYS } from '@ironbark/shared/content/history-rules';

const PAGES = `/content-manager/collection-types/${CONTENT_TYPE_UIDS.page}`;
const MESSAGE = 'Block 3, Call-to-action banner: Buttons: at least 1 needed';

test.describe.configure({ mode: 'serial' });

const admin = adminForSpec({ width: 1280, height: 900 });
const { cm } = admin;
const id = uid();
const richText = (text: string) => [{ type: 'paragraph', children: [{ type: 'text', text }] }];
const page = (path: string, banner: unknown[]) =>
  pageInput('Network assessments for clinics', path, 'Book a network assessment for your clinic: Ironbark checks every site and link.', [
    hero('Network assessments for clinics'),
    { __component: 'blocks.rich-text', heading: 'What we check', body: richText('Coverage, latency and every link between your sites.') },
    { __component: 'blocks.cta-banner', heading: 'Ready to talk?', tone: 'brand', actions: banner },
  ]);

test('a CTA banner without its button is an error in the checks before publishing, and the refused publish names it', async ({ request }) => {
  const created = await cm(request, 'POST', PAGES, page(`/e2e-cta-${id}`, []));
  const documentId = created.data.documentId;
  const { page: tab } = admin;
  for (const width of [1280, 1440]) {
    await openAdminPage(tab, `/admin${PAGES}/${documentId}`, width);
    const problems = tab.getByTestId('content-checks-problems');
    await expect(problems).toBeVisible({ timeout: 20_000 });
    const error = problems.locator('[data-code="block-invalid"]');
    await expect(error).toHaveCount(1);
    await expect(error).toHaveAttribute('data-severity', 'error');
    await expect(error).toContainText(`Stops publishing: ${MESSAGE}`);
    await expect(tab.getByTestId('content-checks-count')).toContainText('1 error stops publishing until fixed');
    await closeLateBanner(tab);
    await tab.getByTestId('content-checks').scrollIntoViewIfNeeded();
    await tab.screenshot({ path: `${SHOTS}/content-checks-cta-error-${width}.png` });
  }

  await tab.getByRole('button', { name: 'Publish', exact: true }).click();
  // What the editor sees: the admin's notification with the CMS's message.
  const notice = tab.getByText(MESSAGE, { exact: false }).filter({ hasNotText: 'Stops publishing' });
  await expect(notice.first()).toBeVisible({ timeout: 20_000 });
  await tab.waitForTimeout(800); // the notifications slide in
  await tab.screenshot({ path: `${SHOTS}/publish-refused-1440.png` });
  const live = await request.get(`${CMS}${PAGES}/${documentId}`, { headers: { authorization: `Bearer ${admin.token}` } });
  expect(((await live.json()) as { data: { publishedAt: string | null } }).data.publishedAt ?? null).toBeNull();
  await cm(request, 'DELETE', `${PAGES}/${documentId}`);
});

test('history labels carry the time to the second, the author and what changed; the audit trail opens the version', async ({ request }) => {
  const path = `/e2e-labels-${id}`;
  const button = [{ label: 'Book an assessment', href: '/contact-us' }];
  const created = await cm(request, 'POST', PAGES, page(path, button));
  const documentId = created.data.documentId;
  await cm(request, 'POST', `${PAGES}/${documentId}/actions/publish`, {});
  await cm(request, 'PUT', `${PAGES}/${documentId}`, { ...page(path, button), title: 'Network assessments for medical clinics' });

  const { page: tab } = admin;
  for (const width of [1280, 1440]) {
    await openAdminPage(tab, `/admin${PAGES}/${documentId}`, width);
    const versions = tab.getByTestId('history-versions');
    await expect(versions).toBeVisible({ timeout: 20_000 });
    await expect(versions.getByRole('button').first()).toHaveText(/^Draft saved \d{1,2} \w{3} \d{4},? \d{1,2}:\d{2}:\d{2}\s?[ap]m by .+ · Changed: title$/);
    await expect(versions.getByRole('button').last()).toHaveText(/^Published .+:\d{2}:\d{2}\s?[ap]m by .+ · First version$/);
    await closeLateBanner(tab);
    await versions.scrollIntoViewIfNeeded();
    await tab.screenshot({ path: `${SHOTS}/history-labels-${width}.png` });
  }

  await openAdminPage(tab, '/admin');
  await tab.getByRole('link', { name: 'Audit trail' }).click();
  const link = tab.getByTestId('audit-version-link').first();
  await expect(link).toBeVisible({ timeout: 20_000 });
  await closeLateBanner(tab);
  await tab.getByRole('heading', { name: 'Audit trail' }).click();
  await tab.mouse.move(700, 700);
  await tab.screenshot({ path: `${SHOTS}/audit-version-links-1440.png` });
  await link.click();
  await expect(tab).toHaveURL(/\?version=\d+/);
  await expect(tab.getByRole('dialog')).toContainText('Published');
  await cm(request, 'DELETE', `${PAGES}/${documentId}`);
});

test('the delete dialog says the page can be restored, and the Block gallery adds a block with its picture', async ({ request }) => {
  const created = await cm(request, 'POST', PAGES, page(`/e2e-gallery-${id}`, [{ label: 'Book an assessment', href: '/contact-us' }]));
  const documentId = created.data.documentId;
  const { page: tab } = admin;
  await openAdminPage(tab, `/admin${PAGES}/${documentId}`, 1440);

  const gallery = tab.getByTestId('block-gallery');
  await expect(gallery).toBeVisible({ timeout: 20_000 });
  const faq = gallery.locator('[data-block="blocks.faq"]');
  await closeLateBanner(tab);
  await faq.scrollIntoViewIfNeeded();
  await expect(faq).toContainText('FAQ');
  // The picture is served with the admin and loads (lazily, once in view).
  await expect.poll(() => faq.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 10_000 }).toBeGreaterThan(100);
  await tab.screenshot({ path: `${SHOTS}/block-gallery-1440.png` });
  await faq.getByRole('button', { name: 'Add to the page' }).click();
  await tab.getByRole('button', { name: 'Save', exact: true }).click();
  await expect
    .poll(async () => ((await cm(request, 'GET', `${PAGES}/${documentId}`)) as unknown as { data: { blocks: { __component: string }[] } }).data.blocks.map((b) => b.__component), { timeout: 20_000 })
    .toContain('blocks.faq');

  // The page header's menu, the first in the page: each block in the dynamic zone has a "More
  // actions" menu of its own below it.
  await tab.getByRole('main').getByRole('button', { name: 'More actions', exact: true }).first().click();
  await tab.getByRole('menuitem', { name: /delete entry/i }).click();
  const dialog = tab.getByRole('alertdialog');
  await expect(dialog).toContainText(`can be restored from “Recently deleted” for ${DELETED_KEEP_DAYS} days`);
  await expect(dialog).not.toContainText('irreversible');
  await tab.screenshot({ path: `${SHOTS}/delete-dialog-1440.png` });
  await dialog.getByRole('button', { name: /cancel/i }).click();
  await cm(request, 'DELETE', `${PAGES}/${documentId}`);
});
