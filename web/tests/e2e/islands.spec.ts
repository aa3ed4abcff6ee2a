// Public pages are server HTML with islands (web/src/islands): every island wakes without a console
// error or a hydration mismatch; a tap on a menu before its island woke still works; and public
// pages load no staff code and no client router; the site stylesheet waits for the first paint.
import { expect, test, type Page } from '@playwright/test';
import { islandsReady, stylesheetArrived, wakeAllIslands } from './support/islands';

const PAGES = ['/', '/contact-us', '/services/network-solutions/sd-wan', '/bus-campaign', '/resources', '/resources/sd-wan-buyers-checklist', '/search?query=network', '/about-us'];

function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

test('every island of every kind of page wakes, React islands hydrate without a mismatch or a console error', async ({ page }) => {
  const problems = watchProblems(page);
  const seen = new Set<string>();
  for (const path of PAGES) {
    await page.goto(path);
    await wakeAllIslands(page);
    const states = await page.evaluate(() => [...document.querySelectorAll('ironbark-island')].map((i) => [i.getAttribute('data-island'), i.getAttribute('data-state')]));
    for (const [name, state] of states) {
      expect(state, `${path}: ${name}`).toBe('awake');
      seen.add(name!);
    }
  }
  // Each React island was on one of these pages.
  for (const name of ['search-box', 'site-form', 'download-button']) expect([...seen]).toContain(name);
  expect(problems).toEqual([]);
});

test.describe('a tap before the islands woke', () => {
  /** Holds the islands loader until `release` is called, as a slow connection would. */
  async function holdLoader(page: Page) {
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/islands-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  test.describe('desktop', () => {
    test.use({ viewport: { width: 1440, height: 900 } });
    test('opens the Services menu once the menu is awake', async ({ page }) => {
      const release = await holdLoader(page);
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      const services = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' });
      await services.click();
      await expect(services).toHaveAttribute('aria-expanded', 'false');
      release();
      await expect(services).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator(`[id="${await services.getAttribute('aria-controls')}"]`)).toBeVisible();
    });

    test('opens the header search (a React island) and focuses it', async ({ page }) => {
      const release = await holdLoader(page);
      await page.goto('/contact-us', { waitUntil: 'domcontentloaded' });
      await page.getByRole('banner').getByRole('button', { name: 'Search the site' }).click();
      release();
      await expect(page.getByRole('banner').getByRole('combobox')).toBeFocused();
    });
  });

  test.describe('phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });
    test('opens the slide-out menu once the menu is awake', async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('isCookiesAccepted', 'true'));
      const release = await holdLoader(page);
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      release();
      const dialog = page.getByRole('dialog', { name: 'Menu' });
      await expect(dialog).toBeVisible();
      expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
    });
  });
});

test('public pages load no staff code and no client router; the staff app does', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  for (const path of PAGES) {
    await page.goto(path);
    await wakeAllIslands(page);
    // React Router marks the window when it runs in a page.
    expect(await page.evaluate(() => 'reactRouterVersion' in window || '__reactRouterVersion' in window), path).toBe(false);
    expect(await page.evaluate(() => '__staticRouterHydrationData' in window), path).toBe(false);
  }
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => /entry-staff|staff-|login-route|resource-editor|resources-manage|change-password|rich-text-editor/.test(s))).toEqual([]);

  // Control: the staff app is a React Router app, with its loader data in the page.
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign in' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => '__reactRouterVersion' in window)).toBe(true);
  expect(scripts.some((s) => /entry-staff/.test(s))).toBe(true);
});

test('a prerendered page wakes nothing until it is shown', async ({ page }) => {
  // Simulate a prerender: the page starts as document.prerendering and is shown later.
  await page.addInitScript(() => {
    let prerendering = true;
    Object.defineProperty(document, 'prerendering', { configurable: true, get: () => prerendering });
    (window as unknown as { showPrerendered: () => void }).showPrerendered = () => {
      prerendering = false;
      document.dispatchEvent(new Event('prerenderingchange'));
    };
  });
  await page.goto('/');
  await page.waitForLoadState('load');
  await page.waitForTimeout(1000);
  expect(await page.locator('ironbark-island[data-state]').count()).toBe(0);
  await page.evaluate(() => (window as unknown as { showPrerendered: () => void }).showPrerendered());
  await islandsReady(page);
});

test('the site stylesheet is requested after the first paint, then every block below the first screen is drawn; at once for a page opened at an anchor', async ({ browser }) => {
  // (each visit in a context of its own, with an empty cache: a stylesheet taken from the memory
  // cache may have no resource timing)
  const visit = async (path: string) => {
    const context = await browser.newContext({ baseURL: process.env.E2E_WEB_URL });
    const page = await context.newPage();
    await page.goto(path);
    await stylesheetArrived(page);
    return { page, context };
  };
  const timings = async (page: Page) => {
    // The first paint can come after the stylesheet has arrived (at an anchor it is asked for at
    // once, and a local server answers within the first frame): wait for its entry.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    return page.evaluate(() => {
      const css = performance.getEntriesByType('resource').find((e) => /\/assets\/style-[^/]+\.css$/.test(e.name));
      return { css: css?.startTime ?? null, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null };
    });
  };
  const { page, context } = await visit('/');
  const first = await timings(page);
  expect(first.fcp).not.toBeNull();
  expect(first.css, 'the stylesheet was requested').not.toBeNull();
  expect(first.css!, JSON.stringify(first)).toBeGreaterThan(first.fcp!);
  // Everything below the first screen is drawn: nothing is left unrendered.
  const unrendered = await page.evaluate(() => [...document.querySelectorAll('body>main>*,body>footer')].filter((el) => getComputedStyle(el).contentVisibility !== 'visible' || getComputedStyle(el).visibility !== 'visible').length);
  expect(unrendered).toBe(0);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await context.close();

  // Opened at an anchor, the first screen is not the top of the page: the stylesheet comes at once.
  const anchored = await visit('/about-us#main');
  const at = await timings(anchored.page);
  expect(at.css, JSON.stringify(at)).not.toBeNull();
  expect(at.css!, JSON.stringify(at)).toBeLessThan(at.fcp!);
  await anchored.context.close();
});
