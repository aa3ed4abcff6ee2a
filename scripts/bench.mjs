// `npm run bench`: the performance budgets, measured on a throw-away stack with the production
// build (Strapi on SQLite, the web with NODE_ENV=production), everything on 127.0.0.1.
//  1. Eight routes in headless Chromium (playwright-core, /usr/bin/chromium): what a first visit
//     loads (HTML, CSS and the number of requests, gzip bytes) and its JavaScript twice: before any
//     interaction (load, then 2 s idle) and once every island of the page is awake (each pointed
//     at). Lighthouse 12 (mobile defaults, median of 3): performance, accessibility, best
//     practices, SEO, LCP, TBT, CLS, render-blocking requests; and in the same run, interleaved,
//     each route's floor: the same HTML with every script removed, served from the same origin
//     (a small proxy in front of the web serves both), so a slow machine moves both alike.
//  2. Throughput (autocannon, 10 s, 50 connections): the home page and an article from the page
//     cache (warm) and rendered every time (cold: a second web with PAGE_CACHE=false), beside a
//     static file of similar size from the same server; the ratio cached/static.
//  3. A 60 s soak over all eight routes at 50 connections: errors, and the web's peak memory (RSS).
//  4. Search: the header search's CMS query over 1,000 extra resources on SQLite and PostgreSQL
//     (p95 <= 50 ms) and the local page filter (<= 2 ms per keystroke).
//  5. Measurement: 1,000,000 raw events loaded by the demo generator on SQLite and PostgreSQL,
//     the admin dashboard timed over 7, 28 and 90 days (p95 <= 300 ms).
// Budgets, each printed PASS or FAIL (exit code 1 when any fails), on every route: Lighthouse
// performance 100, LCP <= 1.2 s and within 5 % of the floor's, TBT <= 50 ms and within 50 ms of
// the floor's, CLS 0, no render-blocking request; JavaScript before interaction <= 60 KB gzip, with
// every island awake <= 100 KB; HTML <= 12 KB gzip. Then cached/static >= 0.7; soak errors 0; web
// RSS < 512 MB. Needs the builds (npm run build). Bounded to ~40 minutes.
// `npm run bench -- --scale` runs the scale section instead: scripts/bench-scale.mjs.
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { FLOOR_PARAM, LIGHTHOUSE_RUNS, LOCAL_ONLY, firstLoad, floorProxy, launchLighthouseChrome, lighthouseRuns } from './lib/bench-browser.mjs';
import { cannon, staticFileNear, summary } from './lib/bench-load.mjs';
import { benchRoutes, newestArticleSlug } from './lib/bench-routes.mjs';
import { report as buildReport } from './lib/bench-report.mjs';
import { measurementFigures } from './lib/bench-measurement.mjs';
import { searchFigures, timeLocalFilter } from './lib/bench-search.mjs';
import { sampleRss } from './lib/bench-stats.mjs';
import { CHROMIUM_ARGS, findChromium } from './lib/chromium.mjs';
import { startStack } from './lib/test-stack.mjs';

const repo = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
// `npm run bench -- --scale`: the scale section instead (scripts/bench-scale.mjs; it exits).
if (process.argv.includes('--scale')) await import('./bench-scale.mjs');
// `npm run bench -- --against DIR`: this build beside another checkout's (scripts/bench-ab.mjs; it exits).
if (process.argv.some((arg) => arg === '--against' || arg.startsWith('--against='))) await import('./bench-ab.mjs');
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 60);

const chromiumPath = findChromium();
if (!chromiumPath) {
  console.error('bench: no Chromium found (set CHROMIUM_PATH)');
  process.exit(1);
}
for (const built of ['web/dist/client/.vite/manifest.json', 'web/dist/server/app.js', 'cms/dist']) {
  try {
    statSync(path.join(repo, built));
  } catch {
    console.error(`bench: ${built} is missing: run npm run build first`);
    process.exit(1);
  }
}

// The whole bench is bounded: whatever hangs, what was measured so far is printed, the stacks
// are stopped and the run ends.
const LIMIT_MINUTES = Number(process.env.BENCH_LIMIT_MINUTES ?? 40);
const stops = [];
const watchdog = setTimeout(
  async () => {
    console.error(`bench: over the time limit (${LIMIT_MINUTES} minutes): printing what was measured, stopping`);
    console.log(report().join('\n'));
    for (const stop of stops) await Promise.resolve().then(stop).catch(() => undefined);
    process.exit(2);
  },
  LIMIT_MINUTES * 60 * 1000,
);
watchdog.unref();
const benchStarted = Date.now();
const log = (message) => console.error(`bench: ${((Date.now() - benchStarted) / 1000).toFixed(0).padStart(4)} s  ${message}`);

// ---------------------------------------------------------------------------------------------

// Everything measured, filled in as the bench goes (a partial report is printed on timeout).
const results = { routes: [], loads: {}, scores: {}, load: {}, search: [], measurement: [] };
const report = () => buildReport(results, { soakSeconds: SOAK_SECONDS });

results.local = timeLocalFilter();

