// A content type's UID (api::<name>.<name>) is written in shared/ (content/content-type-uids.ts and
// the definitions) and in the CMS's own src/api/<type>/ folder only; everything else imports
// CONTENT_TYPE_UIDS, so renaming or adding a type is one change (issue 24). Strapi's own UIDs
// (plugin::upload.file, plugin::users-permissions.user) are not ours and not checked.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contentTypeDefinitions } from '../../shared/src/content/content-types';
import { CONTENT_TYPE_UIDS } from '../../shared/src/content/content-type-uids';

const REPO = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SOURCE = /\.(ts|tsx|js|mjs|cjs|jsx|json)$/;

/**
 * Files allowed to spell a UID out: shared/, the type's own CMS folder, generated types, and the
 * component schemas generated from shared/ (a block's relation names its target there).
 */
function allowed(file: string, singularName: string): boolean {
  return (
    file.startsWith('shared/') ||
    file.startsWith(`cms/src/api/${singularName}/`) ||
    file.startsWith('cms/types/generated/') ||
    file.startsWith('cms/src/components/')
  );
}

/** Where `text` spells one of our UIDs outside the files allowed to. */
export function strayUids(files: { path: string; text: string }[]): string[] {
  const found: string[] = [];
  for (const uid of Object.values(CONTENT_TYPE_UIDS)) {
    const singularName = uid.slice('api::'.length, uid.indexOf('.'));
    for (const file of files) {
      if (!allowed(file.path, singularName) && file.text.includes(uid)) found.push(`${file.path}: ${uid}`);
    }
  }
  return found;
}

describe('content type UIDs', () => {
  it('CONTENT_TYPE_UIDS names every content type defined in shared/, and no other', () => {
    expect(Object.values(CONTENT_TYPE_UIDS).sort()).toEqual(contentTypeDefinitions.map((d) => d.uid).sort());
  });

  it('the check finds a UID written out in a file outside shared/ and the type\'s own folder', () => {
    const { blog, page } = CONTENT_TYPE_UIDS;
    const files = [
      { path: 'web/server/x.ts', text: `const UID = '${blog}';` },
      { path: 'cms/src/api/page/routes/x.ts', text: `'${blog}'` },
      { path: 'cms/src/api/blog/routes/x.ts', text: `'${blog}'` },
      { path: 'shared/src/content/x.ts', text: `'${page}'` },
      { path: 'tests/integration/x.test.ts', text: `'/content-manager/collection-types/${page}'` },
    ];
    expect(strayUids(files).sort()).toEqual([
      `web/server/x.ts: ${blog}`,
      `cms/src/api/page/routes/x.ts: ${blog}`,
      `tests/integration/x.test.ts: ${page}`,
    ].sort());
  });

  it('no tracked source file outside shared/ and cms/src/api/<type>/ writes a content type UID', () => {
    const tracked = execFileSync('git', ['ls-files'], { cwd: REPO, encoding: 'utf8' })
      .split('\n')
      .filter((file) => SOURCE.test(file) && file !== 'package-lock.json');
    const files = tracked.map((file) => ({ path: file, text: readFileSync(path.join(REPO, file), 'utf8') }));
    expect(files.length).toBeGreaterThan(100);
    expect(strayUids(files)).toEqual([]);
  });
});
