import { defineElement, type ComponentData } from '../../schema/define.js';
import { email, string, text } from '../../schema/fields.js';

export const officeElement = defineElement({
  name: 'office',
  displayName: 'Office',
  icon: 'pinMap',
  description: 'An office or contact point',
  fields: {
    name: string({ label: 'Office name', required: true, max: 80, placeholder: 'Sydney head office' }),
    address: text({ label: 'Address', max: 300 }),
    phone: string({ label: 'Phone', max: 40, placeholder: '(02) 5550 4200' }),
    email: email({ label: 'Email', placeholder: 'sydney@ironbark.example' }),
    hours: string({ label: 'Opening hours', max: 120, placeholder: 'Monday to Friday, 8.30 am to 5 pm' }),
  },
});

export type OfficeData = ComponentData<typeof officeElement>;
