// The navigation has drafts (issue 14): an editor's change saved as a draft shows in the preview
// of the site and nowhere else (not even on the pages the preview links to), and once published the live site shows it within 2 seconds (the
// CMS tells the web, which drops its cached copies). The change is made through the content
// manager's API, as the admin's Save and Publish buttons send it, and undone afterwards.
import { expect, test, type Page } from '@playwright/test';
import { adminToken, contentManager } from './support/admin';
import { islandsReady, stylesheetArrived } from './support/islands';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

const NAV = `/single-types/${CONTENT_TYPE_UIDS.navigation}`;

interface Link {
  label: string;
  href: string;
}

const footerLinks = (page: Page) => page.getByRole('contentinfo').getByRole('list', { name: 'Policies' }).getByRole('link');

async function liveFooter(page: Page): Promise<string[]> {
  await page.goto('/');
  // (the footer is below the first screen: drawn once the stylesheet has arrived)
  await stylesheetArrived(page);
  return footerLinks(page).allInnerTexts();
}

test('a navigation draft leaves the live site as it is; published, the live site shows it within 2 s', async ({ page, request }) => {
  const token = await adminToken(request);
  const stored = (await contentManager(request, token, NAV)) as { data: { footer: Link[] } };
  const original = stored.data.footer.map(({ label, href }) => ({ label, href }));
  const label = `Partner with us ${Date.now().toString(36)}`;
  const changed = [...original, { label, href: '/partner' }];
  expect(await liveFooter(page)).toEqual(original.map((l) => l.label));

  try {
    // Saved as a draft: the CMS has it, the editor's preview of the site shows it...
    await contentManager(request, token, NAV, { method: 'PUT', data: { footer: changed } });
    const draft = (await contentManager(request, token, NAV)) as { data: { footer: Link[] } };
    expect(draft.data.footer.map((l) => l.label)).toContain(label);
    const { data } = (await contentManager(request, token, `/preview/url/${CONTENT_TYPE_UIDS.navigation}?status=draft`)) as { data: { url: string } };
    await page.goto(data.url);
    await expect(page.getByRole('status').filter({ hasText: 'Preview of the draft navigation' })).toBeVisible();
    await expect(footerLinks(page).filter({ hasText: label })).toBeVisible();
    // Leaving the preview for a page of the site brings the published navigation back; going
    // back to the preview reads the draft again (the browser asks the server, which checks the link).
    await islandsReady(page);
    await page.getByRole('banner').getByRole('link', { name: 'Contact us' }).first().click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(footerLinks(page)).toHaveText(original.map((l) => l.label));
    await page.goBack();
    await expect(footerLinks(page).filter({ hasText: label })).toBeVisible();
    // ...and the live site, given the time a publish takes to show, does not.
    await page.waitForTimeout(2000);
    expect(await liveFooter(page)).toEqual(original.map((l) => l.label));

    // Published: on the live site within 2 seconds.
    await contentManager(request, token, `${NAV}/actions/publish`, { method: 'POST', data: { footer: changed } });
    const published = Date.now();
    await expect.poll(() => liveFooter(page), { timeout: 2000, intervals: [100] }).toContain(label);
    expect(Date.now() - published).toBeLessThan(2000);
  } finally {
    await contentManager(request, token, `${NAV}/actions/publish`, { method: 'POST', data: { footer: original } });
  }
  await expect.poll(() => liveFooter(page), { timeout: 5000 }).toEqual(original.map((l) => l.label));
});
