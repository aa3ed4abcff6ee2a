// `npm run lint` fails on an import circle (scripts/import-circles.mjs): proved on files written
// for the test, with a type-only circle and a `.js` specifier as the packages write them.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { importCircles } from '../../scripts/import-circles.mjs';

const base = mkdtempSync(path.join(os.tmpdir(), 'circles-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
  writeFileSync(path.join(base, file), text);
}

describe('import circles', () => {
  it('names a circle, type-only imports included, and passes a tree without one', async () => {
    write('pkg/src/item.ts', "import type { Entry } from './index-of.js';\nexport const item = (e: Entry) => e.name;\n");
    write('pkg/src/index-of.ts', "import { item } from './item.js';\nexport interface Entry { name: string }\nexport const names = (es: Entry[]) => es.map(item);\n");
    write('pkg/src/plain.ts', "import { names } from './index-of.js';\nexport const all = names([]);\n");
    write('other/src/a.ts', "import { b } from './b.js';\nexport const a = b + 1;\n");
    write('other/src/b.ts', 'export const b = 1;\n');
    expect(await importCircles(['pkg/src'], base)).toEqual([['pkg/src/index-of.ts', 'pkg/src/item.ts']]);
    expect(await importCircles(['other/src'], base)).toEqual([]);
  }, 60_000);
});
