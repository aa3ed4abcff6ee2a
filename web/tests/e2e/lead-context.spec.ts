// Calls to action that keep their context, and a first screen that works for the visitor
// (issue 25): the SD-WAN page's assessment button opens the contact form with the enquiry type
// chosen and says what it is about; the stored lead names the page, the button and the campaign
// link the visit started with, and no cookie is set before consent. At 320, 375, 768 and 1440px
// on five routes the cookie notice covers no link, button, field or heading, and the header
// has a phone link. Each test is its own client of the forms rate limit (support/forms.ts).
import type { Page } from '@playwright/test';
import { expect, hydrated, MIN_FILL_MS, test, THANK_YOU, uid, CMS, WEB } from './support/forms';
import { adminToken, contentManager } from './support/admin';
import { islandsReady } from './support/islands';
import { openSearch, searchToggle } from './support/search';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';
import { siteDay as day } from '@ironbark/shared/time';

const SD_WAN = '/services/network-solutions/sd-wan';

interface StoredLead {
  form: string;
  email: string;
  enquiryType?: string | null;
  sourcePage?: string | null;
  landingPath?: string | null;
  cta?: string | null;
  campaign?: string | null;
  firstUtmSource?: string | null;
  firstUtmCampaign?: string | null;
  lastUtmSource?: string | null;
  lastUtmCampaign?: string | null;
}

