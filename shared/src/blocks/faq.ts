import { defineBlock, type ComponentData } from '../schema/define.js';
import { component, string, text } from '../schema/fields.js';
import { faqItemElement } from './elements/faq-item.js';

export const faqBlock = defineBlock({
  name: 'faq',
  displayName: 'FAQ',
  icon: 'question',
  description: 'Questions and answers, shown as an accordion',
  fields: {
    heading: string({ max: 120 }),
    intro: text({ max: 400 }),
    items: component(faqItemElement, { repeatable: true, min: 1, max: 20 }),
  },
});

export type FaqBlock = ComponentData<typeof faqBlock>;
