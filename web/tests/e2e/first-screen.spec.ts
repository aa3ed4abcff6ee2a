// The first screen is defined once (web/server/critical-css.server.ts): the server inlines its
// CSS, marks what is below it (data-below), and the guard and the boot script act on that mark
// alone. A page whose first three blocks are short has its third block inside a 1440x900 first
// screen: it is drawn in the first paint, styled, before the site stylesheet arrives (held back
// here), and does not move when it does; what is below stays hidden until then.
import { expect, test } from '@playwright/test';
import { adminToken, CMS, WEB } from './support/admin';
import { hero, pageInput } from './support/page-input';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

const PAGES = `/content-manager/collection-types/${CONTENT_TYPE_UIDS.page}`;
const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const path = `/e2e-first-screen-${id}`;
const text = (t: string) => [{ type: 'paragraph', children: [{ type: 'text', text: t }] }];
const long = 'Ironbark designs, installs and runs networks for councils, schools and utilities. '.repeat(12);

test.use({ viewport: { width: 1440, height: 900 } });

test('a third block inside a 1440x900 first screen is drawn in the first paint', async ({ page, request }) => {
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post(`${CMS}${PAGES}`, {
    headers,
    data: pageInput('Short opening blocks', path, 'A page whose first three blocks fit in the first screen of a desktop browser.', [
      hero('Short opening blocks'),
      { __component: 'blocks.rich-text', heading: 'First', body: text('One line.') },
      { __component: 'blocks.rich-text', heading: 'Third block', body: text('Still in the first screen.') },
      { __component: 'blocks.rich-text', heading: 'Fourth', body: text(long) },
      { __component: 'blocks.rich-text', heading: 'Fifth', body: text(long) },
    ]),
  });
  expect(created.status(), await created.text()).toBe(201);
  const documentId = ((await created.json()) as { data: { documentId: string } }).data.documentId;
  try {
    const published = await request.post(`${CMS}${PAGES}/${documentId}/actions/publish`, { headers, data: {} });
    expect(published.status()).toBe(200);
    await expect.poll(async () => (await request.get(`${WEB}${path}`)).status(), { timeout: 30_000 }).toBe(200);

    // The site stylesheet is held back: what shows meanwhile is what the first paint draws.
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/[^/]+\.css$/, async (route) => {
      await released;
      await route.continue();
    });
    // (Not "load": the held stylesheet, requested after the first paint, may delay it.)
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => performance.getEntriesByType('paint').some((e) => e.name === 'first-contentful-paint'));
    const blocks = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('body>main>*:not(script,style,template,link,meta,title)')].map((el) => {
          const style = getComputedStyle(el);
          return { top: Math.round(el.getBoundingClientRect().top), below: el.hasAttribute('data-below'), shown: style.visibility === 'visible' && style.contentVisibility !== 'hidden', text: el.textContent?.slice(0, 30) };
        }),
      );
    const before = await blocks();
    expect(before.length).toBe(5);
    expect(before[2]!.text).toContain('Third block');
    expect(before[2]!.top, 'the third block starts inside the first screen').toBeLessThan(900);
    expect(before.slice(0, 3).map((b) => [b.shown, b.below])).toEqual([
      [true, false],
      [true, false],
      [true, false],
    ]);
    // Below the first screen: marked by the server and not drawn until the stylesheet arrives.
    expect(before.slice(3).map((b) => [b.shown, b.below])).toEqual([
      [false, true],
      [false, true],
    ]);
    expect(await page.locator('html[data-css]').count()).toBe(0);

    release();
    await page.locator('html[data-css]').waitFor({ state: 'attached' });
    const after = await blocks();
    expect(after.every((b) => b.shown)).toBe(true);
    // The first screen was already styled: nothing in it moved when the stylesheet came.
    expect(after.slice(0, 3).map((b) => b.top)).toEqual(before.slice(0, 3).map((b) => b.top));
  } finally {
    await request.delete(`${CMS}${PAGES}/${documentId}`, { headers });
  }
});
