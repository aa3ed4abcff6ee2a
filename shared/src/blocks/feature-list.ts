import { defineBlock, type ComponentData } from '../schema/define.js';
import { sectionHeading } from '../schema/field-sets.js';
import { component } from '../schema/fields.js';
import { featureElement } from './elements/feature.js';

export const featureListBlock = defineBlock({
  name: 'feature-list',
  displayName: 'Feature list',
  icon: 'bulletList',
  description:
    'Features or inclusions, each with an icon and a sentence or two. Use it to say what a service includes; the items do not link anywhere.',
  fields: {
    ...sectionHeading(500),
    features: component(featureElement, { repeatable: true, min: 1, max: 12, label: 'Features' }),
  },
});

export type FeatureListBlock = ComponentData<typeof featureListBlock>;
