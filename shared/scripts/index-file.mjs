// A list of modules found by file name, written as a generated TypeScript module (the blocks',
// the content types'): written when it changed, or checked with --check (exit 1 when stale).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
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

/**
 * The modules of `dir` that define one: each .ts file (not a test, not generated) whose text
 * `pattern` matches, with the stem the pattern captures, its text and its import specifier.
 */
export function definitionFiles(dir, pattern) {
  const found = [];
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file.endsWith('.generated.ts')) continue;
    const text = readFileSync(join(dir, file), 'utf8');
    const match = pattern.exec(text);
    if (match) found.push({ file, stem: match[1], text, module: `./${file.replace(/\.ts$/, '.js')}` });
  }
  return found;
}
