// The admin icon list in shared/ must match the installed Strapi: a block whose icon Strapi does
// not know falls back to the default glyph, and two blocks would look the same in the picker.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STRAPI_ADMIN_ICONS } from './admin-icons.js';

/** name -> glyph, read from Strapi's content-manager (admin/components/ComponentIcon). */
function parseStrapiIcons(source: string): Record<string, string> {
  const start = source.indexOf('const COMPONENT_ICONS = {');
  if (start < 0) throw new Error('COMPONENT_ICONS not found');
  const body = source.slice(start, source.indexOf('};', start));
  const icons: Record<string, string> = {};
  for (const m of body.matchAll(/^\s+(\w+): (Icons|Symbols)__namespace\.(\w+),?$/gm)) {
    icons[m[1]!] = m[2] === 'Symbols' ? `symbols/${m[3]}` : m[3]!;
  }
  return icons;
}

function installedIconSource(): string {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('@strapi/content-manager/package.json'));
  const file = join(root, 'dist/admin/components/ComponentIcon.js');
  if (!existsSync(file)) throw new Error(`Strapi's icon list is not at ${file}: update admin-icons.test.ts for the new Strapi`);
  return readFileSync(file, 'utf8');
}

describe('STRAPI_ADMIN_ICONS', () => {
  it('is exactly the icon list of the installed Strapi, glyph for glyph', () => {
    expect(STRAPI_ADMIN_ICONS).toEqual(parseStrapiIcons(installedIconSource()));
  });
});
