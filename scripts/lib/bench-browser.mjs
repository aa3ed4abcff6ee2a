// The bench's first-load figures: what a first visit loads in Chromium (before any interaction,
// and with every island awake), Lighthouse on a page and on its floor (the same HTML without
// scripts, served from the same origin by a small proxy).
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from './bench-stats.mjs';

export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
// Only this machine: every other host name fails to resolve in the browsers.
export const LOCAL_ONLY = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1';

/** The headless Chromium Lighthouse drives (chrome-launcher), reaching only this machine. */
export const launchLighthouseChrome = (chromePath) => chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', LOCAL_ONLY] });

export async function firstLoad(browser, url) {
  const context = await browser.newContext();
  await context.route(/^(?!http:\/\/127\.0\.0\.\d+[:/])(?!data:)/, (route) => route.abort());
  const page = await context.newPage();
  const bodies = [];
  let requests = 0;
  page.on('request', (request) => {
    if (!request.url().startsWith('data:')) requests++;
  });
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (!['document', 'script', 'stylesheet'].includes(type) || response.status() >= 300) return;
    bodies.push(
      response.body().then(
        (body) => ({ type, gzip: gzipSync(body, { level: 9 }).length }),
        () => ({ type, gzip: 0 }),
      ),
    );
  });
  const sum = async () => {
    const sizes = { document: 0, script: 0, stylesheet: 0 };
    for (const { type, gzip } of await Promise.all(bodies)) sizes[type] += gzip;
    return sizes;
  };
  // Before any interaction: the page loaded, then left alone (idle-time islands included).
  await page.goto(url, { waitUntil: 'networkidle', timeout: 30_000 });
  await page.waitForTimeout(2000);
  await page.waitForLoadState('networkidle');
  const before = await sum();
  const firstRequests = requests;
  // Every island awake: each one pointed at (what wakes an island on intent) and scrolled to.
  // (in the page: globalThis is the window)
  await page.evaluate(async () => {
    for (const island of globalThis.document.querySelectorAll('ironbark-island')) {
      island.dispatchEvent(new globalThis.PointerEvent('pointerover', { bubbles: true }));
      (island.firstElementChild ?? island).scrollIntoView?.();
    }
  });
  await page
    .waitForFunction(() => [...globalThis.document.querySelectorAll('ironbark-island')].every((i) => ['awake', 'failed'].includes(i.getAttribute('data-state') ?? '')), null, { timeout: 15_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle');
  const after = await sum();
  await context.close();
  return { html: before.document, js: before.script, jsIslands: after.script, css: before.stylesheet, requests: firstRequests };
}

/** One Lighthouse run (mobile defaults): the scores, LCP, TBT, CLS, and the main thread's work by kind. */
export async function lighthouseOnce(port, url, categories = ['performance', 'accessibility', 'best-practices', 'seo']) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    // Unscored and slow (screenshots, an extra navigation for the back/forward cache): skipped.
    disableFullPageScreenshot: true,
    skipAudits: ['screenshot-thumbnails', 'final-screenshot', 'bf-cache', 'valid-source-maps'],
  });
  const { categories: scores, audits } = result.lhr;
  // A category not asked for is absent (undefined), never a score of 0.
  const score = (category) => (scores[category] ? Math.round((scores[category].score ?? 0) * 100) : undefined);
  const work = Object.fromEntries((audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [item.group, item.duration]));
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    mainThreadMs: audits['mainthread-work-breakdown']?.numericValue ?? 0,
    scriptMs: work.scriptEvaluation ?? 0,
    styleMs: work.styleLayout ?? 0,
    lcpMs: audits['largest-contentful-paint'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    renderBlocking: audits['render-blocking-resources']?.details?.items?.length ?? 0,
  };
}

export const medians = (runs) => Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]));

/** Lighthouse on a route and on its floor, interleaved run by run; the medians of each. */
export async function lighthouseRuns(port, url, floorUrl) {
  const runs = [];
  const floor = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    runs.push(await lighthouseOnce(port, url));
    floor.push(await lighthouseOnce(port, floorUrl));
  }
  return { page: medians(runs), floor: medians(floor) };
}

/**
 * The floor of a page: its HTML with every script removed (and the module preloads that only
 * scripts use). A proxy in front of the web answers both the page (as the web sends it) and its
 * floor (?bench-floor), so Lighthouse measures both from the same origin.
 */
export const FLOOR_PARAM = 'bench-floor';
export function withoutScripts(html) {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
}

export function floorProxy(target) {
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, target);
    const floor = url.searchParams.has(FLOOR_PARAM);
    url.searchParams.delete(FLOOR_PARAM);
    const headers = { ...req.headers, host: upstream.host };
    // The proxy stands for the site itself: a request the page makes to its own origin (the
    // measurement beacon, a form) carries the proxy's origin, which the web's same-origin check
    // would refuse (403, a console error that cost best practices 4 points in every route).
    for (const name of ['origin', 'referer']) {
      if (typeof headers[name] === 'string' && headers[name].startsWith(`http://${req.headers.host}`)) headers[name] = upstream.origin + headers[name].slice(`http://${req.headers.host}`.length);
    }
    if (floor) delete headers['accept-encoding'];
    const forward = http.request(upstream.origin + url.pathname + url.search, { method: req.method, headers }, (answer) => {
      if (!floor) {
        res.writeHead(answer.statusCode, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks = [];
      answer.on('data', (c) => chunks.push(c));
      answer.on('end', () => {
        const body = gzipSync(withoutScripts(Buffer.concat(chunks).toString('utf8')));
        const { 'content-length': _length, etag: _etag, ...rest } = answer.headers;
        res.writeHead(answer.statusCode, { ...rest, 'content-encoding': 'gzip', 'content-length': body.length, 'cache-control': 'no-store' });
        res.end(body);
      });
    });
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() })));
}
