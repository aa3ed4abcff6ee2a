// The live preview in the Strapi admin as the demo editor (issue 36): in a published page's edit
// view, "Open the live preview" shows the page beside the form; a click on the hero's heading in
// the preview focuses its field, and what the editor types there shows in the preview within
// 500 ms of the last keystroke, with nothing saved (no new history version, the CMS's draft and
// the public page unchanged). A click on a card's title focuses that card's title field, opening
// its block and card first. Screenshots at 1440 and 1280 px go to /tmp/admin-shots/
// (docs/editors/live-preview.md uses them).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminForSpec, CMS, openAdminPage, SHOTS, WEB } from './support/admin';
import { uid } from './support/forms';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

const PAGES = `/content-manager/collection-types/${CONTENT_TYPE_UIDS.page}`;

test.describe.configure({ mode: 'serial' });

const admin = adminForSpec();
const id = uid();
const path = `/e2e-live-${id}`;
const heading = 'Wi-Fi for clinics';
const typed = ' that just works';

async function cm(request: APIRequestContext, method: 'GET' | 'POST' | 'DELETE', url: string, data?: unknown) {
  const res = await request.fetch(`${CMS}${url}`, { method, data, headers: { authorization: `Bearer ${admin.token}` } });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as Record<string, unknown>;
}

async function versionCount(request: APIRequestContext, documentId: string): Promise<number> {
  const res = await cm(request, 'GET', `/history/versions?uid=${CONTENT_TYPE_UIDS.page}&documentId=${documentId}`);
  return (res.versions as unknown[]).length;
}

test('the preview follows what is typed, saves nothing, and a click leads to the field', async ({ request }) => {
  const created = (await cm(request, 'POST', PAGES, {
    title: 'Managed Wi-Fi for clinics',
    path,
    seo: { metaTitle: 'Managed Wi-Fi for clinics', metaDescription: 'Managed Wi-Fi for medical clinics across New South Wales, run by Ironbark.' },
    blocks: [
      { __component: 'blocks.hero', variant: 'compact', heading },
      {
        __component: 'blocks.card-grid',
        heading: 'Where we help',
        columns: 'three',
        cards: [
          { title: 'Waiting rooms', text: 'Guest Wi-Fi that keeps patients off the practice network.', href: '/contact-us' },
          { title: 'Consulting rooms', text: 'Fast links to your clinical software.', href: '/contact-us' },
        ],
      },
    ],
  })) as { data: { documentId: string } };
  const documentId = created.data.documentId;
  await cm(request, 'POST', `${PAGES}/${documentId}/actions/publish`, {});
  await expect.poll(async () => (await request.get(`${WEB}${path}`)).text(), { timeout: 30_000 }).toContain(heading);
  const versionsBefore = await versionCount(request, documentId);

  const { page: tab } = admin;
  await openAdminPage(tab, `/admin${PAGES}/${documentId}`);
  await tab.getByTestId('live-preview-toggle').click();
  const pane = tab.getByTestId('live-preview-pane');
  await expect(pane).toBeVisible();
  const preview = tab.frameLocator('[data-testid="live-preview-frame"]');
  await expect(preview.locator('h1')).toHaveText(heading, { timeout: 20_000 });
  await expect(tab.getByTestId('live-preview-status')).toContainText('Up to date', { timeout: 10_000 });

  // Click to edit: the hero's heading leads to its field (its block opened first).
  await preview.locator('h1').click();
  const headingField = tab.locator('[name="blocks.0.heading"]');
  await expect(headingField).toBeFocused({ timeout: 5_000 });

  // Typing: the time of the last keystroke in the admin, and of the change in the preview.
  const frame = tab.frames().find((f) => f.url().includes('/preview?'));
  expect(frame, 'the preview frame').toBeTruthy();
  await frame!.evaluate((wanted) => {
    const w = window as unknown as { shownAt?: number };
    new MutationObserver(() => {
      if (w.shownAt === undefined && document.querySelector('h1')?.textContent === wanted) w.shownAt = Date.now();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, `${heading}${typed}`);
  await tab.evaluate(() => {
    const w = window as unknown as { lastKeyAt?: number };
    document.addEventListener('keyup', () => (w.lastKeyAt = Date.now()), true);
  });
  await headingField.pressSequentially(typed, { delay: 40 });
  await expect(preview.locator('h1')).toHaveText(`${heading}${typed}`, { timeout: 5_000 });
  const lastKeyAt = await tab.evaluate(() => (window as unknown as { lastKeyAt: number }).lastKeyAt);
  const shownAt = await frame!.evaluate(() => (window as unknown as { shownAt: number }).shownAt);
  expect(shownAt - lastKeyAt, 'milliseconds from the last keystroke to the preview showing it').toBeLessThan(500);
  expect(shownAt - lastKeyAt).toBeGreaterThan(0);

  // Nothing saved: no new history version, the draft in the CMS and the public page as they were.
  expect(await versionCount(request, documentId)).toBe(versionsBefore);
  const draft = (await cm(request, 'GET', `${PAGES}/${documentId}?status=draft`)) as { data: { blocks: { heading?: string }[] } };
  expect(draft.data.blocks[0]!.heading).toBe(heading);
  const publicHtml = await (await request.get(`${WEB}${path}`)).text();
  expect(publicHtml).toContain(heading);
  expect(publicHtml).not.toContain(typed.trim());
  // Click to edit is for previews only: the public page carries no field paths.
  expect(publicHtml).not.toContain('data-edit=');

  // For the pictures: the admin's late "new Media Library" banner and the site's cookie notice go.
  await tab.getByRole('button', { name: 'Close the banner.' }).click({ timeout: 3_000 }).catch(() => undefined);
  await preview.getByRole('button', { name: 'Accept' }).click();
  await tab.mouse.move(10, 10);
  await tab.screenshot({ path: `${SHOTS}/live-preview-1440.png` });

  // A card's title leads to that card's title field: its block and its card opened first.
  await preview.locator('[data-edit="blocks.1.cards.1.title"]').click();
  await expect(tab.locator('[name="blocks.1.cards.1.title"]')).toBeFocused({ timeout: 5_000 });
  await expect(tab.locator('[name="blocks.1.cards.1.title"]')).toHaveValue('Consulting rooms');

  await tab.setViewportSize({ width: 1280, height: 800 });
  await tab.locator('[name="blocks.1.cards.1.title"]').scrollIntoViewIfNeeded();
  await preview.locator('[data-edit="blocks.1.cards.1.title"]').scrollIntoViewIfNeeded();
  await tab.mouse.move(10, 10);
  await tab.screenshot({ path: `${SHOTS}/live-preview-1280.png` });

  await request.delete(`${CMS}${PAGES}/${documentId}`, { headers: { authorization: `Bearer ${admin.token}` } });
});
