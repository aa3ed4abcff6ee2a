// Starts the web server: `node server/main.js` serves the build in dist/ (run `npm run build -w
// web` first); `--dev` runs Vite in middleware mode with hot reload. Configuration is checked
// first: a bad value stops start-up with one line naming the variable.
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const envFile = process.env.ENV_FILE ?? path.join(root, '..', '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);
process.env.NODE_ENV ??= dev ? 'development' : 'production';

function fail(message) {
  console.error(`web: ${message}`);
  process.exit(78);
}

let app;
try {
  if (dev) {
    const { createServer } = await import('vite');
    const vite = await createServer({ root, server: { middlewareMode: true }, appType: 'custom' });
    const { createApp } = await vite.ssrLoadModule('/server/app.ts');
    app = await createApp({ mode: 'development', vite });
  } else {
    const built = path.join(root, 'dist', 'server', 'app.js');
    if (!existsSync(built)) fail('not built yet: run `npm run build -w web` (npm start does this for you)');
    const { createApp } = await import(built);
    app = await createApp({ mode: 'production', clientDir: path.join(root, 'dist', 'client') });
  }
} catch (error) {
  if (error && error.name === 'ConfigError') fail(`configuration error: ${error.message}`);
  throw error;
}

const { PORT, HOST } = app.env;
const server = http.createServer(app.handler);
server.keepAliveTimeout = 65_000;
await app.listenMetrics();
server.listen(PORT, HOST, () => {
  console.log(JSON.stringify({ time: new Date().toISOString(), level: 'info', msg: `web listening on http://localhost:${PORT}`, mode: dev ? 'development' : 'production' }));
});

// SIGTERM (a deploy, docker stop): drain first, so the balancer moves traffic away before this
// instance stops accepting (see server/shutdown.server.ts). Ctrl-C in a terminal skips the drain;
// a second Ctrl-C while stopping ends the process at once (a SIGTERM then, from `npm start` passing
// the first one on, changes nothing).
let stopping = false;
const stop = (signal) => {
  if (stopping) {
    if (signal === 'SIGINT') process.exit(1);
    return;
  }
  stopping = true;
  app.shutdown(server, { drain: signal === 'SIGTERM' }).then(
    () => process.exit(0),
    (error) => {
      console.error(JSON.stringify({ time: new Date().toISOString(), level: 'error', msg: 'shutdown failed', error: String(error) }));
      process.exit(1);
    },
  );
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