test('the SD-WAN assessment button opens the contact form with its enquiry type, and the lead names the page, the button and the campaign link, with no cookie before consent', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // The visit starts from a campaign link.
  await page.goto(`${SD_WAN}?utm_source=linkedin&utm_campaign=q1-sdwan`);
  await islandsReady(page);
  const cta = page.getByRole('main').getByRole('link', { name: 'Book an SD-WAN assessment' });
  await expect(cta).toHaveAttribute('href', /^\/contact-us\?enquiry=network&from=%2Fservices%2Fnetwork-solutions%2Fsd-wan&cta=book-an-sd-wan-assessment/);
  await cta.click();
  await expect(page).toHaveURL(/\/contact-us\?enquiry=network&/);

  const main = page.getByRole('main');
  await expect(main.getByText('About: Book an SD-WAN assessment (from SD-WAN)')).toBeVisible();
  const enquiry = main.getByLabel('What is your enquiry about?');
  await expect(enquiry).toHaveValue('network');
  // Chosen by the server: the same without JavaScript.
  const plain = await (await request.get(`${baseURL}${new URL(page.url()).pathname}${new URL(page.url()).search}`)).text();
  expect(plain).toMatch(/<option value="network" selected="">/);

  await hydrated(page);
  const id = uid();
  const email = `e2e-cta-${id}@example.com`;
  await main.getByLabel('Full name').fill(`E2E CTA ${id}`);
  await main.getByLabel('Work email').fill(email);
  await main.getByLabel('How can we help?').fill('Twelve regional sites on ageing routers; we would like an SD-WAN assessment.');
  await main.getByRole('checkbox', { name: /I agree to/ }).check();
  await page.waitForTimeout(MIN_FILL_MS + 200);
  // No cookie up to here (campaign link, button, form page, filling in the form): the visit's
  // context lives in session storage and the form.
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => sessionStorage.getItem('ib_visit'))).toContain('linkedin');
  await main.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('dialog', { name: THANK_YOU })).toBeVisible();
  // Nor by sending: the browser's Origin vouches for the post, no forgery-check cookie is needed.
  expect(await context.cookies()).toEqual([]);

  const token = await adminToken(request);
  const read = async (): Promise<StoredLead[]> => {
    const q = new URLSearchParams({
      'filters[$and][0][email][$eq]': email,
      page: '1',
      pageSize: '10',
    });
    const res = await request.get(`${CMS}/content-manager/collection-types/${CONTENT_TYPE_UIDS.formSubmission}?${q}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { results: StoredLead[] }).results;
  };
  await expect.poll(async () => (await read()).length).toBe(1);
  const [lead] = await read();
  expect(lead).toMatchObject({
    form: 'contact',
    enquiryType: 'network',
    sourcePage: SD_WAN,
    landingPath: '/contact-us',
    cta: 'book-an-sd-wan-assessment',
    campaign: 'q1-sdwan',
    firstUtmSource: 'linkedin',
    firstUtmCampaign: 'q1-sdwan',
    lastUtmSource: 'linkedin',
    lastUtmCampaign: 'q1-sdwan',
  });
});

test('a made-up button or page in the address is never shown: only the enquiry type and a page the site has', async ({ page }) => {
  await page.goto('/contact-us?enquiry=cloud&from=/about-us&cta=call-1900-free-money');
  const main = page.getByRole('main');
  await expect(main.getByLabel('What is your enquiry about?')).toHaveValue('cloud');
  const about = main.locator('p', { hasText: /^About:/ });
  await expect(about).toHaveText('About: An enquiry from About us');
  await expect(main.getByText(/1900/)).toHaveCount(0);
  await page.goto('/contact-us?enquiry=%3Cb%3Ex&from=https://evil.example/');
  await expect(main.getByLabel('Full name')).toBeVisible();
  await expect(about).toHaveCount(0);
  await expect(main.getByLabel('What is your enquiry about?')).toHaveValue('');
});

// --- first-party measurement ----------------------------------------------------------------------

interface VisitRow {
  visits: number;
  leads: number;
  convertedVisits: number;
}
interface Dashboard {
  totals: VisitRow & { views: number; formSends: number };
  campaigns: (VisitRow & { code: string; name: string | null })[];
  sources: (VisitRow & { source: string; medium: string })[];
  landingPages: (VisitRow & { path: string })[];
  ctas: { cta: string; path: string; clicks: number; leads: number }[];
}

/** A campaign of the seed (cms/data/seed/campaigns.json). */
const LISTED = 'sdwan-assessment-linkedin';

test.describe('measurement', () => {
  // A person's browser: headless Chromium says "HeadlessChrome", which the events API rightly takes for a bot.
  test.use({
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  });

  test("a campaign visit with a reload and a form sent is one visit, one form sent and one lead of its campaign, source, medium and landing page; a bot's visit is not counted", async ({
    page,
    browser,
    request,
  }) => {
    const token = await adminToken(request);
    const range = `from=${day(new Date(Date.now() - 86_400_000))}&to=${day(new Date(Date.now() + 86_400_000))}`;
    const dashboard = async (): Promise<Dashboard> => {
      const res = await request.get(`${CMS}/leads/measurement?${range}`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status()).toBe(200);
      return (await res.json()) as Dashboard;
    };
    const zero = { visits: 0, leads: 0, convertedVisits: 0 };
    const figures = (d: Dashboard) => ({
      campaign: d.campaigns.find((c) => c.code === LISTED) ?? zero,
      source: d.sources.find((s) => s.source === 'linkedin' && s.medium === 'paid-social') ?? zero,
      landing: d.landingPages.find((p) => p.path === SD_WAN) ?? zero,
      cta: d.ctas.find((c) => c.cta === 'book-an-sd-wan-assessment' && c.path === SD_WAN) ?? { clicks: 0, leads: 0 },
    });
    const link = `${SD_WAN}?utm_source=linkedin&utm_medium=paid-social&utm_campaign=${LISTED}`;

    // A bot (by its user agent) loads the same campaign link: never counted.
    const bot = await browser.newContext({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    const botPage = await bot.newPage();
    const botBeacon = botPage.waitForResponse((r) => new URL(r.url()).pathname === '/api/events');
    await botPage.goto(`${WEB}${link}`);
    expect((await botBeacon).status()).toBe(204);
    await bot.close();
    // The counts before this visit, once earlier tests' events have arrived (the web sends them
    // to the CMS every 5 s): two reads 6 s apart that agree.
    let before = await dashboard();
    for (let i = 0; i < 10; i++) {
      await new Promise((resolve) => setTimeout(resolve, 6000));
      const again = await dashboard();
      if (JSON.stringify(again.totals) === JSON.stringify(before.totals)) break;
      before = again;
    }

    // A person: the campaign link, the same page reloaded, then the assessment button and its form.
    const beacons: string[] = [];
    const statuses: number[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/events') beacons.push(r.postData() ?? '');
    });
    page.on('response', (r) => {
      if (new URL(r.url()).pathname === '/api/events') statuses.push(r.status());
    });
    await page.goto(link);
    await islandsReady(page);
    await expect.poll(() => beacons.filter((b) => b.includes('"page-view"')).length).toBe(1);
    expect(beacons[0]).toContain('"landing":true');
    await page.reload();
    await islandsReady(page);
    await expect.poll(() => beacons.filter((b) => b.includes('"page-view"')).length).toBe(2);
    // The reload is the same visit: its page view does not begin one.
    expect(beacons[1]).not.toContain('"landing"');
    await page.getByRole('main').getByRole('link', { name: 'Book an SD-WAN assessment' }).click();
    await expect(page).toHaveURL(/\/contact-us\?/);
    expect(beacons.some((b) => b.includes('"cta-click"') && b.includes('book-an-sd-wan-assessment'))).toBe(true);
    const main = page.getByRole('main');
    await hydrated(page);
    const id = uid();
    await main.getByLabel('Full name').fill(`E2E Measure ${id}`);
    await main.getByLabel('Work email').fill(`e2e-measure-${id}@example.com`);
    await main.getByLabel('How can we help?').fill('Eight branches on a mix of nbn and 4G backup; we would like the SD-WAN assessment.');
    await main.getByRole('checkbox', { name: /I agree to/ }).check();
    await page.waitForTimeout(MIN_FILL_MS + 200);
    await main.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByRole('dialog', { name: THANK_YOU })).toBeVisible();
    // The browser never reports a form sent: the server counts it.
    expect(beacons.some((b) => b.includes('"form-send"') || b.includes('"pdf-download"'))).toBe(false);
    expect(statuses.length).toBeGreaterThanOrEqual(3);
    expect(statuses.every((st) => st === 202), String(statuses)).toBe(true);
    // Nothing personal in any beacon: no address, no e-mail, no cookie.
    for (const b of beacons) expect(Object.keys(JSON.parse(b) as object)).toEqual(['events']);

    const was = figures(before);
    // Wait for this visit's own lead (another test's form may reach the counts meanwhile, so the
    // totals alone are no sign), then compare.
    await expect
      .poll(async () => figures(await dashboard()).campaign.leads - was.campaign.leads, { timeout: 60_000, intervals: [1000, 2000, 3000] })
      .toBeGreaterThanOrEqual(1);
    const after = await dashboard();
    const now = figures(after);
    const delta = (a: VisitRow, b: VisitRow) => ({ visits: a.visits - b.visits, leads: a.leads - b.leads, convertedVisits: a.convertedVisits - b.convertedVisits });
    expect(delta(now.campaign, was.campaign)).toEqual({ visits: 1, leads: 1, convertedVisits: 1 });
    expect(delta(now.source, was.source)).toEqual({ visits: 1, leads: 1, convertedVisits: 1 });
    expect(delta(now.landing, was.landing)).toEqual({ visits: 1, leads: 1, convertedVisits: 1 });
    expect(now.cta.clicks - was.cta.clicks).toBe(1);
    expect(now.cta.leads - was.cta.leads).toBe(1);
    expect((after.campaigns.find((c) => c.code === LISTED) ?? { name: null }).name).toBe('SD-WAN assessment on LinkedIn');
  });
});

// --- the first screen ---------------------------------------------------------------------------

const ROUTES = ['/', SD_WAN, '/contact-us', '/resources/sd-wan-buyers-checklist', '/bus-campaign'];
const WITH_FORM = new Set(['/contact-us', '/bus-campaign']);
const WIDTHS = [320, 375, 768, 1440];

test.describe('a call to action that opens a form elsewhere', () => {
  test.use({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36' });

  for (const width of WIDTHS) {
    test(`at ${width}px the SD-WAN assessment lands on the form: its "About:" line and first field on the first screen, uncovered, not moving, its heading focused`, async ({ browser }) => {
      const height = { 320: 568, 375: 667, 768: 1024, 1440: 900 }[width]!;
      const context = await browser.newContext({ viewport: { width, height }, hasTouch: width < 768, baseURL: WEB });
      const page = await context.newPage();
      await page.goto(SD_WAN);
      await islandsReady(page);
      const cta = page.getByRole('main').getByRole('link', { name: 'Book an SD-WAN assessment' }).first();
      await cta.scrollIntoViewIfNeeded();
      await cta.click();
      await page.waitForURL(/\/contact-us\?.*#enquire$/);
      await page.waitForLoadState('load');
      const main = page.getByRole('main');
      const about = main.getByText('About: Book an SD-WAN assessment (from SD-WAN)');
      const field = main.getByLabel('Full name');
      // Inside the viewport and the topmost thing at its centre (no header, notice or bar over it).
      const placed = () =>
        page.evaluate(() => {
          const one = (el: Element | null | undefined) => {
            if (!el) return null;
            const r = el.getBoundingClientRect();
            const top = document.elementFromPoint(r.left + Math.min(r.width / 2, 40), r.top + r.height / 2);
            return { top: Math.round(r.top), bottom: Math.round(r.bottom), uncovered: !!top && (el === top || el.contains(top)) };
          };
          const aboutLine = [...document.querySelectorAll('main p')].find((p) => (p.textContent ?? '').startsWith('About:'));
          return { about: one(aboutLine), field: one(document.querySelector('main input[name="name"]')), height: innerHeight };
        });
      await expect(about).toBeVisible();
      await expect(field).toBeVisible();
      const first = await placed();
      for (const part of [first.about, first.field]) {
        expect(part, JSON.stringify(first)).not.toBeNull();
        expect(part!.top, JSON.stringify(first)).toBeGreaterThanOrEqual(0);
        expect(part!.bottom, JSON.stringify(first)).toBeLessThanOrEqual(first.height);
        expect(part!.uncovered, JSON.stringify(first)).toBe(true);
      }
      // The enquiry chosen; the heading focused once the page's scripts wake (a screen reader says where it is).
      await expect(main.getByLabel('What is your enquiry about?')).toHaveValue('network');
      await expect(main.getByRole('heading', { name: 'Send us an enquiry' })).toBeFocused();
      // No jump after load: the same place once everything has arrived.
      await page.waitForTimeout(1500);
      const later = await placed();
      expect(later.about?.top).toBe(first.about?.top);
      expect(later.field?.top).toBe(first.field?.top);
      // No call bar on the page whose form it would open; on phones the menu's first action is "Talk to sales".
      await expect(page.getByRole('complementary', { name: 'Call or talk to sales' })).toHaveCount(0);
      if (width < 768) {
        await page.goto(SD_WAN);
        await islandsReady(page);
        await page.getByRole('button', { name: /menu/i }).first().click();
        const actions = page.getByRole('dialog').getByRole('link');
        const names = await actions.allInnerTexts();
        const sales = names.findIndex((n) => n.trim() === 'Talk to sales');
        const portal = names.findIndex((n) => n.includes('Customer Portal'));
        expect(sales, names.join(' | ')).toBeGreaterThanOrEqual(0);
        expect(portal, names.join(' | ')).toBeGreaterThan(sales);
        await expect(page.getByRole('dialog').getByRole('link', { name: 'Talk to sales' })).toHaveClass(/btn-primary/);
      }
      await context.close();
    });
  }

  test('the call bar steps aside while a field has focus', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 667 }, hasTouch: true, baseURL: WEB });
    const page = await context.newPage();
    await page.goto(SD_WAN);
    await islandsReady(page);
    const bar = page.getByRole('complementary', { name: 'Call or talk to sales' });
    await expect(bar).toBeVisible();
    await openSearch(page);
    await expect(bar).toBeHidden();
    await searchToggle(page).click();
    await expect(bar).toBeVisible();
    await context.close();
  });
});

/** Links, buttons, fields and headings on screen that the cookie notice's box intersects. */
function coveredByNotice(page: Page) {
  return page.evaluate(() => {
    const notice = document.querySelector('[data-cookie-banner]');
    if (!notice) return { shown: false, covered: ['no cookie notice'] };
    const box = notice.getBoundingClientRect();
    const shown = box.width > 0 && box.height > 0;
    const covered: string[] = [];
    const targets = document.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), select, textarea, h1, h2, h3, h4, h5, h6, [role="button"]');
    for (const el of targets) {
      if (notice.contains(el)) continue;
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) continue; // visually hidden text for screen readers
      if (r.bottom <= 0 || r.top >= window.innerHeight) continue;
      // More than a pixel's overlap (the header's menu buttons are centred half a pixel above it).
      const overlaps = r.left < box.right - 1 && r.right > box.left + 1 && r.top < box.bottom - 1 && r.bottom > box.top + 1;
      if (overlaps) covered.push(`<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}" at ${Math.round(r.top)}px`);
    }
    return { shown, covered };
  });
}

