// A "Publish now" cut off by a CMS that stopped mid-way (its transaction rolled back: nothing
// published) must not leave the release "publishing" for ever: after 10 minutes without a job
// behind it the next scheduling run marks it failed, saying so, and the editor can publish it
// again. A release still within its 10 minutes, or one a scheduled job owns (the job is tried
// again and takes it over), is left alone. On the database of the run (SQLite, or PostgreSQL with
// TEST_DATABASE_URL), with the tables made by the releases migration.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERRUPTED_OUTCOME, moveRelease, recoverInterruptedReleases } from '../../cms/src/plugins/scheduling/server/releases-store';
import { ownDatabase } from './cms-only';

const require = createRequire(import.meta.url);
const migration = require('../../cms/database/migrations/2026.11.29T02.00.00.releases.js') as { up(knex: Knex): Promise<void> };

let knex: Knex;
let cleanup: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  const pg = await ownDatabase();
  if (pg) {
    knex = knexFactory({ client: 'pg', connection: pg.url, pool: { min: 0, max: 2 } });
    cleanup = async () => {
      await knex.destroy();
      await pg.drop();
    };
  } else {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ironbark-release-recovery-'));
    knex = knexFactory({ client: 'better-sqlite3', connection: { filename: path.join(dir, 'db.sqlite') }, useNullAsDefault: true, pool: { min: 1, max: 1 } });
    cleanup = async () => {
      await knex.destroy();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  await migration.up(knex);
});

afterAll(() => cleanup());

const now = new Date('2026-11-29T08:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

async function release(name: string, status: string, updatedAt: Date, jobId: number | null = null): Promise<number> {
  const [row] = await knex('ib_releases').insert({ name, status, job_id: jobId, created_at: updatedAt, updated_at: updatedAt }, ['id']);
  return Number(typeof row === 'object' ? (row as { id: number }).id : row);
}

const statusOf = async (id: number) => (await knex('ib_releases').where({ id }).first()) as { status: string; outcome: string | null; finished_at: unknown };

describe('a release cut off while publishing now', () => {
  it('is marked failed after 10 minutes, saying nothing was published; the others are left alone', async () => {
    const cutOff = await release('Cut off', 'publishing', minutesAgo(11));
    const running = await release('Still running', 'publishing', minutesAgo(2));
    const scheduled = await release('Scheduled, its job will retry', 'publishing', minutesAgo(30), 42);
    const draft = await release('Draft', 'draft', minutesAgo(60));

    expect(await recoverInterruptedReleases(knex, now)).toBe(1);
    expect(await statusOf(cutOff)).toMatchObject({ status: 'failed', outcome: INTERRUPTED_OUTCOME });
    expect((await statusOf(cutOff)).finished_at).not.toBeNull();
    expect((await statusOf(running)).status).toBe('publishing');
    expect((await statusOf(scheduled)).status).toBe('publishing');
    expect((await statusOf(draft)).status).toBe('draft');
    // A second run finds nothing more to do.
    expect(await recoverInterruptedReleases(knex, now)).toBe(0);
  });

  it('can be published again: "Publish now" moves a failed release on', async () => {
    const id = await release('Again', 'publishing', minutesAgo(15));
    await recoverInterruptedReleases(knex, now);
    expect(await moveRelease(knex, id, ['draft', 'failed'], 'publishing', { outcome: null })).toBe(true);
    expect(await statusOf(id)).toMatchObject({ status: 'publishing', outcome: null });
  });
});
