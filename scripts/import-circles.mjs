// `npm run lint`'s second half: no import circles in the code (type-only imports count: a circle of
// types still ties two modules' meanings together). Each package is read on its own; packages
// cannot form a circle between them, because shared/ imports neither web/ nor cms/ (eslint's
// boundaries). Uses madge (the TypeScript compiler's module resolution, `.js` -> `.ts`).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import madge from 'madge';

const repo = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ROOTS = ['shared/src', 'web/src', 'web/server', 'cms/src', 'cms/config', 'scripts'];

/** Every import circle among the files under `roots` (relative to `base`), each as its list of files. */
export async function importCircles(roots = ROOTS, base = repo) {
  const result = await madge(roots.map((r) => path.join(base, r)), {
    baseDir: base,
    fileExtensions: ['ts', 'tsx', 'js', 'mjs'],
    excludeRegExp: [/node_modules/, /\/dist\//, /\.test\.tsx?$/],
    tsConfig: path.join(repo, 'tsconfig.json'),
  });
  return result.circular();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const circles = await importCircles();
  if (circles.length > 0) {
    console.error(`import circles: ${circles.length}, each must be untied (move the shared part to a module both import):`);
    for (const circle of circles) console.error(`  ${[...circle, circle[0]].join(' -> ')}`);
    process.exit(1);
  }
  console.log('import circles: none');
}
