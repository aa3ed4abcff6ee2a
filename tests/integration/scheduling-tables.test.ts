// The scheduling plugin's tables by migration (cms/database/migrations/…scheduling-tables.js),
// straight against the database, on PostgreSQL when TEST_DATABASE_URL is set (databases of its
// own, dropped afterwards), else on SQLite files:
// - a fresh database gets exactly the tables the plugin used to make at start;
// - a database made by that start-up code, with jobs and audit entries in it, comes through the
//   migration unchanged (same columns, indexes and rows), and a second run changes nothing;
// - a database missing a table, a column or an index gets what is missing, rows kept;
// - a claimed job given back after a passing database error (store.retryJob) is pending again,
//   and failed with that error after the last attempt.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { afterAll, describe, expect, it } from 'vitest';
import { claimJob, getJob, insertAudit, insertJob, listAudit, MAX_ATTEMPTS, retryJob, upcomingJobs, type Knex as StoreKnex } from '../../cms/src/plugins/scheduling/server/store';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';
import { ownDatabase } from './cms-only';

const require = createRequire(import.meta.url);
const migration = require('../../cms/database/migrations/2026.11.29T03.00.00.scheduling-tables.js') as {
  up(knex: Knex): Promise<void>;
};

const JOBS = 'ib_schedule_jobs';
const AUDIT = 'ib_audit_entries';
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const c of cleanups) await c();
});

