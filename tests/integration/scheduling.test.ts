// Scheduled publish and unpublish (cms/src/plugins/scheduling), as the demo editor through the
// admin API the Schedule panel uses: a draft page scheduled a few seconds ahead goes live (the
// page, the sitemap, the search index) within a minute and a scheduled unpublish takes it off;
// bad times are refused with the field named; a publish the CMS refuses is kept as a failure the
// editor sees; the audit trail records who published, unpublished, deleted and scheduled, whether
// an admin, staff through the web's resource screens, or the scheduler.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, staffLogin } from './cms-only';
import { editorToken, poll, scrapeMetrics, stack } from './helpers';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';
import { hero, pageInput } from '../../web/tests/e2e/support/page-input';

const PAGES_CM = `/content-manager/collection-types/${CONTENT_TYPE_UIDS.page}`;
const PAGE_UID = CONTENT_TYPE_UIDS.page;

interface Job {
  id: number;
  action: string;
  status: string;
  error: string | null;
  runAt: string;
}
interface AuditEntry {
  action: string;
  uid: string;
  documentId: string | null;
  actor: { kind: string; name: string | null; email: string | null };
  summary: string | null;
}

let jwt: string;
const admin = (path: string, init: Parameters<typeof call>[1] = {}) => call(`${stack().cmsUrl}${path}`, { bearer: jwt, ...init });
const web = (path: string) => fetch(`${stack().webUrl}${path}`, { redirect: 'manual', headers: { accept: 'text/html' } });
const created: string[] = [];

/** A scheduled change runs within a minute: polls up to 75 s. */
const pollRun = <T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 75_000) => poll(read, check, timeoutMs, 500);

async function draftPage(tag: string, blocks?: unknown[]) {
  const title = `Scheduled page ${tag}`;
  const path = `/scheduled-${tag}`;
  const res = await admin(PAGES_CM, {
    method: 'POST',
    json: pageInput(title, path, 'A page made by the scheduling tests, published and unpublished on a schedule.', blocks ?? [hero(`Scheduled heading ${tag}`)]),
  });
  expect(res.status, res.text).toBe(201);
  const documentId = String((res.body!.data as { documentId: string }).documentId);
  created.push(documentId);
  return { documentId, path, title };
}

const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();

/** The CMS's metrics, "name{labels}" -> value. */
const cmsMetrics = () => scrapeMetrics(stack().cmsUrl);

async function entryJobs(documentId: string, uid: string = PAGE_UID): Promise<Job[]> {
  const res = await admin(`/scheduling/entry?uid=${encodeURIComponent(uid)}&documentId=${documentId}`);
  expect(res.status, res.text).toBe(200);
  return (res.body as { jobs: Job[] }).jobs;
}

async function audit(query: string): Promise<AuditEntry[]> {
  const res = await admin(`/scheduling/audit?${query}`);
  expect(res.status, res.text).toBe(200);
  return (res.body as { results: AuditEntry[] }).results;
}

async function inSitemap(path: string) {
  const res = await fetch(`${stack().webUrl}/sitemap.xml`);
  return (await res.text()).includes(`${stack().env.SITE_URL}${path}<`);
}

async function inPagesJson(path: string) {
  const res = await fetch(`${stack().webUrl}/assets/api/pages.json`);
  const body = (await res.json()) as unknown;
  return JSON.stringify(body).includes(`"${path}"`);
}

beforeAll(async () => {
  jwt = await editorToken();
});

afterAll(async () => {
  for (const id of created) await admin(`${PAGES_CM}/${id}`, { method: 'DELETE' });
});

