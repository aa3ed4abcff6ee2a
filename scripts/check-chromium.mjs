// Stops the browser tests early, with what to install, when there is no Chromium.
import { findChromium, INSTALL_HINT } from './lib/chromium.mjs';

const path = findChromium();
if (!path) {
  console.error(INSTALL_HINT);
  process.exit(1);
}
console.log(`Browser tests will use ${path}`);
