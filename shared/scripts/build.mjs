// Builds shared/ twice: ES modules (with type declarations) for the web and the scripts, and
// CommonJS for Strapi, whose compiled server code uses require().
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// The lists found by file name first: the blocks (shared/src/blocks/all-blocks.generated.ts) and
// the content types (shared/src/content/all-content-types.generated.ts).
for (const index of ['blocks-index.mjs', 'content-types-index.mjs']) execFileSync(process.execPath, [join(root, 'scripts', index)], { stdio: 'inherit' });
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
if (process.argv.includes('--clean')) rmSync(join(root, 'dist'), { recursive: true, force: true });
rmSync(join(root, 'tsconfig.tsbuildinfo'), { force: true });
for (const project of ['tsconfig.json', 'tsconfig.cjs.json']) {
  execFileSync(process.execPath, [tsc, '-p', join(root, project)], { stdio: 'inherit' });
}
mkdirSync(join(root, 'dist/cjs'), { recursive: true });
writeFileSync(join(root, 'dist/cjs/package.json'), '{ "type": "commonjs" }\n');
