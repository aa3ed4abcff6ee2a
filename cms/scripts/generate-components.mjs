// Writes the Strapi schema files that come from shared/ (components, page, navigation).
// Run after changing a block definition: npm run generate-components -w cms
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  GENERATED_COMPONENT_CATEGORIES,
  strapiGeneratedFiles,
} from '@ironbark/shared/strapi-codegen';

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
for (const [path, content] of files) {
  mkdirSync(dirname(join(cmsRoot, path)), { recursive: true });
  writeFileSync(join(cmsRoot, path), content);
}
console.log(`Wrote ${files.size} generated Strapi schema files.`);
