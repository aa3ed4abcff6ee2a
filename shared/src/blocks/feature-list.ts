import { defineBlock, type ComponentData } from '../schema/define.js';
import { component, string, text } from '../schema/fields.js';
import { featureElement } from './elements/feature.js';

export const featureListBlock = defineBlock({
  name: 'feature-list',
  displayName: 'Feature list',
  icon: 'bulletList',
  description:
    'Features or inclusions, each with an icon and a sentence or two. Use it to say what a service includes; the items do not link anywhere.',
  fields: {
    heading: string({ label: 'Heading', max: 120, width: 12 }),
    intro: text({ label: 'Introduction', max: 500, width: 12 }),
    features: component(featureElement, { repeatable: true, min: 1, max: 12, label: 'Features' }),
  },
});

export type FeatureListBlock = ComponentData<typeof featureListBlock>;

export const featureListFixture: FeatureListBlock = {
  __component: 'blocks.feature-list',
  id: 4,
  heading: 'What is included',
  intro: 'Every managed network comes with the same foundations.',
  features: [
    { id: 41, icon: 'clock', title: '24/7 monitoring', text: 'Our Sydney operations centre watches every link and device around the clock.' },
    { id: 42, icon: 'shield', title: 'Security built in', text: 'Firewalls, patching and access reviews are part of the service, not extras.' },
    { id: 43, icon: 'users', title: 'A named engineer', text: 'You deal with people who know your sites, not a queue.' },
  ],
};
