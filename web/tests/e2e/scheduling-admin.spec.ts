// Scheduling in the Strapi admin as the demo editor (issue 21): in a resource's edit view the
// Schedule panel refuses an unpublish before the publish with a message under the field, takes
// a publish and an unpublish in Sydney time, lists them, and the "Scheduled changes" page lists
// them with a link back to the resource; cancelling empties the panel. The times are far ahead,
// so nothing runs during the test.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminForSpec, CMS, contentManager, openAdminPage } from './support/admin';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

test.describe.configure({ mode: 'serial' });

const admin = adminForSpec();

async function jobsOf(request: APIRequestContext, documentId: string) {
  const res = await request.get(`${CMS}/scheduling/entry?uid=${CONTENT_TYPE_UIDS.blog}&documentId=${documentId}`, { headers: { authorization: `Bearer ${admin.token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { jobs: { action: string; runAt: string; status: string }[] }).jobs;
}

test('an editor schedules a resource in Sydney time and sees it in the upcoming list', async ({ request }) => {
  const { page } = admin;
  const list = (await contentManager(request, admin.token, `/collection-types/${CONTENT_TYPE_UIDS.blog}?page=1&pageSize=1&sort=title:ASC`)) as { results: { documentId: string; title: string }[] };
  const { documentId, title } = list.results[0]!;
  expect(await jobsOf(request, documentId)).toEqual([]);

  await openAdminPage(page, `/admin/content-manager/collection-types/${CONTENT_TYPE_UIDS.blog}/${documentId}`);
  const panel = page.getByTestId('schedule-panel');
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByText('Nothing scheduled.')).toBeVisible();

  // Unpublish before publish: refused, the message under the field, nothing stored.
  await panel.getByLabel('Publish at (Sydney time)', { exact: true }).fill('2031-03-03T09:00');
  await panel.getByLabel('Unpublish at (Sydney time)', { exact: true }).fill('2031-03-02T09:00');
  await panel.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(panel.getByText(/^Unpublish at \(2 Mar 2031, 9:00 am Sydney time\) must be after publish at \(3 Mar 2031, 9:00 am Sydney time\)$/)).toBeVisible();
  expect(await jobsOf(request, documentId)).toEqual([]);

  await panel.getByLabel('Unpublish at (Sydney time)', { exact: true }).fill('2031-03-10T17:30');
  await panel.getByRole('button', { name: 'Schedule', exact: true }).click();
  const scheduled = panel.getByTestId('scheduled-jobs');
  await expect(scheduled.getByText(/^Publish: .*3 Mar 2031, 9:00\s?am$/)).toBeVisible();
  await expect(scheduled.getByText(/^Unpublish: .*10 Mar 2031, 5:30\s?pm$/)).toBeVisible();
  // Stored in UTC: 9:00 in Sydney in March is 22:00 the day before (AEDT, +11).
  expect((await jobsOf(request, documentId)).map((j) => [j.action, j.runAt])).toEqual([
    ['publish', '2031-03-02T22:00:00.000Z'],
    ['unpublish', '2031-03-10T06:30:00.000Z'],
  ]);

  // The upcoming list names the resource and links to it.
  await page.goto(`${CMS}/admin/plugins/scheduling`);
  const upcoming = page.getByTestId('upcoming-changes');
  const row = upcoming.locator('tbody tr', { hasText: /3 Mar 2031, 9:00\s?am/ }).filter({ hasText: title });
  await expect(row).toContainText('Publish');
  await expect(row).toContainText('Demo Editor');
  await row.getByRole('link', { name: `Resource: ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`${CONTENT_TYPE_UIDS.blog}/${documentId}`));

  // Cancelled from the panel, both are gone.
  const again = page.getByTestId('schedule-panel');
  await expect(again.getByTestId('scheduled-jobs')).toBeVisible({ timeout: 30_000 });
  await again.getByRole('button', { name: /^Cancel the publish/ }).click();
  await again.getByRole('button', { name: /^Cancel the unpublish/ }).click();
  await expect(again.getByText('Nothing scheduled.')).toBeVisible();
  expect(await jobsOf(request, documentId)).toEqual([]);
});

test('the audit trail lists the scheduling, filtered by action', async () => {
  const { page } = admin;
  await page.goto(`${CMS}/admin/plugins/scheduling/audit`);
  const entries = page.getByTestId('audit-entries');
  await expect(entries.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'unschedule' }).click();
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(entries.locator('tbody tr').first()).toContainText('Cancelled the');
  // The newest entry before filtering may already be a cancellation, so the first row alone does
  // not say the filtered answer has arrived: wait until every row is one.
  await expect
    .poll(async () => (await entries.locator('tbody tr td:nth-child(3)').allInnerTexts()).map((t) => t.trim()).filter((t) => t !== 'unschedule'))
    .toEqual([]);
});
