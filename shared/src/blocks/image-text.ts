import { defineBlock } from '../schema/define.js';
import { component, enumeration, media, richText, string } from '../schema/fields.js';
import { linkElement } from './elements/link.js';

export const imageTextBlock = defineBlock({
  name: 'image-text',
  displayName: 'Image and text',
  icon: 'layout',
  description:
    'A picture beside a passage of text, with an optional button. Use it to tell one part of a story (a project, a team, a place); alternate the image side down the page.',
  fields: {
    eyebrow: string({ label: 'Eyebrow', max: 60, description: 'A short line above the heading' }),
    heading: string({ label: 'Heading', required: true, max: 120 }),
    body: richText({ label: 'Text', required: true }),
    image: media({ label: 'Image', required: true }),
    imagePosition: enumeration(['left', 'right'], {
      default: 'right',
      label: 'Image side',
      description: 'Which side of the text the image sits on, on wide screens (phones show it above the text)',
    }),
    action: component(linkElement, { label: 'Button', description: 'Optional: one button under the text' }),
  },
});
