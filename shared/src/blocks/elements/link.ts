import { defineComponent, type ComponentData } from '../../schema/define.js';
import { boolean, enumeration, href, string } from '../../schema/fields.js';

export const linkElement = defineComponent({
  category: 'elements',
  name: 'link',
  displayName: 'Link',
  icon: 'link',
  description: 'A call-to-action link or button',
  fields: {
    label: string({ required: true, max: 60 }),
    href: href({ required: true }),
    style: enumeration(['primary', 'secondary', 'text'], { default: 'primary' }),
    newTab: boolean({ default: false }),
  },
});

export type LinkData = ComponentData<typeof linkElement>;
