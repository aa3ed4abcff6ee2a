import { defineBlock } from '../schema/define.js';
import { listSection } from '../schema/field-sets.js';
import { statElement } from './elements/stat.js';

export const statsBlock = defineBlock({
  name: 'stats',
  displayName: 'Statistics',
  icon: 'chartPie',
  description:
    'A row of two to six key figures. Use it for numbers a visitor can check (years, sites, response times), not for claims without a source.',
  fields: listSection(400, 'stats', statElement, { min: 2, max: 6, label: 'Figures' }),
  example: {
    id: 6,
    heading: 'By the numbers',
    stats: [
      { id: 61, value: '25+', label: 'Years in business' },
      { id: 62, value: '400', label: 'Sites managed', detail: 'Across every mainland state' },
      { id: 63, value: '15 min', label: 'Alert response time' },
    ],
  },
});
