// Starts the CMS: `start` serves the compiled app (npm run build -w cms first), `develop`
// runs Strapi's watcher with the admin in development mode, `cli ...` runs any Strapi command
// with the repository's .env (e.g. `npm run strapi -w cms -- admin:create-user ...`).
// Configuration is checked first.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertCmsEnv, loadEnvFile } from './env.mjs';

const cmsRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const mode = process.argv[2] ?? 'start';
process.env.STRAPI_TELEMETRY_DISABLED ??= 'true';
loadEnvFile();
assertCmsEnv();

if (mode === 'develop' || mode === 'cli') {
  const cli = join(dirname(createRequire(import.meta.url).resolve('@strapi/strapi/package.json')), 'bin', 'strapi.js');
  const args = mode === 'develop' ? ['develop'] : process.argv.slice(3);
  const child = spawn(process.execPath, [cli, ...args], { cwd: cmsRoot, stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 1));
} else {
  if (!existsSync(join(cmsRoot, 'dist', 'src', 'index.js'))) {
    console.error('cms: not built yet: run `npm run build -w cms` (npm start does this for you)');
    process.exit(1);
  }
  const { createStrapi } = createRequire(import.meta.url)('@strapi/strapi');
  const app = createStrapi({ appDir: cmsRoot, distDir: join(cmsRoot, 'dist') });
  try {
    await app.start();
  } catch (error) {
    console.error(`cms: could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  // SIGTERM (a deploy): report not ready, keep answering while the balancer drains this instance,
  // let running requests finish (src/platform/lifecycle.ts), then Strapi's own destroy closes the
  // rest and the database. Ctrl-C skips the drain; a second Ctrl-C ends the process at once.
  let stopping = false;
  const stop = async (signal) => {
    if (stopping) {
      if (signal === 'SIGINT') process.exit(1);
      return;
    }
    stopping = true;
    try {
      await app.get('ironbark.lifecycle').stop({ drain: signal === 'SIGTERM' });
    } catch (error) {
      console.error(`cms: graceful stop failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    await app.destroy().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
