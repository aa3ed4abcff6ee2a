import { defineBlock } from '../schema/define.js';
import { listSection } from '../schema/field-sets.js';
import { faqItemElement } from './elements/faq-item.js';

export const faqBlock = defineBlock({
  name: 'faq',
  displayName: 'FAQ',
  icon: 'question',
  description:
    'Questions and answers shown as an accordion. Use it for the questions customers really ask; search engines may show them in results.',
  fields: listSection(400, 'items', faqItemElement, { min: 1, max: 20, label: 'Questions' }),
});
