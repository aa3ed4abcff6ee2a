import { defineComponent, type ComponentData } from '../../schema/define.js';
import { string } from '../../schema/fields.js';

export const statElement = defineComponent({
  category: 'elements',
  name: 'stat',
  displayName: 'Statistic',
  icon: 'chartCircle',
  description: 'A figure with its label',
  fields: {
    value: string({ required: true, max: 16 }),
    label: string({ required: true, max: 80 }),
    detail: string({ max: 160 }),
  },
});

export type StatData = ComponentData<typeof statElement>;
