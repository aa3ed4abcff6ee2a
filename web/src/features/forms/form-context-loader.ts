// The form page's side of a call to action's context (form-context.ts): the query, checked, and
// what the CMS says about the page and button it names, for the "About:" line. A button that the
// source page does not have (an old or made-up link) keeps the enquiry type and the source page,
// never a label of the visitor's making.
import type { Block } from '@ironbark/shared/blocks/registry';
import type { LinkData } from '@ironbark/shared/blocks/elements/link';
import type { ContentSource } from '../../lib/content-source';
import { aboutLine, ctaIdOfLink, ctaQueryOf, TALK_TO_SALES, type FormContext } from './form-context';

/** The editor's buttons of a page's blocks. */
function linksOf(blocks: readonly Block[]): LinkData[] {
  return blocks.flatMap((block) => {
    const b = block as { actions?: LinkData[]; action?: LinkData | null };
    return [...(b.actions ?? []), ...(b.action ? [b.action] : [])];
  });
}

export async function formContextFor(source: Pick<ContentSource, 'page'>, path: string, params: URLSearchParams): Promise<FormContext | undefined> {
  const query = ctaQueryOf(params);
  if (!query.enquiry && !query.from && !query.cta && !query.campaign) return undefined;
  const context: FormContext = {};
  if (query.enquiry) context.enquiry = query.enquiry;
  if (query.campaign) context.campaign = query.campaign;
  if (query.from && query.from !== path) {
    const from = await source.page(query.from).catch(() => null);
    if (from) {
      context.sourcePage = from.page.path;
      // The page's own buttons, or the header's and call bar's "Talk to sales" (on every page).
      const button =
        query.cta === TALK_TO_SALES.cta
          ? { label: TALK_TO_SALES.label }
          : query.cta
            ? linksOf(from.page.blocks).find((l) => ctaIdOfLink(l) === query.cta)
            : undefined;
      if (button) context.cta = query.cta;
      context.about = aboutLine(button?.label, from.page.title);
    }
  }
  return Object.keys(context).length > 0 ? context : undefined;
}
