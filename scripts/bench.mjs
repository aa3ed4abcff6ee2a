// `npm run bench`: the performance budgets, measured.
//  1. Search suggestions: a throw-away CMS with 1,000 extra resources; the header search's CMS
//     query (three $containsi filters, limit 5) timed 300 times on SQLite and on PostgreSQL
//     (p50/p95, budget p95 <= 50 ms), and the local page filter over a 100-page index
//     (budget <= 2 ms per keystroke).
//  2. First-load JavaScript of a public page, gzip (budget 100 KB), from the web build.
// Needs the builds (npm run build). PostgreSQL is skipped with a note when it is not reachable.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startStack } from './lib/test-stack.mjs';

const repo = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const { matchLocalPages } = await import('@ironbark/shared/search/local-index');
const { blogSearchParams, toQueryString } = await import('@ironbark/shared/strapi-query');
const { normaliseTerm } = await import('@ironbark/shared/search/term');

const WORDS = ['network', 'radio', 'cloud', 'wifi', 'council', 'utility', 'school', 'hospital', 'solar', 'wind', 'security', 'camera', 'backup', 'sd-wan', 'fibre', 'satellite', 'dispatch', 'fleet', 'parks', 'telemetry'];
const pick = (i) => WORDS[i % WORDS.length];
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function seedResources(stack, count) {
  const login = await fetch(`${stack.cmsUrl}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
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

function firstLoadJs() {
  const clientDir = path.join(repo, 'web', 'dist', 'client');
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  visit('src/entry-client.tsx');
  let gzip = 0;
  for (const f of files) gzip += gzipSync(readFileSync(path.join(clientDir, f)), { level: 9 }).length;
  return { files: [...files], gzipKb: gzip / 1024 };
}

async function benchDatabase(label, options) {
  console.log(`\n${label}: starting a CMS and seeding 1,000 resources...`);
  const stack = await startStack(options);
  try {
    const seedMs = await seedResources(stack, 1000);
    await timeCmsSearch(stack, 20); // warm-up
    const r = await timeCmsSearch(stack, 300);
    console.log(`${label}: seeded in ${(seedMs / 1000).toFixed(1)} s; CMS search p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms over ${r.runs} queries (budget p95 <= 50 ms): ${r.p95 <= 50 ? 'PASS' : 'FAIL'}`);
    return r.p95 <= 50;
  } finally {
    await stack.stop();
  }
}

const results = [];
const js = firstLoadJs();
console.log(`First-load JavaScript (home page): ${js.gzipKb.toFixed(1)} KB gzip in ${js.files.length} file(s) (budget 100 KB): ${js.gzipKb <= 100 ? 'PASS' : 'OVER'}`);
results.push(js.gzipKb <= 100);
const local = timeLocalFilter();
console.log(`Local page filter (100 pages): p50 ${(local.p50 * 1000).toFixed(0)} µs, p95 ${(local.p95 * 1000).toFixed(0)} µs, max ${local.max.toFixed(2)} ms (budget <= 2 ms): ${local.p95 <= 2 ? 'PASS' : 'FAIL'}`);
results.push(local.p95 <= 2);
results.push(await benchDatabase('SQLite', {}));

let pgUrl = process.env.BENCH_DATABASE_URL;
let created;
if (!pgUrl) {
  try {
    created = `ironbark_bench_${Date.now()}`;
    execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-qc', `CREATE DATABASE ${created}`], { stdio: 'pipe' });
    pgUrl = `postgres://postgres@127.0.0.1:5432/${created}`;
  } catch {
    console.log('\nPostgreSQL: not reachable at 127.0.0.1:5432 (or psql missing); set BENCH_DATABASE_URL to include it.');
    created = undefined;
  }
}
if (pgUrl) {
  try {
    results.push(await benchDatabase('PostgreSQL', { databaseUrl: pgUrl }));
  } finally {
    if (created) execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-qc', `DROP DATABASE IF EXISTS ${created} WITH (FORCE)`], { stdio: 'pipe' });
  }
}
process.exit(results.every(Boolean) ? 0 : 1);
