// The scheduler's claim (cms/src/plugins/scheduling/server/store.ts) straight against the
// database, as two CMS processes see it: two separate connection pools race to claim the same
// due jobs, many at once; each job is claimed exactly once. A stale claim (its CMS died) goes back
// to pending, and after MAX_ATTEMPTS is marked failed. On PostgreSQL when TEST_DATABASE_URL is set
// (a database of its own, dropped afterwards), else on a SQLite file.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import {
  claimJob,
  dueJobIds,
  finishJob,
  getJob,
  insertJob,
  MAX_ATTEMPTS,
  releaseStaleClaims,
  STALE_CLAIM_MS,
  type Knex as StoreKnex,
} from '../../cms/src/plugins/scheduling/server/store';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';
import { ownDatabase } from './cms-only';

const require = createRequire(import.meta.url);
/** The plugin's tables, made as the CMS makes them: by its migration. */
const tables = require('../../cms/database/migrations/2026.11.29T03.00.00.scheduling-tables.js') as { up(knex: Knex): Promise<void> };

let a: Knex;
let b: Knex;
let cleanup: () => Promise<void>;

async function connections(): Promise<[Knex, Knex, () => Promise<void>]> {
  const own = await ownDatabase();
  if (own) {
    const make = () => knexFactory({ client: 'pg', connection: own.url, pool: { min: 0, max: 5 } });
    const x = make();
    const y = make();
    return [
      x,
      y,
      async () => {
        await x.destroy();
        await y.destroy();
        await own.drop();
      },
    ];
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ironbark-claim-'));
  const file = path.join(dir, 'claim.db');
  const make = () => knexFactory({ client: 'better-sqlite3', connection: { filename: file }, useNullAsDefault: true, pool: { min: 1, max: 1 } });
  const x = make();
  await x.raw('PRAGMA journal_mode = WAL');
  const y = make();
  for (const k of [x, y]) await k.raw('PRAGMA busy_timeout = 5000');
  return [
    x,
    y,
    async () => {
      await x.destroy();
      await y.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  ];
}

const store = (k: Knex) => k as unknown as StoreKnex;
const job = (runAt: Date) => ({ uid: CONTENT_TYPE_UIDS.page, documentId: 'abcdefghij0123456789', locale: null, action: 'publish' as const, runAt, createdById: 1, createdByName: 'Test' });

beforeAll(async () => {
  [a, b, cleanup] = await connections();
  await tables.up(a);
  await tables.up(b); // a second process finds the tables there
});

afterAll(async () => {
  await cleanup?.();
});

describe('claiming due jobs', () => {
  it('two processes racing for 30 due jobs claim each exactly once', async () => {
    const past = new Date(Date.now() - 1000);
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) ids.push((await insertJob(store(a), job(past))).id);
    const due = await dueJobIds(store(b), new Date());
    expect(due).toEqual(expect.arrayContaining(ids));

    // Each process tries every job, all at once, as their runners would on the same tick.
    const race = (k: Knex, name: string) => Promise.all(ids.map(async (id) => ((await claimJob(store(k), id, name)) ? id : null)));
    const [wonA, wonB] = await Promise.all([race(a, 'cms-a'), race(b, 'cms-b')]);
    const claimedA = wonA.filter((x): x is number => x !== null);
    const claimedB = wonB.filter((x): x is number => x !== null);
    expect([...claimedA, ...claimedB].sort((x, y) => x - y)).toEqual(ids);
    expect(claimedA.filter((id) => claimedB.includes(id))).toEqual([]);
    for (const id of ids) {
      const row = await getJob(store(a), id);
      expect(row).toMatchObject({ status: 'running', attempts: 1, claimedBy: claimedA.includes(id) ? 'cms-a' : 'cms-b' });
    }
    expect(await dueJobIds(store(a), new Date())).toEqual([]);
  });

  it('a job not yet due is not listed; only the claimer can finish its job', async () => {
    const later = await insertJob(store(a), job(new Date(Date.now() + 3_600_000)));
    expect(await dueJobIds(store(a), new Date())).not.toContain(later.id);
    const now = await insertJob(store(a), job(new Date(Date.now() - 1000)));
    expect(await claimJob(store(a), now.id, 'cms-a')).toBe(true);
    await finishJob(store(b), now.id, 'cms-b', { ok: true });
    expect((await getJob(store(a), now.id))!.status).toBe('running');
    await finishJob(store(a), now.id, 'cms-a', { ok: false, error: 'The page no longer exists' });
    expect(await getJob(store(a), now.id)).toMatchObject({ status: 'failed', error: 'The page no longer exists' });
  });

  it('a stale claim goes back to pending (released once), and fails after the last attempt', async () => {
    const stale = await insertJob(store(a), job(new Date(Date.now() - 1000)));
    const longAgo = new Date(Date.now() - STALE_CLAIM_MS - 60_000);
    expect(await claimJob(store(a), stale.id, 'cms-dead', longAgo)).toBe(true);
    const [ra, rb] = await Promise.all([releaseStaleClaims(store(a)), releaseStaleClaims(store(b))]);
    expect(ra + rb).toBeGreaterThanOrEqual(1);
    expect(await getJob(store(a), stale.id)).toMatchObject({ status: 'pending', claimedBy: null, attempts: 1 });
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await claimJob(store(a), stale.id, 'cms-dead', longAgo)).toBe(true);
      await releaseStaleClaims(store(b));
    }
    const last = await getJob(store(a), stale.id);
    expect(last).toMatchObject({ status: 'failed' });
    expect(last!.error).toMatch(/Stopped before it finished 3 times/);
  });
});
