// Strapi's public REST API as the site and its visitors use it: the envelope and pagination the
// search relies on, what the public role may read and change, drafts kept out of public reads
// (the web's preview of them: preview.test.ts), and no self-registration.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stack } from './helpers';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

interface Pagination {
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
}

interface Collection<T = Record<string, unknown>> {
  data: T[];
  meta: { pagination: Pagination };
}

const cms = (path: string, init?: RequestInit) => fetch(`${stack().cmsUrl}${path}`, init);

async function cmsJson<T>(path: string, init?: RequestInit): Promise<{ status: number; body: T }> {
  const res = await cms(path, init);
  return { status: res.status, body: (await res.json().catch(() => null)) as T };
}

/** Logs the demo editor in to the Strapi admin; returns the admin JWT. */
async function adminJwt(): Promise<string> {
  const res = await cms('/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'AdminDemo!2024' }),
  });
  expect(res.status, 'admin login of the demo editor').toBe(200);
  const body = (await res.json()) as { data?: { token?: string } };
  expect(body.data?.token).toBeTruthy();
  return body.data!.token!;
}

describe('blogs (resources) list', () => {
  it('answers {data, meta: {pagination: {page, pageSize, pageCount, total}}}', async () => {
    const { status, body } = await cmsJson<Collection>('/api/blogs');
    expect(status).toBe(200);
    expect(Array.isArray(body.data)).toBe(true);
    expect(body.data.length).toBeGreaterThan(0);
    const p = body.meta.pagination;
    expect(p).toEqual({
      page: expect.any(Number),
      pageSize: expect.any(Number),
      pageCount: expect.any(Number),
      total: expect.any(Number),
    });
    expect(p.page).toBe(1);
    expect(p.total).toBeGreaterThanOrEqual(body.data.length);
    expect(p.pageCount).toBe(Math.ceil(p.total / p.pageSize));
  });

  it('gives the same total for a full page (counted), a short one and one past the end (services/blog.ts)', async () => {
    const all = await cmsJson<Collection>('/api/blogs?fields[0]=slug&pagination[pageSize]=100');
    const total = all.body.data.length;
    expect(total).toBeGreaterThan(6);
    expect(total).toBeLessThan(100);
    expect(all.body.meta.pagination).toEqual({ page: 1, pageSize: 100, pageCount: 1, total });
    const full = await cmsJson<Collection>('/api/blogs?fields[0]=slug&pagination[pageSize]=5');
    expect(full.body.data).toHaveLength(5);
    expect(full.body.meta.pagination).toEqual({ page: 1, pageSize: 5, pageCount: Math.ceil(total / 5), total });
    const lastSize = total - 5;
    const short = await cmsJson<Collection>(`/api/blogs?fields[0]=slug&pagination[page]=2&pagination[pageSize]=${lastSize + 1}`);
    expect(short.body.data).toHaveLength(total - (lastSize + 1));
    expect(short.body.meta.pagination).toEqual({ page: 2, pageSize: lastSize + 1, pageCount: 2, total });
    const offset = await cmsJson<{ data: unknown[]; meta: { pagination: unknown } }>(`/api/blogs?fields[0]=slug&pagination[start]=${total - 2}&pagination[limit]=10`);
    expect(offset.body.data).toHaveLength(2);
    expect(offset.body.meta.pagination).toEqual({ start: total - 2, limit: 10, total });
    const past = await cmsJson<Collection>('/api/blogs?fields[0]=slug&pagination[page]=50&pagination[pageSize]=5');
    expect(past.body.data).toEqual([]);
    expect(past.body.meta.pagination.total).toBe(total);
    const none = await cmsJson<Collection>('/api/blogs?fields[0]=slug&filters[slug][$eq]=no-such-resource');
    expect(none.body.meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 0, total: 0 });
    const uncounted = await cmsJson<{ meta: { pagination: unknown } }>('/api/blogs?fields[0]=slug&pagination[pageSize]=5&pagination[withCount]=false');
    expect(uncounted.body.meta.pagination).toEqual({ page: 1, pageSize: 5 });
  });

  it('answers the site search query (an $or of three fields, pagination[limit]=5) as page 1 of size 5', async () => {
    const query =
      'filters[$or][0][title][$containsi]=network&filters[$or][1][metaKeywords][$containsi]=network' +
      '&filters[$or][2][metaDescription][$containsi]=network&pagination[limit]=5';
    const { status, body } = await cmsJson<Collection<{ title: string; metaKeywords?: string | null; metaDescription?: string | null }>>(
      `/api/blogs?${encodeURI(query)}`,
    );
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(5);
    expect(body.meta.pagination.page).toBe(1);
    expect(body.meta.pagination.pageSize).toBe(5);
    expect(body.meta.pagination.total).toBeGreaterThanOrEqual(body.data.length);
    for (const item of body.data) {
      const haystack = [item.title, item.metaKeywords ?? '', item.metaDescription ?? ''].join(' ').toLowerCase();
      expect(haystack, `"${item.title}" matches the search term`).toContain('network');
    }
  });
});

