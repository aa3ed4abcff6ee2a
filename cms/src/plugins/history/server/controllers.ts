// The history plugin's admin handlers. Each asks the content manager's permission checker about
// the content type (content-permission.ts): reading versions needs "read", restoring a version into the draft needs "update",
// bringing back a deleted page or resource needs "create". A restore is told to the audit trail
// (the scheduling plugin stores it: the 'audit.record' event).
import type { Core } from '@strapi/strapi';
import { compareVersions } from './compare';
import { versionLabels } from './labels';
import { deepPopulate } from './populate';
import { restoreInput, restoreMessage } from './restore';
import { RESTORABLE_DELETES, TRACKED, versions, type VersionRow } from './store';
import { VERSION_UID } from './content-types';
import { labelOfUid } from '@ironbark/shared/content/content-type-uids';
import { mayOnType, type UserAbility } from '../../content-permission';

export interface Ctx {
  query: Record<string, unknown>;
  params: Record<string, string>;
  state: { userAbility?: UserAbility; user?: Record<string, unknown> };
  body: unknown;
  status: number;
  badRequest(message: string, details?: unknown): void;
  forbidden(message?: string): void;
  notFound(message?: string): void;
  conflict(message?: string): void;
}

const tracked = new Set<string>(TRACKED);
const deletable = new Set<string>(RESTORABLE_DELETES);
/** "page", "global settings": a type as a sentence names it. */
export const kindName = (uid: string) => labelOfUid(uid).toLowerCase();

function allowed(strapi: Core.Strapi, ctx: Ctx, action: 'read' | 'update' | 'create', uid: string): boolean {
  if (mayOnType(strapi, ctx.state.userAbility, action, uid)) return true;
  ctx.forbidden(`You may not ${action === 'read' ? 'read' : action === 'update' ? 'change' : 'create'} this content.`);
  return false;
}

function actor(ctx: Ctx) {
  const u = ctx.state.user ?? {};
  const name = [u.firstname, u.lastname].filter((p) => typeof p === 'string' && p !== '').join(' ') || (typeof u.email === 'string' ? u.email : '');
  return { kind: 'admin' as const, id: u.id, name, email: u.email };
}

/** A restore, for the audit log: by the signed-in editor, of that document (and locale), in words. */
function auditRestore(strapi: Core.Strapi, ctx: Ctx, target: { uid: string; documentId: string; locale: string | null | undefined }, summary: string) {
  strapi.eventHub.emit('audit.record', { action: 'restore', uid: target.uid, documentId: target.documentId, locale: target.locale ?? undefined, actor: actor(ctx), summary });
}

function versionId(ctx: Ctx): number | null {
  const id = Number(ctx.params.id);
  if (!Number.isInteger(id) || id < 1) {
    ctx.badRequest('Unknown version');
    return null;
  }
  return id;
}

export const summary = (v: Omit<VersionRow, 'snapshot'>) => ({
  id: v.id,
  uid: v.targetUid,
  documentId: v.targetDocumentId,
  locale: v.targetLocale,
  kind: v.kind,
  title: v.title,
  author: v.authorName,
  createdAt: v.createdAt,
  updatedAt: v.updatedAt,
});

/** Fields whose value must be unique (path, slug): a restored deleted document must not clash. */
function uniqueFields(strapi: Core.Strapi, uid: string): string[] {
  const attrs = (strapi.contentTypes[uid as keyof typeof strapi.contentTypes] as { attributes: Record<string, { type: string; unique?: boolean }> }).attributes;
  return Object.entries(attrs)
    .filter(([, a]) => a.unique || a.type === 'uid')
    .map(([name]) => name);
}

