// The header search (site spec sections 4, 5 and 7): the search box opens from the icon and
// focuses its input after 500ms; text is trimmed and lower-cased and searched 250ms after the
// last keystroke, only when it is 3 to 25 characters and changed; two sources (pages and
// resources, each asked of the CMS's full-text search), 5 suggestions each, and a 'View all N results for {term}'
// option. Which results come first (relevance) is tested in search-ranking.spec.ts; here, which
// results. The /search page is tested in search-page.spec.ts.
import { expect, test } from '@playwright/test';
import { islandsReady } from './support/islands';
import { CMS, RESOURCE_LABEL, WEB, isCmsSearch, openSearch, searchToggle, sourceAnswer } from './support/search';

test.describe('header search', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __lastInputAt: number };
      w.__lastInputAt = -1;
      document.addEventListener('input', (e) => (w.__lastInputAt = e.timeStamp), true);
    });
  });

  test('the search icon opens the box and the input is focused about 500ms later', async ({ page }) => {
    await page.goto('/');
    await islandsReady(page);
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Search the site' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const input = page.getByRole('banner').getByRole('combobox');
    await expect(input).toBeHidden();

    await toggle.click();
    const openedAt = Date.now();
    await expect(input).toBeVisible();
    await expect(searchToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await page.waitForTimeout(200);
    await expect(input).not.toBeFocused();
    await expect(input).toBeFocused({ timeout: 2000 });
    expect(Date.now() - openedAt).toBeGreaterThanOrEqual(450);
    await expect(input).toHaveAttribute('minlength', '3');
    await expect(input).toHaveAttribute('maxlength', '25');
  });

  test('debounced, deduplicated search of both sources with at most 5 suggestions each and a View all option', async ({ page, request }) => {
    const cmsRequests: string[] = [];
    page.on('request', (r) => {
      if (isCmsSearch(r)) cmsRequests.push(r.url());
    });
    await page.goto('/contact-us');
    await islandsReady(page);
    const input = await openSearch(page);

    // Too short: nothing is requested.
    await input.pressSequentially('ne', { delay: 60 });
    await page.waitForTimeout(700);
    expect(cmsRequests).toEqual([]);
    await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toHaveCount(0);

    // "network": one request per source, 250ms or more after the last keystroke.
    await input.fill('');
    await input.pressSequentially('network', { delay: 60 });
    const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(listbox).toBeVisible();
    await page.waitForTimeout(600);
    expect(cmsRequests).toHaveLength(2);
    const kinds = cmsRequests.map((u) => new URL(u).searchParams);
    expect(kinds.map((p) => p.get('kind')).sort()).toEqual(['page', 'resource']);
    for (const params of kinds) {
      expect(params.get('q')).toBe('network');
      expect(params.get('limit')).toBe('5');
    }

    const timing = await page.evaluate(
      ({ cms }) => {
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        return {
          lastInputAt: (window as unknown as { __lastInputAt: number }).__lastInputAt,
          cmsAt: Math.min(...entries.filter((e) => e.name.startsWith(`${cms}/api/site-search`)).map((e) => e.startTime)),
        };
      },
      { cms: CMS },
    );
    expect(timing.lastInputAt).toBeGreaterThan(0);
    expect(timing.cmsAt - timing.lastInputAt, JSON.stringify(timing)).toBeGreaterThanOrEqual(250);

    // What the box should show: each source's answer, asked directly.
    const pages = await sourceAnswer(request, 'network', 'page');
    const resources = await sourceAnswer(request, 'network', 'resource');
    const total = pages.total + resources.total;
    expect(total).toBeGreaterThan(1);

    const options = listbox.getByRole('option');
    const pageOptions = options.filter({ hasText: /^Page/ });
    const resourceOptions = options.filter({ hasText: RESOURCE_LABEL });
    await expect(pageOptions).toHaveCount(Math.min(5, pages.total));
    await expect(resourceOptions).toHaveCount(Math.min(5, resources.total));
    expect((await pageOptions.allTextContents()).map((t) => t.replace(/^Page/, '')).sort()).toEqual(pages.items.map((m) => m.title).sort());
    expect((await resourceOptions.allTextContents()).map((t) => t.replace(RESOURCE_LABEL, '')).sort()).toEqual(resources.items.map((m) => m.title).sort());
    const viewAll = listbox.getByRole('option', { name: `View all ${total} results for network` });
    await expect(viewAll).toBeVisible();
    await expect(viewAll.getByRole('link')).toHaveAttribute('href', '/search?query=network');
    await expect(options).toHaveCount(Math.min(5, pages.total) + Math.min(5, resources.total) + 1);

    // The same normalised text again: no new request.
    await input.fill('');
    await input.pressSequentially('Network ', { delay: 40 });
    await page.waitForTimeout(800);
    expect(cmsRequests).toHaveLength(2);
    await expect(viewAll).toBeVisible();

    // A different term is searched.
    await input.fill('');
    await input.pressSequentially('radio', { delay: 40 });
    await expect.poll(() => cmsRequests.length).toBe(4);
    expect(new URL(cmsRequests[2]!).searchParams.get('q')).toBe('radio');
  });

  test('arrow keys move the active option, Enter opens it; Escape and a click outside close the box', async ({ page, request }) => {
    const pages = await sourceAnswer(request, 'network', 'page');
    const resources = await sourceAnswer(request, 'network', 'resource');
    expect(pages.total + resources.total).toBeGreaterThanOrEqual(2);
    await page.goto('/contact-us');
    await islandsReady(page);
    let input = await openSearch(page);
    await input.pressSequentially('network', { delay: 40 });
    const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(listbox).toBeVisible();
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const options = listbox.getByRole('option');
    const idOf = async (i: number) => (await options.nth(i).getAttribute('id'))!;

    await expect(input).not.toHaveAttribute('aria-activedescendant', /./);
    await input.press('ArrowDown');
    await expect(input).toHaveAttribute('aria-activedescendant', await idOf(0));
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await input.press('ArrowDown');
    await expect(input).toHaveAttribute('aria-activedescendant', await idOf(1));
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await input.press('ArrowUp');
    await expect(input).toHaveAttribute('aria-activedescendant', await idOf(0));
    // ArrowUp from the first option wraps to the last one (View all).
    await input.press('ArrowUp');
    await expect(input).toHaveAttribute('aria-activedescendant', await idOf((await options.count()) - 1));
    await input.press('ArrowDown');
    await input.press('ArrowDown');
    await expect(input).toHaveAttribute('aria-activedescendant', await idOf(1));
    await expect(input).toBeFocused();

    // Enter opens the active (second) option, whichever source it came from.
    const secondText = (await options.nth(1).textContent())!;
    const secondTitle = secondText.replace(/^(Page|News|Case study|Guide)/, '');
    const secondUrl = [...pages.items, ...resources.items].find((m) => m.title === secondTitle)?.url;
    expect(secondUrl, secondText).toBeTruthy();
    await input.press('Enter');
    await expect(page).toHaveURL(`${WEB}${secondUrl}`);
    await expect(input).toBeHidden();
    await expect(searchToggle(page)).toHaveAttribute('aria-expanded', 'false');

    // A click outside closes the box.
    input = await openSearch(page);
    await input.fill('network');
    await expect(listbox).toBeVisible();
    // (the panel can cover most of the window with ten two-line results: the press is sent to the
    // page's main content, outside the search box, as a click there would be)
    await page.getByRole('main').dispatchEvent('pointerdown');
    await expect(input).toBeHidden();
    await expect(searchToggle(page)).toHaveAttribute('aria-expanded', 'false');

    // Escape: the first one leaves the active option, the next closes and returns focus.
    input = await openSearch(page);
    await expect(listbox).toBeVisible();
    await input.press('ArrowDown');
    await expect(input).toHaveAttribute('aria-activedescendant', /./);
    await input.press('Escape');
    await expect(input).not.toHaveAttribute('aria-activedescendant', /./);
    await expect(input).toBeVisible();
    await input.press('Escape');
    await expect(input).toBeHidden();
    await expect(searchToggle(page)).toBeFocused();
  });

  test('HTML and quotes typed into the header search are shown as text', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (d) => {
      dialogs.push(d.message());
      await d.dismiss();
    });
    await page.goto('/contact-us');
    await islandsReady(page);
    const input = await openSearch(page);
    const payload = `<svg onload=alert(1)>"'`;
    await input.pressSequentially(payload, { delay: 30 });
    await expect(input).toHaveValue(payload);
    const box = page.getByRole('banner');
    await expect(box.getByText(`No results for “${payload}”.`)).toBeVisible();
    await expect(page.locator('[onload], [onerror]')).toHaveCount(0);
    await expect(box.locator('svg[onload]')).toHaveCount(0);
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
  });
});
