import { defineBlock, type ComponentData } from '../schema/define.js';
import { media, string, text } from '../schema/fields.js';

export const testimonialBlock = defineBlock({
  name: 'testimonial',
  displayName: 'Testimonial',
  icon: 'quote',
  description: 'A quote from a customer',
  fields: {
    quote: text({ required: true, max: 700 }),
    author: string({ required: true, max: 80 }),
    role: string({ max: 100 }),
    organisation: string({ max: 100 }),
    photo: media(),
  },
});

export type TestimonialBlock = ComponentData<typeof testimonialBlock>;
