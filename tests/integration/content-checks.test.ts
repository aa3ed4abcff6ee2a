// Content checks (issue 21, cms/src/plugins/content-checks): the acceptance fixture page (a
// 90-character title, no search description, an image without alternative text, a link to a
// missing path) shows its four problems (the missing description as an error: publishing refuses it) from the edit view's endpoint and in the site-wide report; fixing
// them clears them. Warnings never stop a publish: a page with a remaining warning still publishes,
// and the report follows the publish. Errors are what publishing refuses (issue 36, one rule
// source): a draft whose call-to-action banner lost its button shows the error naming the block and
// the field before publishing, and the refused publish names them too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorJwt, unique } from './forms-helpers';
import { eventually, stack } from './helpers';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

const PAGES = `/content-manager/collection-types/${CONTENT_TYPE_UIDS.page}`;
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) =>
  c.charCodeAt(0),
);
// The empty search description is an error (publishing refuses it); the warning "no search
// description" would repeat it. The rest are warnings.
const FOUR = ['field-invalid', 'image-no-alt', 'link-missing', 'title-too-long'];

interface Problem {
  code: string;
  severity: string;
  message: string;
  field?: string;
  block?: { index: number; component: string };
  fieldLabel?: string;
}
interface Checked {
  documentId: string;
  preview: { title: string; titleTruncated: boolean; address: string; description: string };
  problems: Problem[];
}
interface Report {
  problems: number;
  entries: { documentId: string | null; status: string; editLink: string; problems: Problem[] }[];
}

let jwt = '';

async function admin(path: string, init: { method?: string; json?: unknown; form?: FormData } = {}) {
  const res = await fetch(`${stack().cmsUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${jwt}`, ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
  });
  const text = await res.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  return { status: res.status, body, text };
}

async function checksOf(documentId: string): Promise<Checked> {
  const res = await admin(`/content-checks/document/${CONTENT_TYPE_UIDS.page}/${documentId}`);
  expect(res.status, res.text).toBe(200);
  return res.body as Checked;
}

async function reportEntry(documentId: string) {
  const res = await admin('/content-checks/report');
  expect(res.status, res.text).toBe(200);
  return (res.body as Report).entries.find((e) => e.documentId === documentId);
}

const codes = (problems: Problem[]) => problems.map((p) => p.code).sort();

