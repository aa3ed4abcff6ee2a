// Loads the compiled CMS in this process (no HTTP server) with the repository's .env, for
// commands such as `npm run seed -w cms` and `npm run create-staff -w cms`. Works with SQLite and
// with DATABASE_URL, like `npm start`.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertCmsEnv, loadEnvFile } from '../env.mjs';

export const cmsRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);

/** Runs `work(strapi)` with the CMS loaded, then shuts it down. */
export async function withStrapi(work) {
  process.env.STRAPI_TELEMETRY_DISABLED ??= 'true';
  loadEnvFile();
  assertCmsEnv();
  if (!existsSync(join(cmsRoot, 'dist', 'src', 'index.js'))) {
    throw new Error('the CMS is not built yet: run `npm run build -w cms` first');
  }
  // A command does its own work: the automatic first-start seed never runs behind its back, nor
  // do scheduled changes (the running CMS does them; a command's short life would cut one off).
  process.env.SEED = 'false';
  process.env.CMS_COMMAND = 'true';
  const { createStrapi } = require('@strapi/strapi');
  const app = createStrapi({ appDir: cmsRoot, distDir: join(cmsRoot, 'dist') });
  // Keep the command's own output readable: Strapi's informational lines are not needed here.
  app.log.level = 'warn';
  await app.load();
  try {
    return await work(app);
  } finally {
    await app.destroy();
  }
}

/** Requires a compiled module of the CMS (dist/src/...). */
export function requireDist(path) {
  return require(join(cmsRoot, 'dist', 'src', path));
}
