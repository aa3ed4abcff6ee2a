import { defineBlock, type ComponentData } from '../schema/define.js';
import { component, string, text } from '../schema/fields.js';
import { stepElement } from './elements/step.js';

export const stepsBlock = defineBlock({
  name: 'steps',
  displayName: 'Steps',
  icon: 'oneToMany',
  description: 'A numbered process',
  fields: {
    heading: string({ max: 120 }),
    intro: text({ max: 400 }),
    steps: component(stepElement, { repeatable: true, min: 2, max: 8 }),
  },
});

export type StepsBlock = ComponentData<typeof stepsBlock>;
