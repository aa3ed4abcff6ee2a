import { defineBlock, type ComponentData } from '../schema/define.js';
import { enumeration, string, text } from '../schema/fields.js';

export const childPagesBlock = defineBlock({
  name: 'child-pages',
  displayName: 'Child pages',
  icon: 'oneToMany',
  description: 'Lists the pages under this page automatically (title, summary, icon)',
  fields: {
    heading: string({ max: 120 }),
    intro: text({ max: 400 }),
    columns: enumeration(['two', 'three', 'four'], { default: 'three' }),
  },
});

export type ChildPagesBlock = ComponentData<typeof childPagesBlock>;
