// The lead desk as the demo editor (issue 33): the saved views ("My open leads", "New this week",
// "Unassigned") open the list with their filters; ticking leads and "Change status" changes every
// one; a spam lead is deleted and the audit trail says who deleted which lead; the owner is chosen
// in the lead panel; a refused save keeps everything typed and names the field. Status and Owner
// show without scrolling sideways at 1280 and 1440 px. Screenshots go to /tmp/admin-shots/.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminForSpec, CMS, openAdminPage, SHOTS } from './support/admin';
import { uid } from './support/forms';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

const LEADS = `/admin/content-manager/collection-types/${CONTENT_TYPE_UIDS.formSubmission}`;

test.describe.configure({ mode: 'serial' });

const admin = adminForSpec();
const id = uid();
const names = { mine: `Desk Mine ${id}`, unassigned: `Desk Nobody ${id}`, spam: `Desk Spam ${id}` };
const ids: Record<keyof typeof names, string> = { mine: '', unassigned: '', spam: '' };

async function storeLead(request: APIRequestContext, key: keyof typeof names) {
  const data = {
    form: 'contact',
    leadStatus: 'new',
    name: names[key],
    email: `desk-${key}-${id}@example.com`,
    company: 'Desk Testing Pty Ltd',
    message: 'A lead for the desk test.',
    consent: true,
    enquiryType: 'cloud',
    landingPath: '/contact-us',
    submissionKey: `e2edesk${key}${id}`,
  };
  const res = await request.post(`${CMS}/api/form-submissions`, { headers: { authorization: `Bearer ${process.env.E2E_API_TOKEN}` }, data: { data } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { documentId: string } }).data.documentId;
}