describe('bad input is refused with the field named, and nothing is scheduled', () => {
  let documentId: string;
  beforeAll(async () => {
    ({ documentId } = await draftPage(`bad-${randomBytes(3).toString('hex')}`));
  });

  it('a time in the past', async () => {
    const res = await admin('/scheduling/jobs', { method: 'POST', json: { uid: PAGE_UID, documentId, publishAt: new Date(Date.now() - 60_000).toISOString() } });
    expect(res.status).toBe(400);
    const error = res.body!.error as { message: string; details: { errors: { path: string[] }[] } };
    expect(error.message).toMatch(/^Publish at \(.+ Sydney time\) is in the past: choose a time from now on$/);
    expect(error.details.errors[0]!.path).toEqual(['publishAt']);
    expect(await entryJobs(documentId)).toEqual([]);
  });

  it('unpublish at before publish at', async () => {
    const res = await admin('/scheduling/jobs', { method: 'POST', json: { uid: PAGE_UID, documentId, publishAt: inSeconds(3600), unpublishAt: inSeconds(1800) } });
    expect(res.status).toBe(400);
    const error = res.body!.error as { message: string; details: { errors: { path: string[] }[] } };
    expect(error.message).toMatch(/^Unpublish at \(.+\) must be after publish at \(.+\)$/);
    expect(error.details.errors[0]!.path).toEqual(['unpublishAt']);
    expect(await entryJobs(documentId)).toEqual([]);
  });

  it('a time without its zone, no time at all, a type that cannot be scheduled, an entry that does not exist', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ uid: PAGE_UID, documentId, publishAt: '2030-01-01T09:00' }, 'publishAt'],
      [{ uid: PAGE_UID, documentId }, 'publishAt'],
      [{ uid: CONTENT_TYPE_UIDS.redirect, documentId, publishAt: inSeconds(3600) }, 'uid'],
      [{ uid: PAGE_UID, documentId: 'nosuchdocument0000000000', publishAt: inSeconds(3600) }, 'documentId'],
    ];
    for (const [json, field] of cases) {
      const res = await admin('/scheduling/jobs', { method: 'POST', json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect((res.body!.error as { details: { errors: { path: string[] }[] } }).details.errors[0]!.path).toEqual([field]);
    }
    expect(await entryJobs(documentId)).toEqual([]);
  });

  it('without an admin session', async () => {
    const res = await call(`${stack().cmsUrl}/scheduling/jobs`, { method: 'POST', json: { uid: PAGE_UID, documentId, publishAt: inSeconds(3600) } });
    expect(res.status).toBe(401);
  });
});

describe('a draft page scheduled a few seconds ahead', () => {
  const tag = randomBytes(4).toString('hex');
  let page: { documentId: string; path: string; title: string };

  beforeAll(async () => {
    page = await draftPage(tag);
  });

  it('goes live within a minute: the page, the sitemap and pages.json', async () => {
    expect((await web(page.path)).status).not.toBe(200);
    const res = await admin('/scheduling/jobs', { method: 'POST', json: { uid: PAGE_UID, documentId: page.documentId, publishAt: inSeconds(5) } });
    expect(res.status, res.text).toBe(201);
    expect((res.body as { jobs: Job[] }).jobs).toEqual([expect.objectContaining({ action: 'publish', status: 'pending' })]);
    // In the upcoming list, with the page's title.
    const upcoming = await admin('/scheduling/upcoming');
    expect((upcoming.body as { upcoming: { documentId: string; title: string }[] }).upcoming).toContainEqual(
      expect.objectContaining({ documentId: page.documentId, title: page.title }),
    );

    const live = await pollRun(() => web(page.path).then(async (r) => ({ status: r.status, html: await r.text() })), (v) => v.status === 200);
    expect(live.ok, `${page.path} answered ${live.value.status} after ${live.ms} ms`).toBe(true);
    expect(live.value.html).toContain(`Scheduled heading ${tag}`);
    expect((await pollRun(() => inSitemap(page.path), Boolean, 15_000)).ok, 'in the sitemap').toBe(true);
    expect((await pollRun(() => inPagesJson(page.path), Boolean, 15_000)).ok, 'in pages.json').toBe(true);
    expect((await pollRun(() => entryJobs(page.documentId), (jobs) => jobs.length === 0, 15_000)).ok, 'the job is done').toBe(true);

    const entries = await audit(`documentId=${page.documentId}&action=publish`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ uid: PAGE_UID, actor: { kind: 'system', name: 'Scheduler' } });
    expect(entries[0]!.summary).toContain('Scheduled publish (set by');
  });

  it('a scheduled unpublish takes it off within a minute', async () => {
    const res = await admin('/scheduling/jobs', { method: 'POST', json: { uid: PAGE_UID, documentId: page.documentId, unpublishAt: inSeconds(5) } });
    expect(res.status, res.text).toBe(201);
    const gone = await pollRun(() => web(page.path).then((r) => r.status), (s) => s !== 200);
    expect(gone.ok, `${page.path} still answered ${gone.value} after ${gone.ms} ms`).toBe(true);
    expect([404, 302]).toContain(gone.value);
    expect((await pollRun(() => inSitemap(page.path), (v) => !v, 15_000)).ok, 'out of the sitemap').toBe(true);
    const entries = await audit(`documentId=${page.documentId}&action=unpublish`);
    expect(entries).toEqual([expect.objectContaining({ actor: expect.objectContaining({ kind: 'system' }) })]);
    // Who scheduled, too.
    const scheduled = await audit(`documentId=${page.documentId}&action=schedule`);
    expect(scheduled).toHaveLength(2);
    expect(scheduled[0]!.actor).toMatchObject({ kind: 'admin', email: 'admin@example.com' });
  });
});

