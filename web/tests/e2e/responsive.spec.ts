// Every public page at every common width, from a 320px phone to a 1920px desktop: the page
// never scrolls sideways, every header control is on screen, and no text runs out of its box.
// One browser page walks the routes and resizes between widths (no reload per width), waiting
// for the shipped fonts, so the whole sweep takes about a minute.
import { expect, test, type Page } from '@playwright/test';
// @ts-expect-error: plain ES module without type declarations
import { seededPagePaths } from '../../../scripts/lib/seed-pages.mjs';
import { FULL_NAV_MIN_PX, MOBILE_MAX_PX } from '../../src/features/layout/breakpoints';
import { stylesheetArrived } from './support/islands';

/** Every page the seed creates (the client's content routes). */
const CONTENT_PATHS: string[] = seededPagePaths();

export const WIDTHS = [320, 360, 390, 414, 768, 820, 1024, 1280, 1920] as const;

/** A resource article and a results page besides the CMS pages. */
const EXTRA_PATHS = ['/search?query=network', '/resources/regional-council-managed-radio-sd-wan-depots', '/resources/sd-wan-buyers-checklist'];

interface Problem {
  kind: 'page-scroll' | 'header-control' | 'text-overflow' | 'navigation';
  detail: string;
}

/** Everything wrong with the layout at the current width, measured in the page. */
function layoutProblems(page: Page, limits: { mobileMax: number; fullNavMin: number }): Promise<Problem[]> {
  return page.evaluate(({ mobileMax, fullNavMin }) => {
    const problems: { kind: 'page-scroll' | 'header-control' | 'text-overflow' | 'navigation'; detail: string }[] = [];
    const width = window.innerWidth;
    const doc = document.documentElement;
    const describe = (el: Element) => {
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
      const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
      return `<${el.tagName.toLowerCase()}${cls ? ` class="${cls}"` : ''}> "${text}"`;
    };
    const shown = (el: Element) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });

    if (doc.scrollWidth > width) problems.push({ kind: 'page-scroll', detail: `document is ${doc.scrollWidth}px wide in a ${width}px window` });

    // Header controls: every visible link, button and field lies inside the window.
    const header = document.querySelector('header');
    const controls = header ? [...header.querySelectorAll<HTMLElement>('a[href], button, input, select, [tabindex]:not([tabindex="-1"])')] : [];
    for (const el of controls) {
      if (!shown(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) continue; // visually hidden text for screen readers
      if (r.left < -0.5 || r.right > width + 0.5) {
        problems.push({ kind: 'header-control', detail: `${describe(el)} spans ${Math.round(r.left)}-${Math.round(r.right)}px` });
      }
    }
    // The navigation is always reachable: the full menu bar, or the menu button, never neither.
    const nav = header?.querySelector('nav[aria-label="Main"]');
    const menuButton = header ? [...header.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Menu') : undefined;
    const navShown = !!nav && shown(nav);
    const menuShown = !!menuButton && shown(menuButton);
    if (navShown === menuShown) problems.push({ kind: 'navigation', detail: `main navigation shown: ${navShown}, menu button shown: ${menuShown}` });
    if (width <= mobileMax && navShown) problems.push({ kind: 'navigation', detail: 'the desktop navigation shows at a phone width' });
    if (width >= fullNavMin && !navShown) problems.push({ kind: 'navigation', detail: 'the desktop navigation is hidden at a desktop width' });
    const search = header ? [...header.querySelectorAll('button')].find((b) => /Search the site|Close search/.test(b.textContent ?? '')) : undefined;
    if (!search || !shown(search)) problems.push({ kind: 'navigation', detail: 'the search button is not shown' });
    const portal = header ? [...header.querySelectorAll('a')].find((a) => a.textContent?.includes('Customer Portal') && !a.closest('dialog')) : undefined;
    if (width > mobileMax && (!portal || !shown(portal))) problems.push({ kind: 'navigation', detail: 'the Customer Portal link is not shown' });

    // Text that runs out of its box: a block whose content is wider than it, drawn outside it.
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      if (el.clientWidth === 0 || el.scrollWidth <= el.clientWidth + 1) continue;
      if (el instanceof SVGElement || el.closest('svg, dialog:not([open]), [hidden]')) continue;
      const style = getComputedStyle(el);
      if (style.overflowX !== 'visible' || style.display === 'inline' || style.display === 'contents') continue;
      if (!shown(el)) continue;
      problems.push({ kind: 'text-overflow', detail: `${describe(el)} content ${el.scrollWidth}px in a ${el.clientWidth}px box` });
    }
    return problems;
  }, limits);
}

