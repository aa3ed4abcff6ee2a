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
// Budgets, each printed PASS or FAIL (exit code 1 when any fails), on every route: Lighthouse
// performance 100, LCP <= 1.2 s and within 5 % of the floor's, TBT <= 50 ms and within 50 ms of
// the floor's, CLS 0, no render-blocking request; JavaScript before interaction <= 60 KB gzip, with
// every island awake <= 100 KB; HTML <= 12 KB gzip. Then cached/static >= 0.7; soak errors 0; web
// RSS < 512 MB. Needs the builds (npm run build). Bounded to ~30 minutes.
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './lib/chromium.mjs';
import { startStack } from './lib/test-stack.mjs';

const repo = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const { matchLocalPages } = await import('@ironbark/shared/search/local-index');
const { blogSearchParams, toQueryString } = await import('@ironbark/shared/strapi-query');
const { normaliseTerm } = await import('@ironbark/shared/search/term');

const BUDGET = {
  performance: 100,
  lcpMs: 1200,
  tbtMs: 50,
  cls: 0,
  lcpVsFloor: 1.05,
  tbtOverFloorMs: 50,
  jsBeforeKb: 60,
  jsIslandsKb: 100,
  htmlKb: 12,
  ratio: 0.7,
  soakErrors: 0,
  rssMb: 512,
  searchP95Ms: 50,
  localFilterMs: 2,
};
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CANNON_SECONDS = 10;
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
const CONNECTIONS = 50;
// Only this machine: every other host name fails to resolve in the browsers.
const LOCAL_ONLY = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1';

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
const LIMIT_MINUTES = Number(process.env.BENCH_LIMIT_MINUTES ?? 30);
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

const WORDS = ['network', 'radio', 'cloud', 'wifi', 'council', 'utility', 'school', 'hospital', 'solar', 'wind', 'security', 'camera', 'backup', 'sd-wan', 'fibre', 'satellite', 'dispatch', 'fleet', 'parks', 'telemetry'];
const pick = (i) => WORDS[i % WORDS.length];
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
};
const kb = (bytes) => (bytes / 1024).toFixed(1);
const log = (message) => console.error(`bench: ${((Date.now() - benchStarted) / 1000).toFixed(0).padStart(4)} s  ${message}`);

// ---------------------------------------------------------------------------------------------
// Memory of a process, sampled while it works.

function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

function sampleRss(pid) {
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 250);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssMb(pid));
  };
}

// ---------------------------------------------------------------------------------------------
// 1. First load in Chromium, and Lighthouse.

async function firstLoad(browser, url) {
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

async function lighthouseOnce(port, url) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // Unscored and slow (screenshots, an extra navigation for the back/forward cache): skipped.
    disableFullPageScreenshot: true,
    skipAudits: ['screenshot-thumbnails', 'final-screenshot', 'bf-cache', 'valid-source-maps'],
  });
  const { categories, audits } = result.lhr;
  return {
    performance: Math.round((categories.performance.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
    bestPractices: Math.round((categories['best-practices'].score ?? 0) * 100),
    seo: Math.round((categories.seo.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    renderBlocking: audits['render-blocking-resources']?.details?.items?.length ?? 0,
  };
}

const medians = (runs) => Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]));

