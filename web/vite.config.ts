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

// CSS Module class names in the builds: "_" and three characters of a hash of the module's path
// (relative to web/, so every build on every machine agrees: the server's HTML, the islands and
// the site stylesheet are separate builds) and the class's local name. A class keeps its name for
// as long as its module keeps its path and the class its name, whatever else changes: a page
// cached before a deploy and the stylesheet after it still agree on every unchanged module (they
// were places in a sorted list of every class before, so one new class renamed every class after
// it). Public pages carry their class names twice (in the HTML and in the CSS they inline), so the
// names stay short (one character more than the two letters before). Two classes hashing alike
// stop the build with both named (and class-names.test.ts checks every module of the site), so a
// clash is renamed by hand, never silently. Development keeps readable names.
const webRoot = path.dirname(fileURLToPath(import.meta.url));
const relative = (file: string) => path.relative(webRoot, file.split('?')[0]!).split(path.sep).join('/');
/** Characters of the hash in a name: 64^3 = 262,144 names for the site's few hundred classes. */
export const CLASS_HASH_LENGTH = 3;

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

/** The build name of `file:class`: "_" and the first characters of its SHA-256, base64url. */
export function classNameOf(key: string): string {
  return `_${createHash('sha256').update(key).digest('base64url').slice(0, CLASS_HASH_LENGTH)}`;
}

const named = new Map<string, string>();
export function shortClassName(local: string, file: string): string {
  const key = `${relative(file)}:${local}`;
  const name = classNameOf(key);
  const other = named.get(name);
  if (other !== undefined && other !== key) throw new Error(`CSS Modules: ${key} and ${other} would both be named ${name}; rename one of the two classes`);
  named.set(name, key);
  return name;
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
