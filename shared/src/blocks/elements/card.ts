import { defineComponent, type ComponentData } from '../../schema/define.js';
import { enumeration, href, media, string, text } from '../../schema/fields.js';
import { ICON_NAMES } from '../icons.js';

export const cardElement = defineComponent({
  category: 'elements',
  name: 'card',
  displayName: 'Card',
  icon: 'dashboard',
  description: 'A linked card: a service, an industry or any page',
  fields: {
    title: string({ required: true, max: 80 }),
    text: text({ max: 400 }),
    href: href(),
    linkLabel: string({ max: 40 }),
    icon: enumeration(['none', ...ICON_NAMES], { default: 'none' }),
    image: media(),
  },
});

export type CardData = ComponentData<typeof cardElement>;
