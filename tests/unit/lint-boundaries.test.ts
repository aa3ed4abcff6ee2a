// The import boundaries in eslint.config.mjs, proved on code written for the test: a browser
// file may not import a server module, shared/ may not import web or cms, and the allowed
// imports stay allowed (so the rule is not simply "everything fails").
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repo = path.join(__dirname, '..', '..');
const eslint = new ESLint({ cwd: repo });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repo, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
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
});
