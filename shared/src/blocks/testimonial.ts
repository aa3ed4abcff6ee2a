import { defineBlock } from '../schema/define.js';
import { media, string, text } from '../schema/fields.js';
import { fixtureImage } from './fixture-media.js';

export const testimonialBlock = defineBlock({
  name: 'testimonial',
  displayName: 'Testimonial',
  icon: 'quote',
  description:
    'A quote from a customer with their name and organisation. Use real words from a real customer, with their permission.',
  fields: {
    quote: text({ label: 'Quote', required: true, max: 700, width: 12, description: 'Without quotation marks; the site adds them' }),
    author: string({ label: 'Name', required: true, max: 80 }),
    role: string({ label: 'Role', max: 100 }),
    organisation: string({ label: 'Organisation', max: 100 }),
    photo: media({ label: 'Photo' }),
  },
  example: {
    id: 8,
    quote: 'The cut-over happened overnight. Our crews started Monday on the new network and nobody noticed, which is exactly what we wanted.',
    author: 'Sam Nguyen',
    role: 'IT manager',
    organisation: 'Riverina Water',
    photo: fixtureImage('sam-nguyen', 'Sam Nguyen', 400, 400),
  },
});
