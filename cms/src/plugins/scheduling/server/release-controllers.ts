// The Releases admin handlers (/scheduling/releases...: an admin's session; the list is
// lists/releases.ts): create releases, add and remove entries (each with its checks, title and status), publish now,
// schedule at a time (a scheduling job of kind "release"), cancel, delete. Adding an entry needs
// the content manager's read permission on its type; publishing or scheduling a release needs
// publish permission on every entry's type (a 403 names the type). Bad input: a 400 naming the field.
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { isSingleUid, labelOfUid } from '@ironbark/shared/content/content-type-uids';
import { formatDateTimeWithZone } from '@ironbark/shared/time';
import { mayOnType } from '../../content-permission';
import { requestActor } from './audit';
import { entryName, entryState, publishRelease } from './releases';
import { releaseIdOfLink, releasePlan, releasePreviewUrl } from './release-preview';
import {
  addEntry,
  createRelease,
  deleteRelease,
  getRelease,
  listReleases,
  moveRelease,
  releaseEntries,
  releasesOfDocument,
  removeEntry,
  RELEASE_UID,
  type Release,
} from './releases-store';
import { cancelJob, insertJob } from './store';
import { SCHEDULABLE } from './validate';
import type { Ctx } from './context';


const DOCUMENT_ID = /^[a-z0-9]{10,40}$/;
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const MAX_AHEAD_MS = 5 * 366 * 86_400_000;
const MAX_ENTRIES = 100;
/** Entries can change, and the release can be published or scheduled, only in these statuses. */
const OPEN: Release['status'][] = ['draft', 'failed'];

function refuse(field: string, message: string): never {
  throw new errors.ValidationError(message, { errors: [{ path: [field], message }] });
}

const userName = (ctx: Ctx) => {
  const u = ctx.state.user;
  return u ? [u.firstname, u.lastname].filter(Boolean).join(' ') || u.email || `user ${u.id}` : null;
};

const body = (ctx: Ctx) => (ctx.request.body && typeof ctx.request.body === 'object' ? ctx.request.body : {}) as Record<string, unknown>;

async function releaseOf(strapi: Core.Strapi, ctx: Ctx): Promise<Release> {
  const id = Number(ctx.params.id);
  const release = Number.isInteger(id) && id > 0 ? await getRelease(strapi.db.connection, id) : null;
  if (!release) throw new errors.NotFoundError('This release does not exist');
  return release;
}

function mustBeOpen(release: Release, doing: string) {
  if (!OPEN.includes(release.status)) {
    const why = release.status === 'scheduled' ? 'it is scheduled: cancel the schedule first' : release.status === 'publishing' ? 'it is publishing now' : 'it has been published';
    refuse('id', `You cannot ${doing} this release: ${why}`);
  }
}

/** Publishing or scheduling needs publish permission on every entry's type. */
async function mayPublishAll(strapi: Core.Strapi, ctx: Ctx, release: Release) {
  for (const uid of new Set((await releaseEntries(strapi.db.connection, release.id)).map((e) => e.uid))) {
    if (!mayOnType(strapi, ctx.state.userAbility, 'publish', uid)) {
      throw new errors.ForbiddenError(`You may not publish ${labelOfUid(uid)} entries, so you cannot publish or schedule this release`);
    }
  }
}

/** The release with each entry's title, status and checks. */
async function detail(strapi: Core.Strapi, ctx: Ctx, release: Release) {
  const entries = await releaseEntries(strapi.db.connection, release.id);
  const withState = [];
  for (const [i, entry] of entries.entries()) {
    // An entry of a type this admin may not read is counted, not shown.
    const readable = mayOnType(strapi, ctx.state.userAbility, 'read', entry.uid);
    const state = readable ? await entryState(strapi, entry) : { title: 'An entry you may not read', exists: true, status: 'draft' as const, problems: [] };
    withState.push({ ...entry, ...state, type: labelOfUid(entry.uid), single: isSingleUid(entry.uid), name: entryName(i, entry, state.title) });
  }
  return { release, entries: withState, ready: withState.length > 0 && withState.every((e) => e.problems.length === 0) };
}

