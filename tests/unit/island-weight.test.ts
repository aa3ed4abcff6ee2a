// The islands woken on every page without a tap (the loader's plain-script islands and the
// measurement island, woken at idle) are what a visitor downloads before any interaction. They
// stay free of React and of the form's email check (validator.js, ~2 KB gzip): the modules they
// reach, followed through the sources, import neither. The bench measured the price of one stray
// import: JavaScript before interaction went from 5.4 to 11.1 KB gzip when visit.ts took two
// pattern checks from lead-rules.ts instead of lead-field-rules.ts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

/** A Vite glob pattern (**, *, {a,b}) as a regular expression over absolute paths. */
function globPattern(absolute: string): RegExp {
  let out = '';
  for (let i = 0; i < absolute.length; i++) {
    const c = absolute[i]!;
    if (absolute.startsWith('**/', i)) {
      out += '(?:.*/)?';
      i += 2;
    } else if (c === '*') out += '[^/]*';
    else if (c === '{') out += '(?:';
    else if (c === '}') out += ')';
    else if (c === ',' && out.lastIndexOf('(?:') > out.lastIndexOf(')')) out += '|';
    else out += c.replace(/[.+?^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
}

/** The files a module's `import.meta.glob(…, { eager: true })` calls load with it (Vite's patterns; '!' leaves out). */
function eagerGlobbed(file: string, source: string): string[] {
  const out: string[] = [];
  for (const call of source.matchAll(/import\.meta\.glob\b[^(]*\(\s*(\[[^\]]*\]|'[^']*')\s*,\s*\{([^}]*)\}/g)) {
    if (!/\beager:\s*true\b/.test(call[2]!)) continue;
    const patterns = [...call[1]!.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
    const take = patterns.filter((p) => !p.startsWith('!')).map((p) => globPattern(path.resolve(path.dirname(file), p)));
    const leave = patterns.filter((p) => p.startsWith('!')).map((p) => globPattern(path.resolve(path.dirname(file), p.slice(1))));
    const base = path.resolve(path.dirname(file), patterns.find((p) => !p.startsWith('!'))!.split('*')[0]!.replace(/[^/]*$/, ''));
    out.push(...filesUnder(base).filter((f) => take.some((r) => r.test(f)) && !leave.some((r) => r.test(f))));
  }
  return out;
}

/** Every module (local files) and package a module reaches at run time (type-only imports left out), each package with the path to it. */
function reached(entry: string): { modules: Set<string>; packages: Map<string, string[]> } {
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
    // The registry's islands in the loader come by glob (web/src/islands/registry.ts).
    for (const globbed of eagerGlobbed(file, source)) visit(globbed, here);
  };
  visit(entry, []);
  return { modules: new Set([...seen].map((f) => path.relative(root, f))), packages };
}

const packagesReached = (entry: string) => reached(entry).packages;

const EAGER = ['web/src/islands/islands.ts', 'web/src/features/measurement/measurement.lazy.island.ts'];

describe('what every page loads before any interaction', () => {
  for (const entry of EAGER) {
    it(`${entry} reaches neither React nor the email check`, () => {
      const packages = packagesReached(path.join(root, entry));
      const heavy = [...packages].filter(([name]) => /^(react|react-dom|react-router|validator|zod)(\/|$)/.test(name));
      expect(heavy.map(([name, trail]) => `${name} via ${trail.join(' -> ')}`)).toEqual([]);
    });
  }

  it("follows the registry's eager globs into the loader's islands, and no further (the React islands are chunks)", () => {
    const modules = reached(path.join(root, 'web/src/islands/islands.ts')).modules;
    expect(modules).toContain('web/src/features/layout/mega-menu.island.ts');
    expect(modules).toContain('web/src/features/layout/cookie-banner.island.ts');
    expect(modules).not.toContain('web/src/features/layout/offline-worker.lazy.island.ts');
    expect(modules).not.toContain('web/src/features/forms/site-form.island.tsx');
  });

  it('follows imports far enough to see one (the form island reaches the email check)', () => {
    const packages = packagesReached(path.join(root, 'web/src/features/forms/site-form.island.tsx'));
    expect([...packages.keys()].some((name) => name.startsWith('validator'))).toBe(true);
  });
});
