import { defineBlock, type ComponentData } from '../schema/define.js';
import { enumeration, string, text } from '../schema/fields.js';

export const childPagesBlock = defineBlock({
  name: 'child-pages',
  displayName: 'Child pages',
  icon: 'oneToMany',
  description:
    'Lists the pages under this page automatically, with their title, summary and icon. Use it on section pages (Services, Industries) so new pages appear without editing this one.',
  fields: {
    heading: string({ label: 'Heading', max: 120, width: 12 }),
    intro: text({ label: 'Introduction', max: 400, width: 12 }),
    columns: enumeration(['two', 'three', 'four'], {
      default: 'three',
      label: 'Cards per row',
      description: 'On wide screens; phones always show one card per row',
    }),
  },
  needs: () => ({ kind: 'child-pages' }),
});

export type ChildPagesBlock = ComponentData<typeof childPagesBlock>;

export const childPagesFixture: ChildPagesBlock = {
  __component: 'blocks.child-pages',
  id: 18,
  heading: 'Cloud services',
  intro: 'Backup, hosting and recovery in Australian data centres, managed by our own engineers.',
  columns: 'two',
};
