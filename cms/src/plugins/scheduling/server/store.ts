// Where scheduled changes and the audit trail live: two tables of the plugin's own, made by the
// migration cms/database/migrations/2026.11.29T03.00.00.scheduling-tables.js (Strapi's schema sync
// leaves tables it did not create alone), so the runner can claim a job with one conditional UPDATE
// whose column names it knows, on SQLite and PostgreSQL alike, and so the rows stay out of the
// content manager and out of the document service's middlewares.
import type { Core } from '@strapi/strapi';

export type Knex = Core.Strapi['db']['connection'];

export const JOBS_TABLE = 'ib_schedule_jobs';
export const AUDIT_TABLE = 'ib_audit_entries';

/** 'release': the job publishes a release (uid RELEASE_UID, documentId the release's id). */
export type JobAction = 'publish' | 'unpublish' | 'release';
export type JobStatus = 'pending' | 'running' | 'done' | 'failed' | 'cancelled';

export interface Job {
  id: number;
  uid: string;
  documentId: string;
  locale: string | null;
  action: JobAction;
  runAt: string;
  status: JobStatus;
  error: string | null;
  attempts: number;
  createdById: number | null;
  createdByName: string | null;
  claimedBy: string | null;
  claimedAt: string | null;
  createdAt: string;
  finishedAt: string | null;
}

export interface AuditActor {
  kind: 'admin' | 'staff' | 'system';
  id?: number | string | null;
  name?: string | null;
  email?: string | null;
}

