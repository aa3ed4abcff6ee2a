// Builds the web: the browser bundle (dist/client, hashed, with a manifest), the site stylesheet
// (one file: global.css and every public component's CSS module, in dist/client with a manifest of
// its own; the server inlines each page's critical part of it), the server bundle (dist/server),
// then the build hook that writes the local search index
// dist/client/assets/api/pages.json from the CMS. When the CMS is not reachable the hook says so
// and the server builds the index on demand instead (it always serves the live one).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const envFile = process.env.ENV_FILE ?? path.join(root, '..', '.env');
try {
  process.loadEnvFile(envFile);
} catch {
  // No .env: the environment must provide what the hook needs.
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
console.log('web: built dist/client and dist/server');

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
