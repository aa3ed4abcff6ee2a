// One site time zone and one formatter module (shared/src/config/site.ts, shared/src/time.ts):
// production code names no time zone of its own and builds no zoned date format of its own, so
// moving the business to Perth time is a one-line change.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesBelow, REPO } from './repo-files';

const ROOTS = ['cms/src', 'cms/config', 'web/src', 'web/server', 'shared/src', 'scripts'];

const productionFiles = (dir: string) => filesBelow(dir, ['node_modules', 'dist', 'seed', 'tests'], (name) => /\.(ts|tsx|js|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name));

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
