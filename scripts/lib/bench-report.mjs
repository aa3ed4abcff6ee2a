// The bench's report: the tables of what was measured and every budget, PASS or FAIL.
import { CANNON_SECONDS, CONNECTIONS } from './bench-load.mjs';
import { kb } from './bench-stats.mjs';

export const BUDGET = {
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
  dashboardP95Ms: 300,
  localFilterMs: 2,
};

/** The report's lines (lines.passed: every budget met); what is missing so far shows as –. */
export function report(results, { soakSeconds }) {
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
    out.push(`| Soak (${soakSeconds} s, 8 routes, ${CONNECTIONS} connections) | requests | req/s | errors | peak RSS, web with page cache (soak) | peak RSS, web without (rendering, 20 s) |`);
    out.push('|---|---:|---:|---:|---:|---:|');
    out.push(`| | ${L.soak.requests} | ${Math.round(L.soak.rps)} | ${L.soak.errors} | ${Math.round(L.warmPeak)} MB | ${Math.round(L.coldPeak ?? NaN)} MB |`);
    check(`soak errors = ${BUDGET.soakErrors}`, L.soak.errors === BUDGET.soakErrors, String(L.soak.errors));
    const peak = Math.max(L.warmPeak, L.coldPeak ?? 0);
    check(`web RSS < ${BUDGET.rssMb} MB under load`, peak < BUDGET.rssMb, `${Math.round(peak)} MB`);
  }
  for (const m of results.measurement ?? []) {
    out.push(`Measurement (${m.label}): ${m.events.toLocaleString('en-AU')} raw events loaded in ${(m.loadMs / 1000).toFixed(1)} s; dashboard p50 ${m.p50.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms over ${m.runs} requests (7, 28 and 90 days).`);
    check(`Measurement dashboard p95 <= ${BUDGET.dashboardP95Ms} ms with 1,000,000 raw events (${m.label})`, m.events >= 1_000_000 && m.p95 <= BUDGET.dashboardP95Ms, `${m.p95.toFixed(1)} ms`);
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
