import { defineElement, type ComponentData } from '../../schema/define.js';
import { enumeration, string, text } from '../../schema/fields.js';
import { ICON_NAMES } from '../icons.js';

export const featureElement = defineElement({
  name: 'feature',
  displayName: 'Feature',
  icon: 'check',
  description: 'One feature with an icon, a title and a sentence or two',
  fields: {
    icon: enumeration(ICON_NAMES, { default: 'check', label: 'Icon', width: 4 }),
    title: string({ label: 'Title', required: true, max: 80, width: 8 }),
    text: text({ label: 'Text', required: true, max: 400, width: 12 }),
  },
});

export type FeatureData = ComponentData<typeof featureElement>;