/** An admin API call as the signed-in editor. */
async function adminCall(request: APIRequestContext, path: string, method: 'GET' | 'POST' = 'GET', data?: unknown) {
  const res = await request.fetch(`${CMS}${path}`, { method, data, headers: { authorization: `Bearer ${admin.token}` } });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

const row = (name: string) => admin.page.locator('tbody tr', { hasText: name });

test.beforeAll(async ({ request }) => {
  for (const key of Object.keys(names) as (keyof typeof names)[]) ids[key] = await storeLead(request, key);
  // The editor owns one lead; the others have no owner.
  const me = ((await adminCall(request, '/admin/users/me')).data as { id: number }).id;
  await adminCall(request, '/leads/bulk', 'POST', { documentIds: [ids.mine], owner: me });
  await adminCall(request, '/leads/bulk', 'POST', { documentIds: [ids.unassigned, ids.spam], owner: null });
});

test('the saved views open the list with their filters', async () => {
  const { page } = admin;
  await openAdminPage(page, LEADS);
  const views = page.getByRole('navigation', { name: 'Saved views of the leads' });

  await views.getByRole('link', { name: 'Unassigned' }).click();
  await expect(page).toHaveURL(/owner/);
  await expect(row(names.unassigned)).toBeVisible();
  await expect(row(names.mine)).toHaveCount(0);
  await expect(views.getByRole('link', { name: 'Unassigned' })).toHaveAttribute('aria-current', 'page');
  await expect(row(names.unassigned)).toContainText('No owner');
  await page.screenshot({ path: `${SHOTS}/leads-view-unassigned-1440.png` });

  await views.getByRole('link', { name: 'My open leads' }).click();
  await expect(row(names.mine)).toBeVisible();
  await expect(row(names.unassigned)).toHaveCount(0);
  await expect(row(names.mine)).toContainText('Demo');

  await views.getByRole('link', { name: 'New this week' }).click();
  await expect(row(names.mine)).toBeVisible();
  await expect(row(names.unassigned)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/leads-view-week-1440.png` });
});

test('Status and Owner show without scrolling sideways at 1280 and 1440 px', async () => {
  const { page } = admin;
  for (const width of [1280, 1440]) {
    await openAdminPage(page, `${LEADS}?page=1&pageSize=50&sort=createdAt:DESC&_q=${encodeURIComponent(id)}`, width);
    await expect(row(names.mine)).toBeVisible();
    for (const column of ['Status', 'Owner']) {
      const box = await page.locator('thead th', { hasText: new RegExp(`^${column}$`) }).first().boundingBox();
      expect(box, `the ${column} column at ${width}px`).not.toBeNull();
      expect(box!.x + box!.width, `the ${column} column ends inside the window at ${width}px`).toBeLessThanOrEqual(width);
    }
    await page.screenshot({ path: `${SHOTS}/leads-desk-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('ticking leads and "Change status" changes every one', async ({ request }) => {
  const { page } = admin;
  await openAdminPage(page, `${LEADS}?page=1&pageSize=50&sort=createdAt:DESC&_q=${encodeURIComponent(id)}`);
  for (const name of [names.mine, names.unassigned]) await row(name).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Change status' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'New status' }).click();
  await page.getByRole('option', { name: 'Contacted' }).click();
  await page.screenshot({ path: `${SHOTS}/leads-bulk-status-1440.png` });
  await dialog.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByText('2 leads are now Contacted')).toBeVisible();
  await expect(row(names.mine)).toContainText('Contacted');
  await expect(row(names.unassigned)).toContainText('Contacted');
  await expect(row(names.spam)).toContainText('New');
  for (const key of ['mine', 'unassigned'] as const) {
    const lead = (await adminCall(request, `/content-manager/collection-types/${CONTENT_TYPE_UIDS.formSubmission}/${ids[key]}`)).data as { leadStatus: string };
    expect(lead.leadStatus).toBe('contacted');
  }
});

test('a spam lead is deleted by the editor, and the audit trail says who deleted which lead', async ({ request }) => {
  const { page } = admin;
  await openAdminPage(page, `${LEADS}?page=1&pageSize=50&sort=createdAt:DESC&_q=${encodeURIComponent(id)}`);
  await row(names.spam).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Change status' }).click();
  await page.getByRole('dialog').getByRole('combobox', { name: 'New status' }).click();
  await page.getByRole('option', { name: 'Spam' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Change status' }).click();
  await expect(row(names.spam)).toContainText('Spam');

  await row(names.spam).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Delete' }).first().click();
  await page.getByRole('alertdialog').getByRole('button', { name: /confirm|delete/i }).click();
  await expect(row(names.spam)).toHaveCount(0);
  await expect(row(names.mine)).toBeVisible();

  const audit = await adminCall(request, `/scheduling/audit?uid=${CONTENT_TYPE_UIDS.formSubmission}&documentId=${ids.spam}`);
  expect((audit.results as Record<string, unknown>[])[0]).toMatchObject({ action: 'delete', type: 'Form submission', summary: `Deleted form submission “${names.spam}”`, actor: { email: 'admin@example.com' } });
  await page.goto(`${CMS}/admin/plugins/scheduling/audit`);
  await expect(page.getByRole('row', { name: new RegExp(names.spam) })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/audit-lead-deleted-1440.png` });
});

test('the owner is chosen in the lead panel; a refused save keeps the typed note and names the field', async ({ request }) => {
  const { page } = admin;
  await openAdminPage(page, `${LEADS}/${ids.unassigned}`);
  await expect(page.getByRole('heading', { name: names.unassigned, level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Owner' }).click();
  await page.getByRole('option', { name: /admin@example\.com/ }).click();
  await expect(page.getByText(/now owns this lead/)).toBeVisible();

  // A note pasted from elsewhere with a control character in it: the CMS refuses the save.
  const note = 'Rang Casey: wants a quote for 12 sites.\u0007 Follow up Tuesday.';
  await page.getByRole('textbox', { name: /^Notes/ }).fill(note);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Notes/).filter({ hasText: /control character|line break|not allowed|cannot/i }).first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Notes/ })).toHaveValue(note);
  await page.screenshot({ path: `${SHOTS}/lead-refused-save-1440.png`, fullPage: true });

  // Mended, it saves; the owner chosen in the panel is kept.
  await page.getByRole('textbox', { name: /^Notes/ }).fill(note.replace('\u0007', ''));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Saved/).first()).toBeVisible();
  const answers = await adminCall(request, `/leads/answers/${ids.unassigned}`);
  expect(answers.owner).toMatchObject({ email: 'admin@example.com' });
  const lead = (await adminCall(request, `/content-manager/collection-types/${CONTENT_TYPE_UIDS.formSubmission}/${ids.unassigned}`)).data as { notes: string };
  expect(lead.notes).toBe(note.replace('\u0007', ''));
});
