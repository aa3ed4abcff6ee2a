// Groups of fields that many blocks share, written once: a block spreads them into its fields
// where it wants them (the order of the fields is the order in the admin and the schema).
import { enumeration, string, text } from './fields.js';

/** The optional heading and introduction a section opens with. */
export function sectionHeading<const Max extends number>(introMax: Max) {
  return {
    heading: string({ label: 'Heading', max: 120, width: 12 }),
    intro: text({ label: 'Introduction', max: introMax, width: 12 }),
  };
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
