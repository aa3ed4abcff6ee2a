// Automated accessibility checks (axe-core, WCAG 2.0-2.2 A and AA plus best practices) on the
// main page types, at desktop and phone widths. Automated checks find only part of what WCAG
// asks; the keyboard paths and dialogs have their own tests in site-chrome.spec.ts.
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const PAGES = [
  '/',
  '/services',
  '/services/network-solutions/sd-wan',
  '/industries/holidayparks',
  '/healthcare-wayfinding',
  '/contact-us',
  '/partner',
  '/about-us/our-expert-ict-msp-team',
  '/about-us/careers',
  '/resources',
  '/resources/sd-wan-buyers-checklist',
  '/search?query=network',
  '/privacy-policy',
  '/login',
  '/not-found',
];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

for (const width of [1440, 375]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of PAGES) {
      test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
        // Injected by the browser's automation channel, so the page's CSP does not apply to it.
        await page.addInitScript({ path: AXE });
        await page.goto(path, { waitUntil: 'networkidle' });
        const violations = await page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
          const result = await axe.run(document, {
            runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
          });
          return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => ({ target: n.target })) }));
        });
        expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
      });
    }
  });
}
