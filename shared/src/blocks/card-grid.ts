import { defineBlock } from '../schema/define.js';
import { cardsPerRow, sectionHeading } from '../schema/field-sets.js';
import { component } from '../schema/fields.js';
import { cardElement } from './elements/card.js';
import { fixtureImage } from './fixture-media.js';

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
  example: {
    id: 3,
    heading: 'Industries we connect',
    intro: 'Networks and radio systems built for the way each sector works, and supported from our Sydney operations centre.',
    columns: 'three',
    cards: [
      {
        id: 31,
        title: 'Local government',
        text: 'Depots, libraries and council chambers on one managed network, with radio for field crews.',
        href: '/industries/government',
        linkLabel: 'Councils and agencies',
        icon: 'building',
      },
      {
        id: 32,
        title: 'Holiday parks',
        text: 'Guest Wi-Fi that keeps up in peak season, plus number-plate recognition at the boom gate.',
        href: '/industries/holidayparks',
        icon: 'tent',
        image: fixtureImage('holiday-park-wifi', 'Cabins at a coastal holiday park at dusk'),
      },
      {
        id: 33,
        title: 'Education',
        text: 'Wi-Fi 6E, content filtering and CCTV for schools and TAFE campuses.',
        href: '/industries/education',
        icon: 'school',
      },
    ],
  },
});
