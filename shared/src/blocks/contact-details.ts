import { defineBlock, type ComponentData } from '../schema/define.js';
import { component, string, text } from '../schema/fields.js';
import { officeElement } from './elements/office.js';

export const contactDetailsBlock = defineBlock({
  name: 'contact-details',
  displayName: 'Contact details',
  icon: 'phone',
  description: 'Offices and contact points; the site phone number comes from global settings',
  fields: {
    heading: string({ max: 120 }),
    intro: text({ max: 400 }),
    offices: component(officeElement, { repeatable: true, min: 1, max: 8 }),
  },
});

export type ContactDetailsBlock = ComponentData<typeof contactDetailsBlock>;
