// `npm start`: everything a fresh clone needs after `npm ci`. Generates local secrets into .env
// (once), builds what is missing or out of date, starts Strapi on :1337 (SQLite, seeded on first
// start), then builds the web (its search-index hook reads the running CMS) and starts it on
// :3000. `npm run dev` starts both in development mode instead (watchers, hot reload).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureEnvFile } from './lib/env-file.mjs';
import { waitFor } from './lib/wait.mjs';

const repo = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node.js 20.19 or newer is needed (this is ${process.version}).`);
  process.exit(1);
}

const envFile = path.join(repo, '.env');
const added = ensureEnvFile(envFile);
if (added.length > 0) console.log(`start: wrote local secrets to .env (${added.join(', ')})`);
process.loadEnvFile(envFile);
process.env.STRAPI_TELEMETRY_DISABLED ??= 'true';

/** Newest modification time under the given paths (files and folders, recursively). */
function newest(paths) {
  let max = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const name of readdirSync(p)) if (name !== 'node_modules' && name !== 'dist') visit(path.join(p, name));
    } else max = Math.max(max, s.mtimeMs);
  };
  paths.forEach((p) => visit(path.join(repo, p)));
  return max;
}

function outdated(outputMarker, sources) {
  const marker = path.join(repo, outputMarker);
  return !existsSync(marker) || statSync(marker).mtimeMs < newest(sources);
}

function run(label, args) {
  console.log(`start: ${label}`);
  const result = spawnSync('npm', args, { cwd: repo, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`start: ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

const children = [];
// Each server gets its own PORT (both read PORT; CMS_PORT and WEB_PORT choose them here).
const CMS_PORT = process.env.CMS_PORT ?? '1337';
const WEB_PORT = process.env.WEB_PORT ?? '3000';
process.env.CMS_URL ??= `http://localhost:${CMS_PORT}`;
process.env.WEB_URL ??= `http://localhost:${WEB_PORT}`;

function launch(name, args) {
  const port = name === 'cms' ? CMS_PORT : WEB_PORT;
  const child = spawn(process.execPath, args, { cwd: repo, env: { ...process.env, PORT: port }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (stream, out) => {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) out.write(`[${name}] ${line}\n`);
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code) => {
    console.log(`start: ${name} stopped (${code ?? 'signal'})`);
    shutdown(code ?? 1);
  });
  children.push(child);
  return child;
}

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

if (outdated('shared/dist/esm/blocks/registry.js', ['shared/src', 'shared/package.json'])) run('building shared', ['run', 'build', '-w', 'shared']);

if (dev) {
  launch('cms', ['cms/scripts/run.mjs', 'develop']);
  await waitFor(`http://127.0.0.1:${CMS_PORT}/_health`, { timeoutMs: 600_000 });
  launch('web', ['web/server/main.js', '--dev']);
} else {
  if (outdated('cms/dist/build/index.html', ['cms/src', 'cms/config', 'cms/package.json', 'shared/src'])) {
    run('building the CMS (server and admin panel, about a minute)', ['run', 'build', '-w', 'cms']);
  }
  const cms = launch('cms', ['cms/scripts/run.mjs', 'start']);
  console.log('start: waiting for the CMS (the first start seeds the content, about a minute)');
  await waitFor(`http://127.0.0.1:${CMS_PORT}/_health`, { timeoutMs: 600_000, child: cms });
  if (outdated('web/dist/server/app.js', ['web/src', 'web/server', 'web/public', 'web/package.json', 'web/vite.config.ts', 'shared/src'])) {
    run('building the web', ['run', 'build', '-w', 'web']);
  }
  launch('web', ['web/server/main.js']);
  await waitFor(`http://127.0.0.1:${WEB_PORT}/healthz`, { timeoutMs: 60_000 });
  console.log(
    [
      '',
      `  Site:         http://localhost:${WEB_PORT}`,
      `  Strapi admin: http://localhost:${CMS_PORT}/admin`,
      process.env.NODE_ENV === 'production'
        ? ''
        : `  Demo editor:  admin@example.com / ${process.env.DEMO_ADMIN_PASSWORD ? '(DEMO_ADMIN_PASSWORD)' : 'AdminDemo!2024'}` +
          `   Staff: staff@example.com / ${process.env.DEMO_STAFF_PASSWORD ? '(DEMO_STAFF_PASSWORD)' : 'StaffDemo!2024'}`,
      '',
    ].join('\n'),
  );
}
