// One site time zone and one formatter module (shared/src/config/site.ts, shared/src/time.ts):
// production code names no time zone of its own and builds no zoned date format of its own, so
// moving the business to Perth time is a one-line change.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const REPO = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ROOTS = ['cms/src', 'cms/config', 'web/src', 'web/server', 'shared/src', 'scripts'];

function productionFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (['node_modules', 'dist', 'seed', 'tests'].includes(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...productionFiles(full));
    else if (/\.(ts|tsx|js|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(full);
  }
  return out;
}

const files = ROOTS.flatMap((root) => productionFiles(path.join(REPO, root))).map((f) => path.relative(REPO, f));

describe('the site time zone', () => {
  it('is written once, in shared/src/config/site.ts', () => {
    const naming = files.filter((f) => /['"`](Australia|Pacific|Europe|America|Asia)\/[A-Z]/.test(readFileSync(path.join(REPO, f), 'utf8')));
    expect(naming).toEqual(['shared/src/config/site.ts']);
  });

  it('is applied to dates people read only by shared/src/time.ts', () => {
    // A zoned Intl format anywhere else would be a second formatter; formats of plain calendar
    // days in UTC (no zone involved) are allowed.
    const call = /(?:DateTimeFormat|toLocale(?:Date|Time)?String)\((?:[^()]|\([^()]*\))*\)/g;
    const zoned = files.filter((f) => (readFileSync(path.join(REPO, f), 'utf8').match(call) ?? []).some((c) => /timeZone/.test(c) && !/timeZone:\s*'UTC'/.test(c)));
    expect(zoned.filter((f) => f !== 'shared/src/time.ts')).toEqual([]);
  });
});
