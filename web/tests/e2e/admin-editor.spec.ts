// The Strapi admin as the demo editor uses it (issue 14): a page's edit view speaks in labels and
// descriptions from the shared definitions, never field names; the block picker offers every
// block by its name; the leads list shows who, how to reach them, which form and when; and a
// resource's "Open preview" shows its draft on the site. Screenshots of the edit view and the
// block picker at 1440 px go to /tmp/admin-shots/ for people to look at.
import { expect, test } from '@playwright/test';
import { blockDefinitions } from '@ironbark/shared/blocks/registry';
import { pageContentType } from '@ironbark/shared/content/page';
import { seoComponent } from '@ironbark/shared/content/seo';
import { adminForSpec, closeBanner, CMS, contentManager, SHOTS, WEB } from './support/admin';
import { uid } from './support/forms';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

const PAGES = `/admin/content-manager/collection-types/${CONTENT_TYPE_UIDS.page}`;

test.describe.configure({ mode: 'serial' });

const admin = adminForSpec();

/** The fields an editor fills in on a page and its SEO component, with the labels shared/ gives them. */
const FIELDS = [
  ...(['title', 'path', 'summary', 'icon', 'showInSearch'] as const).map((name) => ({ name, meta: pageContentType.fields[name].meta })),
  ...(['metaTitle', 'metaDescription', 'metaKeywords', 'noIndex'] as const).map((name) => ({ name, meta: seoComponent.fields[name]!.meta })),
];

async function openAboutUs() {
  const { page } = admin;
  await page.goto(`${CMS}${PAGES}`);
  await page.getByRole('link', { name: 'About us', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'About us', level: 1 })).toBeVisible();
  await closeBanner(page);
}

test("a page's edit view shows human labels and descriptions, never field names", async () => {
  const { page } = admin;
  await openAboutUs();
  const labels = (await page.locator('main label').allInnerTexts()).map((l) => l.replace(/\*$/, '').trim());
  for (const { meta } of FIELDS) expect(labels, `label "${meta.label}"`).toContain(meta.label);
  // No label is a field name (showInSearch, noIndex, metaTitle...) or any other camelCase word.
  expect(labels.filter((l) => /^[a-z]+[A-Z]/.test(l) || FIELDS.some((f) => f.name === l))).toEqual([]);
  const text = await page.locator('main').innerText();
  for (const { name } of FIELDS.filter((f) => /[A-Z]/.test(f.name))) expect(text, `"${name}" on screen`).not.toContain(name);
  // Descriptions under the inputs, from the same definitions.
  for (const { meta } of FIELDS.filter((f) => ['path', 'showInSearch', 'noIndex'].includes(f.name))) {
    await expect(page.getByText(meta.description!)).toBeVisible();
  }
  await page.screenshot({ path: `${SHOTS}/page-edit-view-1440.png` });
});

test('the block picker offers every block by its name', async () => {
  const { page } = admin;
  await openAboutUs();
  await page.getByRole('button', { name: 'Add a component to Blocks' }).click();
  const picker = page.getByText('Pick one component');
  await expect(picker).toBeVisible();
  // The picker opens below the blocks: bring its top into view for the screenshot.
  await picker.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  for (const block of blockDefinitions) {
    await expect(page.getByRole('button', { name: block.info.displayName, exact: true }), block.uid).toBeVisible();
  }
  await page.screenshot({ path: `${SHOTS}/block-picker-1440.png` });
});

test('the leads list shows name, email, form and date', async ({ request }) => {
  const { page } = admin;
  const id = uid();
  const lead = { form: 'partner', name: `Admin List ${id}`, email: `admin-list-${id}@example.com`, submissionKey: `adminlist${id}`, landingPath: '/partner' };
  // Stored as the web stores leads: the CMS API with the web server's token.
  const stored = await request.post(`${CMS}/api/form-submissions`, {
    headers: { authorization: `Bearer ${process.env.E2E_API_TOKEN}` },
    data: { data: lead },
  });
  expect(stored.status(), await stored.text()).toBe(201);
  const createdAt = new Date(((await stored.json()) as { data: { createdAt: string } }).data.createdAt);

  await page.goto(`${CMS}/admin/content-manager/collection-types/${CONTENT_TYPE_UIDS.formSubmission}`);
  const row = page.locator('tbody tr', { hasText: lead.email });
  await expect(row).toBeVisible();
  const headers = (await page.locator('thead th').allInnerTexts()).map((h) => h.trim().toLowerCase());
  for (const column of ['name', 'email', 'form', 'created']) expect(headers, `column ${column}`).toContain(column);
  const cells = (await row.locator('td').allInnerTexts()).map((c) => c.trim());
  const at = (part: 'year' | 'day') => new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', [part]: 'numeric' }).format(createdAt);
  expect(cells[headers.indexOf('name')]).toBe(lead.name);
  expect(cells[headers.indexOf('email')]).toBe(lead.email);
  expect(cells[headers.indexOf('form')]).toBe('partner');
  expect(cells[headers.indexOf('created')]).toContain(at('year'));
  expect(cells[headers.indexOf('created')]).toMatch(new RegExp(`\\b${at('day')}\\b`));
});

test("a resource's Open preview shows its draft on the site", async ({ request }) => {
  const { page, token } = admin;
  const res = await request.get(`${CMS}/api/blogs?sort=publishedDate:desc&pagination[pageSize]=1&fields[0]=title&fields[1]=slug`);
  const resource = ((await res.json()) as { data: { documentId: string; title: string; slug: string }[] }).data[0]!;
  const draftTitle = `${resource.title} (draft ${Date.now().toString(36)})`;
  const BLOG = `/collection-types/${CONTENT_TYPE_UIDS.blog}/${resource.documentId}`;
  // A draft that differs from what visitors see: saved, not published.
  await contentManager(request, token, BLOG, { method: 'PUT', data: { title: draftTitle } });
  try {
    await page.goto(`${CMS}/admin/content-manager${BLOG}`);
    await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(draftTitle);
    // The side panels (history, schedule, content checks) load after the form and re-render the
    // column; a click while they do can be lost on a busy machine, so it is tried again.
    const frame = page.locator('iframe');
    const openPreview = page.getByRole('link', { name: 'Open preview' }).or(page.getByRole('button', { name: 'Open preview' }));
    await expect(async () => {
      if ((await frame.count()) === 0) await openPreview.click({ timeout: 2000 });
      // The admin's preview pane frames the site's /preview with a signed link.
      await expect(frame).toHaveAttribute('src', new RegExp(`^${WEB}/preview\\?kind=resource&ref=${resource.documentId}&`), { timeout: 3000 });
    }).toPass({ timeout: 20_000 });
    const site = page.frameLocator('iframe');
    await expect(site.getByRole('heading', { name: draftTitle, level: 1 })).toBeVisible();
    await expect(site.getByRole('status').filter({ hasText: 'Preview of the draft of this resource' })).toBeVisible();

    // Followed on its own (as "Copy preview link" gives it), the link shows the draft too; the
    // public article does not.
    const link = (await frame.getAttribute('src'))!;
    const tab = await admin.context.newPage();
    await tab.goto(link);
    await expect(tab.getByRole('heading', { name: draftTitle, level: 1 })).toBeVisible();
    await tab.goto(`${WEB}/resources/${resource.slug}`);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(resource.title);
    await tab.close();
  } finally {
    await contentManager(request, token, `${BLOG}/actions/discard`, { method: 'POST' });
  }
});
