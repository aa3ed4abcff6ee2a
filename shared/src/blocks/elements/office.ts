import { defineComponent, type ComponentData } from '../../schema/define.js';
import { string, text } from '../../schema/fields.js';

export const officeElement = defineComponent({
  category: 'elements',
  name: 'office',
  displayName: 'Office',
  icon: 'pinMap',
  description: 'An office or contact point',
  fields: {
    name: string({ required: true, max: 80 }),
    address: text({ max: 300 }),
    phone: string({ max: 40 }),
    email: string({ max: 120, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' }),
    hours: string({ max: 120 }),
  },
});

export type OfficeData = ComponentData<typeof officeElement>;
