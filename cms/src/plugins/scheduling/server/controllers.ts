// The plugin's admin handlers: an entry's scheduled changes (list, add, cancel), every upcoming
// change, and the audit trail. Every handler asks Strapi's own permission checker (the
// content manager's permission checker, content-permission.ts) about the content type involved: reading an entry's
// jobs needs the content manager's read permission on its type, scheduling or cancelling needs
// publish; the upcoming list and the audit trail show only the types the admin may read (an entry's
// title and the fact it will change are content).
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { AUDITED_TYPES, storeAudit, requestActor } from './audit';
import { auditVersions } from './audit-versions';
import { AUDIT_ACTIONS, cancelJob, dismissFailedJob, getJob, insertJob, jobsForEntry, listAudit, upcomingJobs, type Job } from './store';
import { checkSchedule, SCHEDULABLE } from './validate';
import { releaseControllers } from './release-controllers';
import type { Ctx } from './context';
import { RELEASE_UID } from './releases-store';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';
import { mayOnType } from '../../content-permission';
import { formatDateTimeWithZone } from '@ironbark/shared/time';



function refuse(field: string, message: string): never {
  throw new errors.ValidationError(message, { errors: [{ path: [field], message }] });
}

function mayRead(strapi: Core.Strapi, ctx: Ctx, uid: string) {
  if (!mayOnType(strapi, ctx.state.userAbility, 'read', uid)) throw new errors.ForbiddenError('You may not read this type of content');
}

/** The audited content types this admin may read. */
const readableTypes = (strapi: Core.Strapi, ctx: Ctx) => Object.keys(AUDITED_TYPES).filter((uid) => mayOnType(strapi, ctx.state.userAbility, 'read', uid));

function mayPublish(strapi: Core.Strapi, ctx: Ctx, uid: string) {
  if (!mayOnType(strapi, ctx.state.userAbility, 'publish', uid)) throw new errors.ForbiddenError('You may not publish this type of content, so you cannot schedule it');
}

const userName = (ctx: Ctx) => {
  const u = ctx.state.user;
  return u ? [u.firstname, u.lastname].filter(Boolean).join(' ') || u.email || `user ${u.id}` : null;
};

/** Entry titles for a list of jobs, so the upcoming list names what will change. */
async function titles(strapi: Core.Strapi, jobs: Job[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const uid of new Set(jobs.map((j) => j.uid))) {
    const ids = [...new Set(jobs.filter((j) => j.uid === uid).map((j) => j.documentId))];
    if (uid === CONTENT_TYPE_UIDS.global || uid === CONTENT_TYPE_UIDS.navigation) {
      for (const id of ids) out[`${uid}:${id}`] = AUDITED_TYPES[uid];
      continue;
    }
    const rows = (await strapi.documents(uid as typeof CONTENT_TYPE_UIDS.page).findMany({ filters: { documentId: { $in: ids } }, fields: ['title'], status: 'draft', limit: ids.length })) as { documentId: string; title?: string }[];
    for (const r of rows) out[`${uid}:${r.documentId}`] = r.title || r.documentId;
  }
  return out;
}

