// Every island of the public site, by its name: its file's name (island-types.ts islandNameOf),
// found by glob, so adding an island is adding its file (exporting the definition) and nothing else.
// - `<name>.island.ts`, a plain-script island, is part of the islands loader itself (the menus and
//   notices a first tap must reach at once);
// - `<name>.island.tsx`, a React island, and `<name>.lazy.island.ts`, a script island not needed at
//   once (the beacon at idle, the worker, the preview), are chunks of their own, fetched when the
//   island wakes (the React ones bring the shared React chunk).
// tests/unit/island-weight.test.ts follows the loader's imports, these globs included, and keeps
// React and the form's email check out of it.
import { islandNameOf, type IslandDefinition } from './island-types';

/** A definition in the loader, or the import of its chunk. */
export type IslandEntry = IslandDefinition<never> | (() => Promise<IslandDefinition<never>>);

const inLoader = import.meta.glob<IslandDefinition<never>>(['../features/**/*.island.ts', '!../features/**/*.lazy.island.ts'], { eager: true, import: 'default' });
const chunks = import.meta.glob<IslandDefinition<never>>(['../features/**/*.island.tsx', '../features/**/*.lazy.island.ts'], { import: 'default' });

function byName(files: Record<string, IslandEntry>): Record<string, IslandEntry> {
  const out: Record<string, IslandEntry> = {};
  for (const [file, entry] of Object.entries(files)) {
    const name = islandNameOf(file);
    if (out[name]) throw new Error(`two island files are named "${name}" (${file} and another): an island's name is its file's name`);
    out[name] = entry;
  }
  return out;
}

export const ISLANDS: Readonly<Record<string, IslandEntry>> = byName({ ...inLoader, ...chunks });
