// The document-service middleware that marks the content report stale after any change to pages,
// resources, the navigation or redirects (publish, unpublish, delete, saved draft): the report is
// then recomputed on its next read, and in the background while someone uses it. It never stops
// the change.
import type { Core } from '@strapi/strapi';
import { WATCHED, type ReportCache } from './report';

const watched = new Set(WATCHED);
const WRITES = new Set(['create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft']);

export function registerReportInvalidation(strapi: Core.Strapi, cache: ReportCache) {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (watched.has(context.uid) && WRITES.has(context.action)) cache.markStale();
    return result;
  });
}
