// /preview rendered by the server as the admin's "Open preview" opens it: the route's loader
// checks the signed link through the content source, then shows the draft under the preview
// banner (a page, a resource, or the site under the draft navigation); a bad link gets a page
// that says why with 401 or 403, never a 5xx. The render is private and may be framed by the CMS.
import { placeholderAssets } from '../../../server/assets.server';
import { describe, expect, it } from 'vitest';
import { blogSchema } from '@ironbark/shared/content/blog';
import { parsePage } from '@ironbark/shared/content/page';
import { PREVIEW_LINK_TTL_MS, signPreviewLink, type PreviewKind } from '@ironbark/shared/preview/signed-link';
import { render, type RenderResult } from '../../entry-server';
import type { ContentSource, FormPreviewData, LayoutData, PageData, ResourceData } from '../../lib/content-source';
import { sourceWith } from '../../lib/test-support/content-source';
import { previewContent } from './preview-content.server';

const SECRET = 'preview-secret-0123456789abcdef';
const NOW = Date.UTC(2025, 2, 14, 9, 0, 0);

function layout(footerLabel: string, phone: string): LayoutData {
  return {
    global: {
      id: 1,
      documentId: 'global',
      siteName: 'Ironbark Communications',
      tagline: null,
      phone,
      email: 'hello@ironbark.example.com',
      address: null,
      abn: null,
      customerPortalUrl: 'https://portal.ironbark.example.com',
      youtubeUrl: null,
      linkedinUrl: null,
      copyrightYear: '2024',
      footerText: null,
    },
    navigation: { id: 1, documentId: 'navigation', header: [], mobileExtras: [], footer: [{ id: 1, label: footerLabel, href: '/about-us' }] },
    config: { siteUrl: 'https://site.test', cmsPublicUrl: 'https://cms.test', cmsSearchToken: '', production: false, staging: false },
  };
}

function pageData(path: string, heading: string): PageData {
  const { page } = parsePage({
    documentId: `doc${path.length}`,
    title: heading,
    path,
    seo: { id: 1, metaTitle: heading, metaDescription: `${heading}: a description long enough for search engines.`, noIndex: false },
    blocks: [{ __component: 'blocks.rich-text', id: 1, heading, width: 'narrow', body: [{ type: 'paragraph', children: [{ type: 'text', text: `${heading} body` }] }] }],
  });
  return { page, extras: { needs: {} } };
}

const resource: ResourceData = {
  resource: blogSchema.parse({
    id: 7,
    documentId: 'k3n2x9q8w7e6r5t4y3u2i1o0',
    title: 'Draft resource title',
    slug: 'draft-resource',
    type: 'news',
    publishedDate: '2025-03-01',
    excerpt: 'The draft excerpt of the resource.',
  }),
  related: [],
};

const FORM_ID = 'f0rm2x9q8w7e6r5t4y3u2i1o';
const BROKEN_FORM_ID = 'br0ken2x9q8w7e6r5t4y3u2i';
const draftForm: FormPreviewData = {
  name: 'Conference registration',
  archived: false,
  problems: [],
  form: {
    name: 'conference-registration',
    title: 'Register for Connect 2027',
    submitLabel: 'Register',
    thankYou: 'Thanks, see you there.',
    fields: [
      { name: 'name', label: 'Full name', type: 'text', required: true, kind: 'short-text' },
      { name: 'email', label: 'Work email', type: 'email', required: true, kind: 'email', lead: 'email' },
      { name: 'dietary', label: 'Dietary needs (draft)', type: 'text', required: false, kind: 'short-text' },
      { name: 'event', label: 'Event', type: 'hidden', required: false, value: 'connect-2027', kind: 'hidden' },
    ],
  },
};

