import { defineElement, type ComponentData } from '../../schema/define.js';
import { string, text } from '../../schema/fields.js';

export const stepElement = defineElement({
  name: 'step',
  displayName: 'Step',
  icon: 'arrowRight',
  description: 'One step of a process',
  fields: {
    title: string({ label: 'Step title', required: true, max: 80, width: 12 }),
    text: text({ label: 'What happens', required: true, max: 500, width: 12 }),
  },
});

export type StepData = ComponentData<typeof stepElement>;
