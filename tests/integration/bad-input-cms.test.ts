// Bad input to Strapi's public REST API (what anyone on the internet can send it) and to the
// web's preview: private fields cannot be filtered, sorted, selected or populated, drafts stay
// hidden without a token, the public role writes nothing, page sizes are capped, populate cannot
// be abused, and a malformed query is a 400, never a 500. A preview link without the right
// secret or signature never shows a draft.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorJwt } from './forms-helpers';
import { stack } from './helpers';
import { expectNoServerError, expectNotPubliclyCached, raw } from './raw-http';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

interface Collection {
  data: Record<string, unknown>[];
  meta: { pagination: { page?: number; pageSize?: number; start?: number; limit?: number; total: number } };
}

async function cms(path: string, init: RequestInit = {}) {
  const res = await fetch(`${stack().cmsUrl}${path}`, { redirect: 'manual', ...init });
  const text = await res.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, headers: res.headers, text, body };
}

function expectValidationError(res: { status: number; text: string; body: unknown; headers: Headers }) {
  expect(res.status, res.text.slice(0, 300)).toBe(400);
  // Strapi's own refusals of a query: ValidationError, or PaginationError for pagination.
  expect(['ValidationError', 'PaginationError']).toContain((res.body as { error?: { name?: string } }).error?.name);
  expect(res.headers.get('cache-control') ?? '').not.toMatch(/public|s-maxage/);
}

describe('private fields stay private', () => {
  it.each([
    ['blogs', 'filters[createdBy][email][$startsWith]=a'],
    ['blogs', 'filters[updatedBy][id][$gt]=0'],
    ['blogs', 'filters[createdBy][password][$startsWith]=$'],
    ['blogs', 'filters[$or][0][createdBy][email][$contains]=@'],
    ['blogs', 'filters[cover][related][id][$gt]=0'],
    ['pages', 'filters[createdBy][resetPasswordToken][$notNull]=true'],
    ['blogs', 'sort=createdBy.email:asc'],
    ['blogs', 'fields[0]=password'],
    ['blogs', 'populate[createdBy]=*'],
    ['pages', 'populate[0]=updatedBy'],
    ['pages', 'populate[localizations]=*'],
  ])('/api/%s?%s answers 400', async (kind, query) => {
    expectValidationError(await cms(`/api/${kind}?${query}`));
  });

  it('populate=* (and the upload relation under a cover) answers 200 without any user or related record', async () => {
    for (const path of ['/api/pages?populate=*&pagination[pageSize]=5', '/api/blogs?populate[cover][populate][related]=*&pagination[pageSize]=5', '/api/blogs?populate=*']) {
      const res = await cms(path);
      expect(res.status, path).toBe(200);
      expect(res.text, path).not.toMatch(/"(createdBy|updatedBy|related|password|resetPasswordToken|email)"\s*:/);
    }
  });
});

describe('the public role writes nothing', () => {
  it.each([
    ['POST', '/api/pages'],
    ['POST', '/api/blogs'],
    ['PUT', '/api/global'],
    ['DELETE', '/api/navigation'],
    ['POST', '/api/redirects'],
    ['POST', '/api/form-submissions'],
    ['POST', '/api/upload'],
    ['POST', '/api/blogs/abcdefghij0123456789abcd/publish'],
  ])('%s %s answers 403', async (method, path) => {
    const res = await cms(path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data: { title: 'Public write attempt', path: '/public-write', slug: 'public-write' } }) });
    expect(res.status).toBe(403);
  });
});

describe('page sizes are capped at 100', () => {
  it.each([
    ['pagination[pageSize]=1000', 100],
    ['pagination[pageSize]=1e9', 100],
    ['pagination[limit]=1000', 100],
    ['pagination[pageSize]=-1', 1],
  ])('/api/blogs?%s answers pages of %i', async (query, size) => {
    const res = await cms(`/api/blogs?${query}`);
    expect(res.status).toBe(200);
    const body = res.body as Collection;
    expect(body.meta.pagination.pageSize).toBe(size);
    expect(body.data.length).toBeLessThanOrEqual(size);
  });
});

describe('malformed queries are a 400, never a 500', () => {
  const deepPopulate = `populate[cover]${'[populate]'.repeat(30)}=*`;
  it.each([
    ['filters=abc'],
    ['filters[$and]=1'],
    ['filters[$or][0]=x'],
    ['filters[$or][0][$or]=1'],
    ['filters[$not]=1'],
    ['filters[$not][0]=x'],
    ['filters[title][$eq][$eq]=x'],
    ['filters[title][$between]=x'],
    ['filters[title][$nope]=x'],
    ['filters[title][$regex]=.*'],
    ['filters[nosuchfield][$eq]=x'],
    ['filters[$and][0]… nested 40 deep', `filters${'[$and][0]'.repeat(40)}[title]=x`],
    ['populate[cover][filters][$and]=1'],
    ['populate=**'],
    ['populate[cover][populate]… nested 30 deep', deepPopulate],
    ['150 populate[i]=cover entries', Array.from({ length: 150 }, (_, i) => `populate[${i}]=cover`).join('&')],
    ['fields='],
    ['fields[title]=1'],
    ['pagination=abc'],
    ['pagination[page]=abc'],
    ['pagination[page]=1&pagination[start]=0'],
    ['sort=title:sideways'],
    ['_q[0]=x'],
  ])('/api/blogs?%s', async (label, query = label) => {
    expectValidationError(await cms(`/api/blogs?${query}`));
  });

  it.each([['filters[$and]=1'], ['filters[path][$eq][$eq]=/'], ['populate[blocks][filters][$or]=x'], ['fields=']])('/api/pages?%s', async (query) => {
    expectValidationError(await cms(`/api/pages?${query}`));
  });

  it('a well-formed filter still works (the site search query)', async () => {
    const res = await cms('/api/blogs?filters[$or][0][title][$containsi]=network&filters[$or][1][metaKeywords][$containsi]=network&filters[$and][0][type][$in][0]=news&filters[$and][0][type][$in][1]=guide&pagination[limit]=5');
    expect(res.status, res.text.slice(0, 300)).toBe(200);
    expect((res.body as Collection).data.length).toBeGreaterThan(0);
  });
});

