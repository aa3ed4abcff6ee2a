// `npm test`: the whole suite. First, one after another in the order that fails fastest, the
// checks that need nothing running: typecheck, lint, unit tests, then the production builds. Then
// the suites that need a running stack, side by side, each on a throw-away stack of its own
// (Strapi on a fresh database and the built web server): the integration tests on SQLite, the
// browser tests and, when TEST_POSTGRES_URL names an empty PostgreSQL database (CI's .ci/run does),
// the integration tests again on it. Those suites spend more than half their time waiting (for a
// server to start, a browser, a timer), so side by side they finish in about the time of the
// longest instead of the sum (docs/bench/history.md, "the suites that need a stack, side by side").
// Each line they print starts with its suite's name. Stops at the first failing check; the suites
// side by side all run to the end, and the summary names each one's result.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { findChromium, INSTALL_HINT } from './lib/chromium.mjs';
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
// Set only for the PostgreSQL suite below (an inherited one would send the SQLite suite there too).
delete env.TEST_DATABASE_URL;
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(0);

function step(label, args) {
  const started = Date.now();
  console.log(`\n=== ${label}`);
  const result = spawnSync('npm', args, { cwd: repo, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n=== FAILED: ${label} (${seconds(started)}s)`);
    return false;
  }
  console.log(`=== passed: ${label} (${seconds(started)}s)`);
  return true;
}

/** Runs `npm <args>` with each output line prefixed by `[name]`; resolves to its result. */
function suite(name, label, args, extraEnv = {}) {
  const started = Date.now();
  const child = spawn('npm', args, { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'], env: { ...env, ...extraEnv } });
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => out.write(`[${name}] ${line}\n`));
  }
  return new Promise((resolve) => {
    child.on('error', (error) => resolve({ label, ok: false, seconds: seconds(started), detail: error.message }));
    child.on('close', (code, signal) => resolve({ label, ok: code === 0, seconds: seconds(started), detail: signal ? `ended by ${signal}` : `exit ${code}` }));
  });
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

const suites = [suite('sqlite', 'integration tests (Strapi on SQLite)', ['run', 'test:integration']), suite('browser', 'browser tests (Chromium)', ['run', 'test:e2e'])];
const postgres = process.env.TEST_POSTGRES_URL;
if (postgres) suites.push(suite('postgres', 'integration tests (Strapi on PostgreSQL)', ['run', 'test:integration'], { TEST_DATABASE_URL: postgres }));
console.log(`\n=== side by side, each on a stack of its own: ${postgres ? 'integration on SQLite, browser, integration on PostgreSQL' : 'integration, browser'}`);
const results = await Promise.all(suites);

console.log('');
for (const r of results) console.log(`=== ${r.ok ? 'passed' : 'FAILED'}: ${r.label} (${r.seconds}s${r.ok ? '' : `, ${r.detail}`})`);
if (results.some((r) => !r.ok)) process.exit(1);
console.log(`\nAll tests passed in ${seconds(suiteStarted)}s.`);