/** A server-side source: the real preview checks over fixed reads (published and draft copies). */
function source(): ContentSource {
  const preview = previewContent(
    SECRET,
    {
      page: async (path) => (path === '/' ? pageData('/', 'Published home') : null),
      previewPage: async (path) => (path === '/about-us' ? { ...pageData('/about-us', 'Draft about us'), preview: true } : null),
      previewResource: async (id) => (id === resource.resource.documentId ? resource : null),
      previewForm: async (id) =>
        id === FORM_ID
          ? draftForm
          : id === BROKEN_FORM_ID
            ? { name: 'Broken form', archived: false, form: null, problems: ['Field 3 (Hidden value): Value is required'] }
            : null,
      draftLayout: async () => layout('Draft footer link', '1300 999 999'),
      resource: async () => null,
      layoutWith: async ({ navigation }) => layout(navigation ? 'Release footer link' : 'Published footer link', '1300 000 000'),
      // Release 7 publishes the draft of /about-us and the navigation, and unpublishes /gone.
      releasePlan: async (link) =>
        link.ref === '7'
          ? {
              release: { id: 7, name: 'Spring launch', status: 'draft' },
              entries: [
                { kind: 'page', action: 'publish', documentId: 'aboutus00001', publishedPath: '/about-us', draftPath: '/about-us' },
                { kind: 'page', action: 'unpublish', documentId: 'gone00000001', publishedPath: '/gone', draftPath: '/gone' },
                { kind: 'navigation', action: 'publish', documentId: 'navigation01' },
              ],
            }
          : null,
    },
    () => NOW,
  );
  return sourceWith({ ...preview, layout: async () => layout('Published footer link', '1300 000 000'), session: async () => null }, 'not read by /preview');
}

function previewUrl(kind: PreviewKind, ref: string, { expiresAt = NOW + PREVIEW_LINK_TTL_MS, ...changes }: { expiresAt?: number; sig?: string; ref?: string; path?: string } = {}) {
  const params = { ...signPreviewLink({ kind, ref, expiresAt }, SECRET), ...changes };
  return `https://site.test/preview?${new URLSearchParams(params)}`;
}

async function open(url: string): Promise<RenderResult> {
  const result = await render(new Request(url), { source: source(), assets: placeholderAssets() });
  if (result instanceof Response) throw new Error(`expected a page, got ${result.status}`);
  return result;
}