async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Two frames: the resize has been laid out and painted.
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  });
}

test.describe('layout at every width', () => {
  // One page for the whole sweep (a failing route does not stop the others being checked).
  test.describe.configure({ mode: 'default' });
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ viewport: { width: WIDTHS[0], height: 800 } });
    // The cookie notice is part of the layout under test: it stays (no consent stored).
  });
  test.afterAll(async () => {
    await page.close();
  });

  for (const path of [...CONTENT_PATHS, ...EXTRA_PATHS]) {
    test(`${path} fits every width from ${WIDTHS[0]} to ${WIDTHS[WIDTHS.length - 1]}px`, async () => {
      await page.setViewportSize({ width: WIDTHS[0], height: 800 });
      const response = await page.goto(path, { waitUntil: 'load' });
      expect(response?.status(), path).toBeLessThan(500);
      const found: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await settle(page);
        for (const p of await layoutProblems(page, { mobileMax: MOBILE_MAX_PX, fullNavMin: FULL_NAV_MIN_PX })) found.push(`${width}px ${p.kind}: ${p.detail}`);
      }
      expect(found, `${path}\n${found.join('\n')}`).toEqual([]);
    });
  }
});

test.describe('the call and "Talk to sales" bar on phones', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('shows on every page without a form of its own, keeps room at the bottom, and stays hidden for the visit once dismissed', async ({ page, context }) => {
    await context.addInitScript(() => localStorage.setItem('isCookiesAccepted', 'true'));
    await page.goto('/services/network-solutions/sd-wan');
    const bar = page.getByRole('complementary', { name: 'Call or talk to sales' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/);
    await expect(bar.getByRole('link', { name: 'Talk to sales' })).toHaveAttribute('href', /^\/contact-us\?enquiry=new-service&from=%2Fservices%2Fnetwork-solutions%2Fsd-wan&cta=talk-to-sales#enquire$/);

    // Room for it: scrolled to the very end (the footer drawn: it is below the first screen),
    // the footer's last line is above the bar.
    await stylesheetArrived(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const barTop = (await bar.boundingBox())!.y;
    const lastLine = await page.locator('footer').evaluate((f) => {
      const items = [...f.querySelectorAll('p, a, li')].map((e) => e.getBoundingClientRect().bottom);
      return Math.max(...items);
    });
    expect(lastLine).toBeLessThanOrEqual(barTop);

    // Not on a page with its own form (a campaign page): its "Talk to sales" would open the form
    // the visitor is on, and the bar would sit over its fields.
    await page.goto('/bus-campaign');
    await expect(bar).toHaveCount(0);

    // And on every other page.
    await page.goto('/about-us');
    await expect(bar).toBeVisible();

    // Dismissed: gone for the rest of the visit, and the page no longer keeps room for it.
    await page.goto('/services/network-solutions/sd-wan');
    await bar.getByRole('button', { name: 'Hide the call and talk to sales buttons' }).click();
    await expect(bar).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');
    await page.goto('/services/cloud-services');
    await page.waitForLoadState('networkidle');
    await expect(bar).toHaveCount(0);
  });

  test('shows with the cookie notice (which sits above the header and covers nothing), and never on a wide screen', async ({ page }) => {
    await page.goto('/services/network-solutions/sd-wan');
    const banner = page.getByRole('region', { name: 'Cookie notice' });
    await expect(banner).toBeVisible();
    const bar = page.getByRole('complementary', { name: 'Call or talk to sales' });
    await expect(bar).toBeVisible();
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toBeHidden();
    await expect(bar).toBeVisible();
    await page.setViewportSize({ width: 820, height: 900 });
    await expect(bar).toBeHidden();
  });
});
