// Content history (issue 21, cms/src/plugins/history): a publish keeps a version; saved drafts keep
// at most one per five minutes; the comparison with the current draft names the changed block;
// restoring puts the older text into the draft (not published) and a publish shows it on the site;
// a deleted resource can be brought back as a draft (and not over one that took its address); a
// version with a block type that no longer exists restores the rest and names the dropped block;
// each document keeps only its last HISTORY_KEEP_VERSIONS versions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCmsOnly, type CmsOnly } from './cms-only';
import { readDatabase, writeDatabase } from './database-write';
import { editorJwt, sleep, unique } from './forms-helpers';
import { eventually, stack } from './helpers';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';
import { hero, pageInput } from '../../web/tests/e2e/support/page-input';

const PAGES = `/content-manager/collection-types/${CONTENT_TYPE_UIDS.page}`;
const BLOGS = `/content-manager/collection-types/${CONTENT_TYPE_UIDS.blog}`;

interface Version {
  id: number;
  kind: 'publish' | 'draft' | 'deleted';
  title: string | null;
  author: string | null;
  documentId: string;
  uid: string;
  createdAt: string;
  label: string;
  summary: string;
}

interface BlockChange {
  kind: string;
  component: string;
  label: string;
  fields?: { path: string; before: string; after: string }[];
}

