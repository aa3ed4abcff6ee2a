import { defineBlock } from '../schema/define.js';
import { listSection } from '../schema/field-sets.js';
import { officeElement } from './elements/office.js';

export const contactDetailsBlock = defineBlock({
  name: 'contact-details',
  displayName: 'Contact details',
  icon: 'phone',
  description:
    'Offices and contact points with address, phone, email and hours. Use it on the contact page; the main phone number always comes from Global settings.',
  fields: listSection(400, 'offices', officeElement, { min: 1, max: 8, label: 'Offices' }),
});
