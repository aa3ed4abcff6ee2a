// The staff screens' resource routes, with a staff token directly against Strapi: the management
// list (drafts included, status, filters, sorts, paging, parameter checks), one resource in full,
// slug availability, and publish / unpublish / discard draft, which the web follows within
// seconds (its cache holds pages for 5 minutes, so only the revalidation call can explain it).
// Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL (the list is SQL of its own).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, staffLogin } from './cms-only';
import { poll, stack } from './helpers';

interface Item {
  documentId: string;
  title: string;
  slug: string;
  type: string;
  status: 'draft' | 'published' | 'modified';
  publishedDate: string;
  excerpt: string | null;
  updatedAt: string;
  publishedAt: string | null;
  featured: boolean | null;
  cover: { name: string; url: string; mime: string; size: number } | null;
  doc: { name: string; url: string; mime: string; size: number } | null;
}
interface List {
  data: Item[];
  meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } };
}

const tag = randomBytes(3).toString('hex');
let jwt: string;
const created: string[] = [];
const cms = (path: string, init: Parameters<typeof call>[1] = {}) => call(`${stack().cmsUrl}${path}`, { bearer: jwt, ...init });
const list = async (query: string) => {
  const res = await cms(`/api/blogs/manage?${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body as unknown as List;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function make(title: string, type: string, date: string, status: 'draft' | 'published') {
  const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const res = await cms(`/api/blogs?status=${status}`, {
    method: 'POST',
    json: { data: { title, slug, type, publishedDate: date, excerpt: `Excerpt of ${title}` } },
  });
  expect(res.status, res.text).toBe(201);
  const documentId = (res.body as { data: { documentId: string } }).data.documentId;
  created.push(documentId);
  return { documentId, slug, title };
}

/** The public page of a resource: 200 with its title, or a redirect to /not-found. */
async function publicPage(slug: string) {
  const res = await fetch(`${stack().webUrl}/resources/${slug}`, { redirect: 'manual', headers: { accept: 'text/html' } });
  return { status: res.status, html: await res.text() };
}

let alpha: Awaited<ReturnType<typeof make>>;
let bravo: Awaited<ReturnType<typeof make>>;
let charlie: Awaited<ReturnType<typeof make>>;

beforeAll(async () => {
  jwt = (await staffLogin(stack().cmsUrl, stack().env.CMS_API_TOKEN!, 'staff@example.com', 'StaffDemo!2024')).jwt;
  alpha = await make(`Alpha manage ${tag}`, 'news', '2024-01-10', 'draft');
  bravo = await make(`Bravo manage ${tag}`, 'guide', '2024-03-10', 'published');
  charlie = await make(`Charlie manage ${tag}`, 'news', '2024-02-10', 'published');
  // Charlie gets a draft change after publishing: "modified".
  await sleep(20);
  const edit = await cms(`/api/blogs/${charlie.documentId}?status=draft`, { method: 'PUT', json: { data: { title: `${charlie.title} (edited)` } } });
  expect(edit.status, edit.text).toBe(200);
});

afterAll(async () => {
  for (const id of created) await cms(`/api/blogs/${id}`, { method: 'DELETE' });
});

describe('GET /api/blogs/manage', () => {
  it('lists drafts with the published ones, each with its status and the table fields', async () => {
    const { data, meta } = await list(`q=${tag}&sort=title:asc`);
    expect(meta.pagination).toEqual({ page: 1, pageSize: 20, pageCount: 1, total: 3 });
    expect(data.map((d) => [d.documentId, d.status])).toEqual([
      [alpha.documentId, 'draft'],
      [bravo.documentId, 'published'],
      [charlie.documentId, 'modified'],
    ]);
    const [a, b] = data;
    expect(a).toMatchObject({ title: alpha.title, slug: alpha.slug, type: 'news', publishedDate: '2024-01-10', publishedAt: null, excerpt: `Excerpt of ${alpha.title}` });
    expect(b!.publishedAt).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
    expect(a!.updatedAt).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
    // The edited title is the draft's.
    expect(data[2]!.title).toBe(`${charlie.title} (edited)`);
    for (const item of data) expect(Object.keys(item)).toEqual(expect.arrayContaining(['featured', 'cover', 'doc']));
  });

  it('finds by title, case-insensitively', async () => {
    const { data } = await list(`q=${encodeURIComponent(`BRAVO MANAGE ${tag.toUpperCase()}`)}`);
    expect(data.map((d) => d.documentId)).toEqual([bravo.documentId]);
    // LIKE wildcards are literal.
    expect((await list(`q=${tag}%25`)).meta.pagination.total).toBe(0);
    expect((await list(`q=Alpha_manage_${tag}`)).meta.pagination.total).toBe(0);
  });

  it('filters by type and by status', async () => {
    expect((await list(`q=${tag}&type=news`)).data.map((d) => d.documentId).sort()).toEqual([alpha.documentId, charlie.documentId].sort());
    expect((await list(`q=${tag}&type=case_study`)).data).toEqual([]);
    expect((await list(`q=${tag}&status=draft`)).data.map((d) => d.documentId)).toEqual([alpha.documentId]);
    expect((await list(`q=${tag}&status=published`)).data.map((d) => d.documentId)).toEqual([bravo.documentId]);
    expect((await list(`q=${tag}&status=modified`)).data.map((d) => d.documentId)).toEqual([charlie.documentId]);
  });

  it('sorts by title, date and last change', async () => {
    const ids = async (sort: string) => (await list(`q=${tag}&sort=${sort}`)).data.map((d) => d.documentId);
    expect(await ids('title:asc')).toEqual([alpha.documentId, bravo.documentId, charlie.documentId]);
    expect(await ids('title:desc')).toEqual([charlie.documentId, bravo.documentId, alpha.documentId]);
    expect(await ids('date:asc')).toEqual([alpha.documentId, charlie.documentId, bravo.documentId]);
    expect(await ids('date:desc')).toEqual([bravo.documentId, charlie.documentId, alpha.documentId]);
    expect((await ids('updated:desc'))[0]).toBe(charlie.documentId);
  });

  it('pages', async () => {
    const first = await list(`q=${tag}&sort=title:asc&pageSize=2&page=1`);
    const second = await list(`q=${tag}&sort=title:asc&pageSize=2&page=2`);
    expect(first.meta.pagination).toEqual({ page: 1, pageSize: 2, pageCount: 2, total: 3 });
    expect(first.data.map((d) => d.documentId)).toEqual([alpha.documentId, bravo.documentId]);
    expect(second.data.map((d) => d.documentId)).toEqual([charlie.documentId]);
    expect((await list(`q=${tag}&pageSize=2&page=9`)).data).toEqual([]);
  });

  it('includes every resource, seeded ones too, with file summaries', async () => {
    const { data, meta } = await list('pageSize=100');
    expect(meta.pagination.total).toBeGreaterThan(3);
    const withDoc = data.find((d) => d.doc);
    expect(withDoc?.doc).toMatchObject({ name: expect.stringMatching(/\.pdf$/), url: expect.any(String), mime: 'application/pdf', size: expect.any(Number) });
    const withCover = data.find((d) => d.cover);
    expect(withCover?.cover?.mime).toMatch(/^image\//);
  });

  it.each([
    ['sort', 'sort=newest'],
    ['status', 'status=archived'],
    ['type', 'type=blog'],
    ['page', 'page=0'],
    ['page', 'page=two'],
    ['pageSize', 'pageSize=101'],
    ['q', 'q[$ne]=x'],
    ['type', 'type=news&type=guide'],
  ])('answers a bad %s with 400 naming it (%s)', async (param, query) => {
    const res = await cms(`/api/blogs/manage?${query}`);
    expect(res.status, res.text).toBe(400);
    expect((res.body as { error: { message: string } }).error.message).toContain(`"${param}"`);
  });

  it('is for staff only', async () => {
    expect((await call(`${stack().cmsUrl}/api/blogs/manage`)).status).toBe(403);
  });
});

describe('GET /api/blogs/manage/:documentId', () => {
  it('gives the draft in full, with its status', async () => {
    const res = await cms(`/api/blogs/manage/${charlie.documentId}`);
    expect(res.status, res.text).toBe(200);
    expect((res.body as { data: Item & { body: unknown; metaDescription: unknown } }).data).toMatchObject({
      documentId: charlie.documentId,
      title: `${charlie.title} (edited)`,
      status: 'modified',
      body: null,
      metaDescription: null,
    });
  });

  it('answers 404 for an unknown resource', async () => {
    expect((await cms('/api/blogs/manage/abcdefghijklmnopqrstuvwx')).status).toBe(404);
    expect((await cms('/api/blogs/manage/NOT-AN-ID')).status).toBe(404);
  });
});

describe('GET /api/blogs/slug-check', () => {
  it('a taken slug is unavailable, with a free suggestion', async () => {
    const res = await cms(`/api/blogs/slug-check?slug=${alpha.slug}`);
    expect(res.body).toEqual({ available: false, suggestion: `${alpha.slug}-2` });
  });

  it("a resource's own slug is available to it", async () => {
    expect((await cms(`/api/blogs/slug-check?slug=${alpha.slug}&documentId=${alpha.documentId}`)).body).toEqual({ available: true, suggestion: alpha.slug });
  });

  it('a free slug is available; a badly formed one is not, with a well-formed suggestion', async () => {
    expect((await cms(`/api/blogs/slug-check?slug=free-slug-${tag}`)).body).toEqual({ available: true, suggestion: `free-slug-${tag}` });
    expect((await cms(`/api/blogs/slug-check?slug=Free%20Slug%20${tag}`)).body).toEqual({ available: false, suggestion: `free-slug-${tag}` });
  });

  it('answers 400 without a slug or with a malformed documentId', async () => {
    expect((await cms('/api/blogs/slug-check')).status).toBe(400);
    expect((await cms('/api/blogs/slug-check?slug=a&documentId=../x')).status).toBe(400);
  });
});

describe('publish, unpublish, discard draft', () => {
  it('publish puts a draft on the public site within seconds', async () => {
    // The web looks it up (and caches that it is missing) first.
    expect((await publicPage(alpha.slug)).status).toBe(302);
    const res = await cms(`/api/blogs/${alpha.documentId}/publish`, { method: 'POST' });
    expect(res.status, res.text).toBe(200);
    expect((res.body as { data: Item }).data).toMatchObject({ documentId: alpha.documentId, status: 'published', publishedAt: expect.any(String) });
    const shown = await poll(() => publicPage(alpha.slug), (p) => p.status === 200 && p.html.includes(alpha.title), 6000);
    expect(shown.ok, `/resources/${alpha.slug} answered ${shown.value.status}`).toBe(true);
  });

  it('unpublish takes it off the public site within seconds; the draft stays', async () => {
    expect((await publicPage(bravo.slug)).status).toBe(200);
    const res = await cms(`/api/blogs/${bravo.documentId}/unpublish`, { method: 'POST' });
    expect(res.status, res.text).toBe(200);
    expect((res.body as { data: Item }).data).toMatchObject({ status: 'draft', publishedAt: null });
    const gone = await poll(() => publicPage(bravo.slug), (p) => p.status === 302, 6000);
    expect(gone.ok, `/resources/${bravo.slug} answered ${gone.value.status}`).toBe(true);
    expect((await call(`${stack().cmsUrl}/api/blogs?filters[slug][$eq]=${bravo.slug}`)).body).toMatchObject({ data: [] });
  });

  it('discard draft goes back to the published version', async () => {
    const res = await cms(`/api/blogs/${charlie.documentId}/discard-draft`, { method: 'POST' });
    expect(res.status, res.text).toBe(200);
    expect((res.body as { data: Item }).data).toMatchObject({ status: 'published', title: charlie.title });
  });

  it('discard draft of a never-published resource is refused with 400', async () => {
    const draft = await make(`Delta manage ${tag}`, 'news', '2024-04-10', 'draft');
    const res = await cms(`/api/blogs/${draft.documentId}/discard-draft`, { method: 'POST' });
    expect(res.status).toBe(400);
  });

  it('answers 404 for an unknown resource, 403 without a staff token', async () => {
    expect((await cms('/api/blogs/abcdefghijklmnopqrstuvwx/publish', { method: 'POST' })).status).toBe(404);
    expect((await call(`${stack().cmsUrl}/api/blogs/${alpha.documentId}/unpublish`, { method: 'POST' })).status).toBe(403);
  });
});