/** An empty database of its own. */
async function database(): Promise<Knex> {
  const own = await ownDatabase();
  if (own) {
    const k = knexFactory({ client: 'pg', connection: own.url, pool: { min: 0, max: 2 } });
    cleanups.push(async () => {
      await k.destroy();
      await own.drop();
    });
    return k;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ironbark-schedtables-'));
  const k = knexFactory({
    client: 'better-sqlite3',
    connection: { filename: path.join(dir, 'db.sqlite') },
    useNullAsDefault: true,
    pool: { min: 1, max: 1 },
  });
  cleanups.push(async () => {
    await k.destroy();
    rmSync(dir, { recursive: true, force: true });
  });
  return k;
}

/**
 * The tables as the plugin made them at every start before the migration (store.ts ensureTables,
 * unchanged from the plugin's first version to its removal), written out as it was.
 */
async function startUpCodeTables(knex: Knex) {
  await knex.schema.createTable(JOBS, (t) => {
    t.increments('id');
    t.string('uid', 100).notNullable();
    t.string('document_id', 64).notNullable();
    t.string('locale', 20);
    t.string('action', 16).notNullable();
    t.timestamp('run_at', { useTz: true }).notNullable();
    t.string('status', 16).notNullable().defaultTo('pending');
    t.text('error');
    t.integer('attempts').notNullable().defaultTo(0);
    t.integer('created_by_id');
    t.string('created_by_name', 200);
    t.string('claimed_by', 100);
    t.timestamp('claimed_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('finished_at', { useTz: true });
    t.index(['status', 'run_at'], `${JOBS}_due_idx`);
    t.index(['uid', 'document_id'], `${JOBS}_entry_idx`);
  });
  await knex.schema.createTable(AUDIT, (t) => {
    t.increments('id');
    t.timestamp('at', { useTz: true }).notNullable().index(`${AUDIT}_at_idx`);
    t.string('action', 16).notNullable();
    t.string('uid', 100).notNullable();
    t.string('document_id', 64);
    t.string('locale', 20);
    t.string('actor_kind', 10).notNullable();
    t.string('actor_id', 64);
    t.string('actor_name', 200);
    t.string('actor_email', 200);
    t.string('summary', 500);
  });
}

type Shape = Record<string, { columns: string[]; indexes: string[] }>;

/** Each table's columns (name, type, nullability, default) and indexes (name and columns), sorted. */
async function shape(knex: Knex): Promise<Shape> {
  const out: Shape = {};
  const pgDb = knex.client.config.client === 'pg';
  for (const table of [JOBS, AUDIT]) {
    if (!(await knex.schema.hasTable(table))) continue;
    let columns: string[];
    let indexes: string[];
    if (pgDb) {
      const cols = await knex.raw(`SELECT column_name, data_type, character_maximum_length, is_nullable, column_default FROM information_schema.columns WHERE table_name = ? ORDER BY column_name`, [
        table,
      ]);
      columns = cols.rows.map((c: Record<string, unknown>) => `${c.column_name} ${c.data_type}(${c.character_maximum_length ?? ''}) ${c.is_nullable} ${c.column_default ?? ''}`);
      const idx = await knex.raw(`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = ? ORDER BY indexname`, [table]);
      indexes = idx.rows.map((i: Record<string, string>) => i.indexdef);
    } else {
      const cols = (await knex.raw(`PRAGMA table_info(${table})`)) as Record<string, unknown>[];
      columns = cols.map((c) => `${c.name} ${c.type} ${c.notnull} ${c.dflt_value ?? ''} ${c.pk}`).sort();
      const list = (await knex.raw(`PRAGMA index_list(${table})`)) as {
        name: string;
        unique: number;
      }[];
      indexes = [];
      for (const i of list) {
        const info = (await knex.raw(`PRAGMA index_info(${i.name})`)) as {
          name: string;
        }[];
        indexes.push(`${i.name} ${i.unique} (${info.map((x) => x.name).join(', ')})`);
      }
      indexes.sort();
    }
    out[table] = { columns, indexes };
  }
  return out;
}

async function rows(knex: Knex) {
  return {
    jobs: await knex(JOBS).orderBy('id'),
    audit: await knex(AUDIT).orderBy('id'),
  };
}

const store = (k: Knex) => k as unknown as StoreKnex;

/** Jobs and audit entries as the plugin writes them. */
async function fill(knex: Knex) {
  const at = new Date(Date.now() + 86_400_000);
  await insertJob(store(knex), {
    uid: CONTENT_TYPE_UIDS.page,
    documentId: 'abcdefghij0123456789',
    locale: null,
    action: 'publish',
    runAt: at,
    createdById: 1,
    createdByName: 'Editor One',
  });
  await insertJob(store(knex), {
    uid: CONTENT_TYPE_UIDS.page,
    documentId: 'abcdefghij0123456789',
    locale: 'en',
    action: 'unpublish',
    runAt: new Date(at.getTime() + 60_000),
    createdById: null,
    createdByName: null,
  });
  await knex(JOBS).insert({
    uid: CONTENT_TYPE_UIDS.page,
    document_id: 'zyxwvutsrq9876543210',
    action: 'publish',
    run_at: new Date(),
    status: 'failed',
    error: 'Refused: the page has no title',
    attempts: 1,
    created_at: new Date(),
  });
  await insertAudit(store(knex), {
    action: 'publish',
    uid: CONTENT_TYPE_UIDS.page,
    documentId: 'abcdefghij0123456789',
    actor: {
      kind: 'admin',
      id: 1,
      name: 'Editor One',
      email: 'one@example.com',
    },
    summary: 'Published',
  });
  await insertAudit(store(knex), {
    action: 'delete',
    uid: CONTENT_TYPE_UIDS.page,
    documentId: 'zyxwvutsrq9876543210',
    actor: { kind: 'system' },
  });
}

describe('scheduling tables by migration', () => {
  it('a fresh database gets the tables the start-up code made, column for column and index for index', async () => {
    const fresh = await database();
    await migration.up(fresh);
    const old = await database();
    await startUpCodeTables(old);
    expect(await shape(fresh)).toEqual(await shape(old));
    // And the plugin works on them.
    await fill(fresh);
    expect((await upcomingJobs(store(fresh))).upcoming).toHaveLength(2);
    expect((await listAudit(store(fresh), { page: 1, pageSize: 10 })).total).toBe(2);
  });

  it('a database made by the start-up code comes through unchanged, its jobs and audit entries kept; a second run changes nothing', async () => {
    const knex = await database();
    await startUpCodeTables(knex);
    await fill(knex);
    const before = { shape: await shape(knex), rows: await rows(knex) };
    expect(before.rows.jobs).toHaveLength(3);
    await migration.up(knex);
    expect({ shape: await shape(knex), rows: await rows(knex) }).toEqual(before);
    await migration.up(knex);
    expect({ shape: await shape(knex), rows: await rows(knex) }).toEqual(before);
    const { upcoming, failed } = await upcomingJobs(store(knex));
    expect(upcoming.map((j) => j.createdByName)).toEqual(['Editor One', null]);
    expect(failed.map((j) => j.error)).toEqual(['Refused: the page has no title']);
    expect(
      (
        await listAudit(store(knex), {
          actor: 'editor one',
          page: 1,
          pageSize: 10,
        })
      ).results.map((e) => e.summary),
    ).toEqual(['Published']);
  });

  it('a database missing a table, a column or an index gets what is missing, its rows kept', async () => {
    const knex = await database();
    const whole = await database();
    await migration.up(whole);
    await startUpCodeTables(knex);
    await fill(knex);
    await knex.schema.dropTable(AUDIT);
    await knex.schema.alterTable(JOBS, (t) => {
      t.dropIndex(['status', 'run_at'], `${JOBS}_due_idx`);
      t.dropColumn('claimed_by');
    });
    const jobs = await knex(JOBS).orderBy('id');
    await migration.up(knex);
    expect(await shape(knex)).toEqual(await shape(whole));
    expect((await rows(knex)).jobs).toEqual(jobs.map((j) => ({ ...j, claimed_by: null })));
  });

  it('a job that met a passing database error goes back to pending for the next run, and fails with that error after the last attempt', async () => {
    const knex = await database();
    await migration.up(knex);
    const job = await insertJob(store(knex), {
      uid: CONTENT_TYPE_UIDS.page,
      documentId: 'retry0123456789abcde',
      locale: null,
      action: 'publish',
      runAt: new Date(),
      createdById: null,
      createdByName: null,
    });
    const outcomes: (string | null)[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await claimJob(store(knex), job.id, 'cms-a'), `claim ${attempt}`).toBe(true);
      const claimed = (await getJob(store(knex), job.id))!;
      expect(claimed.attempts).toBe(attempt);
      // Another process's claim is not this one's to give back.
      expect(await retryJob(store(knex), claimed, 'cms-b', 'SQLITE_BUSY: database is locked')).toBeNull();
      expect((await getJob(store(knex), job.id))!.status).toBe('running');
      outcomes.push(await retryJob(store(knex), claimed, 'cms-a', 'SQLITE_BUSY: database is locked'));
    }
    expect(outcomes).toEqual([...Array<string>(MAX_ATTEMPTS - 1).fill('pending'), 'failed']);
    const last = (await getJob(store(knex), job.id))!;
    expect(last.status).toBe('failed');
    expect(last.error).toBe('SQLITE_BUSY: database is locked');
  });
});