function client(base: () => string, token: () => string) {
  return async (path: string, init: { method?: string; body?: unknown } = {}) => {
    const res = await fetch(`${base()}${path}`, {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${token()}`, 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await res.text();
    let body: Record<string, unknown> | null = null;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      body = null;
    }
    return { status: res.status, body, text };
  };
}

let jwt = '';
const admin = client(() => stack().cmsUrl, () => jwt);

const richText = (text: string) => [{ type: 'paragraph', children: [{ type: 'text', text }] }];

function pageBody(path: string, text: string) {
  return pageInput('History test page', path, 'A page that tests the content history kept by the CMS for editors.', [
    hero('History test page'),
    { __component: 'blocks.rich-text', heading: 'About us', body: richText(text) },
  ]);
}

async function versionsOf(documentId: string, uid: string = CONTENT_TYPE_UIDS.page, call = admin): Promise<Version[]> {
  const res = await call(`/history/versions?uid=${encodeURIComponent(uid)}&documentId=${documentId}`);
  expect(res.status, res.text).toBe(200);
  return res.body!.versions as Version[];
}

async function createPage(path: string, text: string): Promise<string> {
  const created = await admin(PAGES, { method: 'POST', body: pageBody(path, text) });
  expect(created.status, created.text).toBe(201);
  return String((created.body!.data as { documentId: string }).documentId);
}

async function publish(documentId: string, base = PAGES) {
  const res = await admin(`${base}/${documentId}/actions/publish`, { method: 'POST', body: {} });
  expect(res.status, res.text).toBe(200);
}

async function draftOf(documentId: string) {
  const res = await admin(`${PAGES}/${documentId}`);
  expect(res.status, res.text).toBe(200);
  return res.body!.data as { blocks: { __component: string; heading?: string; body?: unknown }[] };
}

/** Rewrites a stored version's JSON in the test database (SQLite file or TEST_DATABASE_URL). */
async function editSnapshot(id: number, edit: (snapshot: Record<string, unknown>) => Record<string, unknown>) {
  const [row] = await readDatabase<{ snapshot: unknown }>('SELECT snapshot FROM history_versions WHERE id = ?', [id]);
  // PostgreSQL gives the JSON column parsed, SQLite as text.
  const current = typeof row!.snapshot === 'string' ? JSON.parse(row!.snapshot) : row!.snapshot;
  await writeDatabase('UPDATE history_versions SET snapshot = ? WHERE id = ?', [JSON.stringify(edit(current as Record<string, unknown>)), id]);
}

beforeAll(async () => {
  jwt = await editorJwt(stack().cmsUrl);
});

describe('versions', () => {
  let documentId = '';
  const path = `/it-history-${unique()}`;

  it('keeps a version at a publish, with who published it', async () => {
    documentId = await createPage(path, 'The first text.');
    await publish(documentId);
    const versions = await versionsOf(documentId);
    const published = versions.filter((v) => v.kind === 'publish');
    expect(published).toHaveLength(1);
    // The draft version of the same content (saved by the admin just before the publish) gave way.
    expect(versions).toHaveLength(1);
    expect(published[0]!.title).toBe('History test page');
    expect(published[0]!.author).toBeTruthy();
  });

  it('keeps one draft version for two saves within five minutes', async () => {
    const before = await versionsOf(documentId);
    for (const text of ['The second text.', 'The third text.']) {
      const saved = await admin(`${PAGES}/${documentId}`, { method: 'PUT', body: pageBody(path, text) });
      expect(saved.status, saved.text).toBe(200);
    }
    const after = await versionsOf(documentId);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]!.kind).toBe('draft');
    // Labels: kind, the time to the second, the author and what changed from the version before.
    expect(after[0]!.summary).toBe('Changed: block 2');
    expect(after[0]!.label).toMatch(/^Draft saved \d{1,2} [A-Z][a-z]{2} \d{4},? \d{1,2}:\d{2}:\d{2}\s?[ap]m by .+ · Changed: block 2$/);
    expect(after[1]!.label).toMatch(/^Published .+:\d{2}:\d{2}\s?[ap]m by .+ · First version$/);
    expect(new Set(after.map((v) => v.label)).size).toBe(after.length);
  });

  it('compares the published version with the current draft and names the changed block and its text', async () => {
    const published = (await versionsOf(documentId)).find((v) => v.kind === 'publish')!;
    const res = await admin(`/history/versions/${published.id}/compare`);
    expect(res.status, res.text).toBe(200);
    const comparison = res.body!.comparison as { fields: unknown[]; blocks: BlockChange[]; same: boolean };
    expect(comparison.same).toBe(false);
    expect(comparison.fields).toEqual([]);
    expect(comparison.blocks).toEqual([
      {
        zone: 'blocks',
        kind: 'changed',
        component: 'blocks.rich-text',
        label: 'About us',
        from: 2,
        to: 2,
        fields: [{ path: 'body', before: 'The first text.', after: 'The third text.' }],
      },
    ]);
  });

  it('restores the older version into the draft without publishing; a publish then shows it on the site', async () => {
    await publish(documentId);
    const page = () => fetch(`${stack().webUrl}${path}`).then((r) => r.text());
    expect(await eventually(async () => (await page()).includes('The third text.'))).toBe(true);

    const first = (await versionsOf(documentId)).filter((v) => v.kind === 'publish').at(-1)!;
    const restored = await admin(`/history/versions/${first.id}/restore`, { method: 'POST' });
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body!.droppedBlocks).toEqual([]);
    expect(restored.body!.message).toContain('not published until you publish it');

    const draft = await draftOf(documentId);
    expect(JSON.stringify(draft.blocks[1]!.body)).toContain('The first text.');
    // Not published by itself: the site still shows the newer text.
    await sleep(1000);
    expect(await page()).toContain('The third text.');

    await publish(documentId);
    expect(await eventually(async () => (await page()).includes('The first text.'))).toBe(true);
  });

  it('restores the rest of a version whose block type no longer exists, and names the dropped block', async () => {
    const version = (await versionsOf(documentId))[0]!;
    await editSnapshot(version.id, (snapshot) => ({
      ...snapshot,
      blocks: [...(snapshot.blocks as unknown[]), { id: 999, __component: 'blocks.retired-widget', heading: 'Old widget' }],
    }));
    // Make the draft differ so the restore has something to do.
    await admin(`${PAGES}/${documentId}`, { method: 'PUT', body: pageBody(path, 'A text to be replaced.') });
    const restored = await admin(`/history/versions/${version.id}/restore`, { method: 'POST' });
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body!.droppedBlocks).toEqual(['Block 3 (blocks.retired-widget: Old widget)']);
    expect(restored.body!.message).toContain('Left out because their block type no longer exists: Block 3 (blocks.retired-widget: Old widget)');
    const draft = await draftOf(documentId);
    expect(draft.blocks.map((b) => b.__component)).toEqual(['blocks.hero', 'blocks.rich-text']);
    expect(JSON.stringify(draft.blocks[1]!.body)).toContain('The first text.');
  });

  it('lets only editors read versions of tracked content types', async () => {
    const wrongType = await admin(`/history/versions?uid=${encodeURIComponent(CONTENT_TYPE_UIDS.formSubmission)}&documentId=${documentId}`);
    expect(wrongType.status).toBe(400);
    const anonymous = await fetch(`${stack().cmsUrl}/history/versions?uid=${CONTENT_TYPE_UIDS.page}&documentId=${documentId}`);
    expect(anonymous.status).toBe(401);
  });

  afterAll(async () => {
    if (documentId) await admin(`${PAGES}/${documentId}`, { method: 'DELETE' });
  });
});

describe('single types', () => {
  it('keeps versions of the global settings at a saved draft and a publish', async () => {
    const GLOBAL = `/content-manager/single-types/${CONTENT_TYPE_UIDS.global}`;
    const current = await admin(GLOBAL);
    expect(current.status, current.text).toBe(200);
    const data = current.body!.data as Record<string, unknown> & { documentId: string };
    const before = await versionsOf(data.documentId, CONTENT_TYPE_UIDS.global);
    const saved = await admin(GLOBAL, { method: 'PUT', body: data });
    expect(saved.status, saved.text).toBe(200);
    const published = await admin(`${GLOBAL}/actions/publish`, { method: 'POST', body: {} });
    expect(published.status, published.text).toBe(200);
    const after = await versionsOf(data.documentId, CONTENT_TYPE_UIDS.global);
    expect(after.length).toBeGreaterThan(before.length);
    expect(after[0]!.kind).toBe('publish');
    const compared = await admin(`/history/versions/${after[0]!.id}/compare`);
    expect((compared.body!.comparison as { same: boolean }).same).toBe(true);
  });
});

describe('recently deleted', () => {
  it('brings a deleted resource back as a draft with the same slug, and refuses while another resource has taken it', async () => {
    const slug = `it-history-${unique()}`;
    const body = { title: 'History test resource', slug, type: 'news', publishedDate: '2026-11-01', body: richText('A resource to delete and bring back.') };
    const created = await admin(BLOGS, { method: 'POST', body });
    expect(created.status, created.text).toBe(201);
    const documentId = String((created.body!.data as { documentId: string }).documentId);
    await publish(documentId, BLOGS);
    expect((await admin(`${BLOGS}/${documentId}`, { method: 'DELETE' })).status).toBe(200);

    const list = await admin('/history/deleted');
    expect(list.status, list.text).toBe(200);
    const row = (list.body!.deleted as Version[]).find((d) => d.documentId === documentId);
    expect(row).toMatchObject({ kind: 'deleted', title: 'History test resource', uid: CONTENT_TYPE_UIDS.blog, type: 'resource' });

    // Another resource takes the slug meanwhile: the restore says so and changes nothing.
    const squatter = await admin(BLOGS, { method: 'POST', body: { ...body, title: 'Squatter' } });
    expect(squatter.status, squatter.text).toBe(201);
    const squatterId = String((squatter.body!.data as { documentId: string }).documentId);
    const refused = await admin(`/history/deleted/${row!.id}/restore`, { method: 'POST' });
    expect(refused.status).toBe(409);
    expect((refused.body!.error as { message: string }).message).toBe(
      `Another resource now uses the slug "${slug}". Change or delete that one, then restore this again. Nothing was changed.`,
    );
    await admin(`${BLOGS}/${squatterId}`, { method: 'DELETE' });

    const restored = await admin(`/history/deleted/${row!.id}/restore`, { method: 'POST' });
    expect(restored.status, restored.text).toBe(200);
    const newId = String(restored.body!.documentId);
    const draft = await admin(`${BLOGS}/${newId}`);
    expect(draft.status).toBe(200);
    expect(draft.body!.data).toMatchObject({ title: 'History test resource', slug, publishedAt: null });
    expect(JSON.stringify((draft.body!.data as { body: unknown }).body)).toContain('A resource to delete and bring back.');
    // Its history came with it, and it left the list.
    expect((await versionsOf(newId, CONTENT_TYPE_UIDS.blog)).some((v) => v.kind === 'publish')).toBe(true);
    const after = await admin('/history/deleted');
    expect((after.body!.deleted as Version[]).some((d) => d.id === row!.id)).toBe(false);
    await admin(`${BLOGS}/${newId}`, { method: 'DELETE' });
  });
});

describe('HISTORY_KEEP_VERSIONS', () => {
  let cms: CmsOnly;
  let token = '';
  const call = client(() => cms.url, () => token);

  beforeAll(async () => {
    cms = await startCmsOnly({ env: { HISTORY_KEEP_VERSIONS: '3' } });
    await cms.start();
    token = await editorJwt(cms.url);
  });

  afterAll(async () => {
    await cms?.dispose();
  });

  it('keeps only the last 3 versions of a document, newest first', async () => {
    const path = `/it-keep-${unique()}`;
    const created = await call(PAGES, { method: 'POST', body: pageBody(path, 'Version 0') });
    expect(created.status, created.text).toBe(201);
    const documentId = String((created.body!.data as { documentId: string }).documentId);
    for (let i = 1; i <= 5; i += 1) {
      const res = await call(`${PAGES}/${documentId}/actions/publish`, { method: 'POST', body: pageBody(path, `Version ${i}`) });
      expect(res.status, res.text).toBe(200);
    }
    const versions = await versionsOf(documentId, CONTENT_TYPE_UIDS.page, call);
    // Each publish replaced the draft version the admin's save just before it made (same content).
    expect(versions.map((v) => v.kind)).toEqual(['publish', 'publish', 'publish']);
    const newest = await call(`/history/versions/${versions[0]!.id}/compare`);
    expect((newest.body!.comparison as { same: boolean }).same).toBe(true);
    const oldest = await call(`/history/versions/${versions[2]!.id}/compare`);
    const change = (oldest.body!.comparison as { blocks: BlockChange[] }).blocks[0]!;
    expect(change.fields).toEqual([{ path: 'body', before: 'Version 3', after: 'Version 5' }]);
  });
});
