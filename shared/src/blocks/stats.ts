import { defineBlock, type ComponentData } from '../schema/define.js';
import { sectionHeading } from '../schema/field-sets.js';
import { component } from '../schema/fields.js';
import { statElement } from './elements/stat.js';

export const statsBlock = defineBlock({
  name: 'stats',
  displayName: 'Statistics',
  icon: 'chartPie',
  description:
    'A row of two to six key figures. Use it for numbers a visitor can check (years, sites, response times), not for claims without a source.',
  fields: {
    ...sectionHeading(400),
    stats: component(statElement, { repeatable: true, min: 2, max: 6, label: 'Figures' }),
  },
});

export type StatsBlock = ComponentData<typeof statsBlock>;