// The PostgreSQL CMS for the search figures boots alongside the main stack (idle until the end).
let created;
let pgUrl = process.env.BENCH_DATABASE_URL;
if (!pgUrl) {
  try {
    created = `ironbark_bench_${Date.now()}`;
    execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-qc', `CREATE DATABASE ${created}`], { stdio: 'pipe' });
    pgUrl = `postgres://postgres@127.0.0.1:5432/${created}`;
  } catch {
    created = undefined;
    results.noPostgres = true;
  }
}
const dropDatabase = () => {
  if (created) execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-qc', `DROP DATABASE IF EXISTS ${created} WITH (FORCE)`], { stdio: 'pipe' });
  created = undefined;
};
stops.push(async () => dropDatabase());

log('starting the stacks: CMS on SQLite with two production webs (page cache on, and off), CMS on PostgreSQL...');
const started = await Promise.allSettled([
  startStack({ extraWebEnv: { NODE_ENV: 'production', LOG_LEVEL: 'warn' } }),
  pgUrl ? startStack({ databaseUrl: pgUrl }) : Promise.resolve(undefined),
]);
if (started.some((s) => s.status === 'rejected')) {
  // A stack that did not start: nothing to measure; the other stack and the database made for
  // the run go too.
  for (const s of started) if (s.status === 'rejected') console.error(s.reason);
  for (const s of started) if (s.status === 'fulfilled' && s.value) await s.value.stop().catch(() => undefined);
  for (const stop of stops) await Promise.resolve().then(stop).catch(() => undefined);
  process.exit(2);
}
const [stack, pg] = started.map((s) => s.value);
stops.unshift(() => stack.stop());
if (pg) stops.unshift(() => pg.stop());
let exitCode = 0;
try {
  const cold = await stack.startWeb({ PAGE_CACHE: 'false' }, 'web-cold');
  const warmUrl = stack.webUrl;
  const article = await newestArticleSlug(stack.cmsUrl);
  results.routes = benchRoutes(article);
  // Warm the content and page caches the way the first visitors would.
  for (const [, route] of results.routes) for (const base of [warmUrl, cold.url]) await (await fetch(`${base}${route}`)).arrayBuffer();

  // 1. Browsers.
  log('first loads in Chromium...');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...CHROMIUM_ARGS, LOCAL_ONLY] });
  try {
    for (const [, route] of results.routes) results.loads[route] = await firstLoad(browser, `${warmUrl}${route}`);
  } finally {
    await browser.close();
  }

  log(`Lighthouse (${LIGHTHOUSE_RUNS} runs per route, each beside a run of its floor)...`);
  const proxy = await floorProxy(warmUrl);
  stops.push(() => proxy.close());
  const chrome = await launchLighthouseChrome(chromiumPath);
  stops.push(() => chrome.kill());
  try {
    for (const [, route] of results.routes) {
      const floorUrl = `${proxy.url}${route}${route.includes('?') ? '&' : '?'}${FLOOR_PARAM}`;
      results.scores[route] = await lighthouseRuns(chrome.port, `${proxy.url}${route}`, floorUrl);
    }
  } finally {
    await chrome.kill();
    proxy.close();
  }

  // 2. Throughput.
  log('throughput (autocannon)...');
  const L = results.load;
  L.homeBytes = (await (await fetch(`${warmUrl}/`)).arrayBuffer()).byteLength;
  L.file = staticFileNear(repo, L.homeBytes);
  const warmRss = sampleRss(stack.web.pid);
  L.static = summary(await cannon({ url: `${warmUrl}${L.file.path}` }));
  L.homeWarm = summary(await cannon({ url: `${warmUrl}/` }));
  L.articleWarm = summary(await cannon({ url: `${warmUrl}/resources/${article}` }));
  L.staticAgain = summary(await cannon({ url: `${warmUrl}${L.file.path}` }));
  const coldRss = sampleRss(cold.child.pid);
  L.homeCold = summary(await cannon({ url: `${cold.url}/` }));
  L.articleCold = summary(await cannon({ url: `${cold.url}/resources/${article}` }));
  L.coldPeak = coldRss();
  await cold.stop();

  // 3. Soak.
  log(`soak (${SOAK_SECONDS} s over all routes)...`);
  L.soak = summary(await cannon({ url: warmUrl, duration: SOAK_SECONDS, requests: results.routes.map(([, route]) => ({ method: 'GET', path: route })) }));
  L.warmPeak = warmRss();

  // 4. Search, on both databases.
  log('search: seeding 1,000 resources (SQLite)...');
  results.search.push(await searchFigures(stack, 'SQLite'));
  if (pg) {
    log('search: seeding 1,000 resources (PostgreSQL)...');
    results.search.push(await searchFigures(pg, 'PostgreSQL'));
  }

  // 5. The measurement dashboard over a million raw events, on both databases.
  log('measurement: loading 1,000,000 raw events (SQLite)...');
  results.measurement.push(await measurementFigures(stack, 'SQLite'));
  if (pg) {
    log('measurement: loading 1,000,000 raw events (PostgreSQL)...');
    results.measurement.push(await measurementFigures(pg, 'PostgreSQL'));
  }
  log('done');
} catch (error) {
  console.error(error);
  exitCode = 2;
} finally {
  for (const stop of stops) await Promise.resolve().then(stop).catch((error) => console.error(`bench: cleanup: ${error.message}`));
}
const lines = report();
console.log(lines.join('\n'));
process.exit(exitCode || (lines.passed ? 0 : 1));
