import { defineBlock, type ComponentData } from '../schema/define.js';
import { sectionHeading } from '../schema/field-sets.js';
import { component } from '../schema/fields.js';
import { logoElement } from './elements/logo.js';

export const logoCloudBlock = defineBlock({
  name: 'logo-cloud',
  displayName: 'Logo cloud',
  icon: 'apps',
  description:
    'A row of logos: technology partners, accreditations or clients. Use it as proof near the top of a page; only show logos you have permission to use.',
  fields: {
    ...sectionHeading(400),
    logos: component(logoElement, { repeatable: true, min: 2, max: 18, label: 'Logos' }),
  },
});

export type LogoCloudBlock = ComponentData<typeof logoCloudBlock>;
