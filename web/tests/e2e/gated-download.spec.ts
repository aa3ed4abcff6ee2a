// Gated resources in the browser (issue 25): a guide whose editor asks for name and email first
// shows a short form; sending it stores the lead with the guide as its source (and the visit's
// campaign link) and the PDF follows at once, through a signed link that works once. An ungated guide downloads at once, without a form.
import { expect, MIN_FILL_MS, test, uid, CMS, WEB } from './support/forms';
import { adminToken, contentManager } from './support/admin';
import { wakeIsland } from './support/islands';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

const GATED = 'sd-wan-buyers-checklist';
const UNGATED = 'leo-satellite-backup-for-sd-wan';
const BLOGS = `/collection-types/${CONTENT_TYPE_UIDS.blog}`;

async function setGated(request: Parameters<typeof adminToken>[0], token: string, gated: boolean) {
  const found = await contentManager(request, token, `${BLOGS}?filters[$and][0][slug][$eq]=${GATED}`);
  const documentId = (found.results as { documentId: string }[])[0]!.documentId;
  await contentManager(request, token, `${BLOGS}/${documentId}`, {
    method: 'PUT',
    data: { gated },
  });
  await contentManager(request, token, `${BLOGS}/${documentId}/actions/publish`, { method: 'POST', data: {} });
  // The CMS tells the site; the guide's page shows the new link once the site has heard.
  await expect.poll(async () => (await (await request.get(`${WEB}/resources/${GATED}`)).text()).includes(`href="/resources/${GATED}/download"`), { timeout: 30_000 }).toBe(gated);
}

test.describe('gated guides', () => {
  test.describe.configure({ mode: 'default' });

  test.afterAll(async ({ request }) => {
    await setGated(request, await adminToken(request), false);
  });

  test.setTimeout(90_000);

  test('a gated guide asks for name and email, stores the lead with the guide as its source and starts the download', async ({ page, request }) => {
    const token = await adminToken(request);
    await setGated(request, token, true);
    // The visit starts from a campaign link; the lead keeps it.
    await page.goto(`/resources/${GATED}?utm_source=linkedin&utm_campaign=e2e-gated`);
    await page.waitForFunction(() => document.querySelector('ironbark-island[data-island="measurement"]')?.getAttribute('data-state') === 'awake');
    await page.getByRole('link', { name: 'Download the PDF' }).click();
    await expect(page).toHaveURL(new RegExp(`/resources/${GATED}/download\\?`));
    const id = uid();
    const email = `e2e-gate-${id}@example.com`;
    await page.getByLabel('Full name').fill(`E2E Gate ${id}`);
    await page.getByLabel('Work email').fill(email);
    await page.waitForTimeout(MIN_FILL_MS + 200);
    // The form answers with a signed single-use link, which streams the file kept privately.
    const pdf = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/api/downloads/') && r.status() === 200);
    await page.getByRole('button', { name: 'Download' }).click();
    const answer = await pdf;
    expect(answer.headers()['content-type']).toContain('pdf');

    const q = new URLSearchParams({
      'filters[$and][0][email][$eq]': email,
      page: '1',
      pageSize: '10',
    });
    type Lead = { form: string; sourcePage: string; name: string; campaign?: string; firstUtmSource?: string };
    const read = async (): Promise<Lead[]> => {
      // A connection the CMS closed while idle is simply asked again by the poll.
      const res = await request
        .get(`${CMS}/content-manager/collection-types/${CONTENT_TYPE_UIDS.formSubmission}?${q}`, {
          headers: { authorization: `Bearer ${token}`, connection: 'close' },
        })
        .catch(() => null);
      return res?.ok() ? ((await res.json()) as { results: Lead[] }).results : [];
    };
    await expect.poll(async () => (await read()).length).toBe(1);
    expect((await read())[0]).toMatchObject({
      form: 'download',
      sourcePage: `/resources/${GATED}`,
      name: `E2E Gate ${id}`,
      firstUtmSource: 'linkedin',
      campaign: 'e2e-gated',
    });
  });

  test('an ungated guide downloads at once, without a form', async ({ page }) => {
    await page.goto(`/resources/${UNGATED}`);
    await wakeIsland(page, 'download-button');
    const link = page.getByRole('link', { name: 'Download the PDF' });
    await expect(link).toHaveAttribute('href', /^\/uploads\/[^/]+\.pdf$/);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    await expect(page).toHaveURL(new RegExp(`/resources/${UNGATED}$`));
  });
});
