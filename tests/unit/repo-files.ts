// For the unit tests that read the repository's own files.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The files below `dir` whose names `keep` takes, passing over the folders named in `skip`. */
export function filesBelow(dir: string, skip: string[], keep: (name: string) => boolean): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (skip.includes(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...filesBelow(full, skip, keep));
    else if (keep(name)) out.push(full);
  }
  return out;
}
