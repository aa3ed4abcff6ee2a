// Groups of fields that many blocks share, written once: a block spreads them into its fields
// where it wants them (the order of the fields is the order in the admin and the schema).
import { component, enumeration, string, text, type ComponentRef, type Field } from './fields.js';

/** The optional heading and introduction a section opens with. */
export function sectionHeading<const Max extends number>(introMax: Max) {
  return {
    heading: string({ label: 'Heading', max: 120, width: 12 }),
    intro: text({ label: 'Introduction', max: introMax, width: 12 }),
  };
}

/**
 * A section of one kind of item: the heading and introduction, then the list (`key`) of `element`,
 * at most `list.max` (and at least `list.min`) of them.
 */
export function listSection<const Max extends number, const K extends string, Out>(
  introMax: Max,
  key: K,
  element: ComponentRef<Out>,
  list: { min?: number; max: number; label: string },
) {
  const items = { [key]: component(element, { repeatable: true, ...list }) } as { [P in K]: Field<Out[]> };
  return { ...sectionHeading(introMax), ...items };
}

/** How many cards a grid of cards shows in a row on wide screens. */
export function cardsPerRow() {
  return {
    columns: enumeration(['two', 'three', 'four'], {
      default: 'three',
      label: 'Cards per row',
      description: 'On wide screens; phones always show one card per row',
    }),
  };
}
