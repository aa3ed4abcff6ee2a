import { defineBlock, type ComponentData } from '../schema/define.js';
import { enumeration, integer, string, text } from '../schema/fields.js';

export const latestResourcesBlock = defineBlock({
  name: 'latest-resources',
  displayName: 'Latest resources',
  icon: 'book',
  description: 'The newest news and case studies from the resources collection',
  fields: {
    heading: string({ max: 120 }),
    intro: text({ max: 400 }),
    type: enumeration(['all', 'news', 'case_study', 'guide'], { default: 'all' }),
    count: integer({ min: 1, max: 12, default: 3 }),
  },
});

export type LatestResourcesBlock = ComponentData<typeof latestResourcesBlock>;
