import { defineElement, type ComponentData } from '../../schema/define.js';
import { enumeration, href, media, string, text } from '../../schema/fields.js';
import { ICON_NAMES } from '../icons.js';

export const cardElement = defineElement({
  name: 'card',
  displayName: 'Card',
  icon: 'dashboard',
  description: 'A linked card: a service, an industry or any page',
  fields: {
    title: string({ label: 'Title', required: true, max: 80 }),
    text: text({ label: 'Text', max: 400, description: 'One or two sentences under the title' }),
    href: href({
      label: 'Link',
      description: 'Where the card leads: a site path (/services/cloud-services) or a web address',
      placeholder: '/services/cloud-services',
    }),
    linkLabel: string({ label: 'Link text', max: 40, description: 'Leave empty for "Learn more"', placeholder: 'Learn more' }),
    icon: enumeration(['none', ...ICON_NAMES], {
      default: 'none',
      label: 'Icon',
      description: 'Shown above the title; ignored when the card has an image',
    }),
    image: media({ label: 'Image', description: 'Optional picture across the top of the card' }),
  },
});

export type CardData = ComponentData<typeof cardElement>;
