import { defineBlock, type ComponentData } from '../schema/define.js';
import { component, enumeration, string, text } from '../schema/fields.js';
import { cardElement } from './elements/card.js';

export const cardGridBlock = defineBlock({
  name: 'card-grid',
  displayName: 'Card grid',
  icon: 'grid',
  description: 'Linked cards: services, industries or any pages',
  fields: {
    heading: string({ max: 120 }),
    intro: text({ max: 500 }),
    columns: enumeration(['two', 'three', 'four'], { default: 'three' }),
    cards: component(cardElement, { repeatable: true, min: 1, max: 24 }),
  },
});

export type CardGridBlock = ComponentData<typeof cardGridBlock>;
