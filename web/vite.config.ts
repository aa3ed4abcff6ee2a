import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The root workspace holds React 18 for Strapi's admin; the web must only ever see its own
// React 19. dedupe makes every import of react resolve from web/, and the React libraries
// (hoisted to the root, or CommonJS under Node's resolution) are processed by Vite in the server
// build and the development server, so they share that copy too.
const REACT_LIBS = ['react-helmet-async', 'lucide-react', 'react-router', 'react-router-dom'];

// CSS Module class names in the builds: "_" and two or three letters. Every class of every
// module under src/ is listed once per build, sorted by file (relative, so every build on every
// machine agrees: the server's HTML, the islands and the site stylesheet are separate builds) and
// local name, and named by its place in that list, so no two classes share a name. Public pages
// carry their class names twice (in the HTML and in the CSS they inline), so short names keep them
// light (7 characters each before: 0.5 KB gzip of a 12 KB page). A class the list missed gets
// "_" and six characters of a hash of file and name (no clash: a different length). Development
// keeps readable names.
const webRoot = path.dirname(fileURLToPath(import.meta.url));
const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const relative = (file: string) => path.relative(webRoot, file.split('?')[0]!).split(path.sep).join('/');

/** Every `file:class` of the CSS modules under src/, sorted. */
export function moduleClasses(): string[] {
  const keys = new Set<string>();
  for (const file of readdirSync(path.join(webRoot, 'src'), { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.module.css')) continue;
    const absolute = path.join(webRoot, 'src', file);
    // Class selectors: a dot and a name (not a number's decimal point, nor inside a url()).
    const css = readFileSync(absolute, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/url\([^)]*\)/g, '');
    for (const m of css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) keys.add(`${relative(absolute)}:${m[1]}`);
  }
  return [...keys].sort();
}

/** The short name of each listed class: its index in LETTERS, two letters, or three past 2,704. */
export function classNameTable(keys: string[]): Map<string, string> {
  const name = (i: number): string => (i < LETTERS.length ** 2 ? '' : LETTERS[Math.floor(i / LETTERS.length ** 2) - 1]!) + LETTERS[Math.floor(i / LETTERS.length) % LETTERS.length]! + LETTERS[i % LETTERS.length]!;
  return new Map(keys.map((key, i) => [key, `_${name(i)}`]));
}

let table: Map<string, string> | undefined;
export function shortClassName(local: string, file: string): string {
  const key = `${relative(file)}:${local}`;
  table ??= classNameTable(moduleClasses());
  return table.get(key) ?? `_${createHash('sha256').update(key).digest('base64url').slice(0, 6).replace(/-/g, '_')}`;
}

// scripts/build.mjs builds the site stylesheet on its own (WEB_BUILD=site-css): one CSS file, no
// splitting, from src/styles/site-css.ts alone.
const siteCss = process.env.WEB_BUILD === 'site-css';

export default defineConfig(({ command }) => ({
  plugins: [react()],
  css: command === 'build' ? { modules: { generateScopedName: shortClassName } } : undefined,
  resolve: {
    dedupe: ['react', 'react-dom', 'react-router', 'react-router-dom'],
    conditions: ['source'],
  },
  ssr: {
    noExternal: REACT_LIBS,
    resolve: { conditions: ['source'], externalConditions: ['node'] },
  },
  build: {
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    // Public pages: the boot script (inlined by the server) and the islands loader it imports.
    // Staff screens: the staff app. The site stylesheet is a build of its own (scripts/build.mjs).
    // server/assets.server.ts reads them back from the manifest.
    cssCodeSplit: !siteCss,
    rollupOptions: {
      input: siteCss ? ['src/styles/site-css.ts'] : ['src/islands/boot.ts', 'src/islands/islands.ts', 'src/entry-staff.tsx'],
      output: {
        // One React chunk, shared by every React island and the staff app.
        codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] },
      },
    },
  },
  server: { hmr: true },
}));
