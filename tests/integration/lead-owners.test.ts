// Lead owners on a CMS of its own (PostgreSQL when TEST_DATABASE_URL is set, else SQLite):
// - a database from before owners were admin users (the owner typed as an e-mail address in the
//   leads' "owner" column) starts up with each typed address linked to the admin user who signs in
//   with it, and an address no admin user has kept on the lead, as typed;
// - with two CMS processes on that one database storing leads (at the same moment on PostgreSQL),
//   the Lead routing's round-robin gives each team member the same number of leads: the turn is
//   the database's, and no turn is taken twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: plain ES module without type declarations
import { endProcess, freePort, waitFor } from '../../scripts/lib/test-stack.mjs';
import { call, startCmsOnly, type CmsOnly } from './cms-only';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

const repo = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const MIGRATION = '2026.11.28T00.00.00.lead-owner-admin-user.js';

let cms: CmsOnly;
let second: ChildProcess | undefined;
let secondUrl: string;
const secondLogs: string[] = [];
let jwt: string;

/** Runs SQL on the CMS's own database (parameters written "?"), past Strapi. */
async function sql(query: string, params: unknown[] = []): Promise<void> {
  if (cms.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: cms.env.DATABASE_URL });
    await client.connect();
    try {
      let n = 0;
      await client.query(query.replace(/\?/g, () => `$${++n}`), params);
    } finally {
      await client.end();
    }
    return;
  }
  type Sqlite = { prepare(sql: string): { run(...p: unknown[]): unknown }; pragma(s: string): unknown; close(): void };
  const { default: Database } = (await import(
    // @ts-expect-error: better-sqlite3 ships without type declarations
    'better-sqlite3'
  )) as { default: new (file: string) => Sqlite };
  const db = new Database(cms.databaseFile);
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(query).run(...params.map((p) => (typeof p === 'boolean' ? Number(p) : p)));
  } finally {
    db.close();
  }
}

async function login(url: string) {
  const res = await call(`${url}/admin/login`, { method: 'POST', json: { email: 'admin@example.com', password: 'AdminDemo!2024' } });
  expect(res.status, res.text).toBe(200);
  return (res.body as { data: { token: string } }).data.token;
}

/** Stores a lead as the web does (the content API with the web's token) through one CMS process. */
async function storeLead(url: string, name: string, enquiryType = 'cloud'): Promise<string> {
  const key = `owners${name.replace(/[^a-z0-9]/gi, '').toLowerCase()}${Date.now().toString(36)}`;
  const res = await call(`${url}/api/form-submissions`, {
    method: 'POST',
    bearer: cms.env.CMS_API_TOKEN,
    json: { data: { form: 'contact', name, email: `${key}@example.com`, enquiryType, consent: true, landingPath: '/contact-us', submissionKey: key.slice(0, 64) } },
  });
  expect(res.status, `${res.text}\n${[...cms.logs, ...secondLogs].slice(-20).join('')}`).toBe(201);
  return (res.body as { data: { documentId: string } }).data.documentId;
}

async function ownerOf(documentId: string): Promise<{ owner: { email: string } | null; ownerText: string | null }> {
  const answers = await call(`${cms.url}/leads/answers/${documentId}`, { bearer: jwt });
  expect(answers.status, answers.text).toBe(200);
  const lead = await call(`${cms.url}/content-manager/collection-types/${CONTENT_TYPE_UIDS.formSubmission}/${documentId}`, { bearer: jwt });
  return { owner: (answers.body as { owner: { email: string } | null }).owner, ownerText: (lead.body as { data: { ownerText: string | null } }).data.ownerText };
}

beforeAll(async () => {
  cms = await startCmsOnly();
  await cms.start();
  jwt = await login(cms.url);
}, 240_000);

afterAll(async () => {
  if (second) await endProcess(second);
  await cms?.dispose();
});

