// Writes the Strapi files that come from shared/ (components as JSON, a loader module per content
// type, and its default controller, router and service where it has none of its own).
// Run after changing a block definition: npm run generate-components -w cms
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENERATED_COMPONENT_CATEGORIES, GENERATED_MARK, strapiDefaultFiles, strapiGeneratedFiles } from '@ironbark/shared/strapi-codegen';

const cmsRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const files = strapiGeneratedFiles();

// A component whose definition was removed must not linger.
for (const category of GENERATED_COMPONENT_CATEGORIES) {
  const dir = join(cmsRoot, 'src/components', category);
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) {
    if (!files.has(`src/components/${category}/${name}`)) rmSync(join(dir, name));
  }
}
// Content types load their schema from shared at start-up (schema.ts): an old schema.json goes.
for (const path of files.keys()) {
  if (!path.endsWith('/schema.ts')) continue;
  rmSync(join(cmsRoot, path.replace(/schema\.ts$/, 'schema.json')), { force: true });
}
// Strapi's default controller, router and service where a content type has none of its own.
let defaults = 0;
for (const [path, content] of strapiDefaultFiles()) {
  const file = join(cmsRoot, path);
  if (existsSync(file) && !readFileSync(file, 'utf8').startsWith(GENERATED_MARK)) continue;
  files.set(path, content);
  defaults++;
}
for (const [path, content] of files) {
  mkdirSync(dirname(join(cmsRoot, path)), { recursive: true });
  writeFileSync(join(cmsRoot, path), content);
}
console.log(`Wrote ${files.size} generated Strapi files (${defaults} default controllers, routers and services).`);