test.describe('the first screen', () => {
  test.describe.configure({ mode: 'default' });
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    // A first visit: no consent stored, so the cookie notice shows.
    page = await browser.newPage({
      viewport: { width: WIDTHS[0]!, height: 740 },
    });
  });
  test.afterAll(async () => {
    await page.close();
  });

  for (const path of ROUTES) {
    test(`${path}: the cookie notice covers nothing, and the header has a phone link, at ${WIDTHS.join(', ')}px`, async () => {
      const found: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
        const res = await page.goto(`${WEB}${path}`, { waitUntil: 'load' });
        expect(res?.status(), path).toBeLessThan(400);
        await islandsReady(page);
        await page.evaluate(() => document.fonts.ready);
        const { shown, covered } = await coveredByNotice(page);
        if (!shown) found.push(`${width}px: the cookie notice is not shown`);
        for (const c of covered) found.push(`${width}px: covers ${c}`);
        // Scrolled a little, the notice still covers nothing (it scrolls with the page).
        await page.evaluate(() => window.scrollTo(0, 300));
        for (const c of (await coveredByNotice(page)).covered) found.push(`${width}px, scrolled: covers ${c}`);
        await page.evaluate(() => window.scrollTo(0, 0));
        const phone = page.locator('header a[href^="tel:"]').first();
        if (!(await phone.isVisible())) found.push(`${width}px: no visible phone link in the header`);
        else {
          const box = (await phone.boundingBox())!;
          if (box.x < 0 || box.x + box.width > width) found.push(`${width}px: the header's phone link is off screen`);
        }
        // One primary "Talk to sales": in the header from 768px, in the call bar on phones, but
        // for a page with its own form, where the bar would open the form the visitor is on.
        const bar = page.getByRole('complementary', { name: 'Call or talk to sales' });
        if (width < 768 && WITH_FORM.has(path)) {
          if ((await bar.count()) > 0) found.push(`${width}px: the call bar is shown on a page with its own form`);
        } else {
          const sales = width >= 768 ? page.locator('header').getByRole('link', { name: 'Talk to sales' }) : bar.getByRole('link', { name: 'Talk to sales' });
          if (!(await sales.isVisible())) found.push(`${width}px: "Talk to sales" is not visible`);
        }
      }
      expect(found, found.join('\n')).toEqual([]);
    });
  }
});

