// A form of the form builder that has leads is never deleted: its leads name it by its key, and
// the lead desk and the CSV read their answers' labels from it. The delete is refused with a
// clear message (a 400 naming the form's Archived field); archiving it takes it off the site and
// keeps it. Applies to everyone, the admin and scripts alike.
import type { Core } from '@strapi/strapi';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';
import { LEAD_UID, validationError } from './form-submission-rules';

export function formInUseMessage(name: string, leads: number): string {
  return `The form "${name}" has ${leads} ${leads === 1 ? 'lead' : 'leads'} and cannot be deleted: tick Archived instead, which takes it off the site and keeps its leads' answers readable`;
}

async function refuseDeletingFormsWithLeads(strapi: Core.Strapi, params: { documentId?: unknown }) {
  if (typeof params.documentId !== 'string') return;
  const form = (await strapi.db.query(CONTENT_TYPE_UIDS.form).findOne({ select: ['key', 'name'], where: { documentId: params.documentId } })) as { key?: string; name?: string } | null;
  if (!form?.key) return;
  const leads = await strapi.db.query(LEAD_UID).count({ where: { form: form.key } });
  if (leads > 0) throw validationError([{ path: ['archived'], message: formInUseMessage(form.name ?? form.key, leads) }]);
}

export function registerFormRules(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid === CONTENT_TYPE_UIDS.form && context.action === 'delete') {
      await refuseDeletingFormsWithLeads(strapi, context.params as { documentId?: unknown });
    }
    return next();
  });
}
