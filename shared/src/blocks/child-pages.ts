import { defineBlock } from '../schema/define.js';
import { cardsPerRow, sectionHeading } from '../schema/field-sets.js';

export const childPagesBlock = defineBlock({
  name: 'child-pages',
  displayName: 'Child pages',
  icon: 'oneToMany',
  description:
    'Lists the pages under this page automatically, with their title, summary and icon. Use it on section pages (Services, Industries) so new pages appear without editing this one.',
  fields: {
    ...sectionHeading(400),
    ...cardsPerRow(),
  },
  needs: () => ({ kind: 'child-pages' }),
  example: {
    id: 18,
    heading: 'Cloud services',
    intro: 'Backup, hosting and recovery in Australian data centres, managed by our own engineers.',
    columns: 'two',
  },
});
