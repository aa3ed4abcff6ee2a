import { defineBlock, type ComponentData } from '../schema/define.js';
import { sectionHeading } from '../schema/field-sets.js';
import { component } from '../schema/fields.js';
import { faqItemElement } from './elements/faq-item.js';

export const faqBlock = defineBlock({
  name: 'faq',
  displayName: 'FAQ',
  icon: 'question',
  description:
    'Questions and answers shown as an accordion. Use it for the questions customers really ask; search engines may show them in results.',
  fields: {
    ...sectionHeading(400),
    items: component(faqItemElement, { repeatable: true, min: 1, max: 20, label: 'Questions' }),
  },
});

export type FaqBlock = ComponentData<typeof faqBlock>;
