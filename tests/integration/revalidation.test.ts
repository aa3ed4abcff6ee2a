// An editor's change reaches the running site within seconds, without a restart: Strapi tells
// the web (POST /api/revalidate), which drops its cached copies and rebuilds the search index.
// Changes are made as the demo editor through the admin content-manager API, like the admin UI.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, editorToken, poll, stack } from './helpers';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

const PAGE_PATH = '/privacy-policy';
const PAGES_CM = `/content-manager/collection-types/${CONTENT_TYPE_UIDS.page}`;
const REDIRECTS_CM = `/content-manager/collection-types/${CONTENT_TYPE_UIDS.redirect}`;

interface Seo {
  id?: number;
  metaTitle: string;
  metaDescription: string;
  metaKeywords?: string | null;
  noIndex?: boolean | null;
  ogImage?: { id: number } | null;
}

const web = (path: string, init: RequestInit = {}) => fetch(`${stack().webUrl}${path}`, { redirect: 'manual', ...init });

let jwt: string;

const admin = (path: string, init: { method?: string; body?: unknown } = {}) =>
  adminApi<{ data?: Record<string, unknown>; results?: Record<string, unknown>[] }>(jwt, path, init);

beforeAll(async () => {
  jwt = await editorToken();
});

function seoInput(seo: Seo, metaTitle: string) {
  return {
    metaTitle,
    metaDescription: seo.metaDescription,
    metaKeywords: seo.metaKeywords ?? null,
    noIndex: seo.noIndex ?? false,
    ogImage: seo.ogImage?.id ?? null,
  };
}

async function pageTitle(path: string): Promise<string> {
  const res = await web(path, { headers: { accept: 'text/html' } });
  return /<title>([^<]*)<\/title>/.exec(await res.text())?.[1] ?? `(status ${res.status})`;
}

async function indexedTitle(path: string): Promise<string | undefined> {
  const res = await web('/assets/api/pages.json');
  const body = (await res.json()) as { data: { attributes: { url: string; metaTitle: string } }[] };
  return body.data.find((e) => e.attributes.url === path)?.attributes.metaTitle;
}

describe("an edited page's SEO title", () => {
  let documentId: string;
  let original: Seo;

  beforeAll(async () => {
    const list = await admin(`${PAGES_CM}?filters[path][$eq]=${encodeURIComponent(PAGE_PATH)}`);
    expect(list.status).toBe(200);
    documentId = String(list.body!.results![0]!.documentId);
    const doc = await admin(`${PAGES_CM}/${documentId}`);
    expect(doc.status).toBe(200);
    expect(doc.body!.data!.status).toBe('published');
    original = doc.body!.data!.seo as Seo;
  });

  afterAll(async () => {
    if (!documentId) return;
    const res = await admin(`${PAGES_CM}/${documentId}/actions/publish`, { method: 'POST', body: { seo: seoInput(original, original.metaTitle) } });
    expect(res.status).toBe(200);
    const restored = await poll(() => pageTitle(PAGE_PATH), (t) => t === original.metaTitle.replace(/&/g, '&amp;'));
    expect(restored.ok, `the page shows its original title again (last: ${restored.value})`).toBe(true);
  });

  /** Publishes a new SEO title; returns it. */
  async function publishTitle(): Promise<string> {
    const title = `Privacy policy (edited ${randomBytes(3).toString('hex')}) | Ironbark`;
    const res = await admin(`${PAGES_CM}/${documentId}/actions/publish`, { method: 'POST', body: { seo: seoInput(original, title) } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body!.data!.seo as Seo).metaTitle).toBe(title);
    return title;
  }

  it('shows on the rendered page within 5 seconds', async () => {
    // The web has the page cached (TTL 300 s in the test stack): only revalidation can refresh it.
    const before = await pageTitle(PAGE_PATH);
    expect(before).not.toMatch(/status/);
    // A page with nothing in common with it but the layout, rendered and cached before.
    const unrelated = () => web('/terms-of-use', { headers: { accept: 'text/html' } });
    await unrelated();
    expect((await unrelated()).headers.get('x-cache')).toBe('HIT');
    const title = await publishTitle();
    const seen = await poll(() => pageTitle(PAGE_PATH), (t) => t === title);
    expect(seen.ok, `rendered <title> after ${seen.ms} ms: ${seen.value}`).toBe(true);
    // The CMS named the page it changed (its path): the rest of the site stayed cached.
    expect((await unrelated()).headers.get('x-cache'), 'an unrelated page after the publish').toBe('HIT');
  });

  it('shows in /assets/api/pages.json within 5 seconds', async () => {
    expect(await indexedTitle(PAGE_PATH)).toBeTruthy();
    const title = await publishTitle();
    const seen = await poll(() => indexedTitle(PAGE_PATH), (t) => t === title);
    expect(seen.ok, `pages.json metaTitle for ${PAGE_PATH} after ${seen.ms} ms: ${seen.value}`).toBe(true);
  });
});

describe('POST /api/revalidate', () => {
  it('refuses a wrong secret (401)', async () => {
    const res = await web('/api/revalidate', {
      method: 'POST',
      headers: { authorization: 'Bearer not-the-secret', 'content-type': 'application/json' },
      body: JSON.stringify({ model: CONTENT_TYPE_UIDS.page, action: 'update' }),
    });
    expect(res.status).toBe(401);
  });

  it('refuses a request without a secret (401)', async () => {
    const res = await web('/api/revalidate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: CONTENT_TYPE_UIDS.page, action: 'update' }),
    });
    expect(res.status).toBe(401);
  });

  it('refuses an unknown model (400)', async () => {
    const res = await web('/api/revalidate', {
      method: 'POST',
      headers: { authorization: `Bearer ${stack().env.REVALIDATE_SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'api::no-such.thing', action: 'update' }),
    });
    expect(res.status).toBe(400);
  });

  it('accepts a known model with the right secret', async () => {
    const res = await web('/api/revalidate', {
      method: 'POST',
      headers: { authorization: `Bearer ${stack().env.REVALIDATE_SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: CONTENT_TYPE_UIDS.redirect, action: 'update' }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ tags: ['redirect'] });
  });
});

describe('a redirect created by an editor', () => {
  const FROM = '/old-network-page';
  const TO = '/services/network-solutions';
  let documentId: string | undefined;

  const check = async () => {
    const res = await web(FROM, { headers: { accept: 'text/html' } });
    await res.arrayBuffer();
    return { status: res.status, location: res.headers.get('location') ?? '' };
  };

  afterAll(async () => {
    if (!documentId) return;
    const res = await admin(`${REDIRECTS_CM}/${documentId}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    // And the web stops redirecting once it is gone.
    const gone = await poll(check, (r) => r.status !== 301);
    expect(gone.ok, `after deletion ${FROM} answers ${gone.value.status} ${gone.value.location}`).toBe(true);
  });

  it('is answered by the web with a 301 within seconds', async () => {
    // Before: an unknown address (and the web has now cached the redirect list without it).
    const before = await check();
    expect(before.status).not.toBe(301);

    const res = await admin(REDIRECTS_CM, { method: 'POST', body: { from: FROM, to: TO, type: 'permanent' } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    documentId = String(res.body!.data!.documentId);

    const seen = await poll(check, (r) => r.status === 301);
    expect(seen.ok, `${FROM} answered ${seen.value.status} after ${seen.ms} ms`).toBe(true);
    expect(new URL(seen.value.location, stack().webUrl).pathname).toBe(TO);
  });
});
