// Builds the web: the browser bundle (dist/client, hashed, with a manifest), the site stylesheet
// (one file: global.css and every public component's CSS module, in dist/client with a manifest of
// its own; the server inlines each page's critical part of it), the server bundle (dist/server),
// then the build hook that writes the local search index
// dist/client/assets/api/pages.json from the CMS. When the CMS is not reachable the hook says so
// and the server builds the index on demand instead (it always serves the live one).
// Each build has an id (a hash of its manifests and server bundle) and keeps the hashed files of
// the builds before it (decision record 0018, kept-builds.mjs): what dist/client/assets held
// before, or WEB_PREVIOUS_BUILD (another dist/client, e.g. copied out of the running image), stays
// beside the new files while a page naming them may still be cached somewhere. WEB_KEEP_BUILDS
// (5) and WEB_KEEP_BUILD_DAYS (7) say for how long.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { BUILDS_FILE, buildId, keptFiles, nextHistory, NOT_BUILD_FILES } from './kept-builds.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const envFile = process.env.ENV_FILE ?? path.join(root, '..', '.env');
try {
  process.loadEnvFile(envFile);
} catch {
  // No .env: the environment must provide what the hook needs.
}

const clientDir = path.join(root, 'dist', 'client');
const positive = (name, fallback) => {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number (got "${value}")`);
  return n;
};
const policy = { keepBuilds: Math.max(1, positive('WEB_KEEP_BUILDS', 5)), keepDays: positive('WEB_KEEP_BUILD_DAYS', 7) };

/** The files under a folder, relative to it, with forward slashes. */
const filesUnder = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .map((f) => f.split(path.sep).join('/'))
        .filter((f) => !NOT_BUILD_FILES.test(f) && statSync(path.join(dir, f)).isFile())
    : [];

// The earlier builds' files and history, set aside before Vite empties dist/client.
const previousDir = process.env.WEB_PREVIOUS_BUILD ? path.resolve(process.env.WEB_PREVIOUS_BUILD) : clientDir;
// (Left in place when a build fails half-way, so the next attempt still has them.)
const keptDir = path.join(root, 'dist', '.previous-assets');
const keptHistory = path.join(root, 'dist', '.previous-builds.json');
let history = existsSync(keptHistory) ? JSON.parse(readFileSync(keptHistory, 'utf8')) : [];
if (existsSync(path.join(previousDir, 'assets'))) {
  cpSync(path.join(previousDir, 'assets'), keptDir, { recursive: true, filter: (src) => !NOT_BUILD_FILES.test(path.relative(path.join(previousDir, 'assets'), src).split(path.sep).join('/')) });
  const historyFile = path.join(previousDir, BUILDS_FILE);
  if (existsSync(historyFile)) history = JSON.parse(readFileSync(historyFile, 'utf8'));
  // A build from before the history existed: its files count as one build, replaced now.
  if (!history.length) history = [{ id: 'before-history', at: new Date().toISOString(), files: filesUnder(keptDir) }];
  writeFileSync(keptHistory, JSON.stringify(history));
}

await build({ root, logLevel: 'warn', build: { outDir: 'dist/client', emptyOutDir: true } });
process.env.WEB_BUILD = 'site-css';
await build({ root, logLevel: 'warn', publicDir: false, build: { outDir: 'dist/client', emptyOutDir: false, sourcemap: false, manifest: '.vite/site-css.json' } });
delete process.env.WEB_BUILD;
await build({
  root,
  logLevel: 'warn',
  publicDir: false,
  build: { ssr: 'server/app.ts', outDir: 'dist/server', emptyOutDir: true, manifest: false, sourcemap: true, rollupOptions: { input: 'server/app.ts' } },
});

// This build's id and files; the earlier builds' files still wanted go back beside them.
const read = (file) => readFileSync(path.join(root, 'dist', file));
const id = buildId([read('client/.vite/manifest.json'), read('client/.vite/site-css.json'), read('server/app.js')]);
const current = { id, at: new Date().toISOString(), files: filesUnder(path.join(clientDir, 'assets')) };
const kept = nextHistory(history, current, policy);
const wanted = keptFiles(kept);
let restored = 0;
for (const file of filesUnder(keptDir)) {
  const target = path.join(clientDir, 'assets', file);
  if (!wanted.has(file) || existsSync(target)) continue;
  mkdirSync(path.dirname(target), { recursive: true });
  cpSync(path.join(keptDir, file), target);
  restored++;
}
writeFileSync(path.join(clientDir, BUILDS_FILE), `${JSON.stringify(kept, null, 1)}\n`);
rmSync(keptDir, { recursive: true, force: true });
rmSync(keptHistory, { force: true });
console.log(`web: built dist/client and dist/server, build ${id}; kept ${restored} files of ${kept.length - 1} earlier builds`);

try {
  const { buildPagesIndex } = await import(path.join(root, 'dist', 'server', 'app.js'));
  const index = await buildPagesIndex();
  const out = path.join(root, 'dist', 'client', 'assets', 'api');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'pages.json'), JSON.stringify(index));
  console.log(`web: wrote assets/api/pages.json (${index.data.length} pages)`);
} catch (error) {
  console.warn(`web: search index not written at build time (${error.message.split('\n')[0]}); the server builds it on demand`);
}