export const AUDIT_ACTIONS = ['publish', 'unpublish', 'delete', 'restore', 'schedule', 'unschedule', 'create', 'update'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditRecord {
  action: AuditAction;
  uid: string;
  documentId?: string | null;
  locale?: string | null;
  actor: AuditActor;
  summary?: string | null;
}

export interface AuditEntry extends AuditRecord {
  id: number;
  at: string;
}

/** A stale claim: a job left 'running' this long (its CMS died mid-run) is tried again. */
export const STALE_CLAIM_MS = 5 * 60_000;
/** A job that failed to finish this many times (stale claims) is marked failed. */
export const MAX_ATTEMPTS = 3;
/** How long the audit trail is kept. */
export const AUDIT_KEEP_DAYS = 365;

// SQLite hands timestamps back as numbers (milliseconds) or strings, PostgreSQL as Dates.
const iso = (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  const d = v instanceof Date ? v : new Date(typeof v === 'number' ? v : String(v));
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
};

type Row = Record<string, unknown>;

function toJob(r: Row): Job {
  return {
    id: Number(r.id),
    uid: String(r.uid),
    documentId: String(r.document_id),
    locale: (r.locale as string | null) ?? null,
    action: r.action as JobAction,
    runAt: iso(r.run_at) ?? '',
    status: r.status as JobStatus,
    error: (r.error as string | null) ?? null,
    attempts: Number(r.attempts ?? 0),
    createdById: r.created_by_id === null || r.created_by_id === undefined ? null : Number(r.created_by_id),
    createdByName: (r.created_by_name as string | null) ?? null,
    claimedBy: (r.claimed_by as string | null) ?? null,
    claimedAt: iso(r.claimed_at),
    createdAt: iso(r.created_at) ?? '',
    finishedAt: iso(r.finished_at),
  };
}

export interface NewJob {
  uid: string;
  documentId: string;
  locale: string | null;
  action: JobAction;
  runAt: Date;
  createdById: number | null;
  createdByName: string | null;
}

export async function insertJob(knex: Knex, job: NewJob): Promise<Job> {
  const row = {
    uid: job.uid,
    document_id: job.documentId,
    locale: job.locale,
    action: job.action,
    run_at: job.runAt,
    status: 'pending',
    attempts: 0,
    created_by_id: job.createdById,
    created_by_name: job.createdByName,
    created_at: new Date(),
  };
  const [inserted] = await knex(JOBS_TABLE).insert(row, ['id']);
  const id = typeof inserted === 'object' ? (inserted as { id: number }).id : inserted;
  return toJob((await knex(JOBS_TABLE).where({ id }).first()) as Row);
}

export async function getJob(knex: Knex, id: number): Promise<Job | null> {
  const row = (await knex(JOBS_TABLE).where({ id }).first()) as Row | undefined;
  return row ? toJob(row) : null;
}

/** An entry's jobs still to run, and those that failed (newest first), so the editor sees them. */
export async function jobsForEntry(knex: Knex, uid: string, documentId: string): Promise<Job[]> {
  const rows = (await knex(JOBS_TABLE)
    .where({ uid, document_id: documentId })
    .whereIn('status', ['pending', 'running', 'failed'])
    .orderBy('run_at', 'asc')
    .limit(100)) as Row[];
  return rows.map(toJob);
}

/** Every change still to come (pending or running), soonest first, and the recent failures. */
export async function upcomingJobs(knex: Knex): Promise<{ upcoming: Job[]; failed: Job[] }> {
  const upcoming = ((await knex(JOBS_TABLE).whereIn('status', ['pending', 'running']).orderBy('run_at', 'asc').limit(500)) as Row[]).map(toJob);
  const failed = ((await knex(JOBS_TABLE).where({ status: 'failed' }).orderBy('run_at', 'desc').limit(100)) as Row[]).map(toJob);
  return { upcoming, failed };
}

/** Cancels a job that has not started; false when it already ran, runs, or was cancelled. */
export async function cancelJob(knex: Knex, id: number): Promise<boolean> {
  const count = await knex(JOBS_TABLE).where({ id, status: 'pending' }).update({ status: 'cancelled', finished_at: new Date() });
  return Number(count) === 1;
}

/** Clears a failed job from the entry's panel once the editor has seen it. */
export async function dismissFailedJob(knex: Knex, id: number): Promise<boolean> {
  const count = await knex(JOBS_TABLE).where({ id, status: 'failed' }).update({ status: 'cancelled' });
  return Number(count) === 1;
}

/** How many jobs wait, are overdue (pending over two minutes past their time: no runner is taking them) and failed undismissed. */
export async function jobCounts(knex: Knex, now: Date): Promise<{ pending: number; overdue: number; failed: number }> {
  const count = async (q: ReturnType<Knex>) => Number(((await q.count({ n: '*' })) as { n: number | string }[])[0]?.n ?? 0);
  const [pending, overdue, failed] = await Promise.all([
    count(knex(JOBS_TABLE).where('status', 'pending')),
    count(knex(JOBS_TABLE).where('status', 'pending').andWhere('run_at', '<', new Date(now.getTime() - 2 * 60_000))),
    count(knex(JOBS_TABLE).where('status', 'failed')),
  ]);
  return { pending, overdue, failed };
}

/** Ids of the pending jobs that are due, oldest first. */
export async function dueJobIds(knex: Knex, now: Date, limit = 50): Promise<number[]> {
  const rows = (await knex(JOBS_TABLE).select('id').where('status', 'pending').andWhere('run_at', '<=', now).orderBy('run_at', 'asc').orderBy('id', 'asc').limit(limit)) as Row[];
  return rows.map((r) => Number(r.id));
}

/**
 * Claims one job for this process: a single conditional UPDATE, so of several CMS processes on
 * one database exactly one sees a row count of 1 and runs the job.
 */
export async function claimJob(knex: Knex, id: number, claimer: string, now = new Date()): Promise<boolean> {
  const count = await knex(JOBS_TABLE)
    .where({ id, status: 'pending' })
    .update({ status: 'running', claimed_by: claimer, claimed_at: now, attempts: knex.raw('attempts + 1') });
  return Number(count) === 1;
}

export async function finishJob(knex: Knex, id: number, claimer: string, outcome: { ok: true } | { ok: false; error: string }) {
  await knex(JOBS_TABLE)
    .where({ id, status: 'running', claimed_by: claimer })
    .update(outcome.ok ? { status: 'done', error: null, finished_at: new Date() } : { status: 'failed', error: outcome.error.slice(0, 2000), finished_at: new Date() });
}

/**
 * A claimed job that met a passing database error, back to pending for the next run; failed with
 * that error once it has been tried MAX_ATTEMPTS times. Returns what the job is now, or null when
 * the claim is not this process's (nothing changed).
 */
export async function retryJob(knex: Knex, job: Pick<Job, 'id' | 'attempts'>, claimer: string | null, error: string, now = new Date()): Promise<'pending' | 'failed' | null> {
  const giveUp = job.attempts >= MAX_ATTEMPTS;
  const count = await knex(JOBS_TABLE)
    .where({ id: job.id, status: 'running', claimed_by: claimer })
    .update(giveUp ? { status: 'failed', error: error.slice(0, 2000), finished_at: now } : { status: 'pending', claimed_by: null, claimed_at: null });
  if (Number(count) !== 1) return null;
  return giveUp ? 'failed' : 'pending';
}

/**
 * Claims left 'running' past STALE_CLAIM_MS (the CMS that took them stopped mid-run): back to
 * pending to be tried again, or failed after MAX_ATTEMPTS. Each row is released by a conditional
 * UPDATE on its claim time, so two processes never release one claim twice.
 */
export async function releaseStaleClaims(knex: Knex, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - STALE_CLAIM_MS);
  const stale = (await knex(JOBS_TABLE).where('status', 'running').andWhere('claimed_at', '<', cutoff).limit(100)) as Row[];
  let released = 0;
  for (const row of stale) {
    const job = toJob(row);
    const error = `Stopped before it finished ${job.attempts} times (the CMS was restarted or stopped while it ran)`;
    if (await retryJob(knex, job, job.claimedBy, error, now)) released += 1;
  }
  return released;
}

