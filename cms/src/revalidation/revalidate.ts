// Tells the web what an editor changed, so it drops its cached copy and rebuilds the search
// index within seconds, without a rebuild. Runs after the change is saved; a web that is down
// is logged and never blocks the editor.
//
// index.ts registers it at the end of bootstrap(): the seed that runs during start-up (the web is
// not up yet and has nothing cached) is never announced, with no flag shared between modules.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';
import { CONTENT_TYPE_UIDS, SITE_CONTENT_TYPES } from '@ironbark/shared/content/content-type-uids';
import { followChange } from '../search/indexer';

const WATCHED = new Set<string>(SITE_CONTENT_TYPES.map((name) => CONTENT_TYPE_UIDS[name]));
const ACTIONS = new Set(['create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft']);

export interface RevalidationMessage {
  model: string;
  action: string;
  documentId?: string;
  /** Pages: every path the document had or has (draft and published, before and after). */
  paths?: string[];
  /** Resources: every slug and type the document had or has. */
  slugs?: string[];
  types?: string[];
  /** A release (plugins/scheduling releases.ts): every change it made, told to the web at once. */
  changes?: RevalidationMessage[];
}

/** While a release publishes: the changes its documents made, held back to be told together. */
const heldBack = new AsyncLocalStorage<RevalidationMessage[]>();

/** What the web keys its cached copies of a document by (web/server/content-tags.server.ts). */
const KEY_FIELDS: Record<string, string[]> = {
  [CONTENT_TYPE_UIDS.page]: ['path'],
  [CONTENT_TYPE_UIDS.blog]: ['slug', 'type'],
  // A form's key, sent as a slug: the web drops the pages that show that form (and no others).
  [CONTENT_TYPE_UIDS.form]: ['key'],
};

type Keys = Pick<RevalidationMessage, 'paths' | 'slugs' | 'types'>;

/** The keys of every version (draft, published, each locale) of a document, as stored now. */
async function documentKeys(strapi: Core.Strapi, uid: string, documentId: string | undefined): Promise<Keys> {
  const fields = KEY_FIELDS[uid];
  if (!fields || !documentId) return {};
  const rows = (await strapi.db.query(uid as typeof CONTENT_TYPE_UIDS.page).findMany({ where: { documentId }, select: fields })) as Record<string, unknown>[];
  const values = (field: string) => [...new Set(rows.map((r) => r[field]).filter((v): v is string => typeof v === 'string' && v !== ''))];
  if (uid === CONTENT_TYPE_UIDS.page) return { paths: values('path') };
  if (uid === CONTENT_TYPE_UIDS.form) return { slugs: values('key') };
  return { slugs: values('slug'), types: values('type') };
}

/** Both sets of keys together (a page moved from one path to another touches both). */
export function mergeKeys(before: Keys, after: Keys): Keys {
  const out: Keys = {};
  for (const key of ['paths', 'slugs', 'types'] as const) {
    const all = [...new Set([...(before[key] ?? []), ...(after[key] ?? [])])];
    if (all.length > 0) out[key] = all.slice(0, 20);
  }
  return out;
}

/** What to tell the web about a document-service call, or null when it changes nothing public. */
export function revalidationMessage(uid: string, action: string, params: unknown, result: unknown): RevalidationMessage | null {
  if (!WATCHED.has(uid) || !ACTIONS.has(action)) return null;
  const fromParams = (params as { documentId?: unknown } | null)?.documentId;
  const fromResult = (result as { documentId?: unknown } | null)?.documentId;
  const documentId = typeof fromParams === 'string' ? fromParams : typeof fromResult === 'string' ? fromResult : undefined;
  return { model: uid, action, ...(documentId ? { documentId } : {}) };
}

export interface NotifyOptions {
  webUrl?: string;
  secret?: string;
  fetch?: typeof fetch;
  log: { warn(message: string): void };
  timeoutMs?: number;
}

/** Posts the message to the web's /api/revalidate. Never throws: a web that is down is logged. */
export async function notifyWeb(message: RevalidationMessage, options: NotifyOptions): Promise<boolean> {
  const { webUrl, secret, log } = options;
  if (!webUrl || !secret) return false;
  const send = options.fetch ?? fetch;
  try {
    const res = await send(new URL('/api/revalidate', webUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
    });
    if (!res.ok) {
      log.warn(`revalidate: the web answered ${res.status} for ${message.model}`);
      return false;
    }
    return true;
  } catch (error) {
    log.warn(`revalidate: could not reach the web (${(error as Error).message})`);
    return false;
  }
}

/** Starts announcing changes; call once start-up work (the seed) is done. */
export function startRevalidation(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    const watched = WATCHED.has(context.uid) && ACTIONS.has(context.action) && context.uid in KEY_FIELDS;
    const givenId = (context.params as { documentId?: unknown } | null)?.documentId;
    // The keys before the change (a path or slug it is about to lose), read only for the models the
    // web keys per document; a failure here never stops the editor's change.
    const before = watched && typeof givenId === 'string' ? await documentKeys(strapi, context.uid, givenId).catch(() => ({})) : {};
    const result = await next();
    const message = revalidationMessage(context.uid, context.action, context.params, result);
    if (message) {
      if (watched) {
        const after = await documentKeys(strapi, context.uid, message.documentId).catch(() => ({}));
        Object.assign(message, mergeKeys(before, after));
      }
      const held = heldBack.getStore();
      if (held) {
        held.push(message);
        return result;
      }
      const send = () =>
        void notifyWeb(message, {
          webUrl: process.env.WEB_INTERNAL_URL || process.env.WEB_URL,
          secret: process.env.REVALIDATE_SECRET,
          log: strapi.log,
        });
      // The search index takes the change first (search/indexer.ts), then the web is told, so the
      // web never reads the index without it. Inside a transaction (the content manager's publish,
      // the plugins' writes around it), both wait for the commit: before it, they would read the
      // old content and keep it as new.
      const index = () => followChange(strapi, message.model, message.documentId);
      if (strapi.db?.inTransaction?.()) await strapi.db.transaction(async ({ onCommit }) => onCommit(() => void index().then(send)));
      else {
        await index();
        send();
      }
    }
    return result;
  });
}

/**
 * Runs `work` (a release's transaction) with each document's revalidation held back; once it has
 * succeeded (committed), the search index takes every change and the web is told once, with all
 * of them. When `work` fails nothing is told (nothing changed).
 */
export async function revalidateTogether<T>(strapi: Core.Strapi, work: () => Promise<T>): Promise<T> {
  const messages: RevalidationMessage[] = [];
  const result = await heldBack.run(messages, work);
  for (const m of messages) await followChange(strapi, m.model, m.documentId).catch((e: unknown) => strapi.log.warn(`search: could not index ${m.model} ${m.documentId}: ${(e as Error).message}`));
  if (messages.length > 0) {
    await notifyWeb(
      { model: 'release', action: 'release', changes: messages },
      { webUrl: process.env.WEB_INTERNAL_URL || process.env.WEB_URL, secret: process.env.REVALIDATE_SECRET, log: strapi.log },
    );
  }
  return result;
}
