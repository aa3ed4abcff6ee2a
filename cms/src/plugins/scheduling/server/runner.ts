// Runs the scheduled changes that are due: every POLL_SECONDS (Strapi's cron) and once at start,
// so a change that fell due while the CMS was down happens as soon as it is back. Each job is
// claimed with one conditional UPDATE (store.claimJob): with several CMS processes on a database
// exactly one runs it. The change goes through the document service, as a manual publish does, so
// everything that follows one (the web's revalidation and search index, sitemap, feed, the audit
// trail) follows this too. A failure is kept on the job with its message, for the editor to see.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Core } from '@strapi/strapi';
import { Counter, Gauge } from 'prom-client';
import { registry } from '../../../metrics/registry';
import { actingAs, AUDITED_TYPES } from './audit';
import { publishRelease } from './releases';
import { recoverInterruptedReleases } from './releases-store';
import { claimJob, dueJobIds, finishJob, getJob, jobCounts, MAX_ATTEMPTS, releaseStaleClaims, retryJob, type Job } from './store';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

/** Scheduled changes this process ran, by action and outcome (ok, failed). */
const jobRuns = new Counter({
  name: 'cms_scheduled_jobs_total',
  help: 'Scheduled publishes and unpublishes this process ran, by action and outcome (ok, failed)',
  labelNames: ['action', 'outcome'] as const,
  registers: [registry],
});

let metricsStrapi: Core.Strapi | null = null;

/** Jobs waiting (pending), and failures an editor has not dismissed yet: read from the database at each scrape. */
new Gauge({
  name: 'cms_scheduled_jobs',
  help: 'Scheduled changes in the database by status (pending: waiting for their time; overdue: pending and more than two minutes late; failed: not yet dismissed)',
  labelNames: ['status'] as const,
  registers: [registry],
  async collect() {
    if (!metricsStrapi) return;
    const counts = await jobCounts(metricsStrapi.db.connection, new Date()).catch(() => null);
    if (!counts) return;
    for (const [status, n] of Object.entries(counts)) this.set({ status }, n);
  },
});

/** Lets the scrape read the job counts from this CMS's database. */
export function trackJobMetrics(strapi: Core.Strapi) {
  metricsStrapi = strapi;
}

/** This process's name on the jobs it claims. */
export const CLAIMER = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

let running: Promise<number> | null = null;

function errorMessage(error: unknown): string {
  const e = error as { message?: string; details?: { errors?: { message?: string }[] } };
  const details = e?.details?.errors?.map((d) => d.message).filter(Boolean) ?? [];
  return [e?.message ?? String(error), ...details].join(': ') || 'Unknown error';
}

/**
 * A database error that passes: SQLite busy while another CMS process writes (two starting at
 * once), a PostgreSQL connection lost or refused, a serialisation failure or deadlock. A job that
 * meets one is tried again at the next run rather than failed.
 */
export function isPassingDatabaseError(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : '';
  const message = typeof e?.message === 'string' ? e.message : '';
  return (
    ['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_LOCKED', 'ECONNREFUSED', 'ECONNRESET', '40001', '40P01', '57P01', '57P03'].includes(code) ||
    /database is locked|Timeout acquiring a connection|Connection terminated/i.test(message)
  );
}

async function runJob(strapi: Core.Strapi, job: Job) {
  if (job.action === 'release') {
    const by = job.createdByName ? ` (scheduled by ${job.createdByName})` : '';
    // A job tried again (its CMS stopped mid-run: its transaction was rolled back) finds the release
    // still marked publishing, and takes it over.
    const from = job.attempts > 1 ? (['scheduled', 'publishing'] as const) : (['scheduled'] as const);
    const outcome = await publishRelease(strapi, Number(job.documentId), { kind: 'system', id: null, name: `Scheduler${by}`, email: null }, from);
    if (!outcome.ok) throw new Error(outcome.message);
    return;
  }
  const documents = strapi.documents(job.uid as typeof CONTENT_TYPE_UIDS.page);
  const locale = job.locale ?? undefined;
  const existing = await documents.findOne({ documentId: job.documentId, locale, status: 'draft' });
  if (!existing) throw new Error(`The ${(AUDITED_TYPES[job.uid] ?? 'entry').toLowerCase()} no longer exists`);
  const by = job.createdByName ? ` (set by ${job.createdByName})` : '';
  const actor = { kind: 'system' as const, id: null, name: 'Scheduler', email: null };
  await actingAs.run({ actor, summary: `Scheduled ${job.action}${by}:` }, async () => {
    if (job.action === 'publish') {
      await documents.publish({ documentId: job.documentId, locale });
    } else {
      const published = await documents.findOne({ documentId: job.documentId, locale, status: 'published' });
      // Already off the site: nothing to do, and nothing to record.
      if (published) await documents.unpublish({ documentId: job.documentId, locale });
    }
  });
}

async function runDue(strapi: Core.Strapi, now: Date): Promise<number> {
  const knex = strapi.db.connection;
  const released = await releaseStaleClaims(knex, now);
  if (released > 0) strapi.log.warn(`scheduling: ${released} scheduled change(s) left unfinished by a stopped CMS will be tried again`);
  let ran = 0;
  for (const id of await dueJobIds(knex, now)) {
    if (!(await claimJob(knex, id, CLAIMER))) continue; // another CMS process took it
    const job = await getJob(knex, id);
    if (!job) continue;
    try {
      await runJob(strapi, job);
      await finishJob(knex, id, CLAIMER, { ok: true });
      jobRuns.inc({ action: job.action, outcome: 'ok' });
      strapi.log.info(`scheduling: ${job.action} of ${job.uid} ${job.documentId} done`);
    } catch (error) {
      const message = errorMessage(error);
      if (isPassingDatabaseError(error) && (await retryJob(knex, job, CLAIMER, message)) === 'pending') {
        strapi.log.warn(`scheduling: ${job.action} of ${job.uid} ${job.documentId} will be tried again at the next run (attempt ${job.attempts} of ${MAX_ATTEMPTS}): ${message}`);
        continue;
      }
      await finishJob(knex, id, CLAIMER, { ok: false, error: message });
      jobRuns.inc({ action: job.action, outcome: 'failed' });
      strapi.log.error(`scheduling: ${job.action} of ${job.uid} ${job.documentId} failed: ${message}`);
    }
    ran += 1;
  }
  return ran;
}

/** Runs what is due; a call while a run is under way waits for that run instead of starting another. */
export function runDueJobs(strapi: Core.Strapi, now = new Date()): Promise<number> {
  if (!running) {
    running = recoverInterruptedReleases(strapi.db.connection, now)
      .then(
        (n) => {
          if (n > 0) strapi.log.warn(`releases: ${n} release(s) cut off while publishing now are marked failed (nothing in them was published)`);
        },
        // Never in the way of the due jobs: tried again at the next run.
        (error: Error) => strapi.log.warn(`releases: could not look for releases cut off while publishing: ${error.message}`),
      )
      .then(() => runDue(strapi, now))
      .catch((error) => {
        strapi.log.error(`scheduling: the run failed: ${(error as Error).message}`);
        return 0;
      })
      .finally(() => {
        running = null;
      });
  }
  return running;
}

/** Seconds between runs: 15 unless SCHEDULING_POLL_SECONDS says otherwise (1 to 59). */
export function pollSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.SCHEDULING_POLL_SECONDS);
  return Number.isInteger(n) && n >= 1 && n <= 59 ? n : 15;
}