describe('the navigation (a single type)', () => {
  it('is published on schedule too, and named in the upcoming list', async () => {
    const nav = await admin(`/content-manager/single-types/${CONTENT_TYPE_UIDS.navigation}`);
    expect(nav.status, nav.text).toBe(200);
    const documentId = (nav.body!.data as { documentId: string }).documentId;
    const uid = CONTENT_TYPE_UIDS.navigation;
    const res = await admin('/scheduling/jobs', { method: 'POST', json: { uid, documentId, publishAt: inSeconds(4) } });
    expect(res.status, res.text).toBe(201);
    const upcoming = await admin('/scheduling/upcoming');
    expect((upcoming.body as { upcoming: { documentId: string; title: string }[] }).upcoming).toContainEqual(expect.objectContaining({ documentId, title: 'Navigation' }));
    expect((await pollRun(() => entryJobs(documentId, uid), (jobs) => jobs.length === 0)).ok, 'the job ran').toBe(true);
    const entries = await audit(`documentId=${documentId}&action=publish&uid=${uid}`);
    expect(entries[0]).toMatchObject({ uid, actor: { kind: 'system', name: 'Scheduler' } });
  });
});

describe('a scheduled change that fails, and one cancelled', () => {
  it('a publish the CMS refuses is kept as failed with its reason, for the edit view', async () => {
    const { documentId } = await draftPage(`broken-${randomBytes(3).toString('hex')}`, [
      { __component: 'blocks.hero', variant: 'compact', heading: 'Broken banner' },
      { __component: 'blocks.cta-banner', heading: 'Ready to talk?', tone: 'brand', actions: [] },
    ]);
    const res = await admin('/scheduling/jobs', { method: 'POST', json: { uid: PAGE_UID, documentId, publishAt: inSeconds(3) } });
    expect(res.status, res.text).toBe(201);
    const failed = await pollRun(() => entryJobs(documentId), (jobs) => jobs.some((j) => j.status === 'failed'));
    expect(failed.ok, JSON.stringify(failed.value)).toBe(true);
    expect(failed.value[0]!.error).toContain('This page cannot be published: the site would leave out a block');
    const upcoming = await admin('/scheduling/upcoming');
    expect((upcoming.body as { failed: { documentId: string }[] }).failed).toContainEqual(expect.objectContaining({ documentId }));
    // Operators see it too (ops/prometheus/alerts.yml: ScheduledChangeFailed).
    const metrics = await cmsMetrics();
    expect(metrics.get('cms_scheduled_jobs_total{action="publish",outcome="failed"}')).toBeGreaterThanOrEqual(1);
    const failedBefore = metrics.get('cms_scheduled_jobs{status="failed"}')!;
    expect(failedBefore).toBeGreaterThanOrEqual(1);
    // Dismissed by the editor, it leaves the panel.
    expect((await admin(`/scheduling/jobs/${failed.value[0]!.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await entryJobs(documentId)).toEqual([]);
    expect((await cmsMetrics()).get('cms_scheduled_jobs{status="failed"}')).toBe(failedBefore - 1);
  });

  it('a cancelled change never runs, and the cancellation is recorded', async () => {
    const { documentId } = await draftPage(`cancel-${randomBytes(3).toString('hex')}`);
    const res = await admin('/scheduling/jobs', { method: 'POST', json: { uid: PAGE_UID, documentId, publishAt: inSeconds(3600) } });
    const job = (res.body as { jobs: Job[] }).jobs[0]!;
    const cancelled = await admin(`/scheduling/jobs/${job.id}`, { method: 'DELETE' });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect((cancelled.body as { job: Job }).job.status).toBe('cancelled');
    expect(await entryJobs(documentId)).toEqual([]);
    const again = await admin(`/scheduling/jobs/${job.id}`, { method: 'DELETE' });
    expect(again.status).toBe(400);
    expect(await audit(`documentId=${documentId}&action=unschedule`)).toEqual([expect.objectContaining({ actor: expect.objectContaining({ kind: 'admin' }) })]);
  });
});

describe('the audit trail', () => {
  it("records an admin's publish and delete in the content manager, with who did it", async () => {
    const { documentId } = await draftPage(`audit-${randomBytes(3).toString('hex')}`);
    expect((await admin(`${PAGES_CM}/${documentId}/actions/publish`, { method: 'POST', json: {} })).status).toBe(200);
    expect((await admin(`${PAGES_CM}/${documentId}`, { method: 'DELETE' })).status).toBe(200);
    const entries = await audit(`documentId=${documentId}`);
    expect(entries.map((e) => e.action)).toEqual(['delete', 'publish']);
    for (const e of entries) expect(e.actor).toMatchObject({ kind: 'admin', email: 'admin@example.com' });
    // Filtered by person and by action.
    expect((await audit(`actor=admin%40example&action=delete&uid=${PAGE_UID}`)).some((e) => e.documentId === documentId)).toBe(true);
    expect((await audit(`actor=nobody-by-this-name&documentId=${documentId}`))).toEqual([]);
    expect((await admin('/scheduling/audit?action=explode')).status).toBe(400);
  });

  it("records staff's publish and unpublish through the web's resource screens, as that staff member", async () => {
    const token = stack().env.CMS_API_TOKEN!;
    const staff = await staffLogin(stack().cmsUrl, token, 'staff@example.com', 'StaffDemo!2024');
    const title = `Audited resource ${randomBytes(3).toString('hex')}`;
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const made = await call(`${stack().cmsUrl}/api/blogs?status=draft`, {
      method: 'POST',
      bearer: staff.jwt,
      json: { data: { title, slug, type: 'news', publishedDate: '2024-01-10', excerpt: `Excerpt of ${title}` } },
    });
    expect(made.status, made.text).toBe(201);
    const documentId = (made.body as { data: { documentId: string } }).data.documentId;
    try {
      expect((await call(`${stack().cmsUrl}/api/blogs/${documentId}/publish`, { method: 'POST', bearer: staff.jwt })).status).toBe(200);
      expect((await call(`${stack().cmsUrl}/api/blogs/${documentId}/unpublish`, { method: 'POST', bearer: staff.jwt })).status).toBe(200);
      const entries = await audit(`documentId=${documentId}`);
      expect(entries.map((e) => e.action)).toEqual(['unpublish', 'publish']);
      for (const e of entries) expect(e).toMatchObject({ uid: CONTENT_TYPE_UIDS.blog, actor: { kind: 'staff', email: 'staff@example.com' } });
      expect(entries[1]!.summary).toContain(title);
    } finally {
      await admin(`/content-manager/collection-types/${CONTENT_TYPE_UIDS.blog}/${documentId}`, { method: 'DELETE' });
    }
  });

  it('is for signed-in admin users only', async () => {
    expect((await call(`${stack().cmsUrl}/scheduling/audit`)).status).toBe(401);
  });
});
