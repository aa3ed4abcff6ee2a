import { defineBlock, type ComponentData } from '../schema/define.js';
import { component, string, text } from '../schema/fields.js';
import { statElement } from './elements/stat.js';

export const statsBlock = defineBlock({
  name: 'stats',
  displayName: 'Statistics',
  icon: 'chartPie',
  description:
    'A row of two to six key figures. Use it for numbers a visitor can check (years, sites, response times), not for claims without a source.',
  fields: {
    heading: string({ label: 'Heading', max: 120, width: 12 }),
    intro: text({ label: 'Introduction', max: 400, width: 12 }),
    stats: component(statElement, { repeatable: true, min: 2, max: 6, label: 'Figures' }),
  },
});

export type StatsBlock = ComponentData<typeof statsBlock>;

export const statsFixture: StatsBlock = {
  __component: 'blocks.stats',
  id: 6,
  heading: 'By the numbers',
  stats: [
    { id: 61, value: '25+', label: 'Years in business' },
    { id: 62, value: '400', label: 'Sites managed', detail: 'Across every mainland state' },
    { id: 63, value: '15 min', label: 'Alert response time' },
  ],
};
