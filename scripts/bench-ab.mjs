// `npm run bench -- --against DIR [--runs N] [--routes /,/a/b]` (or `node scripts/bench-ab.mjs …`):
// this checkout's build beside another built checkout's (DIR: a clone at an earlier commit, after
// `npm ci && npm run build` there), on one machine at one time. Both stacks run side by side
// (production webs on SQLite); Lighthouse (mobile defaults) visits each route of each build in
// turn, run by run, the order swapped every run, each beside a run of its floor (the same HTML
// without scripts, scripts/lib/bench-browser.mjs), and prints the medians: performance, TBT (floor),
// LCP, and Lighthouse's main-thread breakdown (script evaluation, style and layout), which moves
// less than TBT on a busy machine. A single `npm run bench` on a slow or shared machine cannot tell
// a regression from the machine (its TBT floors moved 3-314 ms between runs on 30 November); two
// builds interleaved can. Default: 6 runs of / and a service page (about 10 minutes).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { FLOOR_PARAM, floorProxy, launchLighthouseChrome, lighthouseOnce } from './lib/bench-browser.mjs';
import { median } from './lib/bench-stats.mjs';
import { findChromium } from './lib/chromium.mjs';
import { startStack } from './lib/test-stack.mjs';

const repo = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { against: { type: 'string' }, runs: { type: 'string', default: '6' }, routes: { type: 'string', default: '/,/services/network-solutions/sd-wan' } },
});
const other = values.against && path.resolve(values.against);
const runs = Number(values.runs);
const routes = values.routes.split(',').filter(Boolean);
const fail = (message) => {
  console.error(`bench-ab: ${message}`);
  process.exit(1);
};
if (!other) fail('name the other built checkout: --against DIR');
if (!Number.isInteger(runs) || runs < 1 || runs > 30) fail('--runs is a whole number from 1 to 30');
if (routes.some((route) => !route.startsWith('/'))) fail('--routes are paths, each starting with /');
for (const [label, dir] of [
  ['this checkout', repo],
  [other, other],
]) {
  for (const built of ['web/dist/server/app.js', 'cms/dist', 'scripts/lib/test-stack.mjs']) {
    if (!existsSync(path.join(dir, built))) fail(`${label}: ${built} is missing (npm ci && npm run build there first)`);
  }
}
const chromiumPath = findChromium();
if (!chromiumPath) fail('no Chromium found (set CHROMIUM_PATH)');
const commit = (dir) => {
  try {
    return execFileSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return path.basename(dir);
  }
};
const builds = { [`this (${commit(repo)})`]: startStack, [`other (${commit(other)})`]: (await import(pathToFileURL(path.join(other, 'scripts/lib/test-stack.mjs')).href)).startStack };
const names = Object.keys(builds);

const options = { extraWebEnv: { NODE_ENV: 'production', LOG_LEVEL: 'warn' } };
const stacks = {};
const proxies = {};
let chrome;
const rows = [];
try {
  const started = await Promise.allSettled(names.map((name) => builds[name](options)));
  started.forEach((s, i) => {
    if (s.status === 'fulfilled') stacks[names[i]] = s.value;
  });
  const refused = started.find((s) => s.status === 'rejected');
  if (refused) throw refused.reason;
  for (const name of names) {
    // The page and content caches warm, as the first visitors would leave them.
    for (const route of routes) for (let i = 0; i < 3; i++) await (await fetch(stacks[name].webUrl + route)).arrayBuffer();
    proxies[name] = await floorProxy(stacks[name].webUrl);
  }
  chrome = await launchLighthouseChrome(chromiumPath);
  const once = (url) => lighthouseOnce(chrome.port, url, ['performance']);
  for (const route of routes) {
    for (let run = 0; run < runs; run++) {
      for (const name of run % 2 ? [...names].reverse() : names) {
        const url = proxies[name].url + route;
        const page = await once(url);
        const floor = await once(`${url}${route.includes('?') ? '&' : '?'}${FLOOR_PARAM}`);
        rows.push({ route, name, ...page, floorTbt: floor.tbtMs, floorMainThread: floor.mainThreadMs });
        console.error(`bench-ab: ${route} ${name} run ${run + 1}/${runs}: performance ${page.performance}, TBT ${Math.round(page.tbtMs)} ms (floor ${Math.round(floor.tbtMs)})`);
      }
    }
  }
} finally {
  await chrome?.kill();
  for (const proxy of Object.values(proxies)) proxy.close();
  await Promise.all(Object.values(stacks).map((stack) => stack.stop().catch(() => undefined)));
}

const ms = (n) => Math.round(n).toLocaleString('en-AU');
console.log(`\nMedians of ${runs} interleaved runs per route and build (floor in brackets):\n`);
console.log('| Route | Build | Performance | TBT ms (floor) | LCP ms | Main thread ms (floor) | Script evaluation ms | Style and layout ms |');
console.log('|---|---|---:|---:|---:|---:|---:|---:|');
for (const route of routes) {
  for (const name of names) {
    const of = rows.filter((row) => row.route === route && row.name === name);
    const m = (key) => median(of.map((row) => row[key]));
    console.log(`| ${route} | ${name} | ${m('performance')} | ${ms(m('tbtMs'))} (${ms(m('floorTbt'))}) | ${ms(m('lcpMs'))} | ${ms(m('mainThreadMs'))} (${ms(m('floorMainThread'))}) | ${ms(m('scriptMs'))} | ${ms(m('styleMs'))} |`);
  }
}
process.exit(0);