/** Lighthouse on a route and on its floor, interleaved run by run; the medians of each. */
async function lighthouseRuns(port, url, floorUrl) {
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
const FLOOR_PARAM = 'bench-floor';
function withoutScripts(html) {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
}

function floorProxy(target) {
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, target);
    const floor = url.searchParams.has(FLOOR_PARAM);
    url.searchParams.delete(FLOOR_PARAM);
    const headers = { ...req.headers, host: upstream.host };
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

// ---------------------------------------------------------------------------------------------
// 2. and 3. Load.

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: CANNON_SECONDS, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

function summary(result) {
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

/** The built file whose size is closest to the given size (a fair static comparison). */
function staticFileNear(bytes) {
  const dir = path.join(repo, 'web', 'dist', 'client', 'assets');
  const files = readdirSync(dir)
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => ({ f, size: statSync(path.join(dir, f)).size }));
  files.sort((a, b) => Math.abs(a.size - bytes) - Math.abs(b.size - bytes));
  return { path: `/assets/${files[0].f}`, size: files[0].size };
}

// ---------------------------------------------------------------------------------------------
// 4. Search (as before this bench covered pages).

async function seedResources(stack, count) {
  // As the web signs staff in (/api/auth/local is closed): the trusted route, with the web's token.
  const login = await fetch(`${stack.cmsUrl}/api/staff-auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.env.CMS_API_TOKEN}` },
    body: JSON.stringify({ identifier: 'staff@example.com', password: 'StaffDemo!2024' }),
  }).then((r) => r.json());
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${login.jwt}` };
  const started = Date.now();
  for (let i = 0; i < count; i += 20) {
    await Promise.all(
      Array.from({ length: Math.min(20, count - i) }, (_, k) => {
        const n = i + k;
        return fetch(`${stack.cmsUrl}/api/blogs?status=published`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            data: {
              title: `Bench ${n}: ${pick(n)} upgrade for a ${pick(n + 7)} customer`,
              slug: `bench-${n}`,
              type: ['news', 'case_study', 'guide'][n % 3],
              publishedDate: `2024-${String((n % 12) + 1).padStart(2, '0')}-15`,
              excerpt: `How a ${pick(n + 3)} project used ${pick(n + 5)} and ${pick(n + 11)}.`,
              metaKeywords: `${pick(n)}, ${pick(n + 1)}, ${pick(n + 2)}`,
              metaDescription: `A ${pick(n + 4)} story about ${pick(n + 9)} for Australian ${pick(n + 13)} organisations.`,
            },
          }),
        }).then((r) => {
          if (!r.ok) throw new Error(`creating resource ${n} answered ${r.status}`);
        });
      }),
    );
  }
  return Date.now() - started;
}

async function timeCmsSearch(stack, runs) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const term = normaliseTerm(pick(i * 7 + 3));
    const url = `${stack.cmsUrl}/api/blogs?${toQueryString(blogSearchParams(term, { limit: 5 }))}`;
    const t0 = performance.now();
    const res = await fetch(url);
    await res.json();
    times.push(performance.now() - t0);
    if (!res.ok) throw new Error(`search answered ${res.status}`);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), runs };
}

function timeLocalFilter() {
  const index = Array.from({ length: 100 }, (_, i) => ({
    id: i + 1,
    attributes: {
      metaTitle: `${pick(i)} services for ${pick(i + 4)} | Ironbark Communications`,
      metaDescription: `Managed ${pick(i + 1)} and ${pick(i + 2)} for Australian ${pick(i + 3)} organisations, supported 24/7 from Sydney.`,
      metaKeywords: `${pick(i)}, ${pick(i + 5)}, ${pick(i + 6)}, managed service`,
      url: `/bench/page-${i}`,
    },
  }));
  const times = [];
  for (let i = 0; i < 2000; i++) {
    const term = pick(i).slice(0, 3 + (i % 5));
    const t0 = performance.now();
    matchLocalPages(index, term).slice(0, 5);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1] };
}

async function searchFigures(stack, label) {
  const seedMs = await seedResources(stack, 1000);
  await timeCmsSearch(stack, 20); // warm-up
  const r = await timeCmsSearch(stack, 300);
  return { label, seedMs, ...r };
}

// ---------------------------------------------------------------------------------------------

// Everything measured, filled in as the bench goes (a partial report is printed on timeout).
const results = { routes: [], loads: {}, scores: {}, load: {}, search: [] };

function report() {
  const out = [];
  const budgets = [];
  const check = (label, ok, detail) => budgets.push({ label, ok, detail });
  const cell = (value, format) => (value === undefined || Number.isNaN(value) ? '–' : format(value));
  const secs = (v) => (v / 1000).toFixed(2);
  const ms = (v) => String(Math.round(v));
  out.push('| Route | HTML KB gz | JS KB gz before interaction | JS KB gz, all islands | CSS KB gz | Requests | Performance | Accessibility | Best practices | SEO | LCP s (floor) | TBT ms (floor) | CLS | Render-blocking |');
  out.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const [label, route] of results.routes) {
    const l = results.loads[route] ?? {};
    const s = results.scores[route]?.page ?? {};
    const f = results.scores[route]?.floor ?? {};
    out.push(
      `| ${label} \`${route}\` | ${cell(l.html, kb)} | ${cell(l.js, kb)} | ${cell(l.jsIslands, kb)} | ${cell(l.css, kb)} | ${cell(l.requests, String)} | ${cell(s.performance, String)} | ${cell(s.accessibility, String)} | ${cell(s.bestPractices, String)} | ${cell(s.seo, String)} | ${cell(s.lcpMs, secs)} (${cell(f.lcpMs, secs)}) | ${cell(s.tbtMs, ms)} (${cell(f.tbtMs, ms)}) | ${cell(s.cls, (v) => v.toFixed(3))} | ${cell(s.renderBlocking, String)} |`,
    );
    if (s.performance !== undefined) check(`Lighthouse performance >= ${BUDGET.performance}: ${route}`, s.performance >= BUDGET.performance, String(s.performance));
    if (s.lcpMs !== undefined) check(`LCP <= ${BUDGET.lcpMs / 1000} s: ${route}`, s.lcpMs <= BUDGET.lcpMs, `${secs(s.lcpMs)} s`);
    if (s.lcpMs !== undefined && f.lcpMs) check(`LCP within ${Math.round((BUDGET.lcpVsFloor - 1) * 100)} % of the floor: ${route}`, s.lcpMs <= f.lcpMs * BUDGET.lcpVsFloor, `${secs(s.lcpMs)} s vs ${secs(f.lcpMs)} s (${((s.lcpMs / f.lcpMs - 1) * 100).toFixed(1)} %)`);
    if (s.tbtMs !== undefined) check(`TBT <= ${BUDGET.tbtMs} ms: ${route}`, s.tbtMs <= BUDGET.tbtMs, `${ms(s.tbtMs)} ms`);
    if (s.tbtMs !== undefined && f.tbtMs !== undefined) check(`TBT within ${BUDGET.tbtOverFloorMs} ms of the floor: ${route}`, s.tbtMs <= f.tbtMs + BUDGET.tbtOverFloorMs, `${ms(s.tbtMs)} ms vs ${ms(f.tbtMs)} ms`);
    if (s.cls !== undefined) check(`CLS ${BUDGET.cls}: ${route}`, s.cls <= BUDGET.cls, s.cls.toFixed(3));
    if (s.renderBlocking !== undefined) check(`no render-blocking request: ${route}`, s.renderBlocking === 0, String(s.renderBlocking));
    if (l.js !== undefined) check(`JavaScript before interaction <= ${BUDGET.jsBeforeKb} KB gzip: ${route}`, l.js / 1024 <= BUDGET.jsBeforeKb, `${kb(l.js)} KB`);
    if (l.jsIslands !== undefined) check(`JavaScript with every island awake <= ${BUDGET.jsIslandsKb} KB gzip: ${route}`, l.jsIslands / 1024 <= BUDGET.jsIslandsKb, `${kb(l.jsIslands)} KB`);
    if (l.html !== undefined) check(`HTML <= ${BUDGET.htmlKb} KB gzip: ${route}`, l.html / 1024 <= BUDGET.htmlKb, `${kb(l.html)} KB`);
  }
  const L = results.load;
  if (L.static) {
    const staticRps = L.staticAgain ? (L.static.rps + L.staticAgain.rps) / 2 : L.static.rps;
    out.push('');
    out.push(`| Load (${CONNECTIONS} connections, ${CANNON_SECONDS} s each) | req/s | p50 ms | p99 ms | errors | vs static |`);
    out.push('|---|---:|---:|---:|---:|---:|');
    const rows = [
      [`Static file \`${L.file.path}\` (${kb(L.file.size)} KB), first run`, L.static],
      ['Static file, second run', L.staticAgain],
      [`Home, page cache warm (${kb(L.homeBytes)} KB)`, L.homeWarm],
      ['Article, page cache warm', L.articleWarm],
      ['Home, rendered every time (PAGE_CACHE=false)', L.homeCold],
      ['Article, rendered every time (PAGE_CACHE=false)', L.articleCold],
    ];
    for (const [label, r] of rows) if (r) out.push(`| ${label} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.errors} | ${(r.rps / staticRps).toFixed(2)} |`);
    for (const [label, r] of [
      ['home', L.homeWarm],
      ['article', L.articleWarm],
    ]) {
      if (r) check(`cached ${label} >= ${BUDGET.ratio} of the static file`, r.rps / staticRps >= BUDGET.ratio, (r.rps / staticRps).toFixed(2));
    }
  }
  if (L.soak) {
    out.push('');
    out.push(`| Soak (${SOAK_SECONDS} s, 8 routes, ${CONNECTIONS} connections) | requests | req/s | errors | peak RSS, web with page cache (soak) | peak RSS, web without (rendering, 20 s) |`);
    out.push('|---|---:|---:|---:|---:|---:|');
    out.push(`| | ${L.soak.requests} | ${Math.round(L.soak.rps)} | ${L.soak.errors} | ${Math.round(L.warmPeak)} MB | ${Math.round(L.coldPeak ?? NaN)} MB |`);
    check(`soak errors = ${BUDGET.soakErrors}`, L.soak.errors === BUDGET.soakErrors, String(L.soak.errors));
    const peak = Math.max(L.warmPeak, L.coldPeak ?? 0);
    check(`web RSS < ${BUDGET.rssMb} MB under load`, peak < BUDGET.rssMb, `${Math.round(peak)} MB`);
  }
  if (results.search.length || results.local) out.push('');
  for (const s of results.search) {
    out.push(`Search (${s.label}): 1,000 resources seeded in ${(s.seedMs / 1000).toFixed(1)} s; CMS search p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms over ${s.runs} queries.`);
    check(`CMS search p95 <= ${BUDGET.searchP95Ms} ms (${s.label})`, s.p95 <= BUDGET.searchP95Ms, `${s.p95.toFixed(1)} ms`);
  }
  if (results.noPostgres) out.push('Search (PostgreSQL): not reachable at 127.0.0.1:5432; set BENCH_DATABASE_URL to include it.');
  if (results.local) {
    const local = results.local;
    out.push(`Local page filter (100 pages): p50 ${(local.p50 * 1000).toFixed(0)} µs, p95 ${(local.p95 * 1000).toFixed(0)} µs, max ${local.max.toFixed(2)} ms.`);
    check(`local page filter p95 <= ${BUDGET.localFilterMs} ms`, local.p95 <= BUDGET.localFilterMs, `${(local.p95 * 1000).toFixed(0)} µs`);
  }
  out.push('');
  out.push('| Budget | Result | |');
  out.push('|---|---|---|');
  for (const b of budgets) out.push(`| ${b.label} | ${b.detail} | ${b.ok ? 'PASS' : 'FAIL'} |`);
  out.passed = budgets.length > 0 && budgets.every((b) => b.ok);
  return out;
}

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
  const article = (await (await fetch(`${stack.cmsUrl}/api/blogs?fields[0]=slug&sort[0]=publishedDate:desc&pagination[pageSize]=1`)).json()).data[0].slug;
  results.routes = [
    ['Home', '/'],
    ['Service category', '/services/network-solutions'],
    ['Service', '/services/network-solutions/sd-wan'],
    ['Industry', '/industries/holidayparks'],
    ['Campaign', '/bus-campaign'],
    ['Resources', '/resources'],
    ['Article', `/resources/${article}`],
    ['Search', '/search?query=network'],
  ];
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
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', LOCAL_ONLY] });
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
  L.file = staticFileNear(L.homeBytes);
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
