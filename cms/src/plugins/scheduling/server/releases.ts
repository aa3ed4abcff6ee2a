// Publishing a release: every entry (publish or unpublish of a page, resource, the navigation or
// the global settings) in ONE database transaction, all or none. Before it, each publish entry is
// checked with the publishing rules (shared content-checks publishErrors, as the page publish
// check and the checks panel use them); any problem, or any failure inside the transaction, rolls
// everything back and the release is marked failed with which entry and why. While it runs, the
// documents' own revalidation and audit entries are held back: the web is told once, with every
// change (revalidation/revalidate.ts revalidateTogether), and the audit trail gets one entry.
//
// Exactly once: the release moves to 'publishing' with one conditional UPDATE (releases-store
// moveRelease); a scheduled release is also a scheduling job (kind "release") claimed the same way.
import type { Core } from '@strapi/strapi';
import { revalidateTogether } from '../../../revalidation/revalidate';
import { checkedTypes, CONTENT_TYPE_UIDS, labelOfUid } from '@ironbark/shared/content/content-type-uids';
import { publishErrors } from '@ironbark/shared/content/content-checks';
import { formContentType } from '@ironbark/shared/content/form';
import { pagePopulate } from '@ironbark/shared/content/page';
import { quietDocumentAudit, storeAudit } from './audit';
import { getRelease, moveRelease, releaseEntries, RELEASE_UID, type Release, type ReleaseEntry } from './releases-store';
import type { AuditActor } from './store';

type Documents = ReturnType<Core.Strapi['documents']>;
const docs = (strapi: Core.Strapi, uid: string) => strapi.documents(uid as typeof CONTENT_TYPE_UIDS.page) as unknown as Documents;

export interface EntryState {
  /** The document's title (pages, resources) or its type's label (navigation, global settings). */
  title: string;
  exists: boolean;
  /** draft (never published), published (live and unchanged), modified (live, with changes not yet published). */
  status: 'draft' | 'published' | 'modified' | 'missing';
  /** What would stop this entry: the publishing rules' errors for a publish, or why it cannot run. */
  problems: string[];
}

/** "Entry 2, Page “Spring launch”": how an outcome names an entry. */
export const entryName = (index: number, entry: ReleaseEntry, title: string) =>
  `Entry ${index + 1}, ${labelOfUid(entry.uid)}${title && title !== labelOfUid(entry.uid) ? ` “${title}”` : ''}`;

/** An entry's title, status and checks, as they are now. */
export async function entryState(strapi: Core.Strapi, entry: ReleaseEntry): Promise<EntryState> {
  const locale = entry.locale ?? undefined;
  const kind = checkedTypes()[entry.uid as keyof ReturnType<typeof checkedTypes>];
  const populate = kind === 'page' ? (pagePopulate() as never) : kind === 'form' ? (formContentType.populate as never) : undefined;
  const documents = docs(strapi, entry.uid);
  const draft = (await documents.findOne({ documentId: entry.documentId, locale, status: 'draft', ...(populate ? { populate } : {}) } as never)) as Record<string, unknown> | null;
  if (!draft) return { title: entry.documentId, exists: false, status: 'missing', problems: ['It no longer exists (it was deleted): remove it from the release'] };
  const published = (await documents.findOne({ documentId: entry.documentId, locale, status: 'published', fields: ['updatedAt'] } as never)) as Record<string, unknown> | null;
  const named = draft.title ?? draft.name;
  const title = typeof named === 'string' && named !== '' ? named : labelOfUid(entry.uid);
  const status = !published ? 'draft' : String(draft.updatedAt) === String(published.updatedAt) ? 'published' : 'modified';
  const problems = entry.action === 'publish' && kind ? publishErrors(kind, draft).map((p) => p.message) : [];
  return { title, exists: true, status, problems };
}

function errorText(error: unknown): string {
  const e = error as { message?: string; details?: { errors?: { message?: string }[] } };
  const details = e?.details?.errors?.map((d) => d.message).filter(Boolean) ?? [];
  const message = e?.message ?? String(error);
  const extra = details.filter((d) => d && !message.includes(d));
  return [message, ...extra].join(': ') || 'Unknown error';
}

class EntryFailure extends Error {}

export type PublishOutcome = { ok: true; release: Release; count: number } | { ok: false; release: Release | null; message: string };

/**
 * Publishes a release now. `from` is the status it must be in (draft or failed for "publish now",
 * scheduled for its job); of two callers at once only one moves it on, the other is told so.
 */
export async function publishRelease(strapi: Core.Strapi, id: number, actor: AuditActor, from: readonly Release['status'][]): Promise<PublishOutcome> {
  const knex = strapi.db.connection;
  if (!(await moveRelease(knex, id, from, 'publishing', { outcome: null }))) {
    const current = await getRelease(knex, id);
    return { ok: false, release: current, message: current ? `This release is ${current.status}: it cannot be published now` : 'This release does not exist' };
  }
  const release = (await getRelease(knex, id))!;
  const fail = async (message: string): Promise<PublishOutcome> => {
    await moveRelease(knex, id, ['publishing'], 'failed', { outcome: message.slice(0, 4000), finished_at: new Date() });
    strapi.log.warn(`releases: “${release.name}” was not published: ${message}`);
    return { ok: false, release: await getRelease(knex, id), message };
  };
  try {
    const entries = await releaseEntries(knex, id);
    if (entries.length === 0) return await fail('The release has no entries: add what it should publish first');
    // The checks first, each entry named: nothing is published when one would be refused.
    const titles: string[] = [];
    for (const [i, entry] of entries.entries()) {
      const state = await entryState(strapi, entry);
      titles.push(state.title);
      if (state.problems.length > 0) return await fail(`${entryName(i, entry, state.title)} cannot be ${entry.action}ed: ${state.problems.join('. ')}. Nothing in the release was published.`);
    }
    await revalidateTogether(strapi, () =>
      quietDocumentAudit(() =>
        strapi.db.transaction(async () => {
          for (const [i, entry] of entries.entries()) {
            const documents = docs(strapi, entry.uid);
            const locale = entry.locale ?? undefined;
            try {
              if (entry.action === 'publish') await documents.publish({ documentId: entry.documentId, locale } as never);
              else {
                const live = await documents.findOne({ documentId: entry.documentId, locale, status: 'published', fields: ['updatedAt'] } as never);
                if (live) await documents.unpublish({ documentId: entry.documentId, locale } as never);
              }
            } catch (error) {
              throw new EntryFailure(`${entryName(i, entry, titles[i] ?? '')} could not be ${entry.action}ed: ${errorText(error)}. Nothing in the release was published.`);
            }
          }
        }),
      ),
    );
    const summary = `Release “${release.name}” published: ${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}`;
    await moveRelease(knex, id, ['publishing'], 'done', { outcome: summary, finished_at: new Date() });
    await storeAudit(strapi, { action: 'publish', uid: RELEASE_UID, documentId: String(id), actor, summary });
    strapi.log.info(`releases: ${summary}`);
    return { ok: true, release: (await getRelease(knex, id))!, count: entries.length };
  } catch (error) {
    return fail(error instanceof EntryFailure ? error.message : `The release could not be published: ${errorText(error)}. Nothing in the release was published.`);
  }
}
