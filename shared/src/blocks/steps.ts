import { defineBlock } from '../schema/define.js';
import { listSection } from '../schema/field-sets.js';
import { stepElement } from './elements/step.js';

export const stepsBlock = defineBlock({
  name: 'steps',
  displayName: 'Steps',
  icon: 'walk',
  description:
    'A numbered process of two to eight steps. Use it to show how working with us goes (survey, design, cut-over, support).',
  fields: listSection(400, 'steps', stepElement, { min: 2, max: 8, label: 'Steps' }),
});
