import { defineBlock } from '../schema/define.js';
import { sectionHeading } from '../schema/field-sets.js';
import { enumeration, integer } from '../schema/fields.js';
import { RESOURCE_TYPES } from '../content/resource-types.js';

export const latestResourcesBlock = defineBlock({
  name: 'latest-resources',
  displayName: 'Latest resources',
  icon: 'book',
  description:
    'The newest news, case studies or guides from Resources, updated automatically. Use it to show recent work on the home page or a service page.',
  fields: {
    ...sectionHeading(400),
    type: enumeration(['all', ...RESOURCE_TYPES], {
      default: 'all',
      label: 'Which resources',
      description: 'All types, or only news, case studies or guides',
    }),
    count: integer({ min: 1, max: 12, default: 3, label: 'How many', description: 'From 1 to 12' }),
  },
  needs: (block) => ({
    kind: 'latest-resources',
    ...(block.type === 'all' ? {} : { type: block.type }),
    count: block.count,
  }),
  example: {
    id: 17,
    heading: 'Recent work',
    intro: 'Case studies from councils, parks and schools we connect.',
    type: 'case_study',
    count: 3,
  },
});
