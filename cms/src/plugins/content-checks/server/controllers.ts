// The content checks' admin handlers. Reading the checks of a document needs the content
// manager's "read" permission on its content type (its permission checker: content-permission.ts).
// The report is lists/report.ts.
import type { Core } from '@strapi/strapi';
import { mayOnType, type UserAbility } from '../../content-permission';
import { CHECKED, checkDraft, type CheckedUid } from './report';

interface Ctx {
  params: Record<string, string>;
  state: { userAbility?: UserAbility };
  body: unknown;
  badRequest(message: string): void;
  forbidden(message?: string): void;
  notFound(message?: string): void;
}

const isChecked = (uid: string): uid is CheckedUid => Object.hasOwn(CHECKED, uid);

export function controllers() {
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
    }),
  };
}
