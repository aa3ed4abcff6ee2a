import { defineBlock, type ComponentData } from '../schema/define.js';
import { component, string, text } from '../schema/fields.js';
import { faqItemElement } from './elements/faq-item.js';

export const faqBlock = defineBlock({
  name: 'faq',
  displayName: 'FAQ',
  icon: 'question',
  description:
    'Questions and answers shown as an accordion. Use it for the questions customers really ask; search engines may show them in results.',
  fields: {
    heading: string({ label: 'Heading', max: 120, width: 12 }),
    intro: text({ label: 'Introduction', max: 400, width: 12 }),
    items: component(faqItemElement, { repeatable: true, min: 1, max: 20, label: 'Questions' }),
  },
});

export type FaqBlock = ComponentData<typeof faqBlock>;

export const faqFixture: FaqBlock = {
  __component: 'blocks.faq',
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
};
