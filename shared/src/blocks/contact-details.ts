import { defineBlock, type ComponentData } from '../schema/define.js';
import { sectionHeading } from '../schema/field-sets.js';
import { component } from '../schema/fields.js';
import { officeElement } from './elements/office.js';

export const contactDetailsBlock = defineBlock({
  name: 'contact-details',
  displayName: 'Contact details',
  icon: 'phone',
  description:
    'Offices and contact points with address, phone, email and hours. Use it on the contact page; the main phone number always comes from Global settings.',
  fields: {
    ...sectionHeading(400),
    offices: component(officeElement, { repeatable: true, min: 1, max: 8, label: 'Offices' }),
  },
});

export type ContactDetailsBlock = ComponentData<typeof contactDetailsBlock>;