describe('/preview', () => {
  it("kind=page shows the page's draft under the banner, privately, framable by the CMS and never indexed", async () => {
    const result = await open(previewUrl('page', '/about-us'));
    expect(result.status).toBe(200);
    expect(result.html).toContain('Draft about us body');
    expect(result.html).toContain('Preview of the draft of this page');
    expect(result.html).toMatch(/<meta name="robots" content="noindex/);
    expect(result.private).toBe(true);
    expect(result.framedByCms).toBe(true);
    // Under the published navigation: only a site link shows the draft one.
    expect(result.html).toContain('Published footer link');
  });

  it("kind=resource shows the resource's draft article under the banner", async () => {
    const result = await open(previewUrl('resource', resource.resource.documentId));
    expect(result.status).toBe(200);
    expect(result.html).toContain('Draft resource title');
    expect(result.html).toContain('The draft excerpt of the resource.');
    expect(result.html).toContain('Preview of the draft of this resource');
    expect(result.html).toMatch(/<meta name="robots" content="noindex/);
  });

  it("kind=form draws the form's draft with the site's form island, sending nothing, privately and never indexed", async () => {
    const result = await open(previewUrl('form', FORM_ID));
    expect(result.status).toBe(200);
    expect(result.private).toBe(true);
    expect(result.framedByCms).toBe(true);
    expect(result.html).toContain('Preview of the draft of this form');
    expect(result.html).toContain('Register for Connect 2027');
    expect(result.html).toContain('Dietary needs (draft)');
    expect(result.html).toContain('data-island="site-form"');
    expect(result.html).toMatch(/<meta name="robots" content="noindex/);
    // No action: without JavaScript there is nothing to post to, and the button waits for the island.
    const form = /<form[^>]*>/.exec(result.html)?.[0] ?? '';
    expect(form).toContain('data-preview="true"');
    expect(form).not.toContain('action=');
    expect(result.html).not.toContain('action="/api/forms/conference-registration"');
    expect(result.html).toMatch(/<button type="submit" class="btn btn-primary" disabled="">Register<\/button>/);
  });

  it('kind=form: a draft the site would not show says why instead; a tampered form link answers 403', async () => {
    const broken = await open(previewUrl('form', BROKEN_FORM_ID));
    expect(broken.status).toBe(200);
    expect(broken.html).toContain('The site would not show this form');
    expect(broken.html).toContain('Field 3 (Hidden value): Value is required');
    expect(broken.html).not.toContain('data-island="site-form"');
    const tampered = await open(previewUrl('form', FORM_ID, { ref: BROKEN_FORM_ID }));
    expect(tampered.status).toBe(403);
    expect(tampered.html).not.toContain('Broken form');
    expect((await open(previewUrl('form', 'g0ne2x9q8w7e6r5t4y3u2i1o'))).status).toBe(404);
  });

  it('kind=site shows the published page under the draft navigation and global settings', async () => {
    const result = await open(previewUrl('site', '/'));
    expect(result.status).toBe(200);
    expect(result.html).toContain('Published home body');
    expect(result.html).toContain('Draft footer link');
    expect(result.html).toContain('1300 999 999');
    expect(result.html).not.toContain('Published footer link');
    expect(result.html).toContain('Preview of the draft navigation and site settings');
  });

  it('an expired link answers 401 with a page that says so and shows nothing of the draft', async () => {
    const result = await open(previewUrl('page', '/about-us', { expiresAt: NOW }));
    expect(result.status).toBe(401);
    expect(result.html).toContain('This preview link has expired');
    expect(result.html).not.toContain('Draft about us');
    expect(result.private).toBe(true);
  });

  it('a tampered link answers 403; a tampered site link gets the published layout, never the draft one', async () => {
    const page = await open(previewUrl('page', '/about-us', { ref: '/contact-us' }));
    expect(page.status).toBe(403);
    expect(page.html).toContain('This preview link is not valid');
    const site = await open(previewUrl('site', '/', { sig: 'A'.repeat(43) }));
    expect(site.status).toBe(403);
    expect(site.html).toContain('Published footer link');
    expect(site.html).not.toContain('Draft footer link');
  });

  it('a link without its parameters answers 403; a link to a document that is gone answers 404', async () => {
    expect((await open('https://site.test/preview')).status).toBe(403);
    const gone = await open(previewUrl('page', '/deleted-page'));
    expect(gone.status).toBe(404);
    expect(gone.html).toContain('Nothing to preview');
  });

  it('kind=release shows the site as the release will make it, under its banner, its links kept in the preview', async () => {
    const result = await open(previewUrl('release', '7', { path: '/about-us' }));
    expect(result.status).toBe(200);
    expect(result.private).toBe(true);
    expect(result.html).toContain('Preview of release Spring launch — not live');
    expect(result.html).toContain('Draft about us body');
    expect(result.html).toContain('Release footer link');
    expect(result.html).toMatch(/<meta name="robots" content="noindex/);
    // The footer's link to /about-us stays in the preview (same signed link, another path).
    const signed = new URLSearchParams(new URL(previewUrl('release', '7')).search);
    expect(result.html).toContain(`href="/preview?kind=release&amp;ref=7&amp;exp=${signed.get('exp')}&amp;sig=${signed.get('sig')}&amp;path=%2Fabout-us"`);
    const home = await open(previewUrl('release', '7', { path: '/' }));
    expect(home.html).toContain('Published home body');
  });

  it('kind=release: a page the release unpublishes answers 404 with a way back; a tampered release link 403 with the published layout', async () => {
    const gone = await open(previewUrl('release', '7', { path: '/gone' }));
    expect(gone.status).toBe(404);
    expect(gone.html).toContain('Nothing here once the release is published');
    expect(gone.html).toContain('Go to the home page of the release preview');
    const tampered = await open(previewUrl('release', '7', { ref: '8', path: '/about-us' }));
    expect(tampered.status).toBe(403);
    expect(tampered.html).not.toContain('Draft about us');
    expect(tampered.html).not.toContain('Release footer link');
    expect(tampered.html).toContain('Published footer link');
  });

  it('other routes are not framable', async () => {
    const result = await render(new Request('https://site.test/not-a-preview'), {
      source: { ...source(), page: async () => pageData('/not-a-preview', 'Plain page') },
      assets: placeholderAssets(),
    });
    expect(result).not.toBeInstanceOf(Response);
    expect((result as RenderResult).framedByCms).toBe(false);
  });
});