export async function insertAudit(knex: Knex, record: AuditRecord, at = new Date()) {
  await knex(AUDIT_TABLE).insert({
    at,
    action: record.action,
    uid: String(record.uid).slice(0, 100),
    document_id: record.documentId ?? null,
    locale: record.locale ?? null,
    actor_kind: record.actor?.kind ?? 'system',
    actor_id: record.actor?.id === undefined || record.actor?.id === null ? null : String(record.actor.id).slice(0, 64),
    actor_name: record.actor?.name ? String(record.actor.name).slice(0, 200) : null,
    actor_email: record.actor?.email ? String(record.actor.email).slice(0, 200) : null,
    summary: record.summary ? String(record.summary).slice(0, 500) : null,
  });
}

export interface AuditQuery {
  uid?: string;
  action?: string;
  actor?: string;
  documentId?: string;
  /** Only entries of these content types (those the admin may read); none at all when empty. */
  uids?: readonly string[];
  page: number;
  pageSize: number;
}

export async function listAudit(knex: Knex, q: AuditQuery): Promise<{ results: AuditEntry[]; total: number }> {
  const base = knex(AUDIT_TABLE).modify((b) => {
    if (q.uid) b.where('uid', q.uid);
    if (q.uids) b.whereIn('uid', [...q.uids]);
    if (q.action) b.where('action', q.action);
    if (q.documentId) b.where('document_id', q.documentId);
    if (q.actor) {
      const like = `%${q.actor.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      b.where((w) => w.whereRaw(`LOWER(actor_name) LIKE ? ESCAPE '\\'`, [like]).orWhereRaw(`LOWER(actor_email) LIKE ? ESCAPE '\\'`, [like]));
    }
  });
  const [counted] = (await base.clone().count({ n: '*' })) as { n: number | string }[];
  const n = counted?.n ?? 0;
  const rows = (await base
    .clone()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .offset((q.page - 1) * q.pageSize)
    .limit(q.pageSize)) as Row[];
  return {
    total: Number(n),
    results: rows.map((r) => ({
      id: Number(r.id),
      at: iso(r.at) ?? '',
      action: r.action as AuditAction,
      uid: String(r.uid),
      documentId: (r.document_id as string | null) ?? null,
      locale: (r.locale as string | null) ?? null,
      actor: { kind: r.actor_kind as AuditActor['kind'], id: (r.actor_id as string | null) ?? null, name: (r.actor_name as string | null) ?? null, email: (r.actor_email as string | null) ?? null },
      summary: (r.summary as string | null) ?? null,
    })),
  };
}

/** Removes audit entries older than AUDIT_KEEP_DAYS and finished jobs older than that too. */
export async function purgeOld(knex: Knex, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - AUDIT_KEEP_DAYS * 86_400_000);
  const audit = await knex(AUDIT_TABLE).where('at', '<', cutoff).delete();
  await knex(JOBS_TABLE).whereIn('status', ['done', 'cancelled', 'failed']).andWhere('run_at', '<', cutoff).delete();
  return Number(audit);
}
