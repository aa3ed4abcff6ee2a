// Where releases live: ib_releases and ib_release_entries (made by the migration
// cms/database/migrations/2026.11.29T02.00.00.releases.js), read and written with knex so a
// release's status moves on with one conditional UPDATE (claimRelease): of several CMS processes
// on one database exactly one publishes it, on SQLite and PostgreSQL alike.
import type { Knex } from './store';

export const RELEASES_TABLE = 'ib_releases';
export const RELEASE_ENTRIES_TABLE = 'ib_release_entries';
/** What a release's scheduling job and audit entry name as their type. */
export const RELEASE_UID = 'plugin::scheduling.release';

export const RELEASE_STATUSES = ['draft', 'scheduled', 'publishing', 'done', 'failed'] as const;
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];
export type ReleaseAction = 'publish' | 'unpublish';

export interface Release {
  id: number;
  name: string;
  status: ReleaseStatus;
  scheduledAt: string | null;
  jobId: number | null;
  outcome: string | null;
  createdByName: string | null;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
}

export interface ReleaseEntry {
  id: number;
  releaseId: number;
  uid: string;
  documentId: string;
  locale: string | null;
  action: ReleaseAction;
}

type Row = Record<string, unknown>;

const iso = (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  const d = v instanceof Date ? v : new Date(typeof v === 'number' ? v : String(v));
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
};

function toRelease(r: Row): Release {
  return {
    id: Number(r.id),
    name: String(r.name),
    status: r.status as ReleaseStatus,
    scheduledAt: iso(r.scheduled_at),
    jobId: r.job_id === null || r.job_id === undefined ? null : Number(r.job_id),
    outcome: (r.outcome as string | null) ?? null,
    createdByName: (r.created_by_name as string | null) ?? null,
    createdAt: iso(r.created_at) ?? '',
    updatedAt: iso(r.updated_at) ?? '',
    finishedAt: iso(r.finished_at),
  };
}

function toEntry(r: Row): ReleaseEntry {
  return {
    id: Number(r.id),
    releaseId: Number(r.release_id),
    uid: String(r.uid),
    documentId: String(r.document_id),
    locale: (r.locale as string | null) ?? null,
    action: r.action as ReleaseAction,
  };
}

const insertedId = (inserted: unknown) => Number(typeof inserted === 'object' && inserted !== null ? (inserted as { id: number }).id : inserted);

export async function createRelease(knex: Knex, name: string, by: { id: number | null; name: string | null }): Promise<Release> {
  const now = new Date();
  const [inserted] = await knex(RELEASES_TABLE).insert({ name, status: 'draft', created_by_id: by.id, created_by_name: by.name, created_at: now, updated_at: now }, ['id']);
  return (await getRelease(knex, insertedId(inserted)))!;
}

export async function getRelease(knex: Knex, id: number): Promise<Release | null> {
  const row = (await knex(RELEASES_TABLE).where({ id }).first()) as Row | undefined;
  return row ? toRelease(row) : null;
}

/** Every release, the ones still to go out first, then the newest. */
export async function listReleases(knex: Knex): Promise<(Release & { entryCount: number })[]> {
  const rows = (await knex(RELEASES_TABLE).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(200)) as Row[];
  const counts = (await knex(RELEASE_ENTRIES_TABLE).select('release_id').count({ n: '*' }).groupBy('release_id')) as Row[];
  const byId = new Map(counts.map((c) => [Number(c.release_id), Number(c.n)]));
  const order: Record<string, number> = { scheduled: 0, publishing: 0, draft: 1, failed: 2, done: 3 };
  return rows
    .map((r) => ({ ...toRelease(r), entryCount: byId.get(Number(r.id)) ?? 0 }))
    .sort((a, b) => (order[a.status] ?? 9) - (order[b.status] ?? 9));
}

export async function releaseEntries(knex: Knex, releaseId: number): Promise<ReleaseEntry[]> {
  return ((await knex(RELEASE_ENTRIES_TABLE).where({ release_id: releaseId }).orderBy('id', 'asc')) as Row[]).map(toEntry);
}

