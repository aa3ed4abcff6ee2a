// Gated means gated (issue 33), on local storage and on an S3 server (s3rver, as the uploads
// tests use): a stack of its own for each, with download links that live 5 seconds. The editor
// turns gating on for a guide that already has its PDF: the public API stops giving the file's
// address, the old address answers 404 wherever it was served (the CMS, the site's /uploads
// proxy, the bucket), the form answers with a link that works once within its lifetime and not
// after; turning gating off makes the file public again; deleting the guide ends access.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';
// @ts-expect-error: plain ES module without type declarations
import { freePort, startStack } from '../../scripts/lib/test-stack.mjs';
import { temporarySmallSeed } from './cms-only';
import { editorJwt, post, sleep, unique } from './forms-helpers';

interface S3Server {
  run(): Promise<unknown>;
  close(): Promise<unknown>;
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: Record<string, unknown>) => S3Server;

interface Stack {
  cmsUrl: string;
  webUrl: string;
  stop(): Promise<void>;
}

const BLOGS = `/content-manager/collection-types/${CONTENT_TYPE_UIDS.blog}`;
const LINK_SECONDS = 5;
const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

function suite(storage: 'local' | 's3') {
  describe(`gated guides with ${storage} storage`, () => {
    let stack: Stack;
    let s3: S3Server | undefined;
    let s3Dir = '';
    let seed: ReturnType<typeof temporarySmallSeed> | undefined;
    let jwt = '';
    let publicBucketUrl = '';

    const admin = async (p: string, init: { method?: string; body?: unknown; form?: FormData } = {}) => {
      const res = await fetch(`${stack.cmsUrl}${p}`, {
        method: init.method ?? 'GET',
        headers: { authorization: `Bearer ${jwt}`, ...(init.form ? {} : { 'content-type': 'application/json' }) },
        body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
      });
      const text = await res.text();
      return { status: res.status, text, body: (text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : null) as Record<string, unknown> | null };
    };

    /** The public API's answer for the guide's file, as anyone may ask for it. */
    const publicDoc = async (slug: string) => {
      const res = await fetch(`${stack.cmsUrl}/api/blogs?filters[slug][$eq]=${slug}&populate[doc][fields][0]=url&populate[doc][fields][1]=hash`);
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: { doc: { url: string; hash?: string } | null }[] }).data[0]?.doc;
    };

    /** Every address the file was public at, with its status. */
    const publicStatuses = async (url: string) => {
      const name = url.split('/').pop()!;
      const at = storage === 'local' ? [`${stack.cmsUrl}${url}`, `${stack.webUrl}${url}`] : [url, `${stack.cmsUrl}/uploads/${name}`, `${stack.webUrl}/uploads/${name}`];
      return Promise.all(at.map(async (u) => [u, (await fetch(u)).status] as const));
    };

    const setGated = async (documentId: string, gated: boolean) => {
      const saved = await admin(`${BLOGS}/${documentId}`, { method: 'PUT', body: { gated } });
      expect(saved.status, saved.text).toBe(200);
      const published = await admin(`${BLOGS}/${documentId}/actions/publish`, { method: 'POST', body: {} });
      expect(published.status, published.text).toBe(200);
    };

    /** A visitor fills in the guide's form: the answer is the signed link. */
    const formLink = async (slug: string) => {
      // The site hears of the publish in the background: the form appears once it has.
      let html = '';
      for (let i = 0; i < 40 && !html.includes('action="/api/forms/download"'); i++) {
        if (i) await sleep(250);
        html = await (await fetch(`${stack.webUrl}/resources/${slug}/download`)).text();
      }
      const started = /name="_started" value="([^"]+)"/.exec(html)?.[1];
      expect(started, html.slice(0, 300)).toBeTruthy();
      await sleep(3200);
      const body = new URLSearchParams({ _page: `/resources/${slug}`, resource: slug, _started: started!, name: 'Gate Tester', email: `gate-${unique()}@example.com` });
      const res = await post(stack.webUrl, '/api/forms/download', body.toString(), { 'content-type': 'application/x-www-form-urlencoded', origin: stack.webUrl });
      expect(res.status, res.text).toBe(303);
      const location = String(res.headers.location);
      expect(location).toMatch(/^\/api\/downloads\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
      return `${stack.webUrl}${location}`;
    };

    /** A guide with a PDF, published ungated, as guides were before this change. */
    const createGuide = async () => {
      const form = new FormData();
      form.append('files', new Blob([PDF], { type: 'application/pdf' }), `gated-${unique()}.pdf`);
      const uploaded = await admin('/upload', { method: 'POST', form });
      expect(uploaded.status, uploaded.text).toBe(201);
      const fileId = (uploaded.body as unknown as { id: number }[])[0]!.id;
      const slug = `it-gated-${unique()}`;
      const created = await admin(BLOGS, { method: 'POST', body: { title: 'Gated guide test', slug, type: 'guide', publishedDate: '2026-11-01', doc: fileId, gated: false } });
      expect(created.status, created.text).toBe(201);
      const documentId = String((created.body!.data as { documentId: string }).documentId);
      expect((await admin(`${BLOGS}/${documentId}/actions/publish`, { method: 'POST', body: {} })).status).toBe(200);
      const url = (await publicDoc(slug))!.url;
      return { slug, documentId, url };
    };

    beforeAll(async () => {
      // The site needs its global settings and navigation: the small seed has them.
      seed = temporarySmallSeed();
      let extraCmsEnv: Record<string, string> = { ...seed.env };
      if (storage === 's3') {
        const port = await freePort();
        s3Dir = mkdtempSync(path.join(os.tmpdir(), 'ironbark-s3-gated-'));
        s3 = new S3rver({ address: '127.0.0.1', port, directory: s3Dir, silent: true, configureBuckets: [{ name: 'ironbark-public' }, { name: 'ironbark-private' }] });
        await s3.run();
        publicBucketUrl = `http://127.0.0.1:${port}/ironbark-public`;
        extraCmsEnv = {
          ...extraCmsEnv,
          S3_BUCKET: 'ironbark-public',
          S3_PRIVATE_BUCKET: 'ironbark-private',
          S3_REGION: 'us-east-1',
          S3_ENDPOINT: `http://127.0.0.1:${port}`,
          S3_FORCE_PATH_STYLE: 'true',
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
          S3_PUBLIC_URL: publicBucketUrl,
        };
      }
      stack = (await startStack({ extraCmsEnv, extraWebEnv: { DOWNLOAD_LINK_SECONDS: String(LINK_SECONDS) } })) as Stack;
      jwt = await editorJwt(stack.cmsUrl);
    }, 240_000);

    afterAll(async () => {
      await stack?.stop();
      await s3?.close();
      if (s3Dir) rmSync(s3Dir, { recursive: true, force: true });
      seed?.remove();
    });

    it('turning gating on hides the file; the link works once, within its lifetime; turning it off makes the file public again', async () => {
      const guide = await createGuide();
      if (storage === 's3') expect(guide.url.startsWith(`${publicBucketUrl}/`), guide.url).toBe(true);
      else expect(guide.url).toMatch(/^\/uploads\/gated_[a-z0-9_]+\.pdf$/);
      // Before: public, wherever it is served from.
      const before = await publicStatuses(guide.url);
      expect(before[0]![1]).toBe(200);

      await setGated(guide.documentId, true);
      // The public API does not say where the file is, however it is asked.
      const doc = await publicDoc(guide.slug);
      expect(doc).toBeTruthy();
      expect(doc!.url).toBe('');
      expect(doc!.hash).toBeUndefined();
      const everything = await (await fetch(`${stack.cmsUrl}/api/blogs?filters[slug][$eq]=${guide.slug}&populate=*`)).text();
      expect(everything).not.toContain(guide.url.split('/').pop()!.replace(/\.pdf$/, ''));
      // Nor the file's own address, on the CMS, through the site, or in the bucket.
      for (const [url, status] of await publicStatuses(guide.url)) expect([403, 404], url).toContain(status);
      // The CMS's file route is for the site's token only.
      expect((await fetch(`${stack.cmsUrl}/api/blogs/${guide.slug}/file`)).status).toBe(403);

      // The form answers with a link that works once.
      const link = await formLink(guide.slug);
      // A link checker's HEAD (mail scanners, previews) does not use the link up.
      const head = await fetch(link, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('cache-control')).toBe('private, no-store');
      const first = await fetch(link);
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('private, no-store');
      expect(first.headers.get('content-disposition')).toMatch(/^attachment; filename="gated-[a-z0-9]+\.pdf"$/);
      expect(new Uint8Array(await first.arrayBuffer())).toEqual(PDF);
      const replay = await fetch(link);
      expect(replay.status).toBe(410);
      expect(await replay.text()).toContain('already been used');

      // A link not used within its lifetime is refused.
      const late = await formLink(guide.slug);
      await sleep(LINK_SECONDS * 1000 + 500);
      const expired = await fetch(late);
      expect(expired.status).toBe(410);
      expect(await expired.text()).toContain('expired');
      // A link someone changed is refused.
      expect((await fetch(`${link.slice(0, -3)}abc`)).status).toBe(404);

      // Gating off: the file is public at its old address again, for everyone.
      await setGated(guide.documentId, false);
      expect((await publicDoc(guide.slug))!.url).toBe(guide.url);
      expect((await publicStatuses(guide.url))[0]![1]).toBe(200);
    });

    it('deleting (or unpublishing) a gated guide ends access: its link stops working and the file stays private', async () => {
      const guide = await createGuide();
      await setGated(guide.documentId, true);
      const beforeUnpublish = await formLink(guide.slug);
      expect((await admin(`${BLOGS}/${guide.documentId}/actions/unpublish`, { method: 'POST', body: {} })).status).toBe(200);
      expect((await fetch(beforeUnpublish)).status).toBe(404);
      expect((await admin(`${BLOGS}/${guide.documentId}/actions/publish`, { method: 'POST', body: {} })).status).toBe(200);

      const link = await formLink(guide.slug);
      expect((await admin(`${BLOGS}/${guide.documentId}`, { method: 'DELETE' })).status).toBe(200);
      const after = await fetch(link);
      expect(after.status).toBe(404);
      expect(await after.text()).toContain('no longer available');
      for (const [url, status] of await publicStatuses(guide.url)) expect([403, 404], url).toContain(status);
    });
  });
}

suite('local');
suite('s3');
