// The web side of shared listSection (shared/src/schema/field-sets.ts): a block's heading and
// introduction, then its list, one item per element, keyed by the element's id (or its place in
// the list while an editor's new element has none). The block draws what is inside each item.
import type { ReactNode } from 'react';
import { Section } from './section';

interface ListBlock {
  __component: string;
  id: number;
  heading?: string;
  intro?: string;
}

interface ListSectionProps<T> {
  block: ListBlock;
  items: readonly T[];
  /** The list element; a description list's items are groups (div), the others' li. */
  list?: 'ul' | 'ol' | 'dl';
  className?: string;
  itemClassName?: string;
  /** The section's own class (a band, a tint) besides section. */
  sectionClassName?: string;
  tinted?: boolean;
  children: (item: T, index: number) => ReactNode;
}

export function ListSection<T extends { id?: number }>({ block, items, list: List = 'ul', className, itemClassName, sectionClassName, tinted, children }: ListSectionProps<T>) {
  const Item = List === 'dl' ? 'div' : 'li';
  const name = block.__component.replace(/^blocks\./, '');
  return (
    <Section heading={block.heading} intro={block.intro} tinted={tinted} className={sectionClassName} headingId={`${name}-${block.id}`}>
      <List className={className}>
        {items.map((item, i) => (
          <Item key={item.id ?? i} className={itemClassName}>
            {children(item, i)}
          </Item>
        ))}
      </List>
    </Section>
  );
}
