// A form's content checks and its own preview in the Strapi admin as the demo editor (issue 37):
// a form without a consent field and without routing shows the two warnings in its "Content
// checks" panel; "Open preview" frames the site's /preview with the form's draft (a field not yet
// published) drawn by the site's form island; filled in and sent there, it says it is a preview and
// stores no lead. Emptying the hidden value and pressing Publish is refused, the panel naming the
// field. Screenshots go to /tmp/admin-shots/ (docs/editors/forms.md uses forms-checks-1440.png and
// forms-preview-1440.png: cp /tmp/admin-shots/forms-{checks,preview}-*.png docs/editors/img/).
import { adminForSpec, openAdminPage, SHOTS, WEB } from './support/admin';
import { EMAIL_FIELD as email, EVENT_FIELD as hidden, NAME_FIELD as name } from './support/conference-form';
import { expect, submissionsWhere, test, uid } from './support/forms';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

const FORMS = `/content-manager/collection-types/${CONTENT_TYPE_UIDS.form}`;

test.describe.configure({ mode: 'serial' });

const admin = adminForSpec();
const { cm } = admin;
let documentId = '';
const id = uid();
const draftLabel = `Dietary needs ${id}`;

const aboutYou = { __component: 'form-fields.heading', heading: 'About you', help: 'So we can print your badge.' };
const dietary = { __component: 'form-fields.short-text', key: 'dietary', label: draftLabel, required: false, width: 'full', maxLength: 200, format: 'none', leadField: 'none' };

test.beforeAll(async ({ request }) => {
  const body = { name: `Conference registration ${id}`, key: `e2e-form-checks-${id}`, heading: 'Register for Connect 2027', submitLabel: 'Register', thankYou: 'Thanks, see you at Connect 2027.', teamEmail: null, sendWebhooks: false };
  const created = await cm(request, 'POST', FORMS, { ...body, fields: [name, email, hidden] });
  documentId = created.data.documentId;
  await cm(request, 'POST', `${FORMS}/${documentId}/actions/publish`, {});
  // A field in the draft only: the preview shows it, the site does not yet.
  await cm(request, 'PUT', `${FORMS}/${documentId}`, { ...body, fields: [aboutYou, name, email, dietary, hidden] });
});

test.afterAll(async ({ request }) => {
  if (documentId) await cm(request, 'DELETE', `${FORMS}/${documentId}`).catch(() => undefined);
});

test("the form's checks panel warns of no consent and no routing; its preview shows the draft and sends nothing", async ({ request }) => {
  const { page } = admin;
  await openAdminPage(page, `/admin${FORMS}/${documentId}`);
  const problems = page.getByTestId('content-checks-problems');
  await expect(problems).toBeVisible({ timeout: 20_000 });
  await expect(problems.locator('[data-code="form-no-consent"]')).toContainText('No consent field');
  await expect(problems.locator('[data-code="form-no-routing"]')).toContainText('No routing');
  await expect(problems.locator('[data-severity="error"]')).toHaveCount(0);
  // A form has no search-result preview.
  await expect(page.getByTestId('content-checks-preview')).toHaveCount(0);

  // Open preview: the admin's preview pane frames the site's /preview with a signed form link.
  const frame = page.locator('iframe');
  const openPreview = page.getByRole('link', { name: 'Open preview' }).or(page.getByRole('button', { name: 'Open preview' }));
  await expect(async () => {
    if ((await frame.count()) === 0) await openPreview.click({ timeout: 2000 });
    await expect(frame).toHaveAttribute('src', new RegExp(`^${WEB}/preview\\?kind=form&ref=${documentId}&`), { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  const site = page.frameLocator('iframe');
  await expect(site.getByRole('status').filter({ hasText: 'Preview of the draft of this form' })).toBeVisible();
  await expect(site.getByLabel(draftLabel)).toBeVisible();
  // A heading is a sub-heading with its help; the hidden value is drawn as visitors get it:
  // nothing to see, its value posted as set.
  await expect(site.getByRole('heading', { name: 'About you', level: 3 })).toBeVisible();
  await expect(site.getByText('So we can print your badge.')).toBeVisible();
  await expect(site.locator('input[type="hidden"][name="event"]')).toHaveValue('connect-2027');
  await expect(site.getByText('Event', { exact: true })).toHaveCount(0);

  // Sent from the preview: checked as on the site, then not sent.
  const visitor = `preview-${id}@example.com.au`;
  await site.getByRole('button', { name: 'Register' }).click();
  await expect(site.getByRole('alert').filter({ hasText: 'Full name is required' })).toBeVisible();
  await site.getByLabel('Full name').fill('Robin Hart');
  await site.getByLabel('Work email').fill(visitor);
  await site.getByLabel(draftLabel).fill('Vegetarian');
  await site.getByRole('button', { name: 'Register' }).click();
  await expect(site.getByRole('alert').filter({ hasText: 'Preview: nothing was sent and no lead was stored' })).toContainText('Thanks, see you at Connect 2027.');
  await page.waitForTimeout(2000);
  expect(await submissionsWhere(request, 'email', visitor)).toEqual([]);

  // The link on its own, as "Copy preview link" gives it: the screenshots of the docs.
  const link = (await frame.getAttribute('src'))!;
  for (const width of [1440, 390]) {
    const tab = await admin.context.newPage();
    await tab.setViewportSize({ width, height: 900 });
    await tab.goto(link);
    await expect(tab.getByLabel(draftLabel)).toBeVisible();
    // The button waits for the island, which wakes when the visitor points at the form.
    await tab.getByLabel('Full name').hover();
    await expect(tab.getByRole('button', { name: 'Register' })).toBeEnabled();
    await tab.screenshot({ path: `${SHOTS}/forms-preview-${width}.png`, fullPage: true });
    await tab.close();
  }
});

test('emptying the hidden value and pressing Publish is refused, the panel naming the field', async () => {
  const { page } = admin;
  await openAdminPage(page, `/admin${FORMS}/${documentId}`);
  await expect(page.getByTestId('content-checks-problems')).toBeVisible({ timeout: 20_000 });
  // The hidden field is the fifth of Fields: opened, its value emptied.
  await page.getByRole('button', { name: /Hidden value/ }).first().click();
  const value = page.getByRole('textbox', { name: /^Value/ });
  await value.fill('');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const refused = page.getByTestId('content-checks-refused');
  await expect(refused).toContainText('This form cannot be published: Fields, Field 5 (Hidden value “Event”), Value: empty.', { timeout: 10_000 });
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${SHOTS}/forms-checks-1440.png` });
});
