import { defineBlock } from '../schema/define.js';
import { cardsPerRow, sectionHeading } from '../schema/field-sets.js';
import { component } from '../schema/fields.js';
import { cardElement } from './elements/card.js';

export const cardGridBlock = defineBlock({
  name: 'card-grid',
  displayName: 'Card grid',
  icon: 'grid',
  description:
    'Linked cards in a grid. Use it to send visitors on to services, industries or any other pages you choose by hand; for the pages under this one, use "Child pages" instead.',
  fields: {
    ...sectionHeading(500),
    ...cardsPerRow(),
    cards: component(cardElement, { repeatable: true, min: 1, max: 24, label: 'Cards' }),
  },
});
