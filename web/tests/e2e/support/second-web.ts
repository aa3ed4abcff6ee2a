// A second web server for the browser tests that need the site under other settings: the built
// server (web/server/main.js) with the stack's web environment, on a port of its own, against the
// same CMS. Started before the tests of the describe that asks for it and stopped after them.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';
// @ts-expect-error: plain ES module without type declarations
import { freePort } from '../../../../scripts/lib/test-stack.mjs';

const repo = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

/**
 * A web server with `env` over the stack's web environment (SITE_URL is its own address), for the
 * tests of the describe this is called in; `what` names it in the error when it does not start.
 * Its address is there once the describe's tests run.
 */
export function secondWebServer(env: Record<string, string>, what: string): { readonly url: string } {
  let server: ChildProcess | undefined;
  let url = '';
  test.beforeAll(async () => {
    const port = (await freePort()) as number;
    url = `http://127.0.0.1:${port}`;
    const webEnv = JSON.parse(process.env.E2E_WEB_ENV ?? '{}') as Record<string, string>;
    server = spawn(process.execPath, ['web/server/main.js'], { cwd: repo, env: { ...process.env, ...webEnv, PORT: String(port), SITE_URL: url, ...env }, stdio: 'ignore' });
    for (let i = 0; i < 150; i++) {
      if (await fetch(`${url}/livez`).then((r) => r.ok, () => false)) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`${what} did not start`);
  });
  test.afterAll(() => {
    server?.kill('SIGTERM');
  });
  return {
    get url() {
      return url;
    },
  };
}
