import { defineBlock } from '../schema/define.js';
import { component, enumeration, string, text } from '../schema/fields.js';
import { linkElement } from './elements/link.js';

export const ctaBannerBlock = defineBlock({
  name: 'cta-banner',
  displayName: 'Call-to-action banner',
  icon: 'cursor',
  description:
    'A closing prompt with one or two buttons. Use it near the end of a page to tell visitors what to do next (call, enquire, book).',
  fields: {
    heading: string({ label: 'Heading', required: true, max: 120, width: 12 }),
    text: text({ label: 'Text', max: 400, width: 12 }),
    tone: enumeration(['brand', 'dark', 'light'], {
      default: 'brand',
      label: 'Colour',
      description: 'Brand: the Ironbark green. Dark: near-black. Light: a pale background',
    }),
    actions: component(linkElement, { repeatable: true, min: 1, max: 2, label: 'Buttons' }),
  },
  example: {
    id: 9,
    heading: 'Ready to talk about your network?',
    text: 'Tell us about your sites and we will come back within one business day with next steps.',
    tone: 'brand',
    actions: [
      { id: 91, label: 'Book a network assessment', href: '/contact-us', style: 'primary', newTab: false, form: 'contact', builtForm: null, enquiryType: 'network', campaign: 'q1-sdwan' },
      { id: 92, label: 'Call (02) 5550 4200', href: 'tel:+61255504200', style: 'secondary', newTab: false, form: 'none', builtForm: null, enquiryType: 'none' },
    ],
  },
});
