// Public pages are server HTML with islands (web/src/islands): helpers to wait for them.
import type { Page } from '@playwright/test';

/**
 * Resolves once the site stylesheet has arrived and the blocks below the first screen are drawn
 * (the boot script requests it after the first paint and sets data-css on <html> when done).
 */
export async function stylesheetArrived(page: Page) {
  await page.locator('html[data-css]').waitFor({ state: 'attached' });
}

/** Resolves once the islands loader has run (the plain-script islands, the header's first, are awake). */
export async function islandsReady(page: Page) {
  await page.waitForFunction(() => document.querySelector('ironbark-island[data-island="site-header"]')?.getAttribute('data-state') === 'awake');
}

/** Wakes an island as a visitor's pointer would (its strategy permitting) and waits until it is awake. */
export async function wakeIsland(page: Page, name: string) {
  await islandsReady(page);
  const island = page.locator(`ironbark-island[data-island="${name}"]`).first();
  await island.dispatchEvent('pointerover');
  await page.waitForFunction((n) => document.querySelector(`ironbark-island[data-island="${n}"]`)?.getAttribute('data-state') === 'awake', name);
}

/** Wakes every island on the page; resolves when none is still asleep or waking. */
export async function wakeAllIslands(page: Page) {
  await islandsReady(page);
  await page.evaluate(() => {
    for (const island of document.querySelectorAll('ironbark-island')) island.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
  });
  await page.waitForFunction(() => [...document.querySelectorAll('ironbark-island')].every((i) => ['awake', 'failed'].includes(i.getAttribute('data-state') ?? '')));
}