describe('content checks of the acceptance fixture page', () => {
  const path = `/it-checks-${unique()}`;
  const missing = `/it-no-such-page-${unique()}`;
  const longTitle = `Ninety characters of page title about managed cloud services for Australian business ${'x'.repeat(90)}`.slice(0, 90);
  let fileId = 0;
  let documentId = '';

  beforeAll(async () => {
    jwt = await editorJwt(stack().cmsUrl);
    const form = new FormData();
    form.append('files', new Blob([PNG], { type: 'image/png' }), `it-checks-${unique()}.png`);
    form.append('fileInfo', JSON.stringify({ alternativeText: '' }));
    const uploaded = await admin('/upload', { method: 'POST', form });
    expect(uploaded.status, uploaded.text).toBe(201);
    fileId = (uploaded.body as { id: number }[])[0]!.id;
  });

  afterAll(async () => {
    if (documentId) await admin(`${PAGES}/${documentId}`, { method: 'DELETE' });
    if (fileId) await admin(`/upload/files/${fileId}`, { method: 'DELETE' });
  });

  it('shows the four problems in the edit view (the draft) with a truncated search preview', async () => {
    expect(longTitle).toHaveLength(90);
    const created = await admin(PAGES, {
      method: 'POST',
      json: {
        title: longTitle,
        path,
        seo: { metaTitle: '', metaDescription: '' },
        blocks: [{ __component: 'blocks.hero', variant: 'compact', heading: 'Checks', image: fileId, actions: [{ label: 'Read more', href: missing }] }],
      },
    });
    expect(created.status, created.text).toBe(201);
    documentId = (created.body as { data: { documentId: string } }).data.documentId;

    const checked = await checksOf(documentId);
    expect(codes(checked.problems)).toEqual(FOUR);
    expect(checked.problems.map((p) => [p.severity, p.code, p.field])).toEqual([
      ['error', 'field-invalid', 'seo.metaDescription'],
      ['warning', 'title-too-long', 'seo.metaTitle'],
      ['warning', 'image-no-alt', 'blocks.0.image'],
      ['warning', 'link-missing', 'blocks.0.actions.0'],
    ]);
    expect(checked.problems[0]!.message).toBe('Search and sharing, Search description: missing');
    expect(checked.problems.find((p) => p.code === 'link-missing')!.message).toContain(missing);
    expect(checked.problems.find((p) => p.code === 'image-no-alt')!.block).toEqual({ index: 1, component: 'blocks.hero' });
    expect(checked.preview.titleTruncated).toBe(true);
    expect(checked.preview.title.endsWith('…')).toBe(true);
    expect(checked.preview.address).toContain(path.slice(1));
  });

  it('lists the same problems in the site-wide report, with a link to the edit view', async () => {
    const entry = await reportEntry(documentId);
    expect(entry, 'the fixture page is in the report').toBeDefined();
    expect(codes(entry!.problems)).toEqual(FOUR);
    expect(entry!.status).toBe('draft');
    expect(entry!.editLink).toBe(`/content-manager/collection-types/${CONTENT_TYPE_UIDS.page}/${documentId}`);
  });

  it('warnings never block a publish: with the rest fixed and the link left, it publishes and the report shows it live', async () => {
    const alt = new FormData();
    alt.append('fileInfo', JSON.stringify({ alternativeText: 'A single blue pixel' }));
    const altSet = await admin(`/upload?id=${fileId}`, { method: 'POST', form: alt });
    expect(altSet.status, altSet.text).toBe(200);
    const updated = await admin(`${PAGES}/${documentId}`, {
      method: 'PUT',
      json: {
        title: 'Content checks fixture',
        seo: { metaTitle: 'Content checks fixture page', metaDescription: 'A page made by the integration test of the content checks, fixed one problem at a time.' },
      },
    });
    expect(updated.status, updated.text).toBe(200);
    expect(codes((await checksOf(documentId)).problems)).toEqual(['link-missing']);

    const published = await admin(`${PAGES}/${documentId}/actions/publish`, { method: 'POST', json: {} });
    expect(published.status, published.text).toBe(200);
    let entry: Awaited<ReturnType<typeof reportEntry>>;
    expect(await eventually(async () => (entry = await reportEntry(documentId))?.status === 'published')).toBe(true);
    expect(codes(entry!.problems)).toEqual(['link-missing']);
  });

  it('clears the last problem once the link is fixed and published', async () => {
    const draft = await admin(`${PAGES}/${documentId}`);
    expect(draft.status, draft.text).toBe(200);
    const hero = (draft.body as { data: { blocks: Record<string, unknown>[] } }).data.blocks[0]!;
    const fixed = await admin(`${PAGES}/${documentId}`, {
      method: 'PUT',
      json: { blocks: [{ __component: 'blocks.hero', variant: hero.variant, heading: hero.heading, image: fileId, actions: [{ label: 'Home', href: '/' }] }] },
    });
    expect(fixed.status, fixed.text).toBe(200);
    expect((await checksOf(documentId)).problems).toEqual([]);
    const published = await admin(`${PAGES}/${documentId}/actions/publish`, { method: 'POST', json: {} });
    expect(published.status, published.text).toBe(200);
    expect(await eventually(async () => (await reportEntry(documentId)) === undefined)).toBe(true);
  });

  it('shows a call-to-action banner without its button as an error before publishing (panel and report), and the refused publish names the same block and field', async () => {
    // A new page, never published: the report checks its draft (a published page it checks as live).
    const created = await admin(PAGES, {
      method: 'POST',
      json: {
        title: 'Broken banner',
        path: `/it-checks-cta-${unique()}`,
        seo: { metaTitle: 'A page whose banner lost its button', metaDescription: 'A page made by the integration test: its call-to-action banner has no button.' },
        blocks: [
          { __component: 'blocks.hero', variant: 'compact', heading: 'Broken banner', image: fileId, actions: [{ label: 'Home', href: '/' }] },
          { __component: 'blocks.rich-text', heading: 'Why us', body: [{ type: 'paragraph', children: [{ type: 'text', text: 'Local support.' }] }] },
          { __component: 'blocks.cta-banner', heading: 'Ready to talk?', tone: 'brand', actions: [] },
        ],
      },
    });
    expect(created.status, created.text).toBe(201);
    const id = (created.body as { data: { documentId: string } }).data.documentId;
    try {
      const checked = await checksOf(id);
      const errors = checked.problems.filter((p) => p.severity === 'error');
      expect(errors).toEqual([
        {
          code: 'block-invalid',
          severity: 'error',
          message: 'Block 3, Call-to-action banner: Buttons: at least 1 needed',
          field: 'blocks.2.actions',
          block: { index: 3, component: 'blocks.cta-banner' },
          fieldLabel: 'Buttons',
        },
      ]);
      let entry: Awaited<ReturnType<typeof reportEntry>>;
      expect(await eventually(async () => Boolean((entry = await reportEntry(id))?.problems.some((p) => p.code === 'block-invalid')))).toBe(true);
      expect(entry!.status).toBe('draft');
      expect(entry!.problems.find((p) => p.code === 'block-invalid')!.message).toBe(errors[0]!.message);

      const published = await admin(`${PAGES}/${id}/actions/publish`, { method: 'POST', json: {} });
      expect(published.status).toBe(400);
      const error = (published.body as { error: { name: string; message: string; details: { errors: { path: string[]; message: string }[] } } }).error;
      expect(error.name).toBe('ValidationError');
      expect(error.message).toBe(
        'This page cannot be published: the site would leave out a block. Block 3, Call-to-action banner: Buttons: at least 1 needed. Fix it or remove it, then publish again.',
      );
      expect(error.details.errors).toEqual([expect.objectContaining({ path: ['blocks', '2', 'actions'], message: errors[0]!.message })]);

      // Given its button, the error is gone and the page publishes.
      const draft = (await admin(`${PAGES}/${id}`)).body as { data: { blocks: Record<string, unknown>[] } };
      const blocks = draft.data.blocks.map(({ id: _id, ...b }) => (b.__component === 'blocks.cta-banner' ? { ...b, actions: [{ label: 'Talk to us', href: '/' }] } : b));
      const fixed = await admin(`${PAGES}/${id}`, { method: 'PUT', json: { blocks: blocks.map((b) => ({ ...b, image: b.__component === 'blocks.hero' ? fileId : undefined })) } });
      expect(fixed.status, fixed.text).toBe(200);
      expect((await checksOf(id)).problems.filter((p) => p.severity === 'error')).toEqual([]);
      const ok = await admin(`${PAGES}/${id}/actions/publish`, { method: 'POST', json: {} });
      expect(ok.status, ok.text).toBe(200);
    } finally {
      await admin(`${PAGES}/${id}`, { method: 'DELETE' });
    }
  });

  it('answers 400 for a content type without checks and 404 for a missing document', async () => {
    expect((await admin(`/content-checks/document/${CONTENT_TYPE_UIDS.redirect}/abc`)).status).toBe(400);
    expect((await admin(`/content-checks/document/${CONTENT_TYPE_UIDS.page}/no-such-document`)).status).toBe(404);
  });

  it('is for admin users only', async () => {
    const res = await fetch(`${stack().cmsUrl}/content-checks/report`);
    expect(res.status).toBe(401);
  });
});
