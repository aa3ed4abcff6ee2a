// The plugin's admin handlers: an entry's scheduled changes (list, add, cancel); the lists of
// every upcoming change and of the audit trail are lists/upcoming.ts and lists/audit.ts. Every handler asks Strapi's own permission checker (the
// content manager's permission checker, content-permission.ts) about the content type involved: reading an entry's
// jobs needs the content manager's read permission on its type, scheduling or cancelling needs
// publish; the upcoming list and the audit trail show only the types the admin may read (an entry's
// title and the fact it will change are content).
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { AUDITED_TYPES, storeAudit, requestActor } from './audit';
import { cancelJob, dismissFailedJob, getJob, insertJob, jobsForEntry, type Job } from './store';
import { checkSchedule, SCHEDULABLE } from './validate';
import { releaseControllers } from './release-controllers';
import type { Ctx } from './context';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';
import { mayOnType } from '../../content-permission';
import { formatDateTimeWithZone } from '@ironbark/shared/time';

export function refuse(field: string, message: string): never {
  throw new errors.ValidationError(message, { errors: [{ path: [field], message }] });
}

export function mayRead(strapi: Core.Strapi, ctx: Ctx, uid: string) {
  if (!mayOnType(strapi, ctx.state.userAbility, 'read', uid)) throw new errors.ForbiddenError('You may not read this type of content');
}

/** The audited content types this admin may read. */
export const readableTypes = (strapi: Core.Strapi, ctx: Ctx) => Object.keys(AUDITED_TYPES).filter((uid) => mayOnType(strapi, ctx.state.userAbility, 'read', uid));

function mayPublish(strapi: Core.Strapi, ctx: Ctx, uid: string) {
  if (!mayOnType(strapi, ctx.state.userAbility, 'publish', uid)) throw new errors.ForbiddenError('You may not publish this type of content, so you cannot schedule it');
}

const userName = (ctx: Ctx) => {
  const u = ctx.state.user;
  return u ? [u.firstname, u.lastname].filter(Boolean).join(' ') || u.email || `user ${u.id}` : null;
};

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
  }),
};
