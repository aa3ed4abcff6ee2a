// A rolling deploy behind the repository's Varnish (ops/varnish) breaks nothing (issue 34,
// decision record 0018). In a copy of the repository the web is built twice: build A, then build B
// with a CSS change and a changed island (built on top of A's dist, as scripts/build.mjs keeps the
// files of earlier builds). Two webs of build A (sharing Redis, purging Varnish) serve under load;
// each is then replaced by build B, one at a time, while the load runs. Every request of the load
// (the pages, and the stylesheet and islands loader each page names) answers 2xx; every asset named
// by any page served during or after the deploy answers 200 through Varnish and from each web of
// build B; in Chromium an island wakes on a page of either build.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
// @ts-expect-error: plain CommonJS module without type declarations
import autocannon from 'autocannon';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain ES module without type declarations
import { endProcess, freePort, waitFor } from '../../scripts/lib/test-stack.mjs';
// @ts-expect-error: plain ES module without type declarations
import { CHROMIUM_ARGS, findChromium } from '../../scripts/lib/chromium.mjs';
import { stack } from './helpers';
import { copyRepository, type RepoCopy } from './repo-copy';
import { healthyBackends, request, requireVarnish, sleep, startVarnish, until, webBehindVarnishEnv, type Varnish } from './varnish-support';

requireVarnish();

const PAGES = ['/', '/services/network-solutions/sd-wan', '/resources', '/resources/sd-wan-buyers-checklist', '/about-us', '/contact-us'];
/** The island build B changes: it marks its element when awake, build A's does not. */
const ISLAND = 'src/features/layout/site-header.island.ts';
const ASSET = /(?:href|src|data-css|data-islands)="(\/assets\/[^"?#]+)"/g;

interface Web {
  port: number;
  build: 'A' | 'B';
  child: ChildProcess;
  log: string[];
}

/** The /assets/ files a page names (stylesheet, islands loader, font, ...). */
const assetsOf = (html: string) => [...html.matchAll(ASSET)].map((m) => m[1]!);
const buildOf = (html: string, stylesheets: Record<'A' | 'B', string>) => (html.includes(stylesheets.B) ? 'B' : html.includes(stylesheets.A) ? 'A' : '?');

