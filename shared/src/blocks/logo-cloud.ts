import { defineBlock, type ComponentData } from '../schema/define.js';
import { component, string, text } from '../schema/fields.js';
import { logoElement } from './elements/logo.js';
import { fixtureImage } from './fixture-media.js';

export const logoCloudBlock = defineBlock({
  name: 'logo-cloud',
  displayName: 'Logo cloud',
  icon: 'apps',
  description:
    'A row of logos: technology partners, accreditations or clients. Use it as proof near the top of a page; only show logos you have permission to use.',
  fields: {
    heading: string({ label: 'Heading', max: 120, width: 12 }),
    intro: text({ label: 'Introduction', max: 400, width: 12 }),
    logos: component(logoElement, { repeatable: true, min: 2, max: 18, label: 'Logos' }),
  },
});

export type LogoCloudBlock = ComponentData<typeof logoCloudBlock>;

export const logoCloudFixture: LogoCloudBlock = {
  __component: 'blocks.logo-cloud',
  id: 7,
  heading: 'Technology partners',
  logos: [
    { id: 71, name: 'Riverina Water', image: fixtureImage('logo-riverina-water', 'Riverina Water', 320, 120) },
    { id: 72, name: 'Coastline Holiday Parks', href: 'https://www.example.com' },
    { id: 73, name: 'Hunter Valley Buses' },
  ],
};
