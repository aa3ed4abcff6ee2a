import type { BlockOf, BlockType } from '@ironbark/shared/blocks/registry';
import type { PageSummary } from '@ironbark/shared/content/page';
import type { LayoutData, PageExtras } from '../../../lib/content-source';

export interface Crumb {
  label: string;
  href: string;
}

/** What a block may need besides its own fields. */
export interface BlockContext {
  /** Position on the page: the first block is above the fold. */
  index: number;
  /** The first block of its type on the page (the first form is the one "#enquire" links reach). */
  firstOfType: boolean;
  extras: PageExtras;
  layout: LayoutData;
  page: PageSummary;
  breadcrumbs: Crumb[];
}

export interface BlockProps<T extends BlockType> {
  block: BlockOf<T>;
  context: BlockContext;
}