describe('public reads', () => {
  it.each(['/api/pages', '/api/global', '/api/navigation'])('GET %s answers 200 with data', async (path) => {
    const { status, body } = await cmsJson<{ data: unknown }>(path);
    expect(status).toBe(200);
    expect(body.data).toBeTruthy();
    if (Array.isArray(body.data)) expect(body.data.length).toBeGreaterThan(0);
  });
});

describe('what the public role may not do', () => {
  let pageId: string;
  let blogId: string;

  beforeAll(async () => {
    const pages = await cmsJson<Collection<{ documentId: string }>>('/api/pages?pagination[pageSize]=1');
    const blogs = await cmsJson<Collection<{ documentId: string }>>('/api/blogs?pagination[pageSize]=1');
    pageId = pages.body.data[0]!.documentId;
    blogId = blogs.body.data[0]!.documentId;
  });

  const denied = [401, 403];
  const json = { 'content-type': 'application/json' };

  it.each(['pages', 'blogs'])('cannot create %s', async (kind) => {
    const res = await cms(`/api/${kind}`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ data: { title: 'Public write attempt', path: '/public-write-attempt', slug: 'public-write-attempt' } }),
    });
    expect(denied).toContain(res.status);
  });

  it.each(['pages', 'blogs'])('cannot update or delete %s', async (kind) => {
    const id = kind === 'pages' ? pageId : blogId;
    const update = await cms(`/api/${kind}/${id}`, { method: 'PUT', headers: json, body: JSON.stringify({ data: { title: 'Defaced' } }) });
    expect(denied).toContain(update.status);
    const remove = await cms(`/api/${kind}/${id}`, { method: 'DELETE' });
    expect(denied).toContain(remove.status);
    // Still there, unchanged.
    const after = await cmsJson<{ data: { title: string } }>(`/api/${kind}/${id}`);
    expect(after.status).toBe(200);
    expect(after.body.data.title).not.toBe('Defaced');
  });

  it('cannot read form submissions (403)', async () => {
    expect((await cms('/api/form-submissions')).status).toBe(403);
  });

  it('cannot read redirects (403)', async () => {
    expect((await cms('/api/redirects')).status).toBe(403);
  });

  it('cannot register an account (self-registration is disabled)', async () => {
    const tag = randomBytes(4).toString('hex');
    const res = await cms('/api/auth/local/register', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ username: `intruder-${tag}`, email: `intruder-${tag}@example.com`, password: 'Intruder!2024-long' }),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    const body = (await res.json().catch(() => ({}))) as { jwt?: string };
    expect(body.jwt).toBeUndefined();
    // And the account does not exist: it cannot sign in (through the route the web uses).
    const login = await cms('/api/staff-auth/login', {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${stack().env.CMS_API_TOKEN}` },
      body: JSON.stringify({ identifier: `intruder-${tag}@example.com`, password: 'Intruder!2024-long' }),
    });
    expect(login.status).toBe(400);
  });
});

describe('drafts', () => {
  const CM = `/content-manager/collection-types/${CONTENT_TYPE_UIDS.page}`;
  const tag = randomBytes(4).toString('hex');
  const path = `/draft-only-${tag}`;
  const title = `Draft only page ${tag}`;
  let jwt: string;
  let documentId: string | undefined;

  beforeAll(async () => {
    jwt = await adminJwt();
    // A page that has never been published: created (saved) in the content manager, not published.
    const res = await cms(CM, {
      method: 'POST',
      headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        title,
        path,
        seo: { metaTitle: title, metaDescription: 'A draft page made by the integration tests; it is never published.' },
        blocks: [{ __component: 'blocks.hero', variant: 'compact', heading: `Draft heading ${tag}` }],
      }),
    });
    const body = (await res.json()) as { data?: { documentId?: string; publishedAt?: string | null } };
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body.data?.publishedAt ?? null).toBeNull();
    documentId = body.data?.documentId;
  });

  afterAll(async () => {
    if (documentId) {
      const res = await cms(`${CM}/${documentId}`, { method: 'DELETE', headers: { authorization: `Bearer ${jwt}` } });
      expect(res.status).toBe(200);
    }
  });

  it('are not exposed to the public, even when asked for with ?status=draft', async () => {
    const filter = `filters[path][$eq]=${encodeURIComponent(path)}`;
    for (const query of [`${filter}&status=draft`, filter]) {
      const { status, body } = await cmsJson<Collection>(`/api/pages?${query}`);
      expect(status).toBe(200);
      expect(body.data).toEqual([]);
      expect(body.meta.pagination.total).toBe(0);
    }
  });

  it('are not on the public site', async () => {
    const res = await fetch(`${stack().webUrl}${path}`, { redirect: 'manual' });
    expect([301, 302, 404]).toContain(res.status);
    if (res.status !== 404) expect(new URL(res.headers.get('location')!, stack().webUrl).pathname).toBe('/not-found');
  });

  it("are readable with the web server's API token (what the preview uses)", async () => {
    const { status, body } = await cmsJson<Collection<{ path: string; publishedAt: string | null }>>(
      `/api/pages?filters[path][$eq]=${encodeURIComponent(path)}&status=draft`,
      { headers: { authorization: `Bearer ${stack().env.CMS_API_TOKEN}` } },
    );
    expect(status).toBe(200);
    expect(body.data.map((p) => p.path)).toEqual([path]);
  });
});
