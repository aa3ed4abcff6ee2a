import { defineBlock, type ComponentData } from '../schema/define.js';
import { enumeration, richText, string } from '../schema/fields.js';

export const richTextBlock = defineBlock({
  name: 'rich-text',
  displayName: 'Rich text',
  icon: 'feather',
  description: 'Headings, paragraphs, lists and links',
  fields: {
    heading: string({ max: 120 }),
    body: richText({ required: true }),
    width: enumeration(['narrow', 'wide'], { default: 'narrow' }),
  },
});

export type RichTextBlock = ComponentData<typeof richTextBlock>;
