// Writing and reading versions. A publish always keeps a version (replacing the last draft version
// when that holds exactly what was published); saved drafts keep at most one per document every
// five minutes (a save within five minutes of the last draft version, with no publish between,
// replaces that version). Each document keeps its last HISTORY_KEEP_VERSIONS
// (50 by default); the version kept at a delete is kept DELETED_KEEP_DAYS (shared: the admin's
// delete dialog says so too).
import type { Core } from '@strapi/strapi';
import { compareVersions } from './compare';
import { VERSION_UID } from './content-types';
import { deepPopulate } from './populate';
import { uidsWith } from '@ironbark/shared/content/content-type-uids';
import { DELETED_KEEP_DAYS, RESTORABLE_DELETES } from '@ironbark/shared/content/history-rules';

export const TRACKED: readonly string[] = uidsWith('history');
/** Content types whose deleted documents can be brought back (shared: the audit trail links their deletes to "Recently deleted"). */
export { RESTORABLE_DELETES };
export const DRAFT_WINDOW_MS = 5 * 60_000;
export const DELETED_KEEP_MS = DELETED_KEEP_DAYS * 86_400_000;
export const DEFAULT_KEEP = 50;

export type VersionKind = 'publish' | 'draft' | 'deleted';

export interface Author {
  id?: number;
  name?: string;
  email?: string;
}

export interface VersionRow {
  id: number;
  targetUid: string;
  targetDocumentId: string;
  targetLocale: string | null;
  kind: VersionKind;
  title: string | null;
  snapshot: Record<string, unknown>;
  authorId: number | null;
  authorName: string | null;
  createdAt: string;
  updatedAt: string;
}

/** HISTORY_KEEP_VERSIONS: a whole number from 1 to 1000; 50 when unset. Throws a clear message otherwise. */
export function keepVersions(raw: string | undefined = process.env.HISTORY_KEEP_VERSIONS): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_KEEP;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 1000) {
    throw new Error(`HISTORY_KEEP_VERSIONS must be a whole number from 1 to 1000 (versions kept per document); it is "${raw}"`);
  }
  return n;
}

/** Who is making the current request: an admin user, or a staff member through the web's staff screens. */
export function currentAuthor(strapi: Core.Strapi): Author {
  const ctx = strapi.requestContext.get() as { state?: { user?: Record<string, unknown> } } | undefined;
  const user = ctx?.state?.user;
  if (!user) return {};
  const full = [user.firstname, user.lastname].filter((p) => typeof p === 'string' && p !== '').join(' ');
  const name = full || (typeof user.username === 'string' ? user.username : '') || (typeof user.email === 'string' ? user.email : '');
  return {
    id: typeof user.id === 'number' ? user.id : undefined,
    name: name || undefined,
    email: typeof user.email === 'string' ? user.email : undefined,
  };
}

function titleOf(doc: Record<string, unknown>): string | null {
  for (const key of ['title', 'name', 'siteName', 'slug', 'path']) {
    if (typeof doc[key] === 'string' && doc[key] !== '') return doc[key] as string;
  }
  return null;
}

export function versions(strapi: Core.Strapi) {
  const query = () => strapi.db.query(VERSION_UID as never);
  const keep = keepVersions();

  async function readDocument(uid: string, documentId: string, locale: string | undefined, status: 'draft' | 'published') {
    return (await strapi.documents(uid as never).findOne({
      documentId,
      status,
      ...(locale ? { locale } : {}),
      populate: deepPopulate(strapi, uid) as never,
    } as never)) as Record<string, unknown> | null;
  }

  async function prune(uid: string, documentId: string) {
    const old = (await query().findMany({
      where: { targetUid: uid, targetDocumentId: documentId, kind: { $ne: 'deleted' } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      offset: keep,
      select: ['id'],
    } as never)) as { id: number }[];
    if (old.length > 0) await query().deleteMany({ where: { id: { $in: old.map((v) => v.id) } } } as never);
  }

  async function latest(uid: string, documentId: string, locale: string | undefined) {
    return (await query().findOne({
      where: { targetUid: uid, targetDocumentId: documentId, targetLocale: locale ?? null, kind: { $ne: 'deleted' } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    } as never)) as VersionRow | null;
  }

  return {
    keep,
    readDocument,

    /** Keeps a version of the document as it now is. Draft saves within the window replace the last draft version. */
    async record(uid: string, documentId: string, locale: string | undefined, kind: VersionKind, author: Author, snapshot?: Record<string, unknown> | null) {
      const doc = snapshot ?? (await readDocument(uid, documentId, locale, kind === 'publish' ? 'published' : 'draft'));
      if (!doc) return null;
      const data = {
        targetUid: uid,
        targetDocumentId: documentId,
        targetLocale: locale ?? (typeof doc.locale === 'string' ? doc.locale : null),
        kind,
        title: titleOf(doc),
        snapshot: doc,
        authorId: author.id ?? null,
        authorName: author.name ?? null,
      };
      if (kind === 'draft') {
        const last = await latest(uid, documentId, data.targetLocale ?? undefined);
        if (last && last.kind === 'draft' && Date.now() - Date.parse(last.createdAt) < DRAFT_WINDOW_MS) {
          return (await query().update({ where: { id: last.id }, data } as never)) as VersionRow;
        }
      }
      if (kind === 'publish') {
        // The admin saves the draft just before it publishes: a draft version with exactly what was
        // published says nothing more, so the publish version takes its place.
        const last = await latest(uid, documentId, data.targetLocale ?? undefined);
        if (last && last.kind === 'draft' && compareVersions(last.snapshot, doc).same) await query().delete({ where: { id: last.id } } as never);
      }
      const row = (await query().create({ data } as never)) as VersionRow;
      if (kind !== 'deleted') await prune(uid, documentId);
      return row;
    },

    async list(uid: string, documentId: string) {
      return (await query().findMany({
        where: { targetUid: uid, targetDocumentId: documentId, kind: { $ne: 'deleted' } },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        // The snapshots: each version's label says what changed from the one before (labels.ts).
      } as never)) as VersionRow[];
    },

    async get(id: number) {
      return (await query().findOne({ where: { id } } as never)) as VersionRow | null;
    },

    async deleted() {
      return (await query().findMany({
        where: { kind: 'deleted', createdAt: { $gt: new Date(Date.now() - DELETED_KEEP_MS).toISOString() } },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        select: ['id', 'targetUid', 'targetDocumentId', 'targetLocale', 'kind', 'title', 'authorName', 'createdAt'],
      } as never)) as Omit<VersionRow, 'snapshot'>[];
    },

    async remove(id: number) {
      await query().delete({ where: { id } } as never);
    },

    /** Drops deleted documents' versions older than DELETED_KEEP_DAYS (the daily cleanup). */
    async cleanup() {
      const before = new Date(Date.now() - DELETED_KEEP_MS).toISOString();
      const gone = (await query().findMany({ where: { kind: 'deleted', createdAt: { $lt: before } }, select: ['id', 'targetUid', 'targetDocumentId'] } as never)) as VersionRow[];
      let removed = 0;
      for (const row of gone) {
        const r = (await query().deleteMany({ where: { targetUid: row.targetUid, targetDocumentId: row.targetDocumentId } } as never)) as { count?: number };
        removed += r.count ?? 0;
      }
      return removed;
    },
  };
}

export type Versions = ReturnType<typeof versions>;