export const controllers = {
  release: releaseControllers,
  schedule: ({ strapi }: { strapi: Core.Strapi }) => ({
    /** GET /scheduling/entry?uid&documentId: the entry's pending, running and failed jobs. */
    async forEntry(ctx: Ctx) {
      const uid = String(ctx.query.uid ?? '');
      const documentId = String(ctx.query.documentId ?? '');
      if (!SCHEDULABLE.includes(uid)) refuse('uid', 'Only pages, resources, the navigation and the global settings can be scheduled');
      mayRead(strapi, ctx, uid);
      ctx.body = { jobs: await jobsForEntry(strapi.db.connection, uid, documentId) };
    },

    /** POST /scheduling/jobs { uid, documentId, locale?, publishAt?, unpublishAt? } */
    async create(ctx: Ctx) {
      const knex = strapi.db.connection;
      const body = (ctx.request.body ?? {}) as Record<string, unknown>;
      const pending = typeof body.uid === 'string' && typeof body.documentId === 'string' ? await jobsForEntry(knex, body.uid, body.documentId) : [];
      const publishes = pending.filter((j) => j.action === 'publish' && (j.status === 'pending' || j.status === 'running')).map((j) => Date.parse(j.runAt));
      const latestPublish = publishes.length ? new Date(Math.max(...publishes)) : null;
      const checked = checkSchedule(body, new Date(), latestPublish);
      if (!checked.ok) return refuse(checked.field, checked.message);
      const { uid, documentId, locale, publishAt, unpublishAt } = checked.value;
      mayPublish(strapi, ctx, uid);
      const exists = await strapi.documents(uid as typeof CONTENT_TYPE_UIDS.page).findOne({ documentId, locale: locale ?? undefined, status: 'draft' });
      if (!exists) refuse('documentId', 'This entry does not exist (it may have been deleted): save it first');
      const by = { createdById: ctx.state.user?.id ?? null, createdByName: userName(ctx) };
      const created: Job[] = [];
      for (const [action, at] of [['publish', publishAt], ['unpublish', unpublishAt]] as const) {
        if (!at) continue;
        created.push(await insertJob(knex, { uid, documentId, locale, action, runAt: at, ...by }));
      }
      const title = (exists as { title?: string }).title;
      await storeAudit(strapi, {
        action: 'schedule',
        uid,
        documentId,
        locale,
        actor: requestActor(ctx.state),
        summary: `${created.map((j) => `${j.action === 'publish' ? 'Publish' : 'Unpublish'} at ${formatDateTimeWithZone(new Date(j.runAt))}`).join('; ')}${title ? ` “${title}”` : ''}`,
      });
      ctx.status = 201;
      ctx.body = { jobs: created };
    },

    /** DELETE /scheduling/jobs/:id: cancels a job that has not run (or clears a failed one). */
    async cancel(ctx: Ctx) {
      const knex = strapi.db.connection;
      const id = Number(ctx.params.id);
      const job = Number.isInteger(id) ? await getJob(knex, id) : null;
      if (!job) throw new errors.NotFoundError('This scheduled change does not exist');
      mayPublish(strapi, ctx, job.uid);
      if (job.status === 'failed') {
        await dismissFailedJob(knex, id);
        ctx.body = { job: await getJob(knex, id) };
        return;
      }
      if (!(await cancelJob(knex, id))) {
        refuse('id', job.status === 'running' ? 'This change is running now and cannot be cancelled' : `This change cannot be cancelled: it is ${job.status}`);
      }
      await storeAudit(strapi, {
        action: 'unschedule',
        uid: job.uid,
        documentId: job.documentId,
        locale: job.locale,
        actor: requestActor(ctx.state),
        summary: `Cancelled the ${job.action} at ${formatDateTimeWithZone(new Date(job.runAt))}`,
      });
      ctx.body = { job: await getJob(knex, id) };
    },

    /** GET /scheduling/upcoming: every pending change (soonest first) and recent failures, with titles. */
    async upcoming(ctx: Ctx) {
      const readable = new Set(readableTypes(strapi, ctx));
      const all = await upcomingJobs(strapi.db.connection);
      const upcoming = all.upcoming.filter((j) => readable.has(j.uid));
      const failed = all.failed.filter((j) => readable.has(j.uid));
      const names = await titles(strapi, [...upcoming, ...failed]);
      const withTitle = (j: Job) => ({ ...j, title: names[`${j.uid}:${j.documentId}`] ?? null, type: AUDITED_TYPES[j.uid] ?? j.uid });
      ctx.body = { upcoming: upcoming.map(withTitle), failed: failed.map(withTitle) };
    },
  }),

  audit: ({ strapi }: { strapi: Core.Strapi }) => ({
    /** GET /scheduling/audit?uid&action&actor&documentId&page&pageSize: newest first. */
    async list(ctx: Ctx) {
      const q = ctx.query;
      const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim().slice(0, 100) : undefined);
      const action = str(q.action);
      if (action && !(AUDIT_ACTIONS as readonly string[]).includes(action)) refuse('action', `action: one of ${AUDIT_ACTIONS.join(', ')}`);
      const page = Math.max(1, Math.floor(Number(q.page ?? 1)) || 1);
      const pageSize = Math.min(100, Math.max(1, Math.floor(Number(q.pageSize ?? 50)) || 50));
      const uid = str(q.uid);
      if (uid && uid in AUDITED_TYPES) mayRead(strapi, ctx, uid);
      const { results, total } = await listAudit(strapi.db.connection, { uid, uids: [...readableTypes(strapi, ctx), RELEASE_UID], action, actor: str(q.actor), documentId: str(q.documentId), page, pageSize });
      const versionIds = await auditVersions(strapi, results);
      ctx.body = {
        results: results.map((r) => ({ ...r, type: AUDITED_TYPES[r.uid] ?? (r.uid === RELEASE_UID ? 'Release' : r.uid), versionId: versionIds.get(r.id) ?? null })),
        pagination: { page, pageSize, total, pageCount: Math.ceil(total / pageSize) },
      };
    },
  }),
};
