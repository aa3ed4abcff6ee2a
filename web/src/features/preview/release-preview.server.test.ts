// A release preview: what the site will show at a path once the release is published (drafts of
// what it publishes, nothing where it unpublishes or moves something, the published site
// elsewhere), its layout, and its links kept within the preview. The link itself is checked as
// every preview link (preview-check.server.test.ts); here the link passes or is refused as a whole.
import { describe, expect, it } from 'vitest';
import { PREVIEW_LINK_TTL_MS, signPreviewLink } from '@ironbark/shared/preview/signed-link';
import type { LayoutData, PageData, ResourceData } from '../../lib/content-source';
import { previewContent, type PreviewReads } from './preview-content.server';
import { keepLinksInReleasePreview, previewLinkOf } from './preview-link';
import type { ReleasePlan } from './release-preview.server';

const SECRET = 'preview-secret-0123456789abcdef';
const NOW = Date.UTC(2026, 10, 29, 9, 0, 0);

const page = (path: string, title: string) => ({ page: { path, title, blocks: [] }, extras: { needs: {} } }) as unknown as PageData;
const resource = (slug: string, title: string) => ({ resource: { slug, title }, related: [] }) as unknown as ResourceData;

const PLAN: ReleasePlan = {
  release: { id: 7, name: 'Spring launch', status: 'draft' },
  entries: [
    { kind: 'page', action: 'publish', documentId: 'changedpage1', publishedPath: '/about-us', draftPath: '/about-us' },
    { kind: 'page', action: 'publish', documentId: 'newpage00001', publishedPath: null, draftPath: '/spring' },
    { kind: 'page', action: 'publish', documentId: 'movedpage001', publishedPath: '/old-offer', draftPath: '/new-offer' },
    { kind: 'page', action: 'unpublish', documentId: 'goingpage001', publishedPath: '/retired', draftPath: '/retired' },
    { kind: 'resource', action: 'publish', documentId: 'newresource1', publishedSlug: null, draftSlug: 'spring-guide' },
    { kind: 'resource', action: 'unpublish', documentId: 'oldresource1', publishedSlug: 'old-guide', draftSlug: 'old-guide' },
    { kind: 'navigation', action: 'publish', documentId: 'navigation01' },
  ],
};

function reads(plan: ReleasePlan | null = PLAN) {
  const asked: string[] = [];
  const r: PreviewReads = {
    async page(path) {
      asked.push(`published page ${path}`);
      return ['/', '/about-us', '/old-offer', '/retired', '/contact-us'].includes(path) ? page(path, `Published ${path}`) : null;
    },
    async resource(slug) {
      asked.push(`published resource ${slug}`);
      return ['old-guide', 'nbn-guide'].includes(slug) ? resource(slug, `Published ${slug}`) : null;
    },
    async previewPage(path) {
      asked.push(`draft page ${path}`);
      return page(path, `Draft ${path}`);
    },
    async previewResource(documentId) {
      asked.push(`draft resource ${documentId}`);
      return resource(documentId, `Draft ${documentId}`);
    },
    async draftLayout() {
      throw new Error('a release preview does not read the all-drafts layout');
    },
    async previewForm() {
      throw new Error('a release preview does not read form drafts');
    },
    async layoutWith(drafts) {
      asked.push(`layout navigation ${drafts.navigation ? 'draft' : 'published'}, global ${drafts.global ? 'draft' : 'published'}`);
      return {} as LayoutData;
    },
    async releasePlan(link) {
      asked.push(`plan ${link.ref}`);
      return plan;
    },
  };
  return { r, asked };
}

const signed = (expiresAt = NOW + PREVIEW_LINK_TTL_MS) => signPreviewLink({ kind: 'release', ref: '7', expiresAt }, SECRET);
const at = (path: string, expiresAt?: number) => ({ ...signed(expiresAt), path });

async function shown(path: string) {
  const { r, asked } = reads();
  const found = await previewContent(SECRET, r, () => NOW).preview(at(path));
  if (!found) return { title: null, asked };
  if (found.kind !== 'release') throw new Error(`expected a release preview, got ${found.kind}`);
  expect(found.release).toEqual({ id: 7, name: 'Spring launch' });
  const title = found.view.kind === 'page' ? found.view.data.page.title : found.view.data.resource.title;
  return { title, asked };
}

