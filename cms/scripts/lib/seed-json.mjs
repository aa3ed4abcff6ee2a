// The seed's JSON files (pages, resources) as the seed checks read them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Each .json file below `dir`/`folder`, sorted, parsed, with its name relative to `dir`. A file
 * that does not parse is not listed: it is reported through `onInvalid` (seed-check says so; the
 * content checks leave it to seed-check).
 */
export function seedJsonFiles(dir, folder, onInvalid = () => {}) {
  const root = join(dir, folder);
  if (!existsSync(root)) return [];
  const out = [];
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json')).sort()) {
    const name = relative(dir, join(root, file));
    try {
      out.push({ name, data: JSON.parse(readFileSync(join(root, file), 'utf8')) });
    } catch (e) {
      onInvalid(`${name}: invalid JSON (${e.message})`);
    }
  }
  return out;
}
