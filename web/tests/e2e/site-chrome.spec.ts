// The frame around every page: header and its menus, footer, cookie notice, thank-you popup,
// canonical link, layout stability, speculation rules and the (disabled) offline worker.
// Site spec section 2 (Header, Footer, Popups), section 4 and section 9.
import { expect, test } from '@playwright/test';
import { islandsReady, stylesheetArrived } from './support/islands';

const WEB = process.env.E2E_WEB_URL!;

const SERVICE_CATEGORIES = [
  'Network solutions',
  'Critical communications',
  'Cloud services',
  'Software as a service',
  'Security solutions',
];


test.describe('desktop header (1440x900)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('hovering Services shows all five categories with their sub-pages; leaving closes it; a link navigates and closes it', async ({ page }) => {
    await page.goto('/');
    await islandsReady(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const services = nav.getByRole('button', { name: 'Services' });
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    const panel = page.locator(`[id="${await services.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeHidden();

    await services.hover();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    for (const category of SERVICE_CATEGORIES) {
      await expect(panel.getByRole('link', { name: category, exact: true })).toBeVisible();
    }
    for (const sub of ['SD-WAN', 'Managed Wi-Fi', 'Push-to-talk over cellular', 'Backup as a service', 'Digital wayfinding', 'CCTV surveillance']) {
      await expect(panel.getByRole('link', { name: sub, exact: true })).toBeVisible();
    }

    // Moving the mouse away (below the panel, into the page) closes it.
    const box = (await panel.boundingBox())!;
    await page.mouse.move(box.x + 40, Math.min(box.y + box.height + 60, 890), { steps: 5 });
    await expect(panel).toBeHidden();
    await expect(services).toHaveAttribute('aria-expanded', 'false');

    // Open it again and follow a sub-page link.
    await services.hover();
    await expect(panel).toBeVisible();
    await panel.getByRole('link', { name: 'SD-WAN', exact: true }).click();
    await expect(page).toHaveURL(`${WEB}/services/network-solutions/sd-wan`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(panel).toBeHidden();
    await expect(services).toHaveAttribute('aria-expanded', 'false');
  });

  test('keyboard: Enter opens Services, Escape closes it and keeps focus on the button, ArrowDown opens and focuses the first link', async ({ page }) => {
    await page.goto('/');
    await islandsReady(page);
    const services = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' });
    const panel = page.locator(`[id="${await services.getAttribute('aria-controls')}"]`);

    await services.focus();
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await expect(services).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    const firstLink = panel.getByRole('link').first();
    await expect(firstLink).toBeFocused();

    // Escape from inside the panel closes it and returns focus to the button.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(services).toBeFocused();
  });

  test('the Customer Portal link opens in a new tab safely', async ({ page }) => {
    await page.goto('/');
    const portal = page.getByRole('banner').getByRole('link', { name: /Customer Portal/ });
    await expect(portal).toHaveCount(1);
    await expect(portal).toHaveAttribute('target', '_blank');
    expect((await portal.getAttribute('rel')) ?? '').toMatch(/\bnoopener\b/);
    expect(await portal.getAttribute('href')).toMatch(/^https?:\/\//);
  });

  test('sticky header: fixed from a 100px scroll, not at 99px', async ({ page }) => {
    await page.goto('/');
    await islandsReady(page);
    const bar = page.getByRole('banner').locator('[data-sticky]');
    await expect(bar).toHaveAttribute('data-sticky', 'false');

    await page.evaluate(() => window.scrollTo(0, 100));
    await expect(bar).toHaveAttribute('data-sticky', 'true');
    expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');

    await page.evaluate(() => window.scrollTo(0, 99));
    await expect(bar).toHaveAttribute('data-sticky', 'false');
    expect(await bar.evaluate((el) => getComputedStyle(el).position)).not.toBe('fixed');
  });

  test('canonical link: absolute, site URL plus path, after every navigation', async ({ page }) => {
    const canonical = page.locator('head link[rel="canonical"]');
    await page.goto('/');
    await expect(canonical).toHaveCount(1);
    await expect(canonical).toHaveAttribute('href', `${WEB}/`);

    await page.goto('/about-us');
    await islandsReady(page);
    await expect(canonical).toHaveCount(1);
    await expect(canonical).toHaveAttribute('href', `${WEB}/about-us`);

    // Following a link (a document load: public pages have no client router) gives the new page's.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(`${WEB}/privacy-policy`);
    await expect(canonical).toHaveAttribute('href', `${WEB}/privacy-policy`);
    await expect(canonical).toHaveCount(1);
  });

  test('footer: policy links, 2024 copyright, Contact us button, video and professional network links in a new tab', async ({ page, context }) => {
    // The external pages are not reachable from the test machine: answer them locally.
    await context.route(/youtube\.com|linkedin\.com/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>external</title>' }));
    await page.goto('/');
    await islandsReady(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/terms-of-use');
    await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(footer.getByRole('link', { name: 'Fair use policy' })).toHaveAttribute('href', '/fair-use-policy');
    await expect(footer.getByText(/©\s*2024\b/)).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Contact us', exact: true })).toHaveAttribute('href', '/contact-us');

    for (const [name, host] of [
      [/YouTube/, /youtube\.com/],
      [/LinkedIn/, /linkedin\.com/],
    ] as const) {
      const link = footer.getByRole('link', { name });
      await expect(link).toHaveAttribute('target', '_blank');
      expect((await link.getAttribute('rel')) ?? '').toMatch(/\bnoopener\b/);
      const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await popup.waitForLoadState();
      expect(popup.url()).toMatch(host);
      await popup.close();
      await expect(page).toHaveURL(`${WEB}/`);
    }

    // The Contact us button navigates.
    await footer.getByRole('link', { name: 'Contact us', exact: true }).click();
    await expect(page).toHaveURL(`${WEB}/contact-us`);
  });

  test('speculation rules: links to pages are prerendered on intent (moderate); staff screens, /login, /preview, /search and the resources list never are', async ({ page }) => {
    await page.goto('/');
    await islandsReady(page);
    const rules = page.locator('head script[type="speculationrules"]');
    await expect(rules).toHaveCount(1);
    // Which addresses the page's rules would speculate, as the browser reads them (URLPattern).
    const speculated = await page.evaluate((paths) => {
      type Where = { and?: Where[]; not?: Where; href_matches?: { pathname: string } | { pathname: string }[]; selector_matches?: string };
      const parsed = JSON.parse(document.querySelector('script[type="speculationrules"]')!.textContent!) as { prerender: { where: Where; eagerness: string }[] };
      const matches = (where: Where, url: URL): boolean => {
        if (where.and) return where.and.every((w) => matches(w, url));
        if (where.not) return !matches(where.not, url);
        if (where.href_matches) {
          const list = Array.isArray(where.href_matches) ? where.href_matches : [where.href_matches];
          // A dictionary pattern is relative to the document (its base URL given inside it).
          return list.some((p) => new (window as unknown as { URLPattern: new (p: object) => { test: (u: string) => boolean } }).URLPattern({ ...p, baseURL: document.baseURI }).test(url.href));
        }
        return false; // selector conditions: a plain link (no download, target or nofollow) matches none
      };
      return Object.fromEntries(paths.map((path) => [path, parsed.prerender.some((r) => r.eagerness === 'moderate' && matches(r.where, new URL(path, document.baseURI)))]));
    }, ['/contact-us', '/services/network-solutions/sd-wan', '/resources/sd-wan-buyers-checklist', '/login', '/login?next=%2Fresources-manage', '/resources-manage', '/resources-manage/new', '/resources-manage/abc123', '/change-password', '/preview?type=page', '/search?query=network', '/resources', '/resources?type=news', '/api/content/layout', '/uploads/x.pdf']);
    expect(speculated).toEqual({
      '/contact-us': true,
      '/services/network-solutions/sd-wan': true,
      '/resources/sd-wan-buyers-checklist': true,
      '/login': false,
      '/login?next=%2Fresources-manage': false,
      '/resources-manage': false,
      '/resources-manage/new': false,
      '/resources-manage/abc123': false,
      '/change-password': false,
      '/preview?type=page': false,
      '/search?query=network': false,
      '/resources': false,
      '/resources?type=news': false,
      '/api/content/layout': false,
      '/uploads/x.pdf': false,
    });
  });

  for (const [label, connection] of [
    ['data saver', { saveData: true }],
    ['a 2g connection', { effectiveType: '2g' }],
  ] as const) {
    test(`no speculation under ${label}`, async ({ page }) => {
      await page.addInitScript((value) => {
        Object.defineProperty(navigator, 'connection', { configurable: true, get: () => value });
      }, connection);
      await page.goto('/');
      await islandsReady(page);
      expect(await page.evaluate(() => (navigator as unknown as { connection: unknown }).connection)).toEqual(connection);
      await expect(page.locator('script[type="speculationrules"]')).toHaveCount(0);
    });
  }
});

test.describe('mobile menu (375px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu button opens a modal slide-out menu with Partner and Resources; focus stays inside; Escape closes; the page does not scroll', async ({ page }) => {
    await page.goto('/');
    await islandsReady(page);
    // Out of the way: the cookie notice is not what this test is about.
    await page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'Accept' }).click();

    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(toggle).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await toggle.click();

    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
    await expect(dialog.getByRole('link', { name: /Partner/ })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Resources', exact: true })).toBeVisible();
    await expect(dialog.getByText('Services', { exact: true })).toBeVisible();
    // Every link of the header's navigation is in it (its island builds them from the mega menu's
    // markup), in the same order, then Partner and Resources.
    const megaHrefs = await page.locator('nav[aria-label="Main"] a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const menuHrefs = await dialog.getByRole('navigation', { name: 'Mobile' }).locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(megaHrefs.length).toBeGreaterThan(10);
    expect(menuHrefs.slice(0, megaHrefs.length)).toEqual(megaHrefs);
    expect(menuHrefs.length).toBe(megaHrefs.length + 2);
    await dialog.getByText('Services', { exact: true }).click();
    await expect(dialog.getByRole('link', { name: 'Services overview' })).toBeVisible();
    await dialog.getByText('Services', { exact: true }).click();

    // Focus starts inside and stays inside, forwards and backwards.
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `after Tab #${i + 1}`).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `after Shift+Tab #${i + 1}`).toBe(true);
    }

    // The page behind does not scroll while the menu is open.
    await expect(page.locator('html')).toHaveClass(/\bscroll-locked\b/);
    await page.mouse.move(187, 600);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('html')).not.toHaveClass(/\bscroll-locked\b/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });
});

