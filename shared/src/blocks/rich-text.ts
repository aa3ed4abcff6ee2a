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
});

export type RichTextBlock = ComponentData<typeof richTextBlock>;
