import { defineBlock, type ComponentData } from '../schema/define.js';
import { component, enumeration, media, richText, string } from '../schema/fields.js';
import { linkElement } from './elements/link.js';

export const imageTextBlock = defineBlock({
  name: 'image-text',
  displayName: 'Image and text',
  icon: 'layout',
  description: 'An image beside a passage of text',
  fields: {
    eyebrow: string({ max: 60 }),
    heading: string({ required: true, max: 120 }),
    body: richText({ required: true }),
    image: media({ required: true }),
    imagePosition: enumeration(['left', 'right'], { default: 'right' }),
    action: component(linkElement),
  },
});

export type ImageTextBlock = ComponentData<typeof imageTextBlock>;
