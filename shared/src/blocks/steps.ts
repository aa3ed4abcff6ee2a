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
  example: {
    id: 11,
    heading: 'How a project runs',
    steps: [
      { id: 111, title: 'Site survey', text: 'An engineer visits each site and records what is there.' },
      { id: 112, title: 'Design', text: 'We agree the design, the cut-over plan and the support levels with you.' },
      { id: 113, title: 'Cut-over', text: 'Sites move overnight or at weekends, with a way back for every step.' },
    ],
  },
});
