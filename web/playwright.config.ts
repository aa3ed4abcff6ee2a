// Browser tests in a real Chromium against the built site and a throw-away CMS (started by
// tests/e2e/global-setup.ts). The system's Chromium is used; nothing is downloaded.
import { defineConfig } from '@playwright/test';
import { SITE_TIME_ZONE } from '@ironbark/shared/config/site';
// @ts-expect-error: plain ES module without type declarations
import { CHROMIUM_ARGS, findChromium } from '../scripts/lib/chromium.mjs';

export default defineConfig({
  testDir: './tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  workers: 1,
  fullyParallel: false,
  retries: 0,
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: process.env.E2E_WEB_URL,
    browserName: 'chromium',
    headless: true,
    locale: 'en-AU',
    timezoneId: SITE_TIME_ZONE,
    launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
