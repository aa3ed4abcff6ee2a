import { defineBlock } from '../schema/define.js';
import { listSection } from '../schema/field-sets.js';
import { featureElement } from './elements/feature.js';

export const featureListBlock = defineBlock({
  name: 'feature-list',
  displayName: 'Feature list',
  icon: 'bulletList',
  description:
    'Features or inclusions, each with an icon and a sentence or two. Use it to say what a service includes; the items do not link anywhere.',
  fields: listSection(500, 'features', featureElement, { min: 1, max: 12, label: 'Features' }),
  example: {
    id: 4,
    heading: 'What is included',
    intro: 'Every managed network comes with the same foundations.',
    features: [
      { id: 41, icon: 'clock', title: '24/7 monitoring', text: 'Our Sydney operations centre watches every link and device around the clock.' },
      { id: 42, icon: 'shield', title: 'Security built in', text: 'Firewalls, patching and access reviews are part of the service, not extras.' },
      { id: 43, icon: 'users', title: 'A named engineer', text: 'You deal with people who know your sites, not a queue.' },
    ],
  },
});
