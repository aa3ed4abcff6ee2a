// The web server's composition root stays a list of concerns one can read in a sitting: each
// concern's wiring lives in its own module (issue 38 asks for at most 120 lines), and nothing in
// it reaches past a feature's public entry (index.server.ts) into its internals.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const REPO = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const app = readFileSync(path.join(REPO, 'web/server/app.ts'), 'utf8');

describe('web/server/app.ts', () => {
  it('is at most 120 lines', () => {
    expect(app.trimEnd().split('\n').length).toBeLessThanOrEqual(120);
  });

  it('imports features only through their public entries', () => {
    const features = [...app.matchAll(/from '(\.\.\/src\/features\/[^']+)'/g)].map((m) => m[1]!);
    expect(features.length).toBeGreaterThan(0);
    expect(features.filter((f) => !/\/features\/[a-z-]+\/index(\.server)?\.js$/.test(f))).toEqual([]);
  });
});
