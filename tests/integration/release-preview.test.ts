// A release previewed as a whole, end to end (issue 36): the admin's "Preview release" asks the
// scheduling plugin for a signed link (the page preview's signing, kind "release"), and the web
// shows the site as it will be once the release is published: a published page with a changed
// title shows the draft's, a new page is there, the navigation change is in the footer, and the
// links stay in the preview. The public site still shows the old; the preview is private, never
// cached or indexed; expired or altered links are refused by the web (401/403 pages) and by the
// CMS's plan endpoint (410/403).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPreviewLink } from '@ironbark/shared/preview/signed-link';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';
import { adminApi, editorToken, stack } from './helpers';

const PAGES_CM = `/content-manager/collection-types/${CONTENT_TYPE_UIDS.page}`;
const NAV_CM = `/content-manager/single-types/${CONTENT_TYPE_UIDS.navigation}`;

const tag = randomBytes(4).toString('hex');
const newPath = `/release-preview-${tag}`;
const newHeading = `Coming with the release ${tag}`;
const changedTitle = `About us, as the release will have it ${tag}`;
const navLabel = `Release link ${tag}`;
const releaseName = `Preview test release ${tag}`;

let jwt: string;
let releaseId: number | undefined;
let newPageId: string | undefined;
let aboutUs: { documentId: string; title: string };
let previewUrl: string;

const admin = (path: string, init?: { method?: string; body?: unknown }) => adminApi<Record<string, unknown>>(jwt, path, init);
const get = (url: string) => fetch(url, { redirect: 'manual', headers: { accept: 'text/html' } });
const web = () => stack().webUrl;
/** The same release preview at another path (the link's `path` is not signed). */
const at = (path: string) => {
  const url = new URL(previewUrl);
  url.searchParams.set('path', path);
  return url.toString();
};

function expectPrivate(res: Response) {
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  expect(res.headers.get('x-robots-tag')).toMatch(/noindex/);
  expect(res.headers.get('x-cache')).toBeNull();
}

