// The bench's measurement figures: a million raw events (the demo generator, 30 days) loaded into
// a CMS, then the admin dashboard's answer timed over 7-, 28- and 90-day ranges, as the editor's
// browser asks for it (budget: p95 <= 300 ms).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { percentile } from './bench-stats.mjs';

const repo = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const run = promisify(execFile);

async function editorToken(cmsUrl) {
  const res = await fetch(`${cmsUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'AdminDemo!2024' }),
  });
  if (!res.ok) throw new Error(`the editor's sign-in answered ${res.status}`);
  return (await res.json()).data.token;
}

const day = (d) => d.toISOString().slice(0, 10);

// A little over a million: the generator's count varies with the random traffic by a few per cent.
export async function measurementFigures(stack, label, { events = 1_050_000, runs = 30 } = {}) {
  const started = Date.now();
  const { stdout } = await run(process.execPath, ['cms/scripts/measurement-demo.mjs', '--events', String(events), '--days', '30'], {
    cwd: repo,
    env: { ...process.env, ...stack.cmsEnv },
    maxBuffer: 1 << 20,
  });
  const loadMs = Date.now() - started;
  const made = Number(/wrote (\d+) demo events/.exec(stdout)?.[1] ?? 0);
  const token = await editorToken(stack.cmsUrl);
  const now = new Date();
  const ranges = [7, 28, 90].map((n) => ({ from: day(new Date(now.getTime() - (n - 1) * 86_400_000)), to: day(now) }));
  const times = [];
  for (let i = 0; i < runs; i++) {
    const { from, to } = ranges[i % ranges.length];
    const t0 = performance.now();
    const res = await fetch(`${stack.cmsUrl}/leads/measurement?from=${from}&to=${to}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await res.json();
    times.push(performance.now() - t0);
    if (!res.ok) throw new Error(`the dashboard answered ${res.status}`);
    if (i === 0 && !(body.totals?.visits > 0)) throw new Error('the dashboard shows no visits after the load');
  }
  times.sort((a, b) => a - b);
  return { label, events: made, loadMs, p50: percentile(times, 50), p95: percentile(times, 95), runs };
}
