// The admin's "Open preview", end to end: the CMS signs a link to the web's /preview route (its
// preview handler, asked through the content manager's own endpoint as the admin asks), and the
// web checks it and shows the draft: a page's, a resource's, or the site under the draft
// navigation. Previews are private, framable by the CMS only, never cached or indexed; expired
// or altered links get 401/403 pages, never a 5xx; the old /api/preview?secret= is gone.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPreviewLink } from '@ironbark/shared/preview/signed-link';
import { adminApi, editorToken, stack } from './helpers';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';
import { hero, pageInput } from '../../web/tests/e2e/support/page-input';

const PAGES_CM = `/content-manager/collection-types/${CONTENT_TYPE_UIDS.page}`;
const BLOGS_CM = `/content-manager/collection-types/${CONTENT_TYPE_UIDS.blog}`;
const NAV_CM = `/content-manager/single-types/${CONTENT_TYPE_UIDS.navigation}`;

let jwt: string;

const admin = (path: string, init?: { method?: string; body?: unknown }) => adminApi<{ data?: Record<string, unknown> }>(jwt, path, init);

/** The link the admin's "Open preview" opens, from the CMS's preview handler. */
async function previewLink(uid: string, documentId?: string): Promise<string> {
  const query = new URLSearchParams({ status: 'draft', ...(documentId ? { documentId } : {}) });
  const res = await admin(`/content-manager/preview/url/${uid}?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const url = String(res.body?.data?.url ?? '');
  expect(url.startsWith(`${stack().webUrl}/preview?`), url).toBe(true);
  return url;
}

const get = (url: string, init: RequestInit = {}) => fetch(url, { redirect: 'manual', ...init, headers: { accept: 'text/html', ...init.headers } });

function directive(csp: string, name: string): string | undefined {
  return csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));
}

/** What every preview answer must say about storage, indexing and framing. */
function expectPrivateAndFramableByCms(res: Response) {
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  expect(res.headers.get('x-robots-tag')).toMatch(/noindex/);
  expect(res.headers.get('x-cache')).toBeNull();
  expect(directive(res.headers.get('content-security-policy') ?? '', 'frame-ancestors')).toBe(`frame-ancestors 'self' ${new URL(stack().env.CMS_PUBLIC_URL!).origin}`);
  expect(res.headers.get('x-frame-options')).toBeNull();
}

/** The HTML of a preview that answers 200, with what every preview answer must say. */
async function previewHtml(url: string): Promise<string> {
  const res = await get(url);
  expect(res.status).toBe(200);
  expectPrivateAndFramableByCms(res);
  return res.text();
}

beforeAll(async () => {
  jwt = await editorToken();
});

describe("a page's draft", () => {
  const tag = randomBytes(4).toString('hex');
  const path = `/preview-draft-${tag}`;
  const title = `Preview draft page ${tag}`;
  let documentId: string | undefined;

  beforeAll(async () => {
    // Never published: saved in the content manager only.
    const res = await admin(PAGES_CM, {
      method: 'POST',
      body: pageInput(title, path, 'A draft page made by the preview tests; it is never published.', [hero(`Draft heading ${tag}`)]),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    documentId = String(res.body!.data!.documentId);
  });

  afterAll(async () => {
    if (documentId) expect((await admin(`${PAGES_CM}/${documentId}`, { method: 'DELETE' })).status).toBe(200);
  });

  it('is shown by the link the admin opens, privately, framable by the CMS only, never cached', async () => {
    const url = await previewLink(CONTENT_TYPE_UIDS.page, documentId);
    expect(new URL(url).searchParams.get('kind')).toBe('page');
    expect(url).not.toContain(stack().env.PREVIEW_SECRET!);
    for (let i = 0; i < 2; i++) {
      const html = await previewHtml(url);
      expect(html).toContain(`Draft heading ${tag}`);
      expect(html).toContain('Preview of the draft of this page');
      expect(html).toMatch(/<meta name="robots" content="noindex/);
    }
    // The public address still knows nothing of it.
    const live = await get(`${stack().webUrl}${path}`);
    expect([301, 302, 404]).toContain(live.status);
  });

  it('has no JSON beside the page: the signed link at /api/content/preview is a 404 without the draft', async () => {
    const link = new URL(await previewLink(CONTENT_TYPE_UIDS.page, documentId));
    const res = await fetch(`${stack().webUrl}/api/content/preview${link.search}`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain(tag);
  });
});

describe('a draft whose search description is shorter than the 50 characters publishing needs', () => {
  const tag = randomBytes(4).toString('hex');
  const path = `/preview-short-seo-${tag}`;
  let documentId: string | undefined;

  beforeAll(async () => {
    const res = await admin(PAGES_CM, {
      method: 'POST',
      body: {
        title: `Short SEO draft ${tag}`,
        path,
        seo: { metaTitle: `Short SEO draft ${tag}`, metaDescription: 'Too short to publish.' },
        blocks: [{ __component: 'blocks.hero', variant: 'compact', heading: `Short SEO heading ${tag}` }],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    documentId = String(res.body!.data!.documentId);
  });

  afterAll(async () => {
    if (documentId) expect((await admin(`${PAGES_CM}/${documentId}`, { method: 'DELETE' })).status).toBe(200);
  });

  it('is previewed (not a 500), with a notice naming the search description', async () => {
    const html = await previewHtml(await previewLink(CONTENT_TYPE_UIDS.page, documentId));
    expect(html).toContain(`Short SEO heading ${tag}`);
    expect(html).toContain('This draft cannot be published yet.');
    expect(html).toContain('Search and sharing, Search description:');
  });
});

describe('bad links', () => {
  const webUrl = () => stack().webUrl;
  const sign = (ref: string, expiresAt: number) => new URLSearchParams({ ...signPreviewLink({ kind: 'page', ref, expiresAt }, stack().env.PREVIEW_SECRET!) });

  it('an expired link answers 401 with a page that says so', async () => {
    const res = await get(`${webUrl()}/preview?${sign('/about-us', Date.now() - 1000)}`);
    expect(res.status).toBe(401);
    expectPrivateAndFramableByCms(res);
    expect(await res.text()).toContain('This preview link has expired');
  });

  it('an altered link, a link with another secret and a link without parameters answer 403', async () => {
    const good = sign('/about-us', Date.now() + 60_000);
    const altered = new URLSearchParams(good);
    altered.set('ref', '/contact-us');
    const otherSecret = new URLSearchParams({ ...signPreviewLink({ kind: 'page', ref: '/about-us', expiresAt: Date.now() + 60_000 }, 'not-the-preview-secret-at-all') });
    for (const query of [altered.toString(), otherSecret.toString(), '', 'kind=page&ref=%2F&exp=1&sig=x']) {
      const res = await get(`${webUrl()}/preview?${query}`);
      expect(res.status, query).toBe(403);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(await res.text()).toContain('This preview link is not valid');
    }
  });

  it('the old secret-in-the-address preview is gone', async () => {
    const res = await get(`${webUrl()}/api/preview?path=%2F&secret=${encodeURIComponent(stack().env.PREVIEW_SECRET!)}`);
    expect(res.status).toBe(404);
  });
});

describe("a resource's draft", () => {
  let resource: { documentId: string; slug: string; title: string };
  const draftTitle = `Draft title for preview ${randomBytes(3).toString('hex')}`;

  beforeAll(async () => {
    const res = await fetch(`${stack().cmsUrl}/api/blogs?sort=publishedDate:desc&pagination[pageSize]=1&fields[0]=title&fields[1]=slug`);
    resource = ((await res.json()) as { data: typeof resource[] }).data[0]!;
    // A draft that differs from what is published (saved, not published).
    const saved = await admin(`${BLOGS_CM}/${resource.documentId}`, { method: 'PUT', body: { title: draftTitle } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  afterAll(async () => {
    // Back to the published version.
    expect((await admin(`${BLOGS_CM}/${resource.documentId}/actions/discard`, { method: 'POST' })).status).toBe(200);
  });

  it('is shown by the admin link; the public article still shows the published title', async () => {
    const url = await previewLink(CONTENT_TYPE_UIDS.blog, resource.documentId);
    expect(new URL(url).searchParams.get('kind')).toBe('resource');
    const html = await previewHtml(url);
    expect(html).toContain(draftTitle);
    expect(html).toContain('Preview of the draft of this resource');
    const live = await (await get(`${stack().webUrl}/resources/${resource.slug}`)).text();
    expect(live).not.toContain(draftTitle);
  });
});

describe('the draft navigation', () => {
  const label = `Draft link ${randomBytes(3).toString('hex')}`;

  beforeAll(async () => {
    const current = await admin(NAV_CM);
    expect(current.status).toBe(200);
    const footer = (current.body!.data!.footer as { id: number; label: string; href: string }[]).map(({ label: l, href }) => ({ label: l, href }));
    const saved = await admin(NAV_CM, { method: 'PUT', body: { footer: [...footer, { label, href: '/about-us' }] } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  afterAll(async () => {
    expect((await admin(`${NAV_CM}/actions/discard`, { method: 'POST' })).status).toBe(200);
  });

  it('is shown around the home page by the admin link for the navigation, and nowhere else', async () => {
    const url = await previewLink(CONTENT_TYPE_UIDS.navigation);
    expect(Object.fromEntries(new URL(url).searchParams)).toMatchObject({ kind: 'site', ref: '/' });
    const html = await previewHtml(url);
    expect(html).toContain(label);
    expect(html).toContain('Preview of the draft navigation and site settings');
    expect(await (await get(`${stack().webUrl}/`)).text()).not.toContain(label);
    expect(await (await fetch(`${stack().webUrl}/api/content/layout`)).text()).not.toContain(label);
  });
});
