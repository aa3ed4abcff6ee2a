// The content checks' admin handlers. Reading the checks of a document needs the content
// manager's "read" permission on its content type (its permission checker: content-permission.ts); the report needs it on pages and resources
// both (it names every page and resource with a problem), and shows the entries of the other
// checked types (forms) to those who may read them.
import type { Core } from '@strapi/strapi';
import { mayOnType, type UserAbility } from '../../content-permission';
import { CHECKED, checkDraft, type CheckedUid, type ReportCache } from './report';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

/** The types the report is for: who may read these may open it. */
const REPORT_NEEDS = [CONTENT_TYPE_UIDS.page, CONTENT_TYPE_UIDS.blog];

interface Ctx {
  params: Record<string, string>;
  state: { userAbility?: UserAbility };
  body: unknown;
  badRequest(message: string): void;
  forbidden(message?: string): void;
  notFound(message?: string): void;
}

const isChecked = (uid: string): uid is CheckedUid => Object.hasOwn(CHECKED, uid);

export function controllers(cache: ReportCache) {
  return {
    checks: ({ strapi }: { strapi: Core.Strapi }) => ({
      /** GET /content-checks/document/:uid/:documentId : the checks of the document's current draft. */
      async document(ctx: Ctx) {
        const { uid, documentId } = ctx.params;
        if (!uid || !isChecked(uid) || !documentId) return ctx.badRequest('Content checks are made for pages, resources and forms');
        if (!mayOnType(strapi, ctx.state.userAbility, 'read', uid)) return ctx.forbidden('You may not read this content.');
        const checked = await checkDraft(strapi, uid, documentId);
        if (!checked) return ctx.notFound('This page, resource or form does not exist');
        ctx.body = checked;
      },

      /** GET /content-checks/report : every problem in pages, resources and forms, with links to fix them. */
      async report(ctx: Ctx) {
        if (!REPORT_NEEDS.every((uid) => mayOnType(strapi, ctx.state.userAbility, 'read', uid))) {
          return ctx.forbidden('The content report is for those who may read pages and resources.');
        }
        const report = await cache.get();
        const hidden = Object.keys(CHECKED).filter((uid) => !mayOnType(strapi, ctx.state.userAbility, 'read', uid));
        if (hidden.length === 0) {
          ctx.body = report;
          return;
        }
        // Entries of types this person may not read are left out, with their problems.
        const entries = report.entries.filter((e) => !hidden.includes(e.uid));
        ctx.body = { ...report, entries, problems: entries.reduce((n, e) => n + e.problems.length, 0) };
      },
    }),
  };
}
