// Decision records stay short and true: each at most 100 lines (a dated journal belongs in
// docs/bench/), each says its status, and every repository path one names in backticks exists
// today (or is marked as removed).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const REPO = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const DIR = path.join(REPO, 'docs/decisions');
const records = readdirSync(DIR).filter((f) => /^\d{4}-.+\.md$/.test(f));
// Paths inside the repository start with one of its folders; build output and runtime data do not count.
const ROOTS = /^(cms|web|shared|scripts|docs|ops|tests|\.ci)\//;
const RUNTIME = /(^|\/)(dist|\.tmp|node_modules|public\/uploads)(\/|$)/;

/** Backticked repository paths a record names, except those it says were removed. */
export function namedPaths(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/`([^`\s]+)`( \(removed[^)]*\))?/g)) {
    const p = m[1]!;
    if (m[2] || !ROOTS.test(p) || RUNTIME.test(p) || /[<>*{}$?=:]/.test(p)) continue;
    out.push(p.replace(/\/$/, ''));
  }
  return out;
}

describe('decision records', () => {
  it('are numbered without gaps or repeats', () => {
    const numbers = records.map((f) => Number(f.slice(0, 4)));
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it.each(records)('%s is at most 100 lines and says its status', (file) => {
    const text = readFileSync(path.join(DIR, file), 'utf8');
    expect(text.trimEnd().split('\n').length).toBeLessThanOrEqual(100);
    expect(text).toMatch(/^Status: (accepted|superseded|proposed)/m);
  });

  it.each(records)('every path %s names exists', (file) => {
    const missing = namedPaths(readFileSync(path.join(DIR, file), 'utf8')).filter((p) => !existsSync(path.join(REPO, p)));
    expect(missing).toEqual([]);
  });

  it('reads paths the way a reader would', () => {
    expect(namedPaths('see `web/server/app.ts`, `cms/.tmp/data.db`, `web/src/old.tsx` (removed in 0008), `npm test`')).toEqual(['web/server/app.ts']);
  });
});
