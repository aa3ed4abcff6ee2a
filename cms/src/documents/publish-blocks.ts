// Visitors never lose a section silently: the site leaves out a block that does not match its
// definition (shared blocks/registry parseBlocks), so the CMS refuses to publish a page with such
// a block, or with search fields the site cannot use, naming the block and the field to fix in
// the editor's words ("Block 3, Call-to-action banner: Buttons: at least 1 needed"). The rules
// are the content checks' own (shared content/content-checks publishErrors): the checks panel
// and the site report show the same errors before the editor publishes. The draft is read the
// way the site reads a page (the same populate). The preview shows the block's message in place
// of the block (web: features/preview).
//
// Forms of the form builder likewise (issue 37): a form the site would not show (a hidden value
// left empty, or any other break of the form rules) is refused, naming the field.
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { publishRefusal } from '@ironbark/shared/content/content-checks';
import { formContentType } from '@ironbark/shared/content/form';
import { pagePopulate } from '@ironbark/shared/content/page';
import { CONTENT_TYPE_UIDS, type CheckKind } from '@ironbark/shared/content/content-type-uids';

/** The types whose publish is checked, with their rule set and the populate that reads a draft the way the site does. */
const PUBLISH_CHECKED: Record<string, { kind: CheckKind; populate: () => unknown }> = {
  [CONTENT_TYPE_UIDS.page]: { kind: 'page', populate: () => pagePopulate() },
  [CONTENT_TYPE_UIDS.form]: { kind: 'form', populate: () => formContentType.populate },
};

/**
 * The error a refused publish throws, or null. Its message is what the admin's notification
 * shows; its details carry each problem's field path, which the edit view marks in the form.
 */
export function publishError(draft: Record<string, unknown>, kind: CheckKind = 'page'): InstanceType<typeof errors.ValidationError> | null {
  const refusal = publishRefusal(kind, draft);
  if (!refusal) return null;
  return new errors.ValidationError(refusal.message, {
    errors: refusal.errors.map((e) => ({ path: (e.field ?? '').split('.').filter(Boolean), message: e.message, name: 'ValidationError', value: null })),
  });
}

export function registerPublishCheck(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    const checked = PUBLISH_CHECKED[context.uid];
    if (!checked || context.action !== 'publish') return next();
    const { documentId, locale } = context.params as { documentId?: string; locale?: string };
    if (documentId) {
      const draft = (await strapi.documents(context.uid as typeof CONTENT_TYPE_UIDS.page).findOne({
        documentId,
        status: 'draft',
        ...(locale ? { locale } : {}),
        populate: checked.populate() as never,
      })) as Record<string, unknown> | null;
      const refused = draft ? publishError(draft, checked.kind) : null;
      if (refused) throw refused;
    }
    return next();
  });
}
