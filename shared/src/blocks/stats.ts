import { defineBlock, type ComponentData } from '../schema/define.js';
import { component, string, text } from '../schema/fields.js';
import { statElement } from './elements/stat.js';

export const statsBlock = defineBlock({
  name: 'stats',
  displayName: 'Statistics',
  icon: 'chartPie',
  description: 'A row of key figures',
  fields: {
    heading: string({ max: 120 }),
    intro: text({ max: 400 }),
    stats: component(statElement, { repeatable: true, min: 2, max: 6 }),
  },
});

export type StatsBlock = ComponentData<typeof statsBlock>;
