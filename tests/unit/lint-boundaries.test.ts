// The import boundaries in eslint.config.mjs, proved on code written for the test: a browser
// file may not import a server module, shared/ may not import web or cms, a feature reaches another
// feature (and web/server reaches a feature) only through its public entry, a feature takes values
// from web/server only from the shell's modules for features; and the allowed imports stay allowed
// (so no rule is simply "everything fails").
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repo = path.join(__dirname, '..', '..');
const eslint = new ESLint({ cwd: repo });
const BOUNDARY_RULES = new Set(['no-restricted-imports', 'ironbark/feature-boundaries']);

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repo, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId && BOUNDARY_RULES.has(m.ruleId)).map((m) => m.message);
}

describe('import boundaries', () => {
  // ESLint loads its config and the TypeScript parser on the first lint: seconds on a busy
  // machine. Done once here, so each case below is timed on its own work only.
  beforeAll(async () => {
    await eslint.lintText('export {};\n', { filePath: path.join(repo, 'web/src/lib/warm-up.ts') });
  }, 120_000);

  it('refuses a .server module imported by browser code', async () => {
    const errors = await boundaryErrors('web/src/features/search/example.tsx', "import { x } from './search-content.server.js';\nexport const y = x;\n");
    expect(errors).toEqual([expect.stringContaining('Browser code must not import a .server module.')]);
  });

  it('refuses anything under web/server imported by browser code', async () => {
    const errors = await boundaryErrors('web/src/lib/example.ts', "import { log } from '../../server/log.js';\nexport const y = log;\n");
    expect(errors).toEqual([expect.stringContaining('Browser code must not import from web/server.')]);
  });

  it('lets server modules, tests and the server entry import server code', async () => {
    const code = "import { x } from './other.server.js';\nexport const y = x;\n";
    expect(await boundaryErrors('web/src/features/search/example.server.ts', code)).toEqual([]);
    expect(await boundaryErrors('web/src/features/search/example.test.ts', code)).toEqual([]);
    expect(await boundaryErrors('web/src/entry-server.tsx', code)).toEqual([]);
  });

  it('lets browser code import shared and other browser modules', async () => {
    const code = "import { a } from '@ironbark/shared/search/term';\nimport { b } from './search-client';\nexport const y = [a, b];\n";
    expect(await boundaryErrors('web/src/features/search/example.tsx', code)).toEqual([]);
  });

  it('refuses web or cms code imported by shared', async () => {
    const errors = await boundaryErrors('shared/src/content/example.ts', "import { x } from '../../../web/src/lib/http';\nexport const y = x;\n");
    expect(errors).toEqual([expect.stringContaining('shared/ must not depend on web or cms.')]);
  });

  describe('feature boundaries', () => {
    const uses = (source: string, name = 'x') => `import { ${name} } from '${source}';\nexport const y = ${name};\n`;

    it("refuses a feature importing another feature's internal file, from any depth, statically or lazily", async () => {
      expect(await boundaryErrors('web/src/features/resources/example.tsx', uses('../seo/seo-head', 'SeoHead'))).toEqual([
        expect.stringContaining("an internal file of feature 'seo'"),
      ]);
      expect(await boundaryErrors('web/src/features/page-builder/blocks/example.tsx', uses('../../forms/form-context', 'TALK_TO_SALES'))).toEqual([
        expect.stringContaining("an internal file of feature 'forms'"),
      ]);
      expect(await boundaryErrors('web/src/features/forms/example.server.ts', uses('../resources/gated-download.server.js', 'sendFile'))).toEqual([
        expect.stringContaining("an internal file of feature 'resources'"),
      ]);
      expect(await boundaryErrors('web/src/features/layout/example.ts', "export const load = () => import('../search/search-box.island');\n")).toEqual([
        expect.stringContaining("an internal file of feature 'search'"),
      ]);
      expect(await boundaryErrors('web/src/features/seo/example.ts', "export { SeoHead } from '../page-builder/cms-page';\n")).toEqual([
        expect.stringContaining("an internal file of feature 'page-builder'"),
      ]);
    });

    it("lets a feature import another feature's public entry, and its own files", async () => {
      expect(await boundaryErrors('web/src/features/resources/example.tsx', uses('../seo/index', 'SeoHead'))).toEqual([]);
      expect(await boundaryErrors('web/src/features/resources/example.tsx', uses('../seo', 'SeoHead'))).toEqual([]);
      expect(await boundaryErrors('web/src/features/page-builder/blocks/example.tsx', uses('../../forms/index', 'TALK_TO_SALES'))).toEqual([]);
      expect(await boundaryErrors('web/src/features/forms/example.server.ts', uses('../resources/index.server.js', 'sendFile'))).toEqual([]);
      expect(await boundaryErrors('web/src/features/page-builder/blocks/example.tsx', uses('../cms-page', 'CmsPage'))).toEqual([]);
      expect(await boundaryErrors('web/src/features/forms/example.tsx', uses('./form-fields', 'PAGE_FIELD'))).toEqual([]);
    });

    it("refuses web/server importing a feature's internal file, and lets it import the public entries", async () => {
      expect(await boundaryErrors('web/server/example.server.ts', uses('../src/features/forms/forms-api.server.js', 'formsApi'))).toEqual([
        expect.stringContaining("web/server imports '../src/features/forms/forms-api.server.js', an internal file of feature 'forms'"),
      ]);
      expect(await boundaryErrors('web/server/example.server.ts', uses('../src/features/forms/index.server.js', 'formsApi'))).toEqual([]);
      expect(await boundaryErrors('web/server/example.server.ts', uses('../src/features/staff/index.js', 'SESSION_COOKIE'))).toEqual([]);
      expect(await boundaryErrors('web/server/example.server.ts', uses('../src/lib/safe-path.js', 'safeLocalPath'))).toEqual([]);
    });

    it("lets a feature take values from web/server's modules for features only (types from any, tests anything)", async () => {
      expect(await boundaryErrors('web/src/features/forms/example.server.ts', uses('../../../server/page-cache.server.js', 'pageKey'))).toEqual([
        expect.stringContaining("imports '../../../server/page-cache.server.js' from web/server"),
      ]);
      expect(await boundaryErrors('web/src/features/forms/example.server.ts', uses('../../../server/log.server.js', 'log'))).toEqual([]);
      const typeOnly = "import type { PageCache } from '../../../server/page-cache.server.js';\nexport type Y = PageCache;\n";
      expect(await boundaryErrors('web/src/features/forms/example.server.ts', typeOnly)).toEqual([]);
      expect(await boundaryErrors('web/src/features/forms/example.test.ts', uses('../../../server/page-cache.server', 'pageKey'))).toEqual([]);
    });

    it("refuses browser code importing another feature's server entry", async () => {
      expect(await boundaryErrors('web/src/features/resources/example.tsx', uses('../forms/index.server.js', 'formPage'))).toEqual([
        expect.stringContaining('Browser code must not import a .server module.'),
      ]);
    });
  });
});
