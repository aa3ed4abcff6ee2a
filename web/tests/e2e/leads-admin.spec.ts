// The team works its leads in the Strapi admin as the demo editor (issue 25): the leads list shows
// who, how to reach them, what about, where from and who owns it; the editor sets a lead's status
// and owner and adds a note, reads every answer by its label, filters the list by campaign and
// exports it as CSV with that filter; the measurement dashboard opens from the menu. Screenshots
// of each screen at 1440 px (and the list at 1024) go to /tmp/admin-shots/ for people to look at.
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminForSpec, CMS, contentManager, openAdminPage, SHOTS } from './support/admin';
import { uid } from './support/forms';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

const LEADS = `/admin/content-manager/collection-types/${CONTENT_TYPE_UIDS.formSubmission}`;

test.describe.configure({ mode: 'serial' });

const admin = adminForSpec();
const id = uid();
const campaign = `e2e-${id}`;
const lead = {
  form: 'contact',
  leadStatus: 'new',
  name: `Casey Lead ${id}`,
  email: `casey-${id}@example.com`,
  phone: '02 9000 1234',
  company: 'Riverina Freight',
  message: 'We have twelve depots and want one network across them.',
  consent: true,
  enquiryType: 'network',
  campaign,
  sourcePage: '/services/network-solutions/sd-wan',
  landingPath: '/contact-us',
  cta: 'book-an-sd-wan-assessment',
  firstUtmSource: 'linkedin',
  firstUtmCampaign: campaign,
  extra: { enquiryType: 'network' },
  submissionKey: `e2eleadsadmin${id}`,
};

/** Stores a lead as the web does: the CMS API with the web server's token. */
async function storeLead(request: APIRequestContext, data: Record<string, unknown>) {
  const res = await request.post(`${CMS}/api/form-submissions`, { headers: { authorization: `Bearer ${process.env.E2E_API_TOKEN}` }, data: { data } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { documentId: string } }).data.documentId;
}

let documentId: string;

test.beforeAll(async ({ request }) => {
  documentId = await storeLead(request, lead);
  // Another lead of another campaign, which the filter must leave out.
  await storeLead(request, { ...lead, name: `Other Lead ${id}`, email: `other-${id}@example.com`, campaign: `other-${id}`, firstUtmCampaign: null, submissionKey: `e2eleadsother${id}` });
});

test('the leads list shows who, how to reach them, what about, where from and who owns it', async () => {
  const { page } = admin;
  await openAdminPage(page, LEADS);
  const row = page.locator('tbody tr', { hasText: lead.email });
  await expect(row).toBeVisible();
  const headers = (await page.locator('thead th').allInnerTexts()).map((h) => h.trim().toLowerCase());
  for (const column of ['name', 'organisation', 'email', 'phone', 'form', 'enquiry type', 'source page', 'campaign', 'created', 'status', 'owner']) {
    expect(headers, `column ${column}`).toContain(column);
  }
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  // The test stack has no SMTP server: the list says the team is not e-mailed.
  await expect(page.getByTestId('leads-email-warning')).toContainText('Nobody is e-mailed about new leads');
  await page.screenshot({ path: `${SHOTS}/leads-list-1440.png` });
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.screenshot({ path: `${SHOTS}/leads-list-1024.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
});

test("an editor sets a lead's status and owner and adds a note; the answers read by their labels", async ({ request }) => {
  const { page, token } = admin;
  await openAdminPage(page, `${LEADS}/${documentId}`);
  await expect(page.getByRole('heading', { name: lead.name, level: 1 })).toBeVisible();
  const answers = page.getByTestId('lead-answers');
  await expect(answers).toContainText('What is your enquiry about?');
  await expect(answers).toContainText('Network solutions');
  await expect(page.getByTestId('lead-email-outcome')).toHaveText(/Not sent: e-mail is not set up/);
  // What the visitor sent cannot be edited.
  await expect(page.getByRole('textbox', { name: /^Name/ })).toBeDisabled();

  await page.getByRole('combobox', { name: /^Status/ }).click();
  await page.getByRole('option', { name: 'qualified' }).click();
  // The owner: an admin user, chosen in the lead panel (saved at once).
  await page.getByRole('combobox', { name: 'Owner' }).click();
  await page.getByRole('option', { name: /admin@example\.com/ }).click();
  await expect(page.getByText(/now owns this lead/)).toBeVisible();
  await page.getByRole('textbox', { name: /^Notes/ }).fill('Called Casey: site survey booked for Tuesday.');
  await page.screenshot({ path: `${SHOTS}/lead-edit-1440.png`, fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Saved/).first()).toBeVisible();

  const stored = (await contentManager(request, token, `/collection-types/${CONTENT_TYPE_UIDS.formSubmission}/${documentId}`)) as { data: Record<string, unknown> };
  expect(stored.data).toMatchObject({ leadStatus: 'qualified', notes: 'Called Casey: site survey booked for Tuesday.', name: lead.name });
  const panel = await request.fetch(`${CMS}/leads/answers/${documentId}`, { headers: { authorization: `Bearer ${token}` } });
  expect(((await panel.json()) as { owner: { email: string } }).owner.email).toBe('admin@example.com');
});

test('an editor filters the leads by campaign and exports what the list shows as CSV', async () => {
  const { page } = admin;
  await openAdminPage(page, LEADS);
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('combobox', { name: /Select field/i }).click();
  await page.getByRole('option', { name: 'Campaign', exact: true }).click();
  await page.getByRole('textbox', { name: /Campaign/ }).or(page.getByLabel(/Value/i)).last().fill(campaign);
  await page.getByRole('button', { name: 'Add filter' }).click();
  await expect(page).toHaveURL(/filters/);
  await expect(page.locator('tbody tr', { hasText: lead.email })).toBeVisible();
  await expect(page.locator('tbody tr', { hasText: `other-${id}@example.com` })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/leads-filtered-1440.png` });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const csv = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toMatch(/^Received,Status,Owner,Name,Organisation,Email/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`Qualified,admin@example.com,${lead.name},Riverina Freight,${lead.email}`);
  expect(lines[1]).toContain('What is your enquiry about?: Network solutions');
});

test('the measurement dashboard opens from the menu', async () => {
  const { page } = admin;
  await page.goto(`${CMS}/admin`);
  await page.getByRole('link', { name: 'Measurement' }).click();
  await expect(page.getByRole('heading', { name: 'Measurement', level: 1 })).toBeVisible();
  for (const heading of ['Pages', 'Campaigns', 'Buttons', 'Searches with no or few results']) {
    await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
  }
  await page.screenshot({ path: `${SHOTS}/measurement-1440.png`, fullPage: true });
  for (const width of [390, 768, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('heading', { name: 'Pages', level: 2 })).toBeVisible();
    // The page itself never scrolls sideways; wide tables scroll inside their box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `overflow at ${width}px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/measurement-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
});
