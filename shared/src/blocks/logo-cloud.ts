import { defineBlock, type ComponentData } from '../schema/define.js';
import { component, string, text } from '../schema/fields.js';
import { logoElement } from './elements/logo.js';

export const logoCloudBlock = defineBlock({
  name: 'logo-cloud',
  displayName: 'Logo cloud',
  icon: 'apps',
  description: 'Technology partners, accreditations or clients',
  fields: {
    heading: string({ max: 120 }),
    intro: text({ max: 400 }),
    logos: component(logoElement, { repeatable: true, min: 2, max: 18 }),
  },
});

export type LogoCloudBlock = ComponentData<typeof logoCloudBlock>;
