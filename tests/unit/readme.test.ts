// The README is the front door: short enough to read (the two commands, what is here, the latest
// figures), with every longer guide one link away and every link landing on a file that exists.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const REPO = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const DOCS = ['README.md', 'docs/operations.md', 'docs/configuration.md', 'docs/editors/leads.md', 'docs/editors/forms.md', 'docs/bench/history.md'];

/** Relative links of a markdown file, without their #anchor. */
function relativeLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((href) => !/^(https?:|mailto:|#)/.test(href)).map((href) => href.replace(/#.*$/, ''));
}

describe('README', () => {
  const readme = readFileSync(path.join(REPO, 'README.md'), 'utf8');

  it('is at most 250 lines and opens with the two commands', () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(250);
    expect(readme.slice(0, 400)).toMatch(/npm ci && npm start[\s\S]*npm ci && npm test/);
  });

  it.each(DOCS)('every relative link in %s lands on a file', (file) => {
    const text = readFileSync(path.join(REPO, file), 'utf8');
    const missing = relativeLinks(text).filter((href) => !existsSync(path.join(REPO, path.dirname(file), href)));
    expect(missing).toEqual([]);
  });
});
