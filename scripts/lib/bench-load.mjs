// The bench's load figures: autocannon runs, their summary, and the static file to compare with.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

export const CANNON_SECONDS = 10;
export const CONNECTIONS = 50;

export function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: CANNON_SECONDS, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

export function summary(result) {
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

/** The built file whose size is closest to the given size (a fair static comparison). */
export function staticFileNear(repo, bytes) {
  const dir = path.join(repo, 'web', 'dist', 'client', 'assets');
  const files = readdirSync(dir)
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => ({ f, size: statSync(path.join(dir, f)).size }));
  files.sort((a, b) => Math.abs(a.size - bytes) - Math.abs(b.size - bytes));
  return { path: `/assets/${files[0].f}`, size: files[0].size };
}
