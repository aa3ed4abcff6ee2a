import { defineElement, type ComponentData } from '../../schema/define.js';
import { href, media, string } from '../../schema/fields.js';

export const logoElement = defineElement({
  name: 'logo',
  displayName: 'Logo',
  icon: 'picture',
  description: 'A partner or client logo; the name is shown when there is no image',
  fields: {
    name: string({ label: 'Organisation name', required: true, max: 80, description: 'Also the logo\'s alternative text' }),
    image: media({ label: 'Logo image' }),
    href: href({ label: 'Link', description: 'Optional: the organisation\'s website' }),
  },
});

export type LogoData = ComponentData<typeof logoElement>;
