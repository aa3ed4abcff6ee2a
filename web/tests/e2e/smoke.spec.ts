import { expect, test } from '@playwright/test';
import { islandsReady } from './support/islands';

test('the home page is server rendered, its islands wake without errors, and it runs in Chromium', async ({ page, browserName }) => {
  expect(browserName).toBe('chromium');
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || (m.type() === 'warning' && /hydrat/i.test(m.text()))) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  const html = await response!.text();
  expect(html).toMatch(/<head>[\s\S]*<title>Ironbark Communications \| Business networks &amp; managed ICT<\/title>[\s\S]*<\/head>/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Networks and communications');
  await islandsReady(page);
  // Links are plain anchors: the next page is a document of its own.
  await page.getByRole('link', { name: 'Contact us' }).first().click();
  await expect(page).toHaveURL(/\/contact-us$/);
  await islandsReady(page);
  expect(problems).toEqual([]);
});
