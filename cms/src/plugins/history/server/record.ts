// The document-service middleware that keeps versions: after a publish, after a saved draft
// (create or update of the draft) and, for pages and resources, the last state before a delete.
// Keeping a version never stops the editor's change: a failure is logged.
import type { Core } from '@strapi/strapi';
import { currentAuthor, RESTORABLE_DELETES, TRACKED, versions, type Versions } from './store';

const tracked = new Set<string>(TRACKED);
const deletable = new Set<string>(RESTORABLE_DELETES);

interface Params {
  documentId?: string;
  locale?: string;
  status?: string;
}

export function registerVersionRecording(strapi: Core.Strapi, store: Versions = versions(strapi)) {
  strapi.documents.use(async (context, next) => {
    if (!tracked.has(context.uid)) return next();
    const params = (context.params ?? {}) as Params;
    const locale = typeof params.locale === 'string' && params.locale !== '*' ? params.locale : undefined;

    if (context.action === 'delete') {
      if (!deletable.has(context.uid) || !params.documentId) return next();
      let last: Record<string, unknown> | null = null;
      try {
        last =
          (await store.readDocument(context.uid, params.documentId, locale, 'draft')) ??
          (await store.readDocument(context.uid, params.documentId, locale, 'published'));
      } catch (error) {
        strapi.log.error(`history: could not read ${context.uid} ${params.documentId} before its delete: ${(error as Error).message}`);
      }
      const result = await next();
      if (last) {
        try {
          await store.record(context.uid, params.documentId, locale, 'deleted', currentAuthor(strapi), last);
        } catch (error) {
          strapi.log.error(`history: could not keep the deleted ${context.uid} ${params.documentId}: ${(error as Error).message}`);
        }
      }
      return result;
    }

    if (context.action !== 'publish' && context.action !== 'update' && context.action !== 'create') return next();
    if (context.action !== 'publish' && params.status === 'published') return next();
    const result = await next();
    const fromResult = (result as { documentId?: unknown } | null)?.documentId;
    const documentId = params.documentId ?? (typeof fromResult === 'string' ? fromResult : undefined);
    if (documentId) {
      try {
        await store.record(context.uid, documentId, locale, context.action === 'publish' ? 'publish' : 'draft', currentAuthor(strapi));
      } catch (error) {
        strapi.log.error(`history: could not keep a version of ${context.uid} ${documentId}: ${(error as Error).message}`);
      }
    }
    return result;
  });
}
