// Releases (cms/src/plugins/scheduling/server/releases*.ts) on a CMS of its own, as the demo
// editor through the admin API the Releases page uses, with a fake web that counts the
// revalidation calls it receives: a release of a new page, a navigation change and a new resource,
// scheduled 15 s ahead, goes live all together with one revalidation call and one audit
// entry; a release with one invalid entry (a call-to-action banner without its button) publishes
// nothing and names the entry; bad input is refused with the field named. On PostgreSQL
// (TEST_DATABASE_URL) a second CMS process shares the database, and the scheduled release is
// still published exactly once.
import { createServer, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startCmsOnly, type CmsOnly } from './cms-only';
import { poll } from './helpers';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';
// @ts-expect-error: plain ES module without type declarations
import { freePort } from '../../scripts/lib/test-stack.mjs';
import { hero, pageInput } from '../../web/tests/e2e/support/page-input';

const PAGES_CM = `/content-manager/collection-types/${CONTENT_TYPE_UIDS.page}`;
const BLOGS_CM = `/content-manager/collection-types/${CONTENT_TYPE_UIDS.blog}`;
const NAV_CM = `/content-manager/single-types/${CONTENT_TYPE_UIDS.navigation}`;
const RELEASE_UID = 'plugin::scheduling.release';
const ADMIN = { email: 'admin@example.com', password: 'AdminDemo!2024' };
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

interface Revalidation {
  at: number;
  body: { model: string; action?: string; changes?: { model: string; documentId?: string; paths?: string[]; slugs?: string[] }[] };
}
interface ReleaseBody {
  release: { id: number; name: string; status: string; outcome: string | null; scheduledAt: string | null };
  entries: { id: number; uid: string; documentId: string; action: string; title: string; status: string; problems: string[]; name: string }[];
  ready: boolean;
}

