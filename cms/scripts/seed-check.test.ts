import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_PATHS } from '@ironbark/shared/content/site-routes';
import { normalisePath } from '@ironbark/shared/content/page';
// @ts-expect-error: a plain ES module script without type declarations
import { checkSeed as untypedCheckSeed } from './seed-check.mjs';

interface SeedCheckResult {
  problems: string[];
  pages: { name: string; page: { path?: string; title?: string }; words: number }[];
  resources: { name: string }[];
  missing: string[];
}

const checkSeed = untypedCheckSeed as (dir?: string) => SeedCheckResult;

describe('the real seed content', () => {
  const result = checkSeed();

  it('has no problems', () => {
    expect(result.problems, result.problems.join('\n')).toEqual([]);
  });

  it('has a page for every route of the spec', () => {
    expect(result.missing).toEqual([]);
  });

  it('has a page at every path in CONTENT_PATHS', () => {
    const paths = new Set(result.pages.map((p) => normalisePath(p.page.path ?? '')));
    const absent = CONTENT_PATHS.filter((path) => !paths.has(normalisePath(path)));
    expect(absent).toEqual([]);
  });

  it('checked pages and resources', () => {
    expect(result.pages.length).toBeGreaterThanOrEqual(CONTENT_PATHS.length);
    expect(result.resources.length).toBeGreaterThan(0);
  });
});

/** Exactly `n` words of ordinary copy. */
function words(n: number): string {
  const pool = ['regional', 'networks', 'keep', 'councils', 'connected', 'through', 'storms', 'and', 'outages', 'daily'];
  return Array.from({ length: n }, (_, i) => pool[i % pool.length]).join(' ');
}

describe('a seed with a broken page', () => {
  let dir: string;
  let result: SeedCheckResult;

  function write(path: string, value: unknown) {
    const file = join(dir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(value, null, 2));
  }

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'ironbark-seed-check-'));
    write('pages/broken.json', {
      title: 'Broken page',
      path: '/broken-page',
      // no seo at all
      blocks: [
        { __component: 'blocks.carousel', slides: [] },
        { __component: 'blocks.rich-text', body: words(50) },
      ],
    });
    write('pages/second.json', {
      title: 'Second page',
      path: '/broken-page',
      seo: {
        metaTitle: 'Second page',
        metaDescription: 'Lorem ipsum dolor sit amet, a description long enough to pass the length check.',
      },
      blocks: [
        { __component: 'blocks.rich-text', body: `${words(250)} See [the missing page](/no-such-page).` },
        { __component: 'blocks.hero', heading: 'Hero', colour: 'red' },
        { __component: 'blocks.stats', stats: [{ value: '1', label: 'Only one figure' }] },
      ],
    });
    writeFileSync(join(dir, 'pages', 'invalid.json'), '{ "title": ');
    result = checkSeed(dir);
  });

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  const problemsOf = (file: string) => result.problems.filter((p) => p.startsWith(file));

  it('reports the unknown block type', () => {
    expect(result.problems).toContain('pages/broken.json.blocks[0]: unknown block "blocks.carousel"');
  });

  it('reports too little copy (50 words of the 200 needed)', () => {
    expect(result.problems).toContain('pages/broken.json: has 50 words of copy, needs at least 200');
  });

  it('reports too few blocks', () => {
    expect(result.problems).toContain('pages/broken.json: has 2 blocks, needs at least 3');
  });

  it('reports the missing SEO title and description', () => {
    const seo = problemsOf('pages/broken.json.seo');
    expect(seo).toHaveLength(1);
    expect(seo[0]).toContain('metaTitle');
    expect(seo[0]).toContain('metaDescription');
  });

  it('reports placeholder text', () => {
    expect(result.problems).toContain('pages/second.json.seo.metaDescription: contains placeholder text');
  });

  it('reports a link to a page that does not exist', () => {
    expect(result.problems).toContain('pages/second.json.blocks[0].body: links to /no-such-page, which is not a page');
  });

  it('reports an unknown field and a block failing its schema', () => {
    expect(result.problems).toContain('pages/second.json.blocks[1]: unknown field "colour"');
    expect(problemsOf('pages/second.json.blocks[2] (blocks.stats)')).toHaveLength(1);
  });

  it('reports two pages with the same path', () => {
    expect(result.problems).toContain('pages/second.json: path /broken-page is also used by pages/broken.json');
  });

  it('reports a file that is not valid JSON', () => {
    expect(problemsOf('pages/invalid.json: invalid JSON')).toHaveLength(1);
  });

  it('lists every route of the spec as missing', () => {
    expect(result.missing).toEqual([...CONTENT_PATHS]);
  });

  it('does not report the valid rich-text block of the broken page', () => {
    expect(problemsOf('pages/broken.json.blocks[1]')).toEqual([]);
  });
});
