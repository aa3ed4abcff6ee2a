import { defineComponent, type ComponentData } from '../../schema/define.js';
import { enumeration, string, text } from '../../schema/fields.js';
import { ICON_NAMES } from '../icons.js';

export const featureElement = defineComponent({
  category: 'elements',
  name: 'feature',
  displayName: 'Feature',
  icon: 'check',
  description: 'One feature with an icon, a title and a sentence or two',
  fields: {
    icon: enumeration(ICON_NAMES, { default: 'check' }),
    title: string({ required: true, max: 80 }),
    text: text({ required: true, max: 400 }),
  },
});

export type FeatureData = ComponentData<typeof featureElement>;
