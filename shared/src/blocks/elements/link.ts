import { defineComponent, type ComponentData } from '../../schema/define.js';
import { boolean, enumeration, href, string } from '../../schema/fields.js';

export const linkElement = defineComponent({
  category: 'elements',
  name: 'link',
  displayName: 'Link',
  icon: 'link',
  description: 'A call-to-action link or button',
  fields: {
    label: string({ label: 'Button text', required: true, max: 60, placeholder: 'Talk to us' }),
    href: href({
      required: true,
      label: 'Link',
      description: 'A site path (/contact-us), a web address, tel:+61… or mailto:…',
      placeholder: '/contact-us',
    }),
    style: enumeration(['primary', 'secondary', 'text'], {
      default: 'primary',
      label: 'Style',
      description: 'Primary: a solid button. Secondary: an outlined button. Text: a plain link',
    }),
    newTab: boolean({ default: false, label: 'Open in a new tab', description: 'Only for addresses outside this site' }),
  },
});

export type LinkData = ComponentData<typeof linkElement>;
