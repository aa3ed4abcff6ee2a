// The name of each island definition, for the server that writes it on the island's element
// (island.tsx): every island file (registry.ts's globs, all of them at once: the server has them all
// anyway), each default export under its file's name. Never imported by the browser's loader, which
// looks islands up by the name the element carries.
import { islandNameOf, type IslandDefinition, type IslandProps } from './island-types';

const files = import.meta.glob<IslandDefinition<never>>('../features/**/*.island.{ts,tsx}', { eager: true, import: 'default' });
const names = new Map<unknown, string>(Object.entries(files).map(([file, definition]) => [definition, islandNameOf(file)]));

/** The name of an island file's default export; an error for anything else. */
export function islandName(definition: IslandDefinition<IslandProps> | IslandDefinition<never>): string {
  const name = names.get(definition);
  if (!name) throw new Error('an <Island of={…}> is given a definition that is not the default export of a web/src/features/**/<name>.island.ts(x) file');
  return name;
}
