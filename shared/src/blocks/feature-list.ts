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
});