test.describe('popups', () => {
  test('cookie banner: shown on a first visit, Accept hides it and remembers it', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie notice' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('isCookiesAccepted'))).toBe('true');

    await page.reload();
    await islandsReady(page);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('section[aria-label="Cookie notice"]')).toBeHidden();
  });

  test('thank-you popup: shown for ?popup=thank-you; Close removes only that parameter, without a reload', async ({ page }) => {
    await page.goto('/?popup=thank-you&x=1');
    const dialog = page.getByRole('dialog', { name: 'Thank you, we have your message' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: /^Thank you/ })).toBeVisible();
    await islandsReady(page);
    expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);

    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    await dialog.getByRole('link', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`${WEB}/?x=1`);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
  });
});

test.describe('layout stability', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('no layout shift (CLS <= 0.01) with the cookie banner, the sticky header and the thank-you popup', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number; __shifts: unknown[] };
      w.__cls = 0;
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
          startTime: number;
          sources?: { node?: Node | null }[];
        }[]) {
          if (entry.hadRecentInput) continue;
          w.__cls += entry.value;
          w.__shifts.push({
            value: entry.value,
            at: Math.round(entry.startTime),
            nodes: (entry.sources ?? []).map((s) => {
              const n = s.node as Element | null | undefined;
              return n ? `${n.nodeName.toLowerCase()}${n.id ? `#${n.id}` : ''}.${n.getAttribute?.('class') ?? ''}` : '?';
            }),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const cls = async () => page.evaluate(() => (window as unknown as { __cls: number; __shifts: unknown[] }).__cls);
    const shifts = async () => JSON.stringify(await page.evaluate(() => (window as unknown as { __shifts: unknown[] }).__shifts));
    const settle = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 600))));

    // Home page with the cookie banner showing.
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await settle();
    expect(await cls(), `home page with cookie banner: ${await shifts()}`).toBeLessThanOrEqual(0.01);

    // Past 100px: the header becomes sticky.
    await page.evaluate(() => window.scrollTo(0, 160));
    await expect(page.getByRole('banner').locator('[data-sticky]')).toHaveAttribute('data-sticky', 'true');
    await settle();
    expect(await cls(), `after the header became sticky: ${await shifts()}`).toBeLessThanOrEqual(0.01);

    // The thank-you popup (a fresh page load: the observer starts again).
    await page.goto('/?popup=thank-you');
    await expect(page.getByRole('dialog', { name: 'Thank you, we have your message' })).toBeVisible();
    await islandsReady(page);
    await page.waitForLoadState('networkidle');
    await settle();
    expect(await cls(), `with the thank-you popup: ${await shifts()}`).toBeLessThanOrEqual(0.01);
    // A busy browser may paint the popup before it has read all of it (CI saw that move it, when
    // it was centred): its top must not depend on how much of it there is.
    const top = () => page.evaluate(() => document.querySelector('dialog[aria-labelledby="thank-you-title"]')!.getBoundingClientRect().top);
    const before = await top();
    await page.evaluate(() => {
      const text = document.getElementById('thank-you-text')!;
      text.style.display = 'none';
    });
    expect(await top()).toBe(before);
  });
});

