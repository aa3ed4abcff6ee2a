import { expect, test } from '@playwright/test';

test('the home page is server rendered, hydrates without errors and runs in Chromium', async ({ page, browserName }) => {
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
  // Hydrated: client-side navigation works without a full reload.
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await page.getByRole('link', { name: 'Contact us' }).first().click();
  await expect(page).toHaveURL(/\/contact-us$/);
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  expect(problems).toEqual([]);
});
