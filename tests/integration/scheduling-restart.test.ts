// Scheduled changes and CMS restarts, on a CMS of its own (PostgreSQL when TEST_DATABASE_URL is
// set, else SQLite): a publish that falls due while the CMS is stopped happens when it starts
// again; and when two CMS processes start together on that one database, both looking for due
// changes at once, the publish happens exactly once (one audit entry, one revalidation sent to
// the web, which a small server here stands in for).
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain ES module without type declarations
import { endProcess, freePort, waitFor } from '../../scripts/lib/test-stack.mjs';
import { call, startCmsOnly, type CmsOnly } from './cms-only';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

const repo = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PAGES_CM = `/content-manager/collection-types/${CONTENT_TYPE_UIDS.page}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let cms: CmsOnly;
let second: ChildProcess | undefined;
const secondLogs: string[] = [];
let jwt: string;
let fakeWeb: http.Server | undefined;
/** What the CMS processes posted to the web's /api/revalidate. */
const revalidations: { model: string; action: string; documentId?: string }[] = [];
const admin = (p: string, init: Parameters<typeof call>[1] = {}) => call(`${cms.url}${p}`, { bearer: jwt, ...init });

async function login() {
  const res = await call(`${cms.url}/admin/login`, { method: 'POST', json: { email: 'admin@example.com', password: 'AdminDemo!2024' } });
  expect(res.status, res.text).toBe(200);
  return (res.body as { data: { token: string } }).data.token;
}

/** A second CMS process on the same database and app keys, on a port of its own. */
async function startSecond(): Promise<string> {
  const port = await freePort();
  const logs = secondLogs;
  second = spawn(process.execPath, ['cms/scripts/run.mjs', 'start'], { cwd: repo, env: { ...process.env, ...cms.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  second.stdout?.on('data', (c: Buffer) => logs.push(String(c)));
  second.stderr?.on('data', (c: Buffer) => logs.push(String(c)));
  try {
    await waitFor(`http://127.0.0.1:${port}/_health`, { child: second, timeoutMs: 180_000 });
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${logs.slice(-30).join('')}`);
  }
  return `http://127.0.0.1:${port}`;
}

beforeAll(async () => {
  cms = await startCmsOnly();
  // The address the CMS tells about changes (nothing listens there otherwise).
  fakeWeb = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += String(c)));
    req.on('end', () => {
      if (req.url === '/api/revalidate') revalidations.push(JSON.parse(body) as (typeof revalidations)[number]);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => fakeWeb!.listen(Number(new URL(cms.env.WEB_URL!).port), '127.0.0.1', resolve));
  await cms.start();
  jwt = await login();
});

afterAll(async () => {
  if (second) await endProcess(second);
  await cms?.dispose();
  await new Promise((resolve) => fakeWeb?.close(resolve));
});

describe('a publish that falls due while the CMS is stopped', () => {
  // Two Strapi starts on a busy machine take most of a minute on their own (hence the test's own
  // timeout); the minute asked for is counted from when both answer.
  it('happens once when it starts again, even with two processes starting at once', async () => {
    const title = 'Due while stopped';
    const made = await admin(PAGES_CM, {
      method: 'POST',
      json: {
        title,
        path: '/due-while-stopped',
        seo: { metaTitle: title, metaDescription: 'A page scheduled to go live while the CMS was stopped.' },
        blocks: [{ __component: 'blocks.hero', variant: 'compact', heading: title }],
      },
    });
    expect(made.status, made.text).toBe(201);
    const documentId = (made.body!.data as { documentId: string }).documentId;
    const runAt = Date.now() + 6000;
    const scheduled = await admin('/scheduling/jobs', { method: 'POST', json: { uid: CONTENT_TYPE_UIDS.page, documentId, publishAt: new Date(runAt).toISOString() } });
    expect(scheduled.status, scheduled.text).toBe(201);

    await cms.stop();
    // Stopped well before its time (a stop takes a few seconds at most, checked here).
    expect(Date.now(), 'the CMS stopped before the job was due').toBeLessThan(runAt);
    await sleep(Math.max(0, runAt - Date.now()) + 1000);

    // Both processes start on the database at once; both run what is due as they start.
    await Promise.all([cms.start(), startSecond()]);
    jwt = await login();

    const published = async () => {
      const res = await call(`${cms.url}/api/pages?filters[path][$eq]=/due-while-stopped&fields[0]=path`, { bearer: cms.env.CMS_API_TOKEN });
      return ((res.body as { data?: unknown[] } | null)?.data ?? []).length;
    };
    const started = Date.now();
    while ((await published()) === 0 && Date.now() - started < 60_000) await sleep(500);
    if ((await published()) !== 1) {
      // What the job became and what both processes said of it: the reason, when a run fails.
      const entry = await admin(`/scheduling/entry?uid=${CONTENT_TYPE_UIDS.page}&documentId=${documentId}`);
      const said = [...cms.logs, ...secondLogs].join('').split('\n').filter((line) => /scheduling|error/i.test(line));
      expect.fail(`not published within a minute of the start; the job: ${entry.text}\n${said.slice(-20).join('\n')}`);
    }

    // Give the other process every chance to run it again (a few of its runs), then count.
    await sleep(20_000);
    const audit = await admin(`/scheduling/audit?documentId=${documentId}&action=publish`);
    expect(audit.status, audit.text).toBe(200);
    expect((audit.body as { results: unknown[] }).results).toHaveLength(1);
    expect(revalidations.filter((m) => m.action === 'publish' && m.documentId === documentId)).toEqual([
      // With the page's path, so the web drops only that page (web/server/content-tags.server.ts).
      { model: CONTENT_TYPE_UIDS.page, action: 'publish', documentId, paths: ['/due-while-stopped'] },
    ]);
    const jobs = await admin(`/scheduling/entry?uid=${CONTENT_TYPE_UIDS.page}&documentId=${documentId}`);
    expect((jobs.body as { jobs: unknown[] }).jobs).toEqual([]);
  }, 300_000);
});
