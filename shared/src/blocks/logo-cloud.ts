import { defineBlock } from '../schema/define.js';
import { listSection } from '../schema/field-sets.js';
import { logoElement } from './elements/logo.js';
import { fixtureImage } from './fixture-media.js';

export const logoCloudBlock = defineBlock({
  name: 'logo-cloud',
  displayName: 'Logo cloud',
  icon: 'apps',
  description:
    'A row of logos: technology partners, accreditations or clients. Use it as proof near the top of a page; only show logos you have permission to use.',
  fields: listSection(400, 'logos', logoElement, { min: 2, max: 18, label: 'Logos' }),
  example: {
    id: 7,
    heading: 'Technology partners',
    logos: [
      { id: 71, name: 'Riverina Water', image: fixtureImage('logo-riverina-water', 'Riverina Water', 320, 120) },
      { id: 72, name: 'Coastline Holiday Parks', href: 'https://www.example.com' },
      { id: 73, name: 'Hunter Valley Buses' },
    ],
  },
});
