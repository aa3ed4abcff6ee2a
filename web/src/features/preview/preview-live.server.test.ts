// The live preview's render (issue 36): POST /preview/render with the signed link of "Open preview"
// and the edit view's unsaved values answers /preview rendered from them, with each field's path
// for click to edit. Only a signed, unexpired page link is served (401 expired, 403 otherwise),
// before the body is read; a body that is not the form's values as JSON gets a 400 (413 when too
// large); a block that breaks its definition shows the editor's notice in its place; what was
// typed reaches the HTML escaped. The route is served by a real Express app on a free port.
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PREVIEW_BODY_LIMIT_BYTES, LIVE_PREVIEW_PATH } from '@ironbark/shared/preview/live-messages';
import { PREVIEW_LINK_TTL_MS, signPreviewLink, type PreviewKind } from '@ironbark/shared/preview/signed-link';
import { placeholderAssets } from '../../../server/assets.server';
import type { CmsClient } from '../../../server/cms-client.server';
import type { ContentCache } from '../../../server/cache.server';
import { render } from '../../entry-server';
import type { LayoutData } from '../../lib/content-source';
import { sourceWith } from '../../lib/test-support/content-source';
import { pageContent } from '../page-builder/index.server';
import { livePreviewRoute } from './preview-live.server';

const SECRET = 'preview-secret-0123456789abcdef';
const NOW = Date.UTC(2025, 2, 14, 9, 0, 0);

const layout: LayoutData = {
  global: {
    id: 1,
    documentId: 'global',
    siteName: 'Ironbark Communications',
    tagline: null,
    phone: '1300 000 000',
    email: 'hello@ironbark.example.com',
    address: null,
    abn: null,
    customerPortalUrl: 'https://portal.ironbark.example.com',
    youtubeUrl: null,
    linkedinUrl: null,
    copyrightYear: '2024',
    footerText: null,
  },
  navigation: { id: 1, documentId: 'navigation', header: [], mobileExtras: [], footer: [] },
  config: { siteUrl: 'https://site.test', cmsPublicUrl: 'https://cms.test', cmsSearchToken: '', production: false, staging: false },
};

/** The published reads the preview's layout needs; the page comes from the request. */
const source = sourceWith({ layout: async () => layout, session: async () => null }, 'not read by the live preview');

// Blocks without data needs never reach the CMS client or the cache.
const pages = pageContent({} as CmsClient, {} as ContentCache);

let server: http.Server;
let base = '';