describe('the release preview', () => {
  it('shows the drafts of the pages and resources the release publishes', async () => {
    expect((await shown('/about-us')).title).toBe('Draft /about-us');
    expect((await shown('/spring')).title).toBe('Draft /spring');
    expect((await shown('/new-offer')).title).toBe('Draft /new-offer');
    expect((await shown('/resources/spring-guide')).title).toBe('Draft newresource1');
  });

  it('shows nothing where the release unpublishes or moves a page or resource', async () => {
    for (const path of ['/retired', '/old-offer', '/resources/old-guide']) {
      const { title, asked } = await shown(path);
      expect(title, path).toBeNull();
      expect(asked.some((a) => a.startsWith('published') || a.startsWith('draft')), path).toBe(false);
    }
  });

  it('shows the published site for everything else', async () => {
    expect(await shown('/contact-us')).toMatchObject({ title: 'Published /contact-us', asked: ['plan 7', 'published page /contact-us'] });
    expect((await shown('/resources/nbn-guide')).title).toBe('Published nbn-guide');
    expect((await shown('/nowhere')).title).toBeNull();
  });

  it('shows the home page when the path is missing or not a plain site path', async () => {
    for (const path of ['', 'https://evil.example/', '/a/../b', '/x?y=1']) {
      const { asked } = await shown(path);
      expect(asked, path).toContain('published page /');
    }
  });

  it('lays the site out with the drafts of the navigation or global settings the release publishes', async () => {
    const { r, asked } = reads();
    await previewContent(SECRET, r, () => NOW).previewLayout(at('/'));
    expect(asked).toContain('layout navigation draft, global published');
  });

  it('shows nothing for a release that has been deleted', async () => {
    const { r } = reads(null);
    expect(await previewContent(SECRET, r, () => NOW).preview(at('/'))).toBeNull();
  });

  it('refuses an expired (401) or altered (403) link before reading anything', async () => {
    const { r, asked } = reads();
    const content = previewContent(SECRET, r, () => NOW);
    await expect(content.preview(at('/', NOW - 1))).rejects.toMatchObject({ status: 401 });
    await expect(content.preview({ ...at('/'), ref: '8' })).rejects.toMatchObject({ status: 403 });
    await expect(content.preview({ ...signPreviewLink({ kind: 'release', ref: '/about-us', expiresAt: NOW + 1000 }, SECRET), path: '/' })).rejects.toMatchObject({ status: 403 });
    await expect(content.previewLayout({ ...at('/'), sig: signed().sig.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) })).rejects.toMatchObject({ status: 403 });
    expect(asked).toEqual([]);
  });
});

describe('links in a release preview', () => {
  const url = new URL(`https://site.example/preview?${new URLSearchParams(at('/about-us')).toString()}`);
  const inPreview = (path: string) => `/preview?${new URLSearchParams({ kind: 'release', ref: '7', exp: signed().exp, sig: signed().sig, path }).toString().replace(/&/g, '&amp;')}`;

  it('keep links to pages and resources within the preview, with their fragment', () => {
    const html = '<nav><a class="x" href="/spring">Spring</a><a href="/">Home</a><a href="/resources/spring-guide#top">Guide</a><a href="/contact-us?enquiry=sales">Call</a></nav>';
    expect(keepLinksInReleasePreview(html, url)).toBe(
      `<nav><a class="x" href="${inPreview('/spring')}">Spring</a><a href="${inPreview('/')}">Home</a><a href="${inPreview('/resources/spring-guide')}#top">Guide</a><a href="${inPreview('/contact-us')}">Call</a></nav>`,
    );
  });

  it('leave other links, stylesheets and other pages alone', () => {
    const html = '<link rel="stylesheet" href="/assets/site.css"><a href="/search?query=nbn">Search</a><a href="/resources">All</a><a href="//cdn.example/x">CDN</a><a href="https://other.example/">Other</a><a href="/login">Staff</a>';
    expect(keepLinksInReleasePreview(html, url)).toBe(html);
    expect(keepLinksInReleasePreview('<a href="/spring">Spring</a>', new URL('https://site.example/spring'))).toBe('<a href="/spring">Spring</a>');
    const sitePreview = new URL(`https://site.example/preview?${new URLSearchParams({ ...signPreviewLink({ kind: 'site', ref: '/', expiresAt: NOW + 1000 }, SECRET) })}`);
    expect(keepLinksInReleasePreview('<a href="/spring">Spring</a>', sitePreview)).toBe('<a href="/spring">Spring</a>');
  });

  it('carry the path a release preview link shows, and only on release links', () => {
    expect(previewLinkOf(url).path).toBe('/about-us');
    expect(previewLinkOf(new URL('https://site.example/preview?kind=page&ref=%2F&path=%2Fx')).path).toBeUndefined();
  });
});
