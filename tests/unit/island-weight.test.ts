// The islands woken on every page without a tap (the loader's plain-script islands and the
// measurement island, woken at idle) are what a visitor downloads before any interaction. They
// stay free of React and of the form's email check (validator.js, ~2 KB gzip): the modules they
// reach, followed through the sources, import neither. The bench measured the price of one stray
// import: JavaScript before interaction went from 5.4 to 11.1 KB gzip when visit.ts took two
// pattern checks from lead-rules.ts instead of lead-field-rules.ts.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** The local module an import names, null for a package, 'asset' for a stylesheet or an image. */
function resolve(from: string, specifier: string): string | null {
  if (/\.(css|svg|png|json)(\?.*)?$/.test(specifier)) return 'asset';
  let base: string;
  if (specifier.startsWith('@ironbark/shared/')) base = path.join(root, 'shared/src', specifier.slice('@ironbark/shared/'.length));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  base = base.replace(/\.js$/, '');
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) if (existsSync(candidate)) return candidate;
  throw new Error(`${path.relative(root, from)}: cannot resolve ${specifier}`);
}

/** Every package a module reaches at run time (type-only imports left out), with the path to it. */
function packagesReached(entry: string): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const seen = new Set<string>();
  const visit = (file: string, trail: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    const here = [...trail, path.relative(root, file)];
    for (const match of source.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm)) {
      if (match[1]) continue;
      const specifier = match[2]!;
      const local = resolve(file, specifier);
      if (local === 'asset') continue;
      if (local) visit(local, here);
      else if (!packages.has(specifier)) packages.set(specifier, here);
    }
  };
  visit(entry, []);
  return packages;
}

const EAGER = ['web/src/islands/islands.ts', 'web/src/features/measurement/measurement.island.ts'];

describe('what every page loads before any interaction', () => {
  for (const entry of EAGER) {
    it(`${entry} reaches neither React nor the email check`, () => {
      const packages = packagesReached(path.join(root, entry));
      const heavy = [...packages].filter(([name]) => /^(react|react-dom|react-router|validator|zod)(\/|$)/.test(name));
      expect(heavy.map(([name, trail]) => `${name} via ${trail.join(' -> ')}`)).toEqual([]);
    });
  }

  it('follows imports far enough to see one (the form island reaches the email check)', () => {
    const packages = packagesReached(path.join(root, 'web/src/features/forms/site-form.island.tsx'));
    expect([...packages.keys()].some((name) => name.startsWith('validator'))).toBe(true);
  });
});