let cms: CmsOnly;
let second: CmsOnly | undefined;
let web: Server;
let jwt = '';
const received: Revalidation[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const unique = () => randomBytes(4).toString('hex');
const admin = (path: string, init: Parameters<typeof call>[1] = {}) => call(`${cms.url}${path}`, { bearer: jwt, ...init });
const content = (path: string) => call(`${cms.url}${path}`, { bearer: cms.env.CMS_API_TOKEN });
const richText = (text: string) => [{ type: 'paragraph', children: [{ type: 'text', text }] }];

async function draftPage(tag: string, blocks?: unknown[]) {
  const path = `/release-${tag}`;
  const title = `Release page ${tag}`;
  const res = await admin(PAGES_CM, {
    method: 'POST',
    json: pageInput(title, path, 'A page made by the releases tests, published together with other entries.', blocks ?? [hero(`Release heading ${tag}`)]),
  });
  expect(res.status, res.text).toBe(201);
  return { documentId: String((res.body!.data as { documentId: string }).documentId), path, title };
}

async function draftResource(tag: string) {
  const slug = `release-resource-${tag}`;
  const res = await admin(BLOGS_CM, { method: 'POST', json: { title: `Release resource ${tag}`, slug, type: 'news', publishedDate: '2026-11-01', body: richText('Published by a release.') } });
  expect(res.status, res.text).toBe(201);
  return { documentId: String((res.body!.data as { documentId: string }).documentId), slug };
}

/** The navigation's draft with one more footer link; its document id. */
async function navigationChange(label: string) {
  const current = await admin(NAV_CM);
  expect(current.status, current.text).toBe(200);
  const data = current.body!.data as { documentId: string; footer: { label: string; href: string }[] };
  const footer = data.footer.map(({ label: l, href }) => ({ label: l, href }));
  const saved = await admin(NAV_CM, { method: 'PUT', json: { footer: [...footer, { label, href: '/contact-us' }] } });
  expect(saved.status, saved.text).toBe(200);
  return data.documentId;
}

const pageLive = async (path: string) => ((await content(`/api/pages?filters[path][$eq]=${encodeURIComponent(path)}`)).body as { data: unknown[] }).data.length === 1;
const resourceLive = async (slug: string) => ((await content(`/api/blogs?filters[slug][$eq]=${encodeURIComponent(slug)}`)).body as { data: unknown[] }).data.length === 1;
const navigationLive = async (label: string) => JSON.stringify((await content('/api/navigation?populate=*')).body).includes(label);

async function newRelease(name: string): Promise<number> {
  const res = await admin('/scheduling/releases', { method: 'POST', json: { name } });
  expect(res.status, res.text).toBe(201);
  return (res.body as { release: { id: number } }).release.id;
}

async function add(id: number, uid: string, documentId: string, action = 'publish') {
  const res = await admin(`/scheduling/releases/${id}/entries`, { method: 'POST', json: { uid, documentId, action } });
  expect(res.status, res.text).toBe(201);
}

const release = async (id: number) => {
  const res = await admin(`/scheduling/releases/${id}`);
  expect(res.status, res.text).toBe(200);
  return res.body as unknown as ReleaseBody;
};

async function audit(query: string) {
  const res = await admin(`/scheduling/audit?${query}`);
  expect(res.status, res.text).toBe(200);
  return (res.body as { results: { action: string; uid: string; summary: string; actor: { kind: string; name: string } }[] }).results;
}

beforeAll(async () => {
  const port = await freePort();
  web = createServer((req, res) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/api/revalidate') received.push({ at: Date.now(), body: JSON.parse(text) });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((r) => web.listen(port, '127.0.0.1', r));
  const env = { WEB_INTERNAL_URL: `http://127.0.0.1:${port}`, SCHEDULING_POLL_SECONDS: '1' };
  cms = await startCmsOnly({ env });
  await cms.start();
  if (onPostgres) {
    // A second CMS process on the same database, with the same secrets: both run the scheduler.
    const shared = ['APP_KEYS', 'API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'JWT_SECRET', 'ENCRYPTION_KEY', 'CMS_API_TOKEN', 'REVALIDATE_SECRET', 'PREVIEW_SECRET', 'SESSION_SECRET', 'DATABASE_URL'];
    second = await startCmsOnly({ env: { ...env, ...Object.fromEntries(shared.map((k) => [k, cms.env[k]!])), SEED: 'false' } });
    await second.start();
  }
  const login = await call(`${cms.url}/admin/login`, { method: 'POST', json: ADMIN });
  expect(login.status, login.text).toBe(200);
  jwt = (login.body as { data: { token: string } }).data.token;
}, 400_000);

afterAll(async () => {
  await second?.dispose();
  await cms?.dispose();
  await new Promise((r) => web?.close(r));
});

describe('bad input is refused with the field named', () => {
  it('no name, an unknown action or type, a time in the past, an empty release, a release that does not exist', async () => {
    const noName = await admin('/scheduling/releases', { method: 'POST', json: { name: '  ' } });
    expect(noName.status).toBe(400);
    expect((noName.body!.error as { details: { errors: { path: string[] }[] } }).details.errors[0]!.path).toEqual(['name']);

    const id = await newRelease(`Bad input ${unique()}`);
    const page = await draftPage(`bad-${unique()}`);
    const cases: [Record<string, unknown>, string][] = [
      [{ uid: CONTENT_TYPE_UIDS.page, documentId: page.documentId, action: 'delete' }, 'action'],
      [{ uid: CONTENT_TYPE_UIDS.redirect, documentId: page.documentId, action: 'publish' }, 'uid'],
      [{ uid: CONTENT_TYPE_UIDS.page, documentId: 'nosuchdocument0000000000', action: 'publish' }, 'documentId'],
    ];
    for (const [json, field] of cases) {
      const res = await admin(`/scheduling/releases/${id}/entries`, { method: 'POST', json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect((res.body!.error as { details: { errors: { path: string[] }[] } }).details.errors[0]!.path).toEqual([field]);
    }
    const empty = await admin(`/scheduling/releases/${id}/schedule`, { method: 'POST', json: { at: new Date(Date.now() + 3_600_000).toISOString() } });
    expect(empty.status).toBe(400);
    expect((empty.body!.error as { message: string }).message).toMatch(/no entries/);

    await add(id, CONTENT_TYPE_UIDS.page, page.documentId);
    const twice = await admin(`/scheduling/releases/${id}/entries`, { method: 'POST', json: { uid: CONTENT_TYPE_UIDS.page, documentId: page.documentId, action: 'unpublish' } });
    expect(twice.status).toBe(400);
    const past = await admin(`/scheduling/releases/${id}/schedule`, { method: 'POST', json: { at: new Date(Date.now() - 60_000).toISOString() } });
    expect(past.status).toBe(400);
    expect((past.body!.error as { details: { errors: { path: string[] }[] } }).details.errors[0]!.path).toEqual(['at']);
    const noZone = await admin(`/scheduling/releases/${id}/schedule`, { method: 'POST', json: { at: '2030-01-01T09:00' } });
    expect(noZone.status).toBe(400);
    expect((await release(id)).release.status).toBe('draft');

    expect((await admin('/scheduling/releases/99999999')).status).toBe(404);
    expect((await call(`${cms.url}/scheduling/releases`, { method: 'POST', json: { name: 'No session' } })).status).toBe(401);
  });
});

describe('a release of a new page, a navigation change and a new resource, scheduled a minute ahead', () => {
  const tag = unique();
  const label = `Release link ${tag}`;
  let page: { documentId: string; path: string; title: string };
  let resource: { documentId: string; slug: string };
  let navigationId: string;
  let id: number;

  beforeAll(async () => {
    page = await draftPage(tag);
    resource = await draftResource(tag);
    navigationId = await navigationChange(label);
    id = await newRelease(`Spring launch ${tag}`);
    await add(id, CONTENT_TYPE_UIDS.page, page.documentId);
    await add(id, CONTENT_TYPE_UIDS.navigation, navigationId);
    await add(id, CONTENT_TYPE_UIDS.blog, resource.documentId);
  });

  it('lists every entry with its title, status and checks', async () => {
    const body = await release(id);
    expect(body.ready).toBe(true);
    expect(body.entries.map((e) => [e.uid, e.title, e.status, e.problems])).toEqual([
      [CONTENT_TYPE_UIDS.page, page.title, 'draft', []],
      [CONTENT_TYPE_UIDS.navigation, 'Navigation', 'modified', []],
      [CONTENT_TYPE_UIDS.blog, `Release resource ${tag}`, 'draft', []],
    ]);
  });

  it('goes live all together at its time, with one revalidation call and one audit entry', async () => {
    // Far enough ahead for the checks below to run before it (they take about a second).
    const at = Date.now() + 15_000;
    const scheduled = await admin(`/scheduling/releases/${id}/schedule`, { method: 'POST', json: { at: new Date(at).toISOString() } });
    expect(scheduled.status, scheduled.text).toBe(200);
    expect((scheduled.body as unknown as ReleaseBody).release.status).toBe('scheduled');
    // While scheduled its entries cannot change.
    const locked = await admin(`/scheduling/releases/${id}/entries`, { method: 'POST', json: { uid: CONTENT_TYPE_UIDS.page, documentId: (await draftPage(`locked-${tag}`)).documentId, action: 'publish' } });
    expect(locked.status).toBe(400);
    const before = received.length;
    expect([await pageLive(page.path), await resourceLive(resource.slug), await navigationLive(label)]).toEqual([false, false, false]);

    const done = await poll(() => release(id), (b) => b.release.status === 'done' || b.release.status === 'failed', 100_000, 500);
    expect(done.value.release.status, done.value.release.outcome ?? '').toBe('done');
    expect(Date.now()).toBeGreaterThanOrEqual(at);
    expect(done.value.release.outcome).toBe(`Release “Spring launch ${tag}” published: 3 entries`);
    expect([await pageLive(page.path), await resourceLive(resource.slug), await navigationLive(label)]).toEqual([true, true, true]);

    // One call to the web, with every change; and no more from a second process (PostgreSQL).
    await sleep(3000);
    const calls = received.slice(before);
    expect(calls, JSON.stringify(calls)).toHaveLength(1);
    expect(calls[0]!.body.model).toBe('release');
    expect(calls[0]!.body.changes!.map((c) => c.model).sort()).toEqual([CONTENT_TYPE_UIDS.blog, CONTENT_TYPE_UIDS.navigation, CONTENT_TYPE_UIDS.page].sort());
    expect(calls[0]!.body.changes!.find((c) => c.model === CONTENT_TYPE_UIDS.page)!.paths).toContain(page.path);

    // One audit entry for the release, none for its documents one by one.
    const entries = await audit(`uid=${encodeURIComponent(RELEASE_UID)}&documentId=${id}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'publish', summary: `Release “Spring launch ${tag}” published: 3 entries`, actor: { kind: 'system' } });
    expect(await audit(`documentId=${page.documentId}&action=publish`)).toEqual([]);
    if (second) {
      // The second process works on the same database: it sees the release, published.
      const login = await call(`${second.url}/admin/login`, { method: 'POST', json: ADMIN });
      expect(login.status, login.text).toBe(200);
      const seen = await call(`${second.url}/scheduling/releases/${id}`, { bearer: (login.body as { data: { token: string } }).data.token });
      expect((seen.body as unknown as ReleaseBody).release).toMatchObject({ name: `Spring launch ${tag}`, status: 'done' });
      const published = [...cms.logs, ...second.logs].join('').split(`published: 3 entries`).length - 1;
      expect(published, 'one process published it').toBe(1);
    }
  }, 150_000);
});

describe('a release with one invalid entry', () => {
  it('publishes nothing, names the entry and why, and can be published once fixed', async () => {
    const tag = unique();
    const good = await draftPage(`good-${tag}`);
    const bad = await draftPage(`bad-${tag}`, [
      { __component: 'blocks.hero', variant: 'compact', heading: `Release heading ${tag}` },
      { __component: 'blocks.cta-banner', heading: 'Ready to talk?', tone: 'brand', actions: [] },
    ]);
    const resource = await draftResource(`bad-${tag}`);
    const id = await newRelease(`Broken launch ${tag}`);
    await add(id, CONTENT_TYPE_UIDS.page, good.documentId);
    await add(id, CONTENT_TYPE_UIDS.page, bad.documentId);
    await add(id, CONTENT_TYPE_UIDS.blog, resource.documentId);

    const listed = await release(id);
    expect(listed.ready).toBe(false);
    expect(listed.entries[1]!.problems.join(' ')).toMatch(/Block 2, Call-to-action banner/);

    const before = received.length;
    const res = await admin(`/scheduling/releases/${id}/publish`, { method: 'POST' });
    expect(res.status).toBe(409);
    const message = (res.body!.error as { message: string }).message;
    expect(message).toContain(`Entry 2, Page “Release page bad-${tag}” cannot be published:`);
    expect(message).toMatch(/Block 2, Call-to-action banner/);
    expect(message).toContain('Nothing in the release was published.');
    const after = await release(id);
    expect(after.release).toMatchObject({ status: 'failed', outcome: message });
    expect([await pageLive(good.path), await pageLive(bad.path), await resourceLive(resource.slug)]).toEqual([false, false, false]);
    expect(received.length).toBe(before);
    expect(await audit(`uid=${encodeURIComponent(RELEASE_UID)}&documentId=${id}`)).toEqual([]);

    // Removed from the release, the rest goes out.
    const removed = await admin(`/scheduling/releases/${id}/entries/${listed.entries[1]!.id}`, { method: 'DELETE' });
    expect(removed.status, removed.text).toBe(200);
    const again = await admin(`/scheduling/releases/${id}/publish`, { method: 'POST' });
    expect(again.status, again.text).toBe(200);
    expect([await pageLive(good.path), await pageLive(bad.path), await resourceLive(resource.slug)]).toEqual([true, false, true]);
    // Published once: a second publish is refused.
    expect((await admin(`/scheduling/releases/${id}/publish`, { method: 'POST' })).status).toBe(400);
  });

  it('rolls back what it had published when a later entry fails while publishing', async () => {
    const tag = unique();
    const page = await draftPage(`rollback-${tag}`);
    // A resource draft without its date: the publishing rules have nothing against it, Strapi
    // refuses to publish it (the date is required), after the page before it was published.
    const slug = `release-undated-${tag}`;
    const undated = await admin(BLOGS_CM, { method: 'POST', json: { title: `Undated resource ${tag}`, slug, type: 'news', body: richText('No date.') } });
    expect(undated.status, undated.text).toBe(201);
    const id = await newRelease(`Rollback ${tag}`);
    await add(id, CONTENT_TYPE_UIDS.page, page.documentId);
    await add(id, CONTENT_TYPE_UIDS.blog, String((undated.body!.data as { documentId: string }).documentId));
    expect((await release(id)).ready).toBe(true);

    const before = received.length;
    const res = await admin(`/scheduling/releases/${id}/publish`, { method: 'POST' });
    expect(res.status, res.text).toBe(409);
    const message = (res.body!.error as { message: string }).message;
    expect(message).toMatch(new RegExp(`^Entry 2, Resource “Undated resource ${tag}” could not be published: .+Nothing in the release was published\\.$`));
    expect([await pageLive(page.path), await resourceLive(slug)]).toEqual([false, false]);
    const draft = await admin(`${PAGES_CM}/${page.documentId}`);
    expect((draft.body!.meta as { availableStatus: unknown[] }).availableStatus).toEqual([]);
    await sleep(1000);
    expect(received.length).toBe(before);
    expect(await audit(`documentId=${page.documentId}&action=publish`)).toEqual([]);
    expect((await release(id)).release).toMatchObject({ status: 'failed', outcome: message });
  });
});
