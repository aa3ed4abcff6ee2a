import { defineElement, type ComponentData } from '../../schema/define.js';
import { string, text } from '../../schema/fields.js';

export const faqItemElement = defineElement({
  name: 'faq-item',
  displayName: 'FAQ item',
  icon: 'question',
  description: 'A question and its answer',
  fields: {
    question: string({ label: 'Question', required: true, max: 160, width: 12 }),
    answer: text({ label: 'Answer', required: true, max: 1500, width: 12 }),
  },
});

export type FaqItemData = ComponentData<typeof faqItemElement>;
