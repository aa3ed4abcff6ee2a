// The audit trail: anything records an entry with
//   strapi.eventHub.emit('audit.record', { action, uid, documentId, locale, actor, summary })
// (the history plugin does for restores); this plugin stores it. It also records, on its own, every
// publish, unpublish and delete of a page, resource, navigation or global settings made by a person
// (an admin in the content manager, staff through the web's resource screens) or by the scheduler.
// Calls with no one behind them (the seed at start-up, scripts) are not recorded.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';
import { AUDIT_ACTIONS, insertAudit, type AuditActor, type AuditAction, type AuditRecord } from './store';
import { labelOfUid, uidsWith } from '@ironbark/shared/content/content-type-uids';

export const AUDIT_EVENT = 'audit.record';

/** The content types whose publishes, unpublishes and deletes are audited, with their labels. */
export const AUDITED_TYPES: Record<string, string> = Object.fromEntries(uidsWith('audit').map((uid) => [uid, labelOfUid(uid)]));

const DOCUMENT_ACTIONS = new Set<string>(['publish', 'unpublish', 'delete']);

/** While a release publishes (releases.ts): its documents' own entries are not recorded; the release records one. */
const quiet = new AsyncLocalStorage<true>();
export const quietDocumentAudit = <T>(work: () => Promise<T>): Promise<T> => quiet.run(true, work);

/** Who the scheduler acts for while it runs a job (set by runner.ts). */
export const actingAs = new AsyncLocalStorage<{ actor: AuditActor; summary: string }>();

interface RequestState {
  user?: { id?: number | string; firstname?: string | null; lastname?: string | null; username?: string | null; email?: string | null };
  auth?: { strategy?: { name?: string } };
}

/** The person behind the current request: an admin (admin session) or staff (users-permissions). */
export function requestActor(state: RequestState | undefined): AuditActor | null {
  const user = state?.user;
  if (!user) return null;
  const strategy = state?.auth?.strategy?.name;
  if (strategy === 'admin') {
    const name = [user.firstname, user.lastname].filter(Boolean).join(' ') || user.username || user.email || null;
    return { kind: 'admin', id: user.id ?? null, name, email: user.email ?? null };
  }
  if (strategy === 'users-permissions') {
    return { kind: 'staff', id: user.id ?? null, name: user.username || user.email || null, email: user.email ?? null };
  }
  return null;
}

/** A well-formed record from what an emitter sent, or null. */
export function auditRecordFrom(input: unknown): AuditRecord | null {
  if (!input || typeof input !== 'object') return null;
  const r = input as Record<string, unknown>;
  if (typeof r.action !== 'string' || !(AUDIT_ACTIONS as readonly string[]).includes(r.action)) return null;
  if (typeof r.uid !== 'string' || r.uid === '') return null;
  const actor = (r.actor && typeof r.actor === 'object' ? r.actor : {}) as Record<string, unknown>;
  const kind = actor.kind === 'admin' || actor.kind === 'staff' ? actor.kind : 'system';
  return {
    action: r.action as AuditAction,
    uid: r.uid,
    documentId: typeof r.documentId === 'string' ? r.documentId : null,
    locale: typeof r.locale === 'string' ? r.locale : null,
    actor: {
      kind,
      id: typeof actor.id === 'string' || typeof actor.id === 'number' ? actor.id : null,
      name: typeof actor.name === 'string' ? actor.name : null,
      email: typeof actor.email === 'string' ? actor.email : null,
    },
    summary: typeof r.summary === 'string' ? r.summary : null,
  };
}

export async function storeAudit(strapi: Core.Strapi, input: unknown) {
  const record = auditRecordFrom(input);
  if (!record) {
    strapi.log.warn('audit: an entry without a known action or type was ignored');
    return;
  }
  try {
    // Inside the change's own transaction when there is one (the content manager's actions run
    // in one): the entry is kept only if the change is, and on SQLite, whose one connection the
    // transaction holds, the write does not wait for a connection that never comes free. It runs
    // in a savepoint, so a failed write (logged below) never aborts the change's transaction.
    await strapi.db.transaction(({ trx }) =>
      (trx as unknown as { transaction<T>(f: (t: unknown) => Promise<T>): Promise<T> }).transaction((sp) => insertAudit(sp as Parameters<typeof insertAudit>[0], record)),
    );
  } catch (error) {
    strapi.log.error(`audit: could not store a ${record.action} of ${record.uid}: ${(error as Error).message}`);
  }
}

function titleOf(result: unknown): string | null {
  const r = result as { entries?: { title?: unknown; siteName?: unknown }[]; title?: unknown } | null;
  const first = Array.isArray(r?.entries) ? r.entries[0] : r;
  const entry = first as { title?: unknown; name?: unknown } | undefined;
  // Pages and resources have a title; a lead (form submission), the name of who sent it.
  const title = entry?.title ?? entry?.name;
  return typeof title === 'string' && title !== '' ? title : null;
}

const VERBS: Record<string, string> = { publish: 'Published', unpublish: 'Unpublished', delete: 'Deleted' };

/** Document-service middleware: records the people's (and the scheduler's) publish, unpublish and delete. */
export function registerAuditMiddleware(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (!(context.uid in AUDITED_TYPES) || !DOCUMENT_ACTIONS.has(context.action) || quiet.getStore()) return result;
    const scheduled = actingAs.getStore();
    const request = strapi.requestContext.get() as { state?: RequestState } | undefined;
    const actor = scheduled?.actor ?? requestActor(request?.state);
    if (!actor) return result;
    const params = context.params as { documentId?: unknown; locale?: unknown } | undefined;
    const documentId = typeof params?.documentId === 'string' ? params.documentId : null;
    const title = titleOf(result);
    const summary = [scheduled?.summary ?? `${VERBS[context.action]} ${labelOfUid(context.uid).toLowerCase()}`, title ? `“${title}”` : ''].filter(Boolean).join(' ');
    await storeAudit(strapi, {
      action: context.action,
      uid: context.uid,
      documentId,
      locale: typeof params?.locale === 'string' ? params.locale : null,
      actor,
      summary,
    });
    return result;
  });
}

export function subscribeAudit(strapi: Core.Strapi) {
  strapi.eventHub.on(AUDIT_EVENT, (payload: unknown) => storeAudit(strapi, payload));
}