// --- campaign pages without the main navigation -----------------------------------------------------

test.describe('a campaign page whose editor hides the main navigation', () => {
  const PAGES = `/collection-types/${CONTENT_TYPE_UIDS.page}`;
  const CAMPAIGN = '/bus-campaign';

  async function setHidden(request: Parameters<typeof adminToken>[0], hidden: boolean) {
    const token = await adminToken(request);
    const found = await contentManager(request, token, `${PAGES}?filters[$and][0][path][$eq]=${encodeURIComponent(CAMPAIGN)}`);
    const documentId = (found.results as { documentId: string }[])[0]!.documentId;
    await contentManager(request, token, `${PAGES}/${documentId}`, { method: 'PUT', data: { hideMainNavigation: hidden } });
    await contentManager(request, token, `${PAGES}/${documentId}/actions/publish`, { method: 'POST', data: {} });
    await expect.poll(async () => !(await (await request.get(`${WEB}${CAMPAIGN}`)).text()).includes('aria-label="Main"'), { timeout: 30_000 }).toBe(hidden);
  }

  test.afterAll(async ({ request }) => {
    await setHidden(request, false);
  });

  test('keeps the logo, the phone link and "Talk to sales" (to its own form), without menus or search', async ({ page, request }) => {
    test.setTimeout(90_000);
    await setHidden(request, true);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(CAMPAIGN);
    const header = page.locator('header');
    await expect(header.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(header.getByRole('button', { name: /Search the site/ })).toHaveCount(0);
    await expect(header.getByRole('link', { name: /Customer Portal/ })).toHaveCount(0);
    await expect(header.getByRole('link', { name: /home page/ })).toBeVisible();
    await expect(header.locator('a[href^="tel:"]')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Talk to sales' })).toHaveAttribute('href', '#enquire');
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(header.getByRole('button', { name: 'Menu' })).toHaveCount(0);
    await expect(header.locator('a[href^="tel:"]')).toBeVisible();
  });
});