beforeAll(async () => {
  jwt = await editorToken();
  // A published page whose draft gets a new title (saved, not published).
  const found = await fetch(`${stack().cmsUrl}/api/pages?filters[path][$eq]=%2Fabout-us&fields[0]=title`);
  aboutUs = ((await found.json()) as { data: { documentId: string; title: string }[] }).data[0]!;
  expect(aboutUs, 'the seeded /about-us page').toBeTruthy();
  const renamed = await admin(`${PAGES_CM}/${aboutUs.documentId}`, { method: 'PUT', body: { title: changedTitle } });
  expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
  // A new page, never published.
  const created = await admin(PAGES_CM, {
    method: 'POST',
    body: {
      title: `Release preview page ${tag}`,
      path: newPath,
      seo: { metaTitle: `Release preview page ${tag}`, metaDescription: 'A page made by the release preview tests; published only by its release.' },
      blocks: [{ __component: 'blocks.hero', variant: 'compact', heading: newHeading }],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  newPageId = String((created.body!.data as { documentId: string }).documentId);
  // The navigation's draft: one more footer link, to the new page.
  const nav = await admin(NAV_CM);
  expect(nav.status).toBe(200);
  const navData = nav.body!.data as { documentId: string; footer: { label: string; href: string }[] };
  const footer = navData.footer.map(({ label, href }) => ({ label, href }));
  const saved = await admin(NAV_CM, { method: 'PUT', body: { footer: [...footer, { label: navLabel, href: newPath }] } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);

  const release = await admin('/scheduling/releases', { method: 'POST', body: { name: releaseName } });
  expect(release.status, JSON.stringify(release.body)).toBe(201);
  releaseId = (release.body!.release as { id: number }).id;
  for (const [uid, documentId] of [
    [CONTENT_TYPE_UIDS.page, aboutUs.documentId],
    [CONTENT_TYPE_UIDS.page, newPageId],
    [CONTENT_TYPE_UIDS.navigation, navData.documentId],
  ] as const) {
    const added = await admin(`/scheduling/releases/${releaseId}/entries`, { method: 'POST', body: { uid, documentId, action: 'publish' } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  }
  const link = await admin(`/scheduling/releases/${releaseId}/preview`);
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  previewUrl = String(link.body!.url);
});

afterAll(async () => {
  if (releaseId) expect((await admin(`/scheduling/releases/${releaseId}`, { method: 'DELETE' })).status).toBe(200);
  if (newPageId) expect((await admin(`${PAGES_CM}/${newPageId}`, { method: 'DELETE' })).status).toBe(200);
  // Back to the published versions.
  if (aboutUs) expect((await admin(`${PAGES_CM}/${aboutUs.documentId}/actions/discard`, { method: 'POST' })).status).toBe(200);
  expect((await admin(`${NAV_CM}/actions/discard`, { method: 'POST' })).status).toBe(200);
});

describe('the preview of a release', () => {
  it('is a signed link to the home page of the release preview, without the secret', () => {
    expect(previewUrl.startsWith(`${web()}/preview?`), previewUrl).toBe(true);
    expect(Object.fromEntries(new URL(previewUrl).searchParams)).toMatchObject({ kind: 'release', ref: String(releaseId), path: '/' });
    expect(previewUrl).not.toContain(stack().env.PREVIEW_SECRET!);
  });

  it('shows the home page under the release banner, with the navigation change, its links kept in the preview', async () => {
    const res = await get(previewUrl);
    expect(res.status).toBe(200);
    expectPrivate(res);
    const html = await res.text();
    expect(html).toContain(`Preview of release ${releaseName} — not live`);
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(html).toContain(navLabel);
    // The footer link to the new page leads to it within the preview.
    const href = new RegExp(`href="(/preview\\?[^"]*path=${encodeURIComponent(newPath).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})"`);
    const inPreview = href.exec(html)?.[1]?.replace(/&amp;/g, '&');
    expect(inPreview, 'a link to the new page within the preview').toBeTruthy();
    const followed = await get(`${web()}${inPreview}`);
    expect(followed.status).toBe(200);
    expect(await followed.text()).toContain(newHeading);
  });

  it("shows the changed page's draft title and the new page", async () => {
    const changed = await (await get(at('/about-us'))).text();
    expect(changed).toContain(changedTitle);
    expect(changed).toContain(navLabel);
    const added = await get(at(newPath));
    expect(added.status).toBe(200);
    expectPrivate(added);
    expect(await added.text()).toContain(newHeading);
  });

  it('shows the published site for what is not in the release', async () => {
    const res = await get(at('/contact-us'));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`Preview of release ${releaseName}`);
    expect(html).toContain(navLabel);
  });

  it('leaves the public site as it is: old title, no new page, no new footer link', async () => {
    const about = await (await get(`${web()}/about-us`)).text();
    expect(about).not.toContain(changedTitle);
    expect(about).toContain(aboutUs.title);
    expect(about).not.toContain(navLabel);
    expect([301, 302, 404]).toContain((await get(`${web()}${newPath}`)).status);
    expect(await (await get(`${web()}/`)).text()).not.toContain(navLabel);
    expect(await (await fetch(`${web()}/api/content/layout`)).text()).not.toContain(navLabel);
  });
});

describe('release preview links that are not good', () => {
  const sign = (ref: string, expiresAt: number, secret = stack().env.PREVIEW_SECRET!) => new URLSearchParams({ ...signPreviewLink({ kind: 'release', ref, expiresAt }, secret), path: '/' });

  it('an expired link gets a page that says so (401), and the CMS refuses it with 410', async () => {
    const expired = sign(String(releaseId), Date.now() - 1000);
    const res = await get(`${web()}/preview?${expired}`);
    expect(res.status).toBe(401);
    expectPrivate(res);
    const html = await res.text();
    expect(html).toContain('This preview link has expired');
    expect(html).not.toContain(navLabel);
    const plan = await fetch(`${stack().cmsUrl}/api/scheduling/release-preview?${expired}`);
    expect(plan.status).toBe(410);
  });

  it('an altered link, or one signed with another secret, gets a page that says so (403), and the CMS refuses it with 403', async () => {
    const altered = new URLSearchParams(new URL(previewUrl).search);
    altered.set('ref', String(releaseId! + 1000));
    const otherSecret = sign(String(releaseId), Date.now() + 60_000, 'not-the-preview-secret-at-all');
    for (const query of [altered, otherSecret]) {
      const res = await get(`${web()}/preview?${query}`);
      expect(res.status, String(query)).toBe(403);
      const html = await res.text();
      expect(html).toContain('This preview link is not valid');
      expect(html).not.toContain(navLabel);
      expect((await fetch(`${stack().cmsUrl}/api/scheduling/release-preview?${query}`)).status).toBe(403);
    }
  });

  it('the CMS tells what the release changes only to a good link', async () => {
    const res = await fetch(`${stack().cmsUrl}/api/scheduling/release-preview${new URL(previewUrl).search}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const plan = (await res.json()) as { release: { name: string }; entries: { kind: string; action: string; draftPath?: string }[] };
    expect(plan.release.name).toBe(releaseName);
    expect(plan.entries.map((e) => `${e.kind} ${e.action} ${e.draftPath ?? ''}`.trim())).toEqual(['page publish /about-us', `page publish ${newPath}`, 'navigation publish']);
  });

  it('a path the release takes away is a 404 page that leads back to the preview home', async () => {
    const res = await get(at('/no-such-page-here'));
    expect(res.status).toBe(404);
    expectPrivate(res);
    expect(await res.text()).toContain('Nothing here once the release is published');
  });
});
