// Visitors never lose a section silently: the site leaves out a block that does not match its
// definition (shared blocks/registry parseBlocks), so the CMS refuses to publish a page with such
// a block, naming the block and the field to fix in the editor's words ("Block 3, Call-to-action
// banner: Buttons: at least 1 needed"). The draft is read the way the site reads a page (the same
// populate) and checked with the same validators. The preview shows the same message in place of
// the block (web: features/preview).
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { parseBlocks } from '@ironbark/shared/blocks/registry';
import { pagePopulate } from '@ironbark/shared/content/page';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

const PAGE_UID = CONTENT_TYPE_UIDS.page;

/** The message for editors, or null when every block would be shown. */
export function publishRefusal(blocks: unknown): string | null {
  const { problems } = parseBlocks(blocks);
  if (problems.length === 0) return null;
  const list = problems.map((p) => p.message).join('. ');
  return `This page cannot be published: the site would leave out ${problems.length === 1 ? 'a block' : `${problems.length} blocks`}. ${list}. Fix ${problems.length === 1 ? 'it' : 'them'} or remove ${problems.length === 1 ? 'it' : 'them'}, then publish again.`;
}

export function registerPublishCheck(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== PAGE_UID || context.action !== 'publish') return next();
    const { documentId, locale } = context.params as { documentId?: string; locale?: string };
    if (documentId) {
      const draft = (await strapi.documents(PAGE_UID).findOne({
        documentId,
        status: 'draft',
        ...(locale ? { locale } : {}),
        populate: pagePopulate() as never,
      })) as { blocks?: unknown } | null;
      const refusal = draft ? publishRefusal(draft.blocks) : null;
      if (refusal) throw new errors.ValidationError(refusal);
    }
    return next();
  });
}
