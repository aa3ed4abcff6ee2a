import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ISLANDS, type IslandEntry } from './registry';
import { islandName } from './island-names';
import { islandNameOf, type IslandDefinition } from './island-types';
import { LIVE_PREVIEW_ISLAND } from '../features/preview/live-preview.lazy.island';

const src = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

function islandFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return islandFiles(full);
    return /\.island\.tsx?$/.test(entry.name) ? [path.relative(src, full)] : [];
  });
}

async function load(entry: IslandEntry): Promise<IslandDefinition<never>> {
  return typeof entry === 'function' ? await entry() : entry;
}

describe('the island registry', () => {
  it('has every island file under its file name, and nothing else', () => {
    const files = islandFiles(src);
    expect(files.length).toBeGreaterThan(10);
    expect(Object.keys(ISLANDS).sort()).toEqual(files.map((f) => islandNameOf(f)).sort());
  });

  it('puts the plain-script islands (<name>.island.ts) in the loader and every other island in a chunk of its own', () => {
    for (const file of islandFiles(src)) {
      const inLoader = /(?<!\.lazy)\.island\.ts$/.test(file);
      expect(typeof ISLANDS[islandNameOf(file)] === 'function', file).toBe(!inLoader);
    }
  });

  it('keeps React out of the loader: only script islands are in it', async () => {
    for (const [name, entry] of Object.entries(ISLANDS)) {
      if (typeof entry !== 'function') expect((await load(entry)).kind, name).toBe('script');
    }
  });

  it('gives the server the same name for each definition as the loader looks it up by', async () => {
    for (const [name, entry] of Object.entries(ISLANDS)) expect(islandName(await load(entry)), name).toBe(name);
    expect(() => islandName({ kind: 'script', wake: 'load', mount: () => {} })).toThrow(/not the default export/);
    expect(Object.keys(ISLANDS)).toContain(LIVE_PREVIEW_ISLAND);
  });

  it('names an island by its file, and refuses a file not named as an island is', () => {
    expect(islandNameOf('../features/layout/mega-menu.island.ts')).toBe('mega-menu');
    expect(islandNameOf('../features/layout/offline-worker.lazy.island.ts')).toBe('offline-worker');
    expect(islandNameOf('../features/forms/site-form.island.tsx')).toBe('site-form');
    expect(() => islandNameOf('../features/forms/SiteForm.island.tsx')).toThrow(/lower-case words and hyphens/);
    expect(() => islandNameOf('../features/forms/site-form.tsx')).toThrow(/not named as an island file is/);
  });
});
