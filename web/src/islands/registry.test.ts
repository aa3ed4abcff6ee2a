import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ISLANDS, type IslandEntry } from './registry';
import type { IslandDefinition } from './island-types';

const src = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

function islandFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return islandFiles(full);
    return /\.island\.tsx?$/.test(entry.name) ? [path.relative(src, full)] : [];
  });
}

async function load(entry: IslandEntry): Promise<IslandDefinition<never>> {
  return typeof entry === 'function' ? (await entry()).default : entry;
}

describe('the island registry', () => {
  it('lists every island under the name its definition gives', async () => {
    for (const [name, entry] of Object.entries(ISLANDS)) expect((await load(entry)).name, name).toBe(name);
  });

  it('has an entry for every island file, and every island file is imported by it', () => {
    const registry = readFileSync(path.join(src, 'islands', 'registry.ts'), 'utf8');
    const files = islandFiles(src);
    expect(files.length).toBe(Object.keys(ISLANDS).length);
    for (const file of files) expect(registry, file).toContain(`../${file.replace(/\.tsx?$/, '')}'`);
  });

  it('keeps React out of the loader: only script islands are imported directly', async () => {
    for (const [name, entry] of Object.entries(ISLANDS)) {
      if (typeof entry !== 'function') expect((await load(entry)).kind, name).toBe('script');
    }
  });
});
