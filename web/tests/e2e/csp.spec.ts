// The Content Security Policy allows the inline scripts the server writes and nothing else: an
// inline script that ends up in a page some other way (here through the test-only
// TEST_INJECT_SCRIPT hook of a second web server, as an injection would) is blocked by the browser
// with a violation, while real pages (public pages with their islands, the staff app) run with
// none; the script hashes are the same on every public page, whatever it says.
import { expect, test, type Page } from '@playwright/test';
import { wakeAllIslands } from './support/islands';
import { secondWebServer } from './support/second-web';

const PUBLIC_PAGES = ['/', '/contact-us', '/services/network-solutions/sd-wan', '/resources', '/resources/sd-wan-buyers-checklist', '/search?query=network', '/not-found'];

/** Records every CSP violation the page reports (an init script: it runs before the page's own). */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: { directive: string; blocked: string }[] = [];
    (window as unknown as { cspViolations: typeof seen }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push({ directive: e.effectiveDirective, blocked: e.blockedURI }));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: { directive: string; blocked: string }[] }).cspViolations);
}

const scriptSrc = (csp: string | null) => /script-src ([^;]*)/.exec(csp ?? '')?.[1];

test('real pages run with no CSP violation: every island wakes, the staff app hydrates', async ({ page }) => {
  const violations = await watchViolations(page);
  for (const target of PUBLIC_PAGES) {
    await page.goto(target);
    await wakeAllIslands(page);
    expect(await violations(), target).toEqual([]);
  }
  await page.goto('/login');
  await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();
  expect(await page.evaluate(() => typeof (window as unknown as { __staticRouterHydrationData?: unknown }).__staticRouterHydrationData)).toBe('object');
  expect(await violations(), '/login').toEqual([]);
});

test('the script hashes are the same on every public page', async ({ request }) => {
  const sources = new Set<string | undefined>();
  for (const target of PUBLIC_PAGES) {
    const res = await request.get(target);
    const src = scriptSrc(res.headers()['content-security-policy'] ?? null);
    expect(src, target).toMatch(/'sha256-/);
    sources.add(src);
  }
  expect(sources.size).toBe(1);
});

test.describe('an inline script the server did not write', () => {
  // What an injection would run: it must never.
  const server = secondWebServer({ TEST_INJECT_SCRIPT: 'window.injectedRan = true;' }, 'the web server with the injection hook');

  test('is blocked by the browser, with a violation report, while the page itself still works', async ({ page }) => {
    const violations = await watchViolations(page);
    for (const target of ['/', '/contact-us']) {
      const res = await page.goto(`${server.url}${target}`);
      expect(await res!.text()).toContain('window.injectedRan = true;');
      await wakeAllIslands(page);
      expect(await page.evaluate(() => (window as unknown as { injectedRan?: boolean }).injectedRan), target).toBeUndefined();
      const seen = await violations();
      // One violation: an inline script (the injected one; the page's own are allowed).
      expect(seen, target).toEqual([{ directive: 'script-src-elem', blocked: 'inline' }]);
      // The page's own scripts ran: its islands woke.
      expect(await page.locator('ironbark-island[data-state="awake"]').count()).toBeGreaterThan(0);
    }
  });
});
