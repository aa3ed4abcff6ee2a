// The seed (cms/data/seed) creates each entry once: the CMS holds exactly one published page per
// seed page file and one resource per seed resource file, however often Strapi has started.
// (Restarting on the same database is covered elsewhere; the shared stack is never restarted here.)
// Its images come from the files in cms/data/seed/images, with the alt text the seed JSON gives.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { stack } from './helpers';

const seedDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'cms', 'data', 'seed');

function seedFiles(kind: 'pages' | 'resources'): string[] {
  return readdirSync(path.join(seedDir, kind), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json'))
    .map((f) => path.join(seedDir, kind, f));
}

async function total(collection: 'pages' | 'blogs'): Promise<number> {
  const res = await fetch(`${stack().cmsUrl}/api/${collection}?pagination[pageSize]=1`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { meta: { pagination: { total: number } } }).meta.pagination.total;
}

async function all<T>(collection: 'pages' | 'blogs', field: string): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; ; page++) {
    const res = await fetch(`${stack().cmsUrl}/api/${collection}?fields[0]=${field}&pagination[page]=${page}&pagination[pageSize]=100`);
    const body = (await res.json()) as { data: T[]; meta: { pagination: { pageCount: number } } };
    out.push(...body.data);
    if (page >= body.meta.pagination.pageCount) return out;
  }
}

describe('the seed', () => {
  it('the number of pages equals the page files in cms/data/seed/pages (recursively)', async () => {
    const files = seedFiles('pages');
    expect(files.length).toBeGreaterThan(50);
    expect(await total('pages')).toBe(files.length);
  });

  it('the number of resources equals the files in cms/data/seed/resources', async () => {
    const files = seedFiles('resources');
    expect(files.length).toBeGreaterThan(0);
    expect(await total('blogs')).toBe(files.length);
  });

  it('each seed page path and resource slug exists exactly once', async () => {
    const wantedPaths = seedFiles('pages').map((f) => (JSON.parse(readFileSync(f, 'utf8')) as { path: string }).path);
    const wantedSlugs = seedFiles('resources').map((f) => (JSON.parse(readFileSync(f, 'utf8')) as { slug: string }).slug);
    expect(new Set(wantedPaths).size).toBe(wantedPaths.length);
    expect(new Set(wantedSlugs).size).toBe(wantedSlugs.length);

    const paths = (await all<{ path: string }>('pages', 'path')).map((p) => p.path);
    const slugs = (await all<{ slug: string }>('blogs', 'slug')).map((b) => b.slug);
    expect([...paths].sort()).toEqual([...wantedPaths].sort());
    expect([...slugs].sort()).toEqual([...wantedSlugs].sort());
  });

  it("uploads each resource's cover from the file it names in cms/data/seed/images: WebP at the file's size, with its alt text", async () => {
    const wanted = new Map(
      seedFiles('resources').map((f) => {
        const r = JSON.parse(readFileSync(f, 'utf8')) as { slug: string; cover: { file: string; alt: string } };
        return [r.slug, r.cover] as const;
      }),
    );
    const res = await fetch(`${stack().cmsUrl}/api/blogs?fields[0]=slug&populate[cover]=true&pagination[pageSize]=100`);
    expect(res.status).toBe(200);
    const blogs = ((await res.json()) as { data: { slug: string; cover: { mime: string; width: number; height: number; alternativeText: string } | null }[] }).data;
    expect(blogs.length).toBe(wanted.size);
    for (const { slug, cover } of blogs) {
      const spec = wanted.get(slug)!;
      const svg = readFileSync(path.join(seedDir, 'images', spec.file), 'utf8');
      const [, width, height] = /<svg[^>]* width="(\d+)" height="(\d+)"/.exec(svg)!;
      expect(cover, slug).toMatchObject({ mime: 'image/webp', width: Number(width), height: Number(height), alternativeText: spec.alt });
    }
  });
});
