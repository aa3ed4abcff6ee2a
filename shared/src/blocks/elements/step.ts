import { defineComponent, type ComponentData } from '../../schema/define.js';
import { string, text } from '../../schema/fields.js';

export const stepElement = defineComponent({
  category: 'elements',
  name: 'step',
  displayName: 'Step',
  icon: 'arrowRight',
  description: 'One step of a process',
  fields: {
    title: string({ required: true, max: 80 }),
    text: text({ required: true, max: 500 }),
  },
});

export type StepData = ComponentData<typeof stepElement>;
