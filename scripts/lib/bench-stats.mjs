// Small helpers of the bench (scripts/bench.mjs): word lists for made-up content, percentiles
// and medians, sizes in KB, and a process's peak memory sampled while it works.
import { readFileSync } from 'node:fs';

export const WORDS = ['network', 'radio', 'cloud', 'wifi', 'council', 'utility', 'school', 'hospital', 'solar', 'wind', 'security', 'camera', 'backup', 'sd-wan', 'fibre', 'satellite', 'dispatch', 'fleet', 'parks', 'telemetry'];
export const pick = (i) => WORDS[i % WORDS.length];
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
export const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
};
export const kb = (bytes) => (bytes / 1024).toFixed(1);

export function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

export function sampleRss(pid) {
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 250);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssMb(pid));
  };
}
