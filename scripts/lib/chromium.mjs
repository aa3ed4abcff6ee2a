// Finds a Chromium for the browser tests: CHROMIUM_PATH, the system's Chromium or Chrome, or
// one Playwright installed. Nothing is downloaded.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable', '/snap/bin/chromium'];

export function findChromium() {
  if (process.env.CHROMIUM_PATH) return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : null;
  for (const candidate of CANDIDATES) if (existsSync(candidate)) return candidate;
  try {
    const { chromium } = createRequire(import.meta.url)('playwright-core');
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return bundled;
  } catch {
    // playwright-core not installed or no browser of its own
  }
  return null;
}

export const INSTALL_HINT =
  'No Chromium found for the browser tests. Install one, for example:\n' +
  '  Debian/Ubuntu:  sudo apt-get install -y chromium\n' +
  '  macOS:          brew install --cask chromium\n' +
  'or point CHROMIUM_PATH at a Chromium or Chrome binary.';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