export const releaseControllers = ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;
  return {
    /** POST /scheduling/releases { name } */
    async create(ctx: Ctx) {
      const name = body(ctx).name;
      if (typeof name !== 'string' || name.trim() === '') refuse('name', 'Name: give the release a name, like “Spring campaign launch”');
      if (name.trim().length > 200) refuse('name', 'Name: at most 200 characters');
      ctx.status = 201;
      ctx.body = { release: await createRelease(knex(), name.trim(), { id: ctx.state.user?.id ?? null, name: userName(ctx) }) };
    },

    /** GET /scheduling/releases/:id: the release, its entries with their checks. */
    async findOne(ctx: Ctx) {
      ctx.body = await detail(strapi, ctx, await releaseOf(strapi, ctx));
    },

    /** DELETE /scheduling/releases/:id (not while scheduled or publishing). */
    async remove(ctx: Ctx) {
      const release = await releaseOf(strapi, ctx);
      if (!(await deleteRelease(knex(), release.id))) refuse('id', `You cannot delete this release: it is ${release.status === 'scheduled' ? 'scheduled: cancel the schedule first' : release.status}`);
      ctx.body = { deleted: true };
    },

    /** GET /scheduling/releases/document?uid&documentId: the releases (not yet out) a document is in. */
    async forDocument(ctx: Ctx) {
      const uid = String(ctx.query.uid ?? '');
      const documentId = String(ctx.query.documentId ?? '');
      if (!SCHEDULABLE.includes(uid)) refuse('uid', 'Only pages, resources, the navigation and the global settings can be in a release');
      if (!mayOnType(strapi, ctx.state.userAbility, 'read', uid)) throw new errors.ForbiddenError(`You may not read ${labelOfUid(uid)} entries`);
      const open = (await listReleases(knex())).filter((r) => OPEN.includes(r.status)).map((r) => ({ id: r.id, name: r.name, status: r.status }));
      ctx.body = { entries: await releasesOfDocument(knex(), uid, documentId), open };
    },

    /** POST /scheduling/releases/:id/entries { uid, documentId, locale?, action } */
    async addEntry(ctx: Ctx) {
      const release = await releaseOf(strapi, ctx);
      const b = body(ctx);
      if (typeof b.uid !== 'string' || !SCHEDULABLE.includes(b.uid)) refuse('uid', 'Only pages, resources, the navigation and the global settings can be in a release');
      if (typeof b.documentId !== 'string' || !DOCUMENT_ID.test(b.documentId)) refuse('documentId', 'Save the entry first: it has no document id yet');
      if (b.action !== 'publish' && b.action !== 'unpublish') refuse('action', 'Action: publish or unpublish');
      if (b.locale !== undefined && b.locale !== null && (typeof b.locale !== 'string' || !/^[a-zA-Z-]{2,20}$/.test(b.locale))) refuse('locale', 'locale: not a locale code');
      const uid = b.uid;
      if (!mayOnType(strapi, ctx.state.userAbility, 'read', uid)) throw new errors.ForbiddenError(`You may not read ${labelOfUid(uid)} entries`);
      mustBeOpen(release, 'change');
      const locale = typeof b.locale === 'string' ? b.locale : null;
      const exists = await strapi.documents(uid as never).findOne({ documentId: b.documentId, locale: locale ?? undefined, status: 'draft' } as never);
      if (!exists) refuse('documentId', 'This entry does not exist (it may have been deleted): save it first');
      const entries = await releaseEntries(knex(), release.id);
      if (entries.some((e) => e.uid === uid && e.documentId === b.documentId && e.locale === locale)) refuse('documentId', 'This entry is already in the release: remove it first to change its action');
      if (entries.length >= MAX_ENTRIES) refuse('documentId', `A release holds at most ${MAX_ENTRIES} entries`);
      ctx.status = 201;
      ctx.body = { entry: await addEntry(knex(), release.id, { uid, documentId: b.documentId, locale, action: b.action }) };
    },

    /** DELETE /scheduling/releases/:id/entries/:entryId */
    async removeEntry(ctx: Ctx) {
      const release = await releaseOf(strapi, ctx);
      mustBeOpen(release, 'change');
      if (!(await removeEntry(knex(), release.id, Number(ctx.params.entryId)))) throw new errors.NotFoundError('This entry is not in the release');
      ctx.body = await detail(strapi, ctx, release);
    },

    /** POST /scheduling/releases/:id/publish: all entries now, or none. */
    async publish(ctx: Ctx) {
      const release = await releaseOf(strapi, ctx);
      mustBeOpen(release, 'publish');
      await mayPublishAll(strapi, ctx, release);
      const actor = requestActor(ctx.state) ?? { kind: 'admin' as const, id: ctx.state.user?.id ?? null, name: userName(ctx), email: ctx.state.user?.email ?? null };
      const outcome = await publishRelease(strapi, release.id, actor, OPEN);
      if (!outcome.ok) {
        // Nothing was published: the message names the entry and why.
        ctx.status = 409;
        ctx.body = { error: { status: 409, name: 'ReleaseFailed', message: outcome.message }, release: outcome.release };
        return;
      }
      ctx.body = { release: outcome.release, published: outcome.count };
    },

    /** POST /scheduling/releases/:id/schedule { at }: publish at a time (a scheduling job of kind "release"). */
    async schedule(ctx: Ctx) {
      const release = await releaseOf(strapi, ctx);
      const at = body(ctx).at;
      if (typeof at !== 'string' || !ISO_WITH_ZONE.test(at) || Number.isNaN(Date.parse(at))) refuse('at', 'Publish at: give a date and time like 2026-03-02T09:00:00+11:00');
      const when = new Date(at);
      if (when.getTime() <= Date.now()) refuse('at', `Publish at (${formatDateTimeWithZone(when)}) is in the past: choose a time from now on`);
      if (when.getTime() - Date.now() > MAX_AHEAD_MS) refuse('at', 'Publish at: choose a time within five years');
      mustBeOpen(release, 'schedule');
      if ((await releaseEntries(knex(), release.id)).length === 0) refuse('id', 'The release has no entries: add what it should publish first');
      await mayPublishAll(strapi, ctx, release);
      if (!(await moveRelease(knex(), release.id, OPEN, 'scheduled', { scheduled_at: when, outcome: null }))) refuse('id', 'The release changed meanwhile: reload it');
      const job = await insertJob(knex(), { uid: RELEASE_UID, documentId: String(release.id), locale: null, action: 'release', runAt: when, createdById: ctx.state.user?.id ?? null, createdByName: userName(ctx) });
      await moveRelease(knex(), release.id, ['scheduled'], 'scheduled', { job_id: job.id });
      ctx.body = { release: await getRelease(knex(), release.id) };
    },

    /**
     * GET /scheduling/releases/:id/preview: a signed link to the site as it will be once the
     * release is published, for an admin who may read every entry's type.
     */
    async previewLink(ctx: Ctx) {
      const release = await releaseOf(strapi, ctx);
      if (release.status === 'done') refuse('id', 'This release has been published: the live site shows it');
      for (const uid of new Set((await releaseEntries(knex(), release.id)).map((e) => e.uid))) {
        if (!mayOnType(strapi, ctx.state.userAbility, 'read', uid)) throw new errors.ForbiddenError(`You may not read ${labelOfUid(uid)} entries, so you cannot preview this release`);
      }
      ctx.body = { url: releasePreviewUrl(release.id) };
    },

    /**
     * GET /api/scheduling/release-preview?kind&ref&exp&sig (no API token: the signed link is the
     * permission): what the release changes, for the web's release preview. Never cached.
     */
    async previewPlan(ctx: Ctx & { set?: (name: string, value: string) => void }) {
      ctx.set?.('Cache-Control', 'no-store');
      const link = releaseIdOfLink(ctx.query);
      if (!link.ok) {
        ctx.status = link.status;
        ctx.body = { error: { status: link.status, name: link.status === 410 ? 'PreviewExpired' : 'PreviewRefused', message: link.message } };
        return;
      }
      ctx.body = await releasePlan(strapi, link.id);
    },

    /** POST /scheduling/releases/:id/cancel: a scheduled release back to draft. */
    async cancel(ctx: Ctx) {
      const release = await releaseOf(strapi, ctx);
      if (release.status !== 'scheduled') refuse('id', `This release is not scheduled (it is ${release.status})`);
      await mayPublishAll(strapi, ctx, release);
      if (release.jobId !== null && !(await cancelJob(knex(), release.jobId))) refuse('id', 'This release is publishing now and cannot be cancelled');
      if (!(await moveRelease(knex(), release.id, ['scheduled'], 'draft', { scheduled_at: null, job_id: null }))) refuse('id', 'This release is publishing now and cannot be cancelled');
      ctx.body = { release: await getRelease(knex(), release.id) };
    },
  };
};
