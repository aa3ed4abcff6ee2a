import { defineElement, type ComponentData } from '../../schema/define.js';
import { string } from '../../schema/fields.js';

export const statElement = defineElement({
  name: 'stat',
  displayName: 'Statistic',
  icon: 'chartCircle',
  description: 'A figure with its label',
  fields: {
    value: string({ label: 'Figure', required: true, max: 16, width: 4, placeholder: '400+' }),
    label: string({ label: 'What it counts', required: true, max: 80, width: 8, placeholder: 'Sites managed' }),
    detail: string({ label: 'Detail', max: 160, width: 12, description: 'Optional small print under the figure' }),
  },
});

export type StatData = ComponentData<typeof statElement>;
