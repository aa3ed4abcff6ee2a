// Tells the web what an editor changed, so it drops its cached copy and rebuilds the search
// index within seconds, without a rebuild. Runs after the change is saved; a web that is down
// is logged and never blocks the editor.
import type { Core } from '@strapi/strapi';

const WATCHED = new Set([
  'api::page.page',
  'api::blog.blog',
  'api::global.global',
  'api::navigation.navigation',
  'api::redirect.redirect',
]);
const ACTIONS = new Set(['create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft']);

/** Off while the seed runs at start-up: the web is not up yet and has nothing cached. */
export const revalidation = { paused: false };

export function registerRevalidation(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (!revalidation.paused && WATCHED.has(context.uid) && ACTIONS.has(context.action)) {
      const params = context.params as { documentId?: string };
      void notifyWeb(strapi, { model: context.uid, action: context.action, documentId: params.documentId });
    }
    return result;
  });
}

async function notifyWeb(
  strapi: Core.Strapi,
  body: { model: string; action: string; documentId?: string },
) {
  const webUrl = process.env.WEB_INTERNAL_URL || process.env.WEB_URL;
  const secret = process.env.REVALIDATE_SECRET;
  if (!webUrl || !secret) return;
  try {
    const res = await fetch(new URL('/api/revalidate', webUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) strapi.log.warn(`revalidate: the web answered ${res.status} for ${body.model}`);
  } catch (error) {
    strapi.log.warn(`revalidate: could not reach the web (${(error as Error).message})`);
  }
}