export const controllers = {
  versions: ({ strapi }: { strapi: Core.Strapi }) => {
    const store = () => versions(strapi);
    return {
      /** GET /history/versions?uid=&documentId= : the document's versions, newest first. */
      async list(ctx: Ctx) {
        const uid = String(ctx.query.uid ?? '');
        const documentId = String(ctx.query.documentId ?? '');
        if (!tracked.has(uid) || !documentId) return ctx.badRequest('History is kept for pages, resources, the navigation and the global settings');
        if (!allowed(strapi, ctx, 'read', uid)) return;
        const rows = await store().list(uid, documentId);
        const labels = versionLabels(rows, rows.length < store().keep);
        ctx.body = { versions: rows.map((row, i) => ({ ...summary(row), label: labels[i]!.label, summary: labels[i]!.summary })), keep: store().keep };
      },

      /** GET /history/versions/:id/compare : what changed from this version to the current draft. */
      async compare(ctx: Ctx) {
        const id = versionId(ctx);
        if (id === null) return;
        const version = await store().get(id);
        if (!version) return ctx.notFound('This version no longer exists');
        if (!allowed(strapi, ctx, 'read', version.targetUid)) return;
        const current = (await strapi.documents(version.targetUid as never).findOne({
          documentId: version.targetDocumentId,
          status: 'draft',
          ...(version.targetLocale ? { locale: version.targetLocale } : {}),
          populate: deepPopulate(strapi, version.targetUid) as never,
        } as never)) as Record<string, unknown> | null;
        ctx.body = { version: summary(version), comparison: compareVersions(version.snapshot, current ?? {}) };
      },

      /** POST /history/versions/:id/restore : the version becomes the draft (never published). */
      async restore(ctx: Ctx) {
        const id = versionId(ctx);
        if (id === null) return;
        const version = await store().get(id);
        if (!version || version.kind === 'deleted') return ctx.notFound('This version no longer exists');
        const uid = version.targetUid;
        if (!allowed(strapi, ctx, 'update', uid)) return;
        const exists = await strapi.db.query(uid as never).findOne({ where: { documentId: version.targetDocumentId }, select: ['id'] } as never);
        if (!exists) return ctx.notFound('This document was deleted: restore it from "Recently deleted"');
        const input = await restoreInput(strapi, uid, version.snapshot);
        await strapi.documents(uid as never).update({
          documentId: version.targetDocumentId,
          ...(version.targetLocale ? { locale: version.targetLocale } : {}),
          status: 'draft',
          data: input.data,
        } as never);
        const when = new Date(version.createdAt).toISOString();
        auditRestore(
          strapi,
          ctx,
          { uid, documentId: version.targetDocumentId, locale: version.targetLocale },
          `Restored the ${version.kind === 'publish' ? 'published' : 'draft'} version of ${when} of the ${kindName(uid)} "${version.title ?? version.targetDocumentId}" into the draft${input.droppedBlocks.length ? ` (left out: ${input.droppedBlocks.join('; ')})` : ''}`,
        );
        ctx.body = { message: restoreMessage(input), droppedBlocks: input.droppedBlocks, missing: input.missing };
      },
    };
  },

  deleted: ({ strapi }: { strapi: Core.Strapi }) => {
    const store = () => versions(strapi);
    return {
      /** POST /history/deleted/:id/restore : a new draft with the same content and address. */
      async restore(ctx: Ctx) {
        const id = versionId(ctx);
        if (id === null) return;
        const version = await store().get(id);
        if (!version || version.kind !== 'deleted' || !deletable.has(version.targetUid)) return ctx.notFound('This deleted item is no longer kept');
        const uid = version.targetUid;
        if (!allowed(strapi, ctx, 'create', uid)) return;
        for (const field of uniqueFields(strapi, uid)) {
          const value = version.snapshot[field];
          if (typeof value !== 'string' || value === '') continue;
          const clash = (await strapi.db.query(uid as never).findOne({ where: { [field]: value }, select: ['id', 'documentId'] } as never)) as { documentId: string } | null;
          if (clash) {
            return ctx.conflict(
              `Another ${kindName(uid)} now uses the ${field === 'path' ? 'address' : field} "${value}". Change or delete that one, then restore this again. Nothing was changed.`,
            );
          }
        }
        const input = await restoreInput(strapi, uid, version.snapshot);
        const created = (await strapi.documents(uid as never).create({
          ...(version.targetLocale ? { locale: version.targetLocale } : {}),
          data: input.data,
        } as never)) as { documentId: string };
        // The restored document keeps its history under its new documentId.
        await strapi.db.query(VERSION_UID as never).updateMany({
          where: { targetUid: uid, targetDocumentId: version.targetDocumentId, kind: { $ne: 'deleted' } },
          data: { targetDocumentId: created.documentId },
        } as never);
        await store().remove(version.id);
        auditRestore(
          strapi,
          ctx,
          { uid, documentId: created.documentId, locale: version.targetLocale },
          `Brought back the deleted ${kindName(uid)} "${version.title ?? version.targetDocumentId}" as a draft`,
        );
        ctx.body = {
          documentId: created.documentId,
          uid,
          message: restoreMessage(input, 'a new draft'),
          droppedBlocks: input.droppedBlocks,
          missing: input.missing,
        };
      },
    };
  },
};
