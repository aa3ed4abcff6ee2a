// The offline worker in its two states (site spec section 9): not registered with the default
// flags (site-chrome.spec.ts checks the running site), registered once the app is idle when the
// production flag is on: a second web server with SITE_PRODUCTION=true, same CMS.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const repo = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

test.describe('offline worker with SITE_PRODUCTION=true', () => {
  let server: ChildProcess | undefined;
  let url = '';

  test.beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    const env = { ...process.env, ...(JSON.parse(process.env.E2E_WEB_ENV ?? '{}') as Record<string, string>), PORT: String(port), SITE_URL: url, SITE_PRODUCTION: 'true' };
    server = spawn(process.execPath, ['web/server/main.js'], { cwd: repo, env, stdio: 'ignore' });
    for (let i = 0; i < 100; i++) {
      const ok = await fetch(`${url}/healthz`).then((r) => r.ok, () => false);
      if (ok) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('the second web server did not start');
  });

  test.afterAll(() => {
    server?.kill('SIGTERM');
  });

  test('registers /sw.js once the page is idle, and the worker takes control', async ({ page }) => {
    await page.goto(`${url}/`);
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => (r.active ?? r.installing ?? r.waiting)?.scriptURL ?? '')), { timeout: 15_000 })
      .toEqual([`${url}/sw.js`]);
    const ready = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
    expect(ready).toBe('activated');
  });
});
