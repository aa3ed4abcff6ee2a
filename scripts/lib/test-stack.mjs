// Starts a throw-away copy of the whole stack for tests: Strapi on a fresh SQLite file (or a
// fresh PostgreSQL database when TEST_DATABASE_URL is set), seeded from the repository, and the
// built web server in front of it. Used by the integration tests and the browser tests.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor } from './wait.mjs';

export { waitFor };

const repo = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const secret = () => randomBytes(24).toString('base64url');

/** The secrets and addresses shared by the test CMS and test web server. */
export function testEnv({ cmsPort, webPort }) {
  return {
    NODE_ENV: 'test',
    STRAPI_TELEMETRY_DISABLED: 'true',
    APP_KEYS: [secret(), secret()].join(','),
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
    CMS_API_TOKEN: randomBytes(48).toString('hex'),
    REVALIDATE_SECRET: secret(),
    PREVIEW_SECRET: secret(),
    SESSION_SECRET: secret(),
    CMS_URL: `http://127.0.0.1:${cmsPort}`,
    CMS_PUBLIC_URL: `http://127.0.0.1:${cmsPort}`,
    WEB_URL: `http://127.0.0.1:${webPort}`,
    SITE_URL: `http://127.0.0.1:${webPort}`,
    // Never read the developer's .env: the test stack is self-contained.
    ENV_FILE: path.join(os.tmpdir(), 'no-such-env-file'),
    // No balancer in front to drain: stop at once (tests of restarts set their own).
    SHUTDOWN_DRAIN_SECONDS: '0',
    // Scheduled changes are looked for every 2 s, not 15: a test of one waits for its time, not
    // for the next look (each scheduling test was ~15 s of waiting).
    SCHEDULING_POLL_SECONDS: '2',
    // /metrics on the public ports of both, for this token only (tests/integration/metrics.test.ts).
    METRICS_TOKEN: secret(),
  };
}

function launch(name, args, env, logs, cwd = repo) {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (chunk) => {
    logs.push(`[${name}] ${chunk}`);
    if (logs.length > 400) logs.splice(0, logs.length - 400);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return child;
}

/** Ends a child process (SIGTERM, then SIGKILL after 10 s); resolves when it has exited. */
export async function endProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => {
    const t = setTimeout(() => {
      child.kill('SIGKILL');
      r();
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(t);
      r();
    });
  });
}

/**
 * Starts CMS and web; resolves when both answer. `stop()` ends both and removes the database.
 * Options: extraCmsEnv, extraWebEnv, databaseUrl (PostgreSQL instead of SQLite), dir (a data
 * directory to use and keep instead of a fresh one that stop() removes), root (another copy of
 * the repository to run, built: tests/integration/contract-field.ts runs one with a field added).
 * Also returned, for tests of several instances and of outages: startWeb(extraEnv) starts one more
 * web server against the same CMS ({ url, port, child, stop }); stopCms() and startCms() stop the
 * CMS and start it again on the same port and database.
 */
export async function startStack(options = {}) {
  const cmsPort = options.cmsPort ?? (await freePort());
  const webPort = options.webPort ?? (await freePort());
  const env = { ...testEnv({ cmsPort, webPort }), ...(options.env ?? {}) };
  // options.dir: an existing data directory (SQLite file and uploads) that outlives the stack.
  const dir = options.dir ?? mkdtempSync(path.join(os.tmpdir(), 'ironbark-test-'));
  mkdirSync(path.join(dir, 'public', 'uploads'), { recursive: true });
  const logs = [];
  const cmsEnv = {
    ...env,
    PORT: String(cmsPort),
    HOST: '127.0.0.1',
    DEMO_ACCOUNTS: 'true',
    DEMO_ADMIN_PASSWORD: 'AdminDemo!2024',
    DEMO_STAFF_PASSWORD: 'StaffDemo!2024',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : { DATABASE_FILENAME: path.join(dir, 'data.db') }),
    // Uploads of this run go to a temporary folder, not the developer's media library.
    PUBLIC_DIR: path.join(dir, 'public'),
    ...(options.extraCmsEnv ?? {}),
  };
  const root = options.root ?? repo;
  const webEnv = { ...env, PORT: String(webPort), HOST: '127.0.0.1', LOG_LEVEL: 'warn', CACHE_TTL_SECONDS: '300', ...(options.extraWebEnv ?? {}) };
  let cms = launch('cms', ['cms/scripts/run.mjs', 'start'], cmsEnv, logs, root);
  const web = launch('web', ['web/server/main.js'], webEnv, logs, root);
  const extraWebs = [];
  const stop = async () => {
    await Promise.all(extraWebs.map((child) => endProcess(child)));
    for (const child of [web, cms]) await endProcess(child);
    if (!options.dir) rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitFor(`http://127.0.0.1:${cmsPort}/_health`, { child: cms });
    await waitFor(`http://127.0.0.1:${webPort}/healthz`, { child: web });
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\n--- last log lines ---\n${logs.slice(-40).join('')}`);
  }
  const startWeb = async (extraEnv = {}, name = `web${extraWebs.length + 2}`) => {
    const port = await freePort();
    const child = launch(name, ['web/server/main.js'], { ...webEnv, ...extraEnv, PORT: String(port) }, logs, root);
    extraWebs.push(child);
    try {
      await waitFor(`http://127.0.0.1:${port}/healthz`, { child });
    } catch (error) {
      await endProcess(child);
      throw new Error(`${error.message}\n--- last log lines ---\n${logs.slice(-40).join('')}`);
    }
    return { url: `http://127.0.0.1:${port}`, port, child, stop: () => endProcess(child) };
  };
  const stopCms = () => endProcess(cms);
  const startCms = async () => {
    if (cms.exitCode === null && cms.signalCode === null) return;
    cms = launch('cms', ['cms/scripts/run.mjs', 'start'], cmsEnv, logs, root);
    await waitFor(`http://127.0.0.1:${cmsPort}/_health`, { child: cms });
  };
  return {
    cmsUrl: `http://127.0.0.1:${cmsPort}`,
    webUrl: `http://127.0.0.1:${webPort}`,
    env,
    cmsEnv,
    webEnv,
    logs,
    stop,
    dir,
    web,
    startWeb,
    stopCms,
    startCms,
  };
}
