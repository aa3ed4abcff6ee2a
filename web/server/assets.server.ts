// What the server render needs from the build, and the render function itself. Production reads
// dist/ (Vite's manifest); development asks Vite, so every request sees the current source.
// - Public pages: the inline boot script's text (islands/boot.ts, built as a plain script), the
//   islands loader module it imports, and the site stylesheet (the critical part of it inlined per
//   page, critical-css.server.ts; the whole of it linked without blocking).
// - Staff screens: the staff app's entry module, its module preloads and stylesheets.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Request } from 'express';
import type { ViteDevServer } from 'vite';
import type { RenderOptions, RenderResult } from '../src/entry-server.js';
import { CriticalCss } from './critical-css.server.js';
import type { Assets, BuildInfo, StaffAssets } from './page-assets.js';
import { cspHash } from './security.server.js';

export type RenderFn = (request: Request | globalThis.Request, options: RenderOptions) => Promise<globalThis.Response | RenderResult>;

export interface BuildOutput {
  render(): Promise<RenderFn>;
  assets(): Promise<Assets>;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export const ENTRIES = {
  staff: 'src/entry-staff.tsx',
  islands: 'src/islands/islands.ts',
  boot: 'src/islands/boot.ts',
  styles: 'src/styles/site-css.ts',
} as const;

function entry(manifest: Record<string, ManifestChunk>, key: string): ManifestChunk {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The Vite manifest has no entry for ${key}: run the web build`);
  return chunk;
}

/** The CSS and module preloads of an entry and everything it imports statically. */
export function entryTags(manifest: Record<string, ManifestChunk>, key: string): StaffAssets {
  const root = entry(manifest, key);
  const css = new Set<string>();
  const preloads = new Set<string>();
  const visit = (name: string, seen: Set<string>) => {
    const chunk = manifest[name];
    if (!chunk || seen.has(name)) return;
    seen.add(name);
    chunk.css?.forEach((c) => css.add(`/${c}`));
    if (name !== key) preloads.add(`/${chunk.file}`);
    chunk.imports?.forEach((i) => visit(i, seen));
  };
  visit(key, new Set());
  const headTags = [
    ...[...css].map((href) => `<link rel="stylesheet" href="${href}">`),
    ...[...preloads].map((href) => `<link rel="modulepreload" href="${href}">`),
  ].join('');
  return { headTags, entryModule: `/${root.file}` };
}

/** The built boot script as inline text (a source map comment would point nowhere from a page). */
export function inlineScript(code: string): string {
  return code.replace(/\n?\/\/# sourceMappingURL=\S*\s*$/, '').trim();
}

/**
 * The assets named by the client build's manifest and the site stylesheet's own (a separate build
 * that puts every public style in one file: scripts/build.mjs).
 */
export function manifestAssets(
  manifest: Record<string, ManifestChunk>,
  cssManifest: Record<string, ManifestChunk>,
  readAsset: (file: string) => string,
  build: BuildInfo = { id: 'unversioned', previous: [] },
): Assets {
  // Built without CSS splitting, Vite names the one file "style.css" in the manifest.
  const styles = entry(cssManifest, ENTRIES.styles).css?.[0] ?? cssManifest['style.css']?.file;
  if (!styles) throw new Error(`The site stylesheet's manifest names no CSS file for ${ENTRIES.styles}: run the web build`);
  const boot = inlineScript(readAsset(entry(manifest, ENTRIES.boot).file));
  return {
    public: {
      boot,
      bootHash: cspHash(boot),
      islandsModule: `/${entry(manifest, ENTRIES.islands).file}`,
      stylesheet: `/${styles}`,
      critical: new CriticalCss(readAsset(styles)),
    },
    staff: entryTags(manifest, ENTRIES.staff),
    build,
  };
}

/** The build's id and its predecessors, from the history the build script writes (.vite/builds.json). */
export function buildInfo(history: { id: string }[]): BuildInfo {
  const current = history[history.length - 1];
  if (!current) throw new Error('The build history (.vite/builds.json) is empty: run the web build');
  return { id: current.id, previous: history.slice(0, -1).map((b) => b.id) };
}

export async function productionBuild(clientDir: string): Promise<BuildOutput> {
  const read = (file: string) => readFileSync(path.join(clientDir, file), 'utf8');
  const manifest = JSON.parse(read('.vite/manifest.json')) as Record<string, ManifestChunk>;
  const cssManifest = JSON.parse(read('.vite/site-css.json')) as Record<string, ManifestChunk>;
  const built = manifestAssets(manifest, cssManifest, read, buildInfo(JSON.parse(read('.vite/builds.json')) as { id: string }[]));
  const { render } = await import('../src/entry-server.js');
  return { render: async () => render as RenderFn, assets: async () => built };
}

export function developmentBuild(vite: ViteDevServer): BuildOutput {
  return {
    render: async () => ((await vite.ssrLoadModule('/src/entry-server.tsx')) as { render: RenderFn }).render,
    assets: async () => {
      const html = await vite.transformIndexHtml('/', '<html><head></head><body></body></html>');
      const viteClient = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
      return {
        public: {
          // Vite serves the boot script as a module (its transform adds imports): it runs after
          // the document is parsed, so in development the notices' flags come a moment late.
          boot: '',
          bootHash: cspHash(''),
          islandsModule: `/${ENTRIES.islands}`,
          stylesheet: '',
          devHead: `${viteClient}<script type="module" src="/${ENTRIES.styles}"></script><script type="module" src="/${ENTRIES.boot}" data-islands="/${ENTRIES.islands}"></script>`,
        },
        staff: { headTags: viteClient, entryModule: `/${ENTRIES.staff}` },
        build: { id: 'dev', previous: [] },
      };
    },
  };
}

/** Assets with no built files behind them: for renders whose scripts and styles do not matter (unit tests). */
export function placeholderAssets(): Assets {
  return {
    public: { boot: '', bootHash: cspHash(''), islandsModule: '/assets/islands.js', stylesheet: '/assets/site.css' },
    staff: { headTags: '', entryModule: '/assets/entry-staff.js' },
    build: { id: 'test', previous: [] },
  };
}
