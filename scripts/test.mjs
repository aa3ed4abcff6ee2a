// `npm test`: the whole suite, in the order that fails fastest. Typecheck, lint, unit tests,
// production builds, then ONE throw-away stack (Strapi on a fresh SQLite database and the built
// web server) that both the integration tests and the browser tests run against. Stops at the
// first failing step.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium, INSTALL_HINT } from './lib/chromium.mjs';
import { startStack } from './lib/test-stack.mjs';
import { findVarnishd, VARNISH_INSTALL_HINT } from './lib/varnish.mjs';

const repo = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

// Checked first, so a missing browser or cache is reported before minutes of other work.
if (!findChromium()) {
  console.error(INSTALL_HINT);
  process.exit(1);
}
if (!findVarnishd()) {
  console.error(VARNISH_INSTALL_HINT);
  process.exit(1);
}

const env = { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true', CI: process.env.CI ?? 'true' };
// The suite never reads the developer's .env: the test stacks make their own secrets.
env.ENV_FILE = path.join(repo, '.env.test-does-not-exist');

function step(label, args, extraEnv = {}) {
  const started = Date.now();
  console.log(`\n=== ${label}`);
  const result = spawnSync('npm', args, { cwd: repo, stdio: 'inherit', env: { ...env, ...extraEnv } });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (result.status !== 0) {
    console.error(`\n=== FAILED: ${label} (${seconds}s)`);
    return false;
  }
  console.log(`=== passed: ${label} (${seconds}s)`);
  return true;
}

const suiteStarted = Date.now();
const before = [
  ['build shared', ['run', 'build', '-w', 'shared']],
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['unit tests', ['run', 'test:unit']],
  ['build cms', ['run', 'build', '-w', 'cms']],
  ['build web', ['run', 'build', '-w', 'web']],
];
for (const [label, args] of before) if (!step(label, args)) process.exit(1);

console.log('\n=== starting the test stack (Strapi on SQLite + web)');
const started = Date.now();
const stack = await startStack({ extraWebEnv: { FORMS_RATE_LIMIT: '5' } });
console.log(`=== stack up in ${((Date.now() - started) / 1000).toFixed(0)}s: ${stack.webUrl} (CMS ${stack.cmsUrl})`);
let ok = false;
try {
  const shared = {
    TEST_STACK: JSON.stringify({ cmsUrl: stack.cmsUrl, webUrl: stack.webUrl, env: stack.env, webEnv: stack.webEnv, database: 'sqlite', databaseFile: stack.cmsEnv.DATABASE_FILENAME }),
  };
  ok =
    step('integration tests (Strapi on SQLite)', ['run', 'test:integration'], shared) &&
    step('browser tests (Chromium)', ['run', 'test:e2e'], shared);
} finally {
  await stack.stop();
}
if (!ok) process.exit(1);
console.log(`\nAll tests passed in ${((Date.now() - suiteStarted) / 1000).toFixed(0)}s.`);
