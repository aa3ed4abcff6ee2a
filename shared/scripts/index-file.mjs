// A list of modules found by file name, written as a generated TypeScript module (the blocks',
// the content types'): written when it changed, or checked with --check (exit 1 when stale).
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = fileURLToPath(new URL('../..', import.meta.url));

/** Runs the index script when it is the program (node shared/scripts/<name>.mjs [--check]). */
export function runIndex(scriptUrl, file, text) {
  if (scriptUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    current = '';
  }
  const wanted = text();
  if (process.argv.includes('--check')) {
    if (current !== wanted) {
      console.error(`${relative(repo, file)} is not current: run \`npm run build -w shared\``);
      process.exit(1);
    }
  } else if (current !== wanted) writeFileSync(file, wanted);
}
