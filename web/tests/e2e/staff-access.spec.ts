// Getting into the staff area and using it without a mouse or a wide screen: /login returns to the
// page asked for (same-site only), the sidebar is closed at 767px and narrower and on
// /change-password, sign-out ends the session, and the staff screens pass axe-core's WCAG checks
// at desktop and phone widths (dialogs open too).
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { signIn, STAFF, WEB } from './staff-fixtures';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function axeViolations(page: Page) {
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => ({ target: n.target })) }));
  });
}

test('/change-password signed out goes to /login, and signing in comes back to /change-password', async ({ page }) => {
  await page.goto('/change-password');
  await expect(page).toHaveURL(`${WEB}/login?next=%2Fchange-password`);
  await page.getByLabel('Email address').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${WEB}/change-password`);
  await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
});

test('/login goes on to a same-site page only, never to another site', async ({ page }) => {
  // "//host" is another site to a browser: it becomes a path of this site (which does not exist).
  await signIn(page, `/login?next=${encodeURIComponent('//evil.example/steal')}`);
  await expect(page).toHaveURL(`${WEB}/not-found`);
  // Signed in: /login itself forwards to the page asked for (or the staff home).
  await page.goto(`/login?next=${encodeURIComponent('/resources-manage?status=draft')}`);
  await expect(page).toHaveURL(`${WEB}/resources-manage?status=draft`);
  await page.goto(`/login?next=${encodeURIComponent('https://evil.example/')}`);
  await expect(page).toHaveURL(`${WEB}/resources-manage`);
});

test('a wrong password says so without saying which part was wrong', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(STAFF.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email address or password is not right.');
  await expect(page).toHaveURL(`${WEB}/login`);
});

test('sign out ends the session: staff pages go back to /login', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(`${WEB}/resources-manage`);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${WEB}/login`);
  await expect(page.getByRole('status')).toHaveText('You have signed out.');
  await page.goto('/resources-manage/new');
  await expect(page).toHaveURL(`${WEB}/login?next=%2Fresources-manage%2Fnew`);
});

test.describe('the sidebar', () => {
  test('is open on a wide screen and closed on /change-password; its toggle opens and closes it', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    const sidebar = page.getByRole('complementary', { name: 'Staff area' });
    await expect(sidebar).toBeVisible();
    await sidebar.getByRole('link', { name: 'Change password' }).click();
    await expect(page).toHaveURL(`${WEB}/change-password`);
    await expect(sidebar).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Staff menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(sidebar).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hide menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('is closed at 375px and opens from its toggle, by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page);
    await expect(page).toHaveURL(`${WEB}/resources-manage`);
    const sidebar = page.getByRole('complementary', { name: 'Staff area' });
    await expect(sidebar).toBeHidden();
    await page.getByRole('button', { name: 'Staff menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(sidebar).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(sidebar.getByRole('link', { name: 'Resources' })).toBeFocused();
    // No sideways scrolling at phone width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test('the delete dialog works by keyboard: Escape closes it and focus returns', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, '/login?next=%2Fresources-manage%3Fsort%3Dtitle%253Aasc');
  await page.getByRole('table').locator('tbody tr a').first().click();
  await expect(page).toHaveURL(/\/resources-manage\/[a-z0-9]+$/);
  const button = page.getByRole('button', { name: 'Delete resource' });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

for (const width of [1440, 375]) {
  test.describe(`staff screens at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('have no WCAG A/AA violations (list, editor with its dialog, new resource, password, sign-in)', async ({ page }) => {
      await page.addInitScript({ path: AXE });
      await page.goto('/login?next=%2Fchange-password');
      expect(await axeViolations(page), '/login').toEqual([]);
      await page.getByLabel('Email address').fill(STAFF.email);
      await page.getByLabel('Password').fill(STAFF.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(`${WEB}/change-password`);
      expect(await axeViolations(page), '/change-password').toEqual([]);

      await page.goto('/resources-manage?sort=title%3Aasc');
      await expect(page.getByRole('table')).toBeVisible();
      expect(await axeViolations(page), '/resources-manage').toEqual([]);

      await page.getByRole('table').locator('tbody tr a').first().click();
      await expect(page.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
      expect(await axeViolations(page), 'editor').toEqual([]);
      await page.getByRole('button', { name: 'Delete resource' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await axeViolations(page), 'delete dialog').toEqual([]);
      await page.keyboard.press('Escape');

      await page.goto('/resources-manage/new');
      await expect(page.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
      expect(await axeViolations(page), '/resources-manage/new').toEqual([]);
    });
  });
}
