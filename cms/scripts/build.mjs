// Compiles the CMS (server TypeScript and the admin panel) with Strapi's own build.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const cmsRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(dirname(createRequire(import.meta.url).resolve('@strapi/strapi/package.json')), 'bin', 'strapi.js');
const result = spawnSync(process.execPath, [cli, 'build', '--minify'], {
  cwd: cmsRoot,
  stdio: 'inherit',
  env: { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true', NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
process.exit(result.status ?? 1);
