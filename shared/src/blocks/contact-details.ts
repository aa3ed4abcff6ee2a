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
  example: {
    id: 15,
    heading: 'Our offices',
    intro: 'Call the network operations centre any time; our offices are open on weekdays.',
    offices: [
      {
        id: 151,
        name: 'Sydney head office',
        address: 'Level 9, 60 Margaret Street, Sydney NSW 2000',
        phone: '(02) 5550 4200',
        email: 'sydney@ironbark.example',
        hours: 'Monday to Friday, 8.30 am to 5 pm',
      },
      {
        id: 152,
        name: 'Brisbane operations',
        address: '12 Creek Street, Brisbane QLD 4000',
        phone: '(07) 5550 1180',
        hours: 'Monday to Friday, 8 am to 4.30 pm',
      },
    ],
  },
});
