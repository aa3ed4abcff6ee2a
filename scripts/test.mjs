// `npm test`: the whole suite, in the order that fails fastest. Typecheck, lint, unit tests,
// production builds, integration tests against a real Strapi on a throw-away SQLite database,
// then browser tests in Chromium against the built site. Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium, INSTALL_HINT } from './lib/chromium.mjs';

const repo = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

// Checked first, so a missing browser is reported before minutes of other work.
if (!findChromium()) {
  console.error(INSTALL_HINT);
  process.exit(1);
}

const steps = [
  ['build shared', ['run', 'build', '-w', 'shared']],
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['unit tests', ['run', 'test:unit']],
  ['build cms', ['run', 'build', '-w', 'cms']],
  ['build web', ['run', 'build', '-w', 'web']],
  ['integration tests (Strapi on SQLite)', ['run', 'test:integration']],
  ['browser tests (Chromium)', ['run', 'test:e2e']],
];

const env = { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true', CI: process.env.CI ?? 'true' };
// The suite never reads the developer's .env: the test stacks make their own secrets.
env.ENV_FILE = path.join(repo, '.env.test-does-not-exist');

for (const [label, args] of steps) {
  const started = Date.now();
  console.log(`\n=== ${label}`);
  const result = spawnSync('npm', args, { cwd: repo, stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (result.status !== 0) {
    console.error(`\n=== FAILED: ${label} (${seconds}s)`);
    process.exit(result.status ?? 1);
  }
  console.log(`=== passed: ${label} (${seconds}s)`);
}
console.log('\nAll tests passed.');