describe('owners typed before owners were admin users', () => {
  it('are linked to the admin user with that address at start-up; an address nobody has is kept as typed', async () => {
    const known = await storeLead(cms.url, 'Typed Known');
    const unknown = await storeLead(cms.url, 'Typed Unknown');
    await cms.stop();
    // The database as it was: the owner typed into the leads' own "owner" column, and the
    // migration not yet run.
    await sql('ALTER TABLE form_submissions RENAME COLUMN owner_text TO owner');
    await sql('UPDATE form_submissions SET owner = ? WHERE document_id = ?', ['Admin@Example.com', known]);
    await sql('UPDATE form_submissions SET owner = ? WHERE document_id = ?', ['left.years.ago@ironbark.example', unknown]);
    await sql('DELETE FROM strapi_migrations WHERE name = ?', [MIGRATION]);
    await cms.start();
    jwt = await login(cms.url);
    expect(await ownerOf(known)).toEqual({ owner: expect.objectContaining({ email: 'admin@example.com' }), ownerText: null });
    expect(await ownerOf(unknown)).toEqual({ owner: null, ownerText: 'left.years.ago@ironbark.example' });
    // The desk's CSV still shows the kept address.
    const csv = await call(`${cms.url}/leads/export?filters[$and][0][documentId][$eq]=${unknown}`, { bearer: jwt });
    expect(csv.text).toContain('left.years.ago@ironbark.example');
  }, 240_000);
});

describe('round-robin with two CMS processes', () => {
  beforeAll(async () => {
    const now = new Date().toISOString();
    for (const [first, email] of [
      ['Ana', 'ana@ironbark.example'],
      ['Ben', 'ben@ironbark.example'],
    ]) {
      await sql('INSERT INTO admin_users (document_id, firstname, email, is_active, blocked, created_at, updated_at, published_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)', [
        `owners${first}${Date.now().toString(36)}`,
        first,
        email,
        true,
        false,
        now,
        now,
        now,
      ]);
    }
    const routing = await call(`${cms.url}/content-manager/single-types/${CONTENT_TYPE_UIDS.leadRouting}`, {
      method: 'PUT',
      bearer: jwt,
      json: { rules: [], team: [{ owner: 'admin@example.com' }, { owner: 'ana@ironbark.example' }, { owner: 'ben@ironbark.example' }], notifyOwner: false },
    });
    expect(routing.status, routing.text).toBe(200);
    const port = await freePort();
    second = spawn(process.execPath, ['cms/scripts/run.mjs', 'start'], { cwd: repo, env: { ...process.env, ...cms.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [second.stdout, second.stderr]) stream?.on('data', (c: Buffer) => secondLogs.push(String(c)));
    await waitFor(`http://127.0.0.1:${port}/_health`, { child: second, timeoutMs: 180_000 });
    secondUrl = `http://127.0.0.1:${port}`;
  }, 240_000);

  it('gives each team member the same number of leads stored through both', async () => {
    const stored: string[] = [];
    // Four rounds of three leads through both processes: on PostgreSQL each round is sent at once
    // (the row lock decides); SQLite, one machine's database, takes one write at a time from two
    // processes (Strapi's own transactions there fail rather than wait), so they alternate.
    const together = Boolean(cms.env.DATABASE_URL);
    for (let round = 0; round < 4; round++) {
      const send = (i: number) => storeLead(i % 2 === 0 ? cms.url : secondUrl, `Turn ${round} ${i}`);
      if (together) stored.push(...(await Promise.all([0, 1, 2].map(send))));
      else for (const i of [0, 1, 2]) stored.push(await send(round * 3 + i));
    }
    const owners = await Promise.all(stored.map(async (id) => (await ownerOf(id)).owner?.email ?? 'none'));
    const counts = owners.reduce<Record<string, number>>((c, o) => ({ ...c, [o]: (c[o] ?? 0) + 1 }), {});
    expect(counts).toEqual({ 'admin@example.com': 4, 'ana@ironbark.example': 4, 'ben@ironbark.example': 4 });
  }, 120_000);
});