describe('a rolling deploy of two webs behind Varnish', () => {
  let copy: RepoCopy;
  let varnish: Varnish;
  let varnishPort: number;
  let browser: Browser | undefined;
  const webs: Web[] = [];
  /** Each build's web folder: A a snapshot of the copy's web/ after the first build, B the copy's web/ after the second. */
  const folders = { A: '', B: '' };
  const stylesheets = { A: '', B: '' };
  /** Pages served through Varnish during and after the deploy, by build, one body each (for the browser). */
  const pageOf: Record<string, string> = {};
  const namedAssets = new Set<string>();
  const figures = { requests: 0, failed: 0, pages: { A: 0, B: 0, other: 0 }, assetRequests: 0, asset404: 0 };

  function launchWeb(port: number, build: 'A' | 'B'): Promise<Web> {
    const log: string[] = [];
    const child = spawn(process.execPath, [path.join(folders[build], 'server', 'main.js')], {
      cwd: copy.dir,
      env: {
        PATH: process.env.PATH,
        ...stack().env,
        ENV_FILE: path.join(copy.dir, 'no-such-env-file'),
        ...webBehindVarnishEnv(port, varnishPort),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (c: Buffer) => log.push(String(c)));
    child.stderr!.on('data', (c: Buffer) => log.push(String(c)));
    return waitFor(`http://127.0.0.1:${port}/livez`, { child, timeoutMs: 60_000 }).then(() => ({ port, build, child, log }));
  }

  beforeAll(async () => {
    const started = Date.now();
    copy = copyRepository();
    await copy.run('npm', ['run', 'build', '-w', 'shared']);
    await copy.run('npm', ['run', 'build', '-w', 'web']);
    // Build A, as it will keep running while B is built beside it.
    folders.A = path.join(copy.dir, 'web-a');
    cpSync(path.join(copy.dir, 'web'), folders.A, { recursive: true, verbatimSymlinks: true });
    // Build B: a CSS change and a changed island, built where A was (scripts/build.mjs keeps A's files).
    copy.edit('web/src/features/page-builder/blocks/hero.module.css', '.hero {', '.hero {\n  outline-offset: 0;');
    copy.edit(`web/${ISLAND}`, "  const bar = element.querySelector<HTMLElement>('[data-sticky]');", "  document.documentElement.setAttribute('data-build-b', '');\n  const bar = element.querySelector<HTMLElement>('[data-sticky]');");
    await copy.run('npm', ['run', 'build', '-w', 'web']);
    folders.B = path.join(copy.dir, 'web');
    for (const build of ['A', 'B'] as const) {
      const css = JSON.parse(readFileSync(path.join(folders[build], 'dist', 'client', '.vite', 'site-css.json'), 'utf8')) as Record<string, { file: string; css?: string[] }>;
      stylesheets[build] = `/${Object.values(css).flatMap((c) => c.css ?? [c.file]).find((f) => f.endsWith('.css'))}`;
    }
    expect(stylesheets.A).not.toBe(stylesheets.B);
    console.info(`rolling deploy: builds A and B made in ${Math.round((Date.now() - started) / 1000)} s`);

    varnishPort = (await freePort()) as number;
    const ports = (await Promise.all([freePort(), freePort()])) as number[];
    webs.push(...(await Promise.all(ports.map((port) => launchWeb(port, 'A')))));
    varnish = await startVarnish(
      webs.map((w) => `127.0.0.1:${w.port}`),
      varnishPort,
    );
    await until(() => healthyBackends(varnish) === 2, 15_000, 'both webs of build A are healthy in Varnish');
    browser = await chromium.launch({ executablePath: findChromium() ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await varnish?.stop();
    await Promise.all(webs.map((w) => endProcess(w.child)));
    copy?.remove();
  }, 60_000);

  it('replaces each web by build B under load: no failed request, and every page names assets that answer', async () => {
    // The load: each connection asks for a page, then for the stylesheet and the islands loader
    // that very page names, as a browser would.
    let next = 0;
    const pageRequest = {
      method: 'GET',
      headers: { accept: 'text/html', 'accept-encoding': 'identity' },
      setupRequest: (req: Record<string, unknown>) => ({ ...req, path: PAGES[next++ % PAGES.length] }),
      onResponse: (status: number, body: string, context: Record<string, unknown>) => {
        if (status !== 200) return;
        const build = buildOf(body, stylesheets);
        if (build === 'A' || build === 'B') figures.pages[build]++;
        else figures.pages.other++;
        pageOf[build] ??= body;
        const assets = assetsOf(body);
        for (const a of assets) namedAssets.add(a);
        context.stylesheet = assets.find((a) => a.endsWith('.css'));
        context.islands = /data-islands="([^"]+)"/.exec(body)?.[1];
      },
    };
    const assetRequest = (key: 'stylesheet' | 'islands') => ({
      method: 'GET',
      setupRequest: (req: Record<string, unknown>, context: Record<string, unknown>) => (context[key] ? { ...req, path: context[key] } : undefined),
      onResponse: (status: number) => {
        figures.assetRequests++;
        if (status === 404) figures.asset404++;
      },
    });
    const loadSeconds = 45;
    const load = new Promise<{ errors: number; timeouts: number; non2xx: number; '2xx': number }>((resolve, reject) => {
      autocannon(
        { url: varnish.url, connections: 8, duration: loadSeconds, requests: [pageRequest, assetRequest('stylesheet'), assetRequest('islands')] },
        (error: Error | null, result: { errors: number; timeouts: number; non2xx: number; '2xx': number }) => (error ? reject(error) : resolve(result)),
      );
    });

    const began = Date.now();
    await sleep(5000);
    // One web at a time: stop it (it drains: Varnish stops sending to it), start build B on its port.
    for (let i = 0; i < webs.length; i++) {
      const old = webs[i]!;
      await endProcess(old.child);
      webs[i] = await launchWeb(old.port, 'B');
      await until(() => healthyBackends(varnish) === 2, 15_000, `web ${i + 1} of build B is healthy in Varnish`);
    }
    const deployMs = Date.now() - began - 5000;
    const result = await load;
    figures.requests = result['2xx'] + result.non2xx;
    figures.failed = result.non2xx + result.errors + result.timeouts;
    console.info(
      `rolling deploy: both webs replaced in ${Math.round(deployMs / 100) / 10} s during a ${loadSeconds} s load: ${figures.requests} requests, ${figures.failed} failed ` +
        `(${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts); pages of build A ${figures.pages.A}, of build B ${figures.pages.B}; ` +
        `${figures.assetRequests} asset requests, ${figures.asset404} answered 404`,
    );
    expect(deployMs, 'the deploy ended while the load still ran').toBeLessThan((loadSeconds - 5) * 1000);
    expect(figures.pages.A, 'pages of build A served').toBeGreaterThan(0);
    expect(figures.pages.B, 'pages of build B served').toBeGreaterThan(0);
    expect(figures.pages.other).toBe(0);
    expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx, asset404: figures.asset404 }).toEqual({ errors: 0, timeouts: 0, non2xx: 0, asset404: 0 });
    expect(figures.assetRequests).toBeGreaterThan(100);

    // Every asset any page of either build named answers 200 through Varnish, and from each web of build B itself.
    expect([...namedAssets].filter((a) => a === stylesheets.A || a === stylesheets.B).sort()).toEqual([stylesheets.A, stylesheets.B].sort());
    for (const asset of namedAssets) {
      expect([asset, (await request(`${varnish.url}${asset}`)).status]).toEqual([asset, 200]);
      for (const web of webs) expect([asset, web.build, (await request(`http://127.0.0.1:${web.port}${asset}`)).status]).toEqual([asset, 'B', 200]);
    }
    // After the deploy, the pages are build B's.
    for (const target of PAGES) expect(buildOf((await request(`${varnish.url}${target}`, { headers: { accept: 'text/html' } })).body, stylesheets)).toBe('B');
  }, 240_000);

  it('after building twice with a CSS change, the second build serves every asset a page of the first names', async () => {
    const first = pageOf.A;
    expect(first, 'a page of build A was served').toBeTruthy();
    const assets = assetsOf(first!);
    expect(assets).toContain(stylesheets.A);
    expect(existsSync(path.join(folders.B, 'dist', 'client', stylesheets.A))).toBe(true);
    for (const asset of assets) for (const web of webs) expect([asset, (await request(`http://127.0.0.1:${web.port}${asset}`)).status]).toEqual([asset, 200]);
  });

  it('in a browser, an island wakes on a page of either build, served after the deploy', async () => {
    for (const build of ['A', 'B'] as const) {
      const context = await browser!.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      const failures: string[] = [];
      page.on('response', (res) => {
        if (res.status() >= 400) failures.push(`${res.status()} ${res.url()}`);
      });
      page.on('pageerror', (e) => failures.push(`pageerror: ${e.message}`));
      // A copy of build A's page, as a CDN or a browser's cache may still hold it, arrives from
      // the cache; everything it asks for comes from the webs, now all of build B.
      if (build === 'A') await page.route(`${varnish.url}/`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: pageOf.A! }));
      await page.goto(`${varnish.url}/`);
      expect(buildOf(await page.content(), stylesheets)).toBe(build);
      await page.waitForFunction(() => document.querySelector('ironbark-island[data-island="site-header"]')?.getAttribute('data-state') === 'awake', undefined, { timeout: 20_000 });
      // The island's own code is its build's: only B's marks the page.
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-build-b'))).toBe(build === 'B');
      await page.locator('html[data-css]').waitFor({ state: 'attached', timeout: 20_000 });
      expect(failures, `build ${build}`).toEqual([]);
      await context.close();
    }
  }, 90_000);
});
