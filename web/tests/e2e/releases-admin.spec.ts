// Releases in the Strapi admin as the demo editor (issue 36), at 1280 and 1440 px: the editor
// creates a release on the Releases page, adds two draft pages to it from their edit view ("Add
// to release" in the Releases panel), sees both entries pass their checks, and publishes it: both
// pages are published. A second release with a page whose call-to-action banner has no button
// fails, names the entry and the block, and publishes nothing. A third release (a new page and a
// navigation change) is previewed from the Releases page: "Preview release" opens the site as it
// will be in a new tab, under the release's banner, and its footer link leads, within the preview,
// to the new page. Screenshots go to
// /tmp/admin-shots/ (docs/editors/releases.md uses them: cp /tmp/admin-shots/release*.png docs/editors/img/).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminForSpec, closeLateBanner, CMS, openAdminPage, SHOTS, WEB } from './support/admin';
import { uid } from './support/forms';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

const PAGES = `/content-manager/collection-types/${CONTENT_TYPE_UIDS.page}`;
const NAV = `/content-manager/single-types/${CONTENT_TYPE_UIDS.navigation}`;

test.describe.configure({ mode: 'serial' });

const admin = adminForSpec({ width: 1440, height: 900 });
const { cm } = admin;
const id = uid();
const page = (title: string, path: string, actions: unknown[] | null = null) => ({
  title,
  path,
  seo: { metaTitle: title, metaDescription: `${title}: a page the releases browser test publishes with others.` },
  blocks: [
    { __component: 'blocks.hero', variant: 'compact', heading: title },
    ...(actions ? [{ __component: 'blocks.cta-banner', heading: 'Ready to talk?', tone: 'brand', actions }] : []),
  ],
});

async function isPublished(request: APIRequestContext, documentId: string) {
  const res = await request.get(`${CMS}${PAGES}/${documentId}?status=published`, { headers: { authorization: `Bearer ${admin.token}` } });
  return res.status() === 200 && Boolean(((await res.json()) as { data?: { publishedAt?: string | null } }).data?.publishedAt);
}

/** Adds the page to the release from its edit view's Releases panel. */
async function addFromEditView(documentId: string, release: string, shot = false) {
  const { page: tab } = admin;
  await openAdminPage(tab, `/admin${PAGES}/${documentId}`);
  const panel = tab.getByTestId('release-panel');
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByText('In no release.')).toBeVisible();
  await panel.getByRole('combobox', { name: 'Add to release' }).click();
  // Chosen from the keyboard, as a click cannot reach it when the list is long (every open release
  // on the stack is listed) and the panel low on the page: the option can sit outside the window,
  // where the open list does not scroll it into view (CI met it when the stack was shared with the
  // integration tests' releases).
  await tab.getByRole('option', { name: release }).press('Enter');
  await panel.getByRole('button', { name: 'Add to release' }).click();
  await expect(panel.getByText(`Published by “${release}”`)).toBeVisible();
  if (shot) {
    await closeLateBanner(tab);
    await panel.scrollIntoViewIfNeeded();
    await tab.screenshot({ path: `${SHOTS}/release-panel-1440.png` });
  }
}

test('an editor creates a release, adds two pages from their edit view and publishes them together', async ({ request }) => {
  test.setTimeout(120_000);
  const first = (await cm(request, 'POST', PAGES, page('Spring offer for clinics', `/e2e-release-offer-${id}`))).data.documentId;
  const second = (await cm(request, 'POST', PAGES, page('Clinic network checklist', `/e2e-release-checklist-${id}`))).data.documentId;
  const name = `Spring campaign launch ${id}`;
  const { page: tab } = admin;

  await openAdminPage(tab, '/admin/plugins/scheduling/releases');
  await tab.getByLabel('New release').fill(name);
  await tab.getByRole('button', { name: 'Create release' }).click();
  await expect(tab.getByRole('heading', { name })).toBeVisible({ timeout: 20_000 });
  await expect(tab.getByText(/No entries yet/)).toBeVisible();

  await addFromEditView(first, name);
  await addFromEditView(second, name, true);

  await tab.goto(`${CMS}/admin/plugins/scheduling/releases`);
  const listed = tab.getByTestId('releases').locator('tbody tr', { hasText: name });
  await expect(listed).toContainText('Draft');
  await expect(listed).toContainText('2');
  await closeLateBanner(tab);
  await tab.screenshot({ path: `${SHOTS}/releases-list-1440.png` });
  await listed.getByRole('link', { name }).click();

  const entries = tab.getByTestId('release-entries');
  await expect(entries.locator('tbody tr')).toHaveCount(2, { timeout: 20_000 });
  for (const title of ['Spring offer for clinics', 'Clinic network checklist']) {
    const row = entries.locator('tbody tr', { hasText: title });
    await expect(row).toContainText('Page');
    await expect(row).toContainText('Publish');
    await expect(row).toContainText('Not yet published');
    await expect(row).toContainText('No problems');
  }
  await expect(tab.getByText('Every entry passes its checks.')).toBeVisible();
  for (const width of [1280, 1440]) {
    await tab.setViewportSize({ width, height: 900 });
    await closeLateBanner(tab);
    await tab.screenshot({ path: `${SHOTS}/release-open-${width}.png` });
  }
  expect([await isPublished(request, first), await isPublished(request, second)]).toEqual([false, false]);

  await tab.getByRole('button', { name: 'Publish now' }).click();
  await expect(tab.getByTestId('release-outcome')).toHaveText(`Release “${name}” published: 2 entries`, { timeout: 30_000 });
  await expect(tab.getByRole('button', { name: 'Publish now' })).toHaveCount(0);
  expect([await isPublished(request, first), await isPublished(request, second)]).toEqual([true, true]);
  await tab.screenshot({ path: `${SHOTS}/release-published-1440.png` });
});

