import type { FormContext } from '../../forms/index';
import type { BlockOf, BlockType } from '@ironbark/shared/blocks/registry';
import type { DataNeedResults } from '@ironbark/shared/content/data-need-results';
import type { DataNeedKind } from '@ironbark/shared/content/data-needs';
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
  /** The call to action that led here, for the page's first form. */
  formContext?: FormContext;
  /** Drawn in an editor's preview: its forms check answers but never send (no lead from a preview). */
  preview?: boolean;
}

/**
 * What a block asked for with its definition's `needs`, once the page loader resolved it; undefined
 * when the block asked for something else or nothing (e.g. a hero without an end date).
 */
export function needOf<K extends DataNeedKind>(context: BlockContext, blockId: number, kind: K): DataNeedResults[K] | undefined {
  const resolved = context.extras.needs[blockId];
  return resolved?.kind === kind ? (resolved.value as DataNeedResults[K]) : undefined;
}

export interface BlockProps<T extends BlockType> {
  block: BlockOf<T>;
  context: BlockContext;
}
