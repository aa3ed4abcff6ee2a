// What the server render needs from the build: the <head> tags for the client bundle (CSS and
// module preloads from Vite's manifest) and the render function itself. Production reads dist/;
// development asks Vite, so every request sees the current source.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Request } from 'express';
import type { ViteDevServer } from 'vite';
import type { RenderOptions, RenderResult } from '../src/entry-server.js';

export type RenderFn = (request: Request | globalThis.Request, options: RenderOptions) => Promise<globalThis.Response | RenderResult>;

export interface Assets {
  headTags: string;
  entryModule: string;
}

export interface BuildOutput {
  render(): Promise<RenderFn>;
  assets(): Promise<Assets>;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

const ENTRY = 'src/entry-client.tsx';

/** The CSS and module preloads of the client entry and everything it imports statically. */
export function manifestAssets(manifest: Record<string, ManifestChunk>): Assets {
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`The Vite manifest has no entry for ${ENTRY}: run the web build`);
  const css = new Set<string>();
  const preloads = new Set<string>();
  const visit = (key: string, seen: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    chunk.css?.forEach((c) => css.add(`/${c}`));
    if (key !== ENTRY) preloads.add(`/${chunk.file}`);
    chunk.imports?.forEach((i) => visit(i, seen));
  };
  visit(ENTRY, new Set());
  const headTags = [
    ...[...css].map((href) => `<link rel="stylesheet" href="${href}">`),
    ...[...preloads].map((href) => `<link rel="modulepreload" href="${href}">`),
  ].join('');
  return { headTags, entryModule: `/${entry.file}` };
}

export async function productionBuild(clientDir: string): Promise<BuildOutput> {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const built = manifestAssets(manifest);
  const { render } = await import('../src/entry-server.js');
  return { render: async () => render as RenderFn, assets: async () => built };
}

export function developmentBuild(vite: ViteDevServer): BuildOutput {
  return {
    render: async () => ((await vite.ssrLoadModule('/src/entry-server.tsx')) as { render: RenderFn }).render,
    assets: async () => {
      const html = await vite.transformIndexHtml('/', '<html><head></head><body></body></html>');
      return { headTags: /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '', entryModule: '/src/entry-client.tsx' };
    },
  };
}