test('offline worker: with both flags off no service worker is registered', async ({ page }) => {
  await page.goto('/');
  await islandsReady(page);
  await page.waitForLoadState('load');
  // Give an idle-time registration (if there were one) the chance to happen.
  await page.evaluate(() => new Promise((r) => requestIdleCallback(() => setTimeout(r, 500), { timeout: 3000 })));
  await page.waitForTimeout(1000);
  const registrations = await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
  expect(registrations).toBe(0);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
});

test('the site font is one font in three files: ASCII from the core file, é and the rare < from the Latin one, ā from Latin Extended', async ({ page }) => {
  await page.goto(`${WEB}/`);
  // (the first screen's CSS declares only the faces of its characters; the stylesheet has all)
  await stylesheetArrived(page);
  // The faces the browser takes for each character (document.fonts.load answers with them).
  const faces = await page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const ch of ['a', '<', 'é', 'ā']) out[ch] = (await document.fonts.load('16px "Inter Variable"', ch)).map((face) => face.unicodeRange);
    return out;
  });
  // A face can be declared twice (the first-screen CSS and the stylesheet): the same one each time.
  for (const [ch, range] of [['a', 'U+61-7A'], ['<', 'U+3C-3E'], ['é', 'U+AA-FF'], ['ā', 'U+100-2BA']] as const) {
    expect(faces[ch]!.length, ch).toBeGreaterThan(0);
    for (const found of faces[ch]!) expect(found, ch).toContain(range);
  }
});