/** The releases (not yet out) a document is in. */
export async function releasesOfDocument(knex: Knex, uid: string, documentId: string): Promise<(ReleaseEntry & { releaseName: string; releaseStatus: ReleaseStatus })[]> {
  const rows = (await knex(RELEASE_ENTRIES_TABLE)
    .join(RELEASES_TABLE, `${RELEASES_TABLE}.id`, `${RELEASE_ENTRIES_TABLE}.release_id`)
    .where({ [`${RELEASE_ENTRIES_TABLE}.uid`]: uid, [`${RELEASE_ENTRIES_TABLE}.document_id`]: documentId })
    .whereIn(`${RELEASES_TABLE}.status`, ['draft', 'scheduled', 'failed'])
    .select(`${RELEASE_ENTRIES_TABLE}.*`, `${RELEASES_TABLE}.name as release_name`, `${RELEASES_TABLE}.status as release_status`)) as Row[];
  return rows.map((r) => ({ ...toEntry(r), releaseName: String(r.release_name), releaseStatus: r.release_status as ReleaseStatus }));
}

export async function addEntry(knex: Knex, releaseId: number, entry: Omit<ReleaseEntry, 'id' | 'releaseId'>): Promise<ReleaseEntry> {
  const [inserted] = await knex(RELEASE_ENTRIES_TABLE).insert(
    { release_id: releaseId, uid: entry.uid, document_id: entry.documentId, locale: entry.locale, action: entry.action, created_at: new Date() },
    ['id'],
  );
  await touch(knex, releaseId);
  return toEntry((await knex(RELEASE_ENTRIES_TABLE).where({ id: insertedId(inserted) }).first()) as Row);
}

export async function removeEntry(knex: Knex, releaseId: number, entryId: number): Promise<boolean> {
  const n = await knex(RELEASE_ENTRIES_TABLE).where({ id: entryId, release_id: releaseId }).delete();
  if (Number(n) === 1) await touch(knex, releaseId);
  return Number(n) === 1;
}

const touch = (knex: Knex, id: number) => knex(RELEASES_TABLE).where({ id }).update({ updated_at: new Date() });

/** Moves a release from one of `from` to `to`; false when it was not in one of them (another process moved it first). */
export async function moveRelease(knex: Knex, id: number, from: readonly ReleaseStatus[], to: ReleaseStatus, extra: Partial<{ scheduled_at: Date | null; job_id: number | null; outcome: string | null; finished_at: Date | null }> = {}): Promise<boolean> {
  const n = await knex(RELEASES_TABLE)
    .where({ id })
    .whereIn('status', [...from])
    .update({ status: to, updated_at: new Date(), ...extra });
  return Number(n) === 1;
}

/** How long a release may say "publishing" with no scheduled job behind it before it counts as cut off. */
export const INTERRUPTED_AFTER_MS = 10 * 60_000;

export const INTERRUPTED_OUTCOME =
  'Interrupted: the CMS stopped while publishing this release. Nothing in it was published (its changes run in one transaction). Publish it again.';

/**
 * Releases a "Publish now" left marked publishing when its CMS stopped mid-way (its transaction
 * rolled back, so nothing was published): marked failed, with that said, so an editor can publish
 * them again. A scheduled release is its job's: the job is tried again and takes it over.
 */
export async function recoverInterruptedReleases(knex: Knex, now: Date = new Date()): Promise<number> {
  const cutOff = (q: ReturnType<Knex>) => q.where({ status: 'publishing' }).whereNull('job_id').where('updated_at', '<', new Date(now.getTime() - INTERRUPTED_AFTER_MS));
  // Read first: almost always there is none, and a write would take SQLite's write lock at every run.
  const ids = (await cutOff(knex(RELEASES_TABLE)).select('id')) as { id: number }[];
  if (ids.length === 0) return 0;
  const n = await cutOff(knex(RELEASES_TABLE).whereIn('id', ids.map((r) => r.id))).update({ status: 'failed', outcome: INTERRUPTED_OUTCOME, finished_at: now, updated_at: now });
  return Number(n);
}

/** Deletes a release that is not scheduled or publishing, with its entries. */
export async function deleteRelease(knex: Knex, id: number): Promise<boolean> {
  return knex.transaction(async (trx) => {
    const n = await trx(RELEASES_TABLE).where({ id }).whereIn('status', ['draft', 'failed', 'done']).delete();
    if (Number(n) !== 1) return false;
    await trx(RELEASE_ENTRIES_TABLE).where({ release_id: id }).delete();
    return true;
  });
}