test('a release with a page whose banner has no button publishes nothing and names the entry', async ({ request }) => {
  test.setTimeout(90_000);
  const good = (await cm(request, 'POST', PAGES, page('Telehealth rooms', `/e2e-release-good-${id}`))).data.documentId;
  const bad = (await cm(request, 'POST', PAGES, page('Spring offer for aged care', `/e2e-release-bad-${id}`, []))).data.documentId;
  const release = (await cm(request, 'POST', '/scheduling/releases', { name: `Aged care launch ${id}` })) as unknown as { release: { id: number } };
  for (const documentId of [good, bad]) {
    await cm(request, 'POST', `/scheduling/releases/${release.release.id}/entries`, { uid: CONTENT_TYPE_UIDS.page, documentId, action: 'publish' });
  }
  const { page: tab } = admin;
  for (const width of [1440, 1280]) {
    await openAdminPage(tab, `/admin/plugins/scheduling/releases?release=${release.release.id}`, width);
    const row = tab.getByTestId('release-entries').locator('tbody tr', { hasText: 'Spring offer for aged care' });
    await expect(row).toContainText('Block 2, Call-to-action banner: Buttons: at least 1 needed', { timeout: 20_000 });
    await expect(tab.getByText(/Some entries have problems/)).toBeVisible();
    if (width === 1440) {
      await tab.getByRole('button', { name: 'Publish now' }).click();
      await expect(tab.getByTestId('release-outcome')).toHaveText(
        'Entry 2, Page “Spring offer for aged care” cannot be published: Block 2, Call-to-action banner: Buttons: at least 1 needed. Nothing in the release was published.',
        { timeout: 30_000 },
      );
    }
    await closeLateBanner(tab);
    await tab.screenshot({ path: `${SHOTS}/release-failed-${width}.png` });
  }
  expect([await isPublished(request, good), await isPublished(request, bad)]).toEqual([false, false]);
});

test('"Preview release" opens the site as the release will make it, and the visitor clicks around within it', async ({ request }) => {
  test.setTimeout(120_000);
  const title = `Clinic connectivity launch ${id}`;
  const path = `/e2e-release-preview-${id}`;
  const label = `Clinic launch ${id}`;
  const created = (await cm(request, 'POST', PAGES, page(title, path))).data.documentId;
  const nav = (await cm(request, 'GET', NAV)) as unknown as { data: { documentId: string; footer: { label: string; href: string }[] } };
  const footer = nav.data.footer.map(({ label: l, href }) => ({ label: l, href }));
  const name = `Clinic launch ${id}`;
  const release = (await cm(request, 'POST', '/scheduling/releases', { name })) as unknown as { release: { id: number } };
  try {
    await cm(request, 'PUT', NAV, { footer: [...footer, { label, href: path }] });
    for (const [uid, documentId] of [
      [CONTENT_TYPE_UIDS.page, created],
      [CONTENT_TYPE_UIDS.navigation, nav.data.documentId],
    ]) {
      await cm(request, 'POST', `/scheduling/releases/${release.release.id}/entries`, { uid, documentId, action: 'publish' });
    }
    const { page: tab, context } = admin;
    await tab.setViewportSize({ width: 1440, height: 900 });
    await openAdminPage(tab, `/admin/plugins/scheduling/releases?release=${release.release.id}`);
    await expect(tab.getByTestId('release-entries').locator('tbody tr')).toHaveCount(2, { timeout: 20_000 });
    const opened = context.waitForEvent('page');
    await tab.getByRole('button', { name: 'Preview release' }).click();
    const preview = await opened;
    await preview.waitForLoadState();
    expect(new URL(preview.url()).searchParams.get('kind')).toBe('release');
    const banner = preview.getByRole('status').filter({ hasText: `Preview of release ${name} — not live` });
    await expect(banner).toBeVisible();
    const link = preview.getByRole('contentinfo').getByRole('link', { name: label });
    await expect(link).toBeVisible();
    await link.click();
    await expect(preview.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(banner).toBeVisible();
    expect(new URL(preview.url()).searchParams.get('path')).toBe(path);
    // The cookie notice would cover the top of the screenshots.
    await preview.getByRole('button', { name: 'Accept' }).click({ timeout: 3_000 }).catch(() => undefined);
    for (const width of [1440, 390]) {
      await preview.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await preview.screenshot({ path: `${SHOTS}/release-preview-${width}.png` });
    }
    await preview.close();
    // The live site has neither.
    expect((await request.get(`${WEB}${path}`, { maxRedirects: 0 })).status()).not.toBe(200);
    expect(await (await request.get(`${WEB}/`)).text()).not.toContain(label);
  } finally {
    await cm(request, 'POST', `${NAV}/actions/discard`);
    await cm(request, 'DELETE', `/scheduling/releases/${release.release.id}`);
  }
});
