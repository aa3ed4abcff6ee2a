import { defineBlock, type ComponentData } from '../schema/define.js';
import { component, enumeration, string, text } from '../schema/fields.js';
import { linkElement } from './elements/link.js';

export const ctaBannerBlock = defineBlock({
  name: 'cta-banner',
  displayName: 'Call-to-action banner',
  icon: 'cursor',
  description: 'A closing prompt with one or two actions',
  fields: {
    heading: string({ required: true, max: 120 }),
    text: text({ max: 400 }),
    tone: enumeration(['brand', 'dark', 'light'], { default: 'brand' }),
    actions: component(linkElement, { repeatable: true, min: 1, max: 2 }),
  },
});

export type CtaBannerBlock = ComponentData<typeof ctaBannerBlock>;