beforeAll(async () => {
  const app = express();
  app.use(
    livePreviewRoute({
      secret: SECRET,
      livePage: (raw) => pages.livePage(raw),
      render: async (target, data) => {
        const result = await render(new Request(`https://site.test${target}`), { source: { ...source, preview: async () => ({ kind: 'page', data }) }, assets: placeholderAssets() });
        return result instanceof Response ? { status: result.status } : { status: result.status, html: result.html };
      },
      now: () => NOW,
    }),
  );
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function link(kind: PreviewKind = 'page', ref = '/services/wifi', expiresAt = NOW + PREVIEW_LINK_TTL_MS) {
  return new URLSearchParams({ ...signPreviewLink({ kind, ref, expiresAt }, SECRET) }).toString();
}

const values = (blocks: unknown[], extra: Record<string, unknown> = {}) => ({
  id: 4,
  documentId: 'pg4',
  title: 'Managed Wi-Fi',
  path: '/services/wifi',
  seo: { id: 9, metaTitle: 'Managed Wi-Fi', metaDescription: 'Managed Wi-Fi for clinics, schools and councils across regional Australia.', noIndex: false },
  blocks,
  ...extra,
});

const hero = (heading: string, more: Record<string, unknown> = {}) => ({ __component: 'blocks.hero', id: 1, __temp_key__: 'a0', variant: 'compact', heading, actions: [], ...more });
const cards = {
  __component: 'blocks.card-grid',
  id: 2,
  __temp_key__: 'a1',
  heading: 'Where we help',
  columns: 'three',
  cards: [
    { id: 21, __temp_key__: 'b0', title: 'Waiting rooms', icon: 'none' },
    { id: 22, __temp_key__: 'b1', title: 'Consulting rooms', icon: 'none' },
  ],
};

async function post(query: string, body: unknown, contentType = 'application/json') {
  const res = await fetch(`${base}${LIVE_PREVIEW_PATH}?${query}`, { method: 'POST', headers: { 'content-type': contentType }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, text, headers: res.headers };
}

describe('POST /preview/render', () => {
  it('renders the typed values through the preview route, privately, with the field paths', async () => {
    const res = await post(link(), { values: values([hero('Wi-Fi that just works'), cards]) });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.text).toContain('Preview of the draft of this page');
    expect(res.text).toMatch(/<h1[^>]*data-edit="blocks\.0\.heading"[^>]*>Wi-Fi that just works<\/h1>/);
    expect(res.text).toContain('data-edit="blocks.1.cards.1.title"');
    // The blocks sit in the live preview island, which swaps them in the admin's frame.
    expect(res.text).toMatch(/<ironbark-island data-island="live-preview"[^>]*data-props="[^"]*https:\/\/cms\.test/);
  });

  it('renders a block added since the last save (no id yet)', async () => {
    const { id: _id, ...unsaved } = cards;
    const res = await post(link(), { values: values([hero('Wi-Fi'), unsaved]) });
    expect(res.status, res.text).toBe(200);
    expect(res.text).toContain('Consulting rooms');
  });

  it('shows the editor-only notice in place of a block that breaks its definition', async () => {
    // A call-to-action banner needs at least one button (the CMS refuses to publish it without).
    const banner = { __component: 'blocks.cta-banner', id: 3, __temp_key__: 'a2', heading: 'Talk to us', tone: 'brand', actions: [] };
    const res = await post(link(), { values: values([hero('Wi-Fi'), banner, cards]) });
    expect(res.status, res.text).toBe(200);
    expect(res.text).toContain('This block is not shown on the site.');
    expect(res.text).toContain('Block 2, Call-to-action banner');
    expect(res.text).not.toContain('Talk to us');
    // The card grid keeps its place in the edit view's list.
    expect(res.text).toContain('data-edit="blocks.2.cards.0.title"');
  });

  it('escapes what was typed', async () => {
    const res = await post(link(), { values: values([hero('<script>alert(1)</script>Wi-Fi')]) });
    expect(res.status, res.text).toBe(200);
    expect(res.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;Wi-Fi');
    expect(res.text).not.toContain('<script>alert(1)');
  });

  it('previews the page the link names, whatever path is typed', async () => {
    const res = await post(link('page', '/services/wifi'), { values: values([hero('Wi-Fi')], { path: '/somewhere-else' }) });
    expect(res.status).toBe(200);
    expect(res.text).toContain('href="https://site.test/services/wifi"');
  });

  it('refuses a request without a signature, with a tampered one, or for another kind of preview (403)', async () => {
    const body = { values: values([hero('Wi-Fi')]) };
    expect((await post('', body)).status).toBe(403);
    const tampered = new URLSearchParams(link());
    tampered.set('ref', '/about-us');
    expect((await post(tampered.toString(), body)).status).toBe(403);
    const site = await post(link('site', '/'), body);
    expect(site.status).toBe(403);
    expect(JSON.parse(site.text)).toMatchObject({ error: 'wrong-kind' });
  });

  it('refuses an expired link (401) before reading the body', async () => {
    const res = await post(link('page', '/services/wifi', NOW), 'not json at all');
    expect(res.status).toBe(401);
    expect(JSON.parse(res.text)).toMatchObject({ error: 'expired', message: 'The preview link has expired' });
  });

  it('answers 400 to a body that is not the values as JSON', async () => {
    const cases: [unknown, string?][] = [
      ['{"values": ', undefined],
      [{ values: values([hero('Wi-Fi')]) }, 'text/plain'],
      [{}, undefined],
      [{ values: [] }, undefined],
      [{ values: 'page' }, undefined],
      [{ values: values([], { blocks: 'hero' }) }, undefined],
    ];
    for (const [body, type] of cases) {
      const res = await post(link(), body, type);
      expect(res.status, `${JSON.stringify(body)}: ${res.text}`).toBe(400);
      expect(JSON.parse(res.text).error).toBe('bad-body');
    }
  });

  it('answers 400 naming the page field that cannot be shown', async () => {
    const res = await post(link(), { values: values([hero('Wi-Fi')], { title: 'x'.repeat(121) }) });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toMatchObject({ error: 'bad-page' });
    expect(JSON.parse(res.text).message).toContain('title');
  });

  it('answers 413 to a body over the limit', async () => {
    const res = await post(link(), { values: values([hero('x'.repeat(LIVE_PREVIEW_BODY_LIMIT_BYTES))]) });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.text).error).toBe('too-large');
  });
});
