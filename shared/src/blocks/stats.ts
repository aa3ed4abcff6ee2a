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
});
