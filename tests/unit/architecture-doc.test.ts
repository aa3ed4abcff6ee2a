// docs/architecture.md stays true to the tree: every repository path it names in backticks
// exists, and its folder map names every folder of the parts it maps (so a new feature folder,
// or one renamed or removed, fails here until the page says so).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = path.join(__dirname, '..', '..');
const doc = readFileSync(path.join(repo, 'docs', 'architecture.md'), 'utf8');

/**
 * The repository paths named in backticks outside fenced blocks: a span of path characters that
 * has a slash in it or ends in a file extension (`web/server/app.ts`, `cms/src/api/`,
 * `README.md`). Addresses (`/api/revalidate`), names (`ContentSource`, `REDIS_URL`), commands
 * and patterns with `*` are not paths.
 */
function namedPaths(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  const spans = [...prose.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);
  return spans.filter((s) => /^[A-Za-z0-9_][A-Za-z0-9_.-]*(\/[A-Za-z0-9_.-]+)*\/?$/.test(s) && (s.includes('/') || /\.[a-z]{2,4}$/.test(s)));
}

const paths = [...new Set(namedPaths(doc))];
const named = new Set(paths.map((p) => p.replace(/\/$/, '')));

describe('docs/architecture.md', () => {
  it('names the code it describes (the path reader finds them)', () => {
    expect(paths.length).toBeGreaterThan(60);
    expect(named).toContain('web/server/app.ts');
    expect(named).toContain('cms/src/revalidation/revalidate.ts');
  });

  it.each(paths)('names %s, which exists', (p) => {
    expect(existsSync(path.join(repo, p)), `${p} is named in docs/architecture.md but does not exist`).toBe(true);
    if (p.endsWith('/')) expect(readdirSync(path.join(repo, p)).length).toBeGreaterThan(0);
  });

  it.each(['cms/src', 'web/src/features', 'shared/src'])('maps every entry of %s', (dir) => {
    const entries = readdirSync(path.join(repo, dir), { withFileTypes: true })
      .filter((e) => !e.name.endsWith('.test.ts'))
      .map((e) => `${dir}/${e.name}`);
    const missing = entries.filter((e) => !named.has(e));
    expect(missing, 'add a line for each to the folder map in docs/architecture.md').toEqual([]);
  });

  it('maps the server, the scripts and the tests', () => {
    for (const dir of ['web/server', 'scripts', 'scripts/lib', 'tests/unit', 'tests/integration', 'web/tests/e2e']) expect(named).toContain(dir);
  });
});
