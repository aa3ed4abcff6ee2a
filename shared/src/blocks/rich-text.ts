import { defineBlock, type ComponentData } from '../schema/define.js';
import { enumeration, richText, string } from '../schema/fields.js';

export const richTextBlock = defineBlock({
  name: 'rich-text',
  displayName: 'Rich text',
  icon: 'feather',
  description:
    'Headings, paragraphs, lists, quotes and links. Use it for the body of policies and longer explanations; start headings at level 2.',
  fields: {
    heading: string({ label: 'Heading', max: 120, width: 12 }),
    body: richText({ label: 'Text', required: true }),
    width: enumeration(['narrow', 'wide'], {
      default: 'narrow',
      label: 'Width',
      description: 'Narrow is easier to read; wide suits tables and long lists',
    }),
  },
  example: {
    id: 2,
    heading: 'How we look after your network',
    body: [
      { type: 'heading', level: 3, children: [{ type: 'text', text: 'Monitoring' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Every device reports to our Sydney operations centre. Read the ' },
          { type: 'link', url: '/about-us', children: [{ type: 'text', text: 'story of our team' }] },
          { type: 'text', text: '.' },
        ],
      },
      {
        type: 'list',
        format: 'unordered',
        children: [
          { type: 'list-item', children: [{ type: 'text', text: 'Alerts answered within 15 minutes' }] },
          { type: 'list-item', children: [{ type: 'text', text: 'Monthly reports in plain English' }] },
        ],
      },
    ],
    width: 'narrow',
  },
});

export type RichTextBlock = ComponentData<typeof richTextBlock>;
