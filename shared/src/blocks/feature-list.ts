import { defineBlock, type ComponentData } from '../schema/define.js';
import { component, string, text } from '../schema/fields.js';
import { featureElement } from './elements/feature.js';

export const featureListBlock = defineBlock({
  name: 'feature-list',
  displayName: 'Feature list',
  icon: 'bulletList',
  description: 'Features or inclusions, each with an icon',
  fields: {
    heading: string({ max: 120 }),
    intro: text({ max: 500 }),
    features: component(featureElement, { repeatable: true, min: 1, max: 12 }),
  },
});

export type FeatureListBlock = ComponentData<typeof featureListBlock>;
