// The offline worker in its two states (site spec section 9): not registered with the default
// flags (site-chrome.spec.ts checks the running site), registered once the app is idle when the
// production flag is on: a second web server with SITE_PRODUCTION=true, same CMS.
import { expect, test } from '@playwright/test';
import { secondWebServer } from './support/second-web';

test.describe('offline worker with SITE_PRODUCTION=true', () => {
  const server = secondWebServer({ SITE_PRODUCTION: 'true' }, 'the second web server');

  test('registers /sw.js once the page is idle, and the worker takes control', async ({ page }) => {
    await page.goto(`${server.url}/`);
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => (r.active ?? r.installing ?? r.waiting)?.scriptURL ?? '')), { timeout: 15_000 })
      .toEqual([`${server.url}/sw.js`]);
    const ready = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
    expect(ready).toBe('activated');
  });
});