describe('drafts stay hidden without a token', () => {
  const tag = randomBytes(4).toString('hex');
  const slug = `bad-input-draft-${tag}`;
  const path = `/bad-input-draft-${tag}`;
  const title = `Bad input draft ${tag}`;
  let jwt: string;
  const made: { kind: string; documentId: string }[] = [];
  let blogId = '';

  beforeAll(async () => {
    jwt = await editorJwt(stack().cmsUrl);
    const create = async (kind: string, data: Record<string, unknown>) => {
      const res = await cms(`/content-manager/collection-types/api::${kind}.${kind}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
        body: JSON.stringify(data),
      });
      expect(res.status, res.text).toBe(201);
      const documentId = (res.body as { data: { documentId: string } }).data.documentId;
      made.push({ kind, documentId });
      return documentId;
    };
    blogId = await create('blog', { title, slug, type: 'news', publishedDate: '2024-06-01', excerpt: `Secret draft ${tag}` });
    await create('page', { title, path, seo: { metaTitle: title, metaDescription: 'A draft page of the bad-input tests; never published.' } });
  });

  afterAll(async () => {
    for (const { kind, documentId } of made) {
      const res = await cms(`/content-manager/collection-types/api::${kind}.${kind}/${documentId}`, { method: 'DELETE', headers: { authorization: `Bearer ${jwt}` } });
      expect(res.status).toBe(200);
    }
  });

  it.each([
    ['status=draft', `/api/blogs?filters[slug][$eq]=${slug}&status=draft`],
    ['publicationState=preview', `/api/blogs?filters[slug][$eq]=${slug}&publicationState=preview`],
    ['status[0]=draft', `/api/blogs?filters[slug][$eq]=${slug}&status[0]=draft`],
    ['hasPublishedVersion=false', `/api/blogs?filters[slug][$eq]=${slug}&status=draft&hasPublishedVersion=false`],
    ['pages with status=draft', `/api/pages?filters[path][$eq]=${path}&status=draft`],
  ])('a list with %s answers 200 without the draft', async (_label, query) => {
    const res = await cms(query);
    expect(res.status).toBe(200);
    expect((res.body as Collection).data).toEqual([]);
    expect(res.text).not.toContain(tag);
  });

  it('one draft by its id with status=draft answers 404', async () => {
    const res = await cms(`/api/blogs/${blogId}?status=draft`);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain(tag);
  });

  it('a made-up bearer token answers 401, not the draft', async () => {
    const res = await cms(`/api/blogs?filters[slug][$eq]=${slug}&status=draft`, { headers: { authorization: `Bearer ${randomBytes(48).toString('hex')}` } });
    expect(res.status).toBe(401);
    expect(res.text).not.toContain(tag);
  });

  it('the site shows neither draft: /not-found', async () => {
    for (const target of [`/resources/${slug}`, path]) {
      const page = await raw(stack().webUrl, target);
      expect(page.status, target).toBe(302);
      expect(page.headers.location).toBe('/not-found');
      expect(page.body).not.toContain(tag);
    }
  });

  describe('preview links', () => {
    it.each([
      ['a signed link with no signature', () => `/preview?kind=page&ref=${encodeURIComponent(path)}&exp=9999999999999`],
      ['a signed link that expired', () => `/preview?kind=page&ref=/&exp=1&sig=x`],
      ['a signed link with a made-up signature', () => `/preview?kind=page&ref=${encodeURIComponent(path)}&exp=9999999999999&sig=${randomBytes(32).toString('hex')}`],
    ])('%s never shows the draft, never a 5xx and is never stored', async (_label, target) => {
      const res = await raw(stack().webUrl, target());
      expectNoServerError(res);
      expect(res.status).not.toBe(200);
      expect(res.body).not.toContain(tag);
      expectNotPubliclyCached(res);
    });
  });
});

// Issue 23, finding 1: Global settings' "Redirect hosts" (the other websites redirects may lead
// to) holds host names only; anything else is refused on save, naming the field.
describe('"Redirect hosts" in Global settings', () => {
  const GLOBAL_CM = `/content-manager/single-types/${CONTENT_TYPE_UIDS.global}`;
  let jwt: string;

  beforeAll(async () => {
    jwt = await editorJwt(stack().cmsUrl);
  });

  it.each([
    ['a path', 'shop.ironbark.example/offers'],
    ['a wildcard', '*.ironbark.example'],
    ['user info', 'staff@evil.example'],
    ['a port', 'shop.ironbark.example:8443'],
    ['markup', '<script>alert(1)</script>'],
    ['a control character', 'shop.ironbark.example\u0000'],
  ])('%s is refused with 400 on redirectHosts', async (_what, redirectHosts) => {
    const res = await cms(GLOBAL_CM, {
      method: 'PUT',
      headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
      body: JSON.stringify({ redirectHosts }),
    });
    expect(res.status, res.text.slice(0, 300)).toBe(400);
    const errors = (res.body as { error?: { details?: { errors?: { path: string[] }[] } } }).error?.details?.errors ?? [];
    expect(errors.map((e) => e.path.join('.'))).toContain('redirectHosts');
  });
});
