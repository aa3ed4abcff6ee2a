import { defineBlock, type ComponentData } from '../schema/define.js';
import { sectionHeading } from '../schema/field-sets.js';
import { component } from '../schema/fields.js';
import { stepElement } from './elements/step.js';

export const stepsBlock = defineBlock({
  name: 'steps',
  displayName: 'Steps',
  icon: 'walk',
  description:
    'A numbered process of two to eight steps. Use it to show how working with us goes (survey, design, cut-over, support).',
  fields: {
    ...sectionHeading(400),
    steps: component(stepElement, { repeatable: true, min: 2, max: 8, label: 'Steps' }),
  },
});

export type StepsBlock = ComponentData<typeof stepsBlock>;
