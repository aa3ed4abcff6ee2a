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
  example: {
    id: 10,
    heading: 'Common questions',
    items: [
      {
        id: 101,
        question: 'Do you work outside capital cities?',
        answer: 'Yes. Most of the sites we manage are regional, and we have engineers in six states.',
      },
      {
        id: 102,
        question: 'Can you take over a network another provider built?',
        answer: 'Usually. We audit what is there, document it and fix the urgent problems before taking on support.',
      },
    ],
  },
});
