import { defineBlock, type ComponentData } from '../schema/define.js';
import { component, string, text } from '../schema/fields.js';
import { jobElement } from './elements/job.js';

export const jobOpeningsBlock = defineBlock({
  name: 'job-openings',
  displayName: 'Job openings',
  icon: 'briefcase',
  description: 'Open roles; the empty text shows when there are none',
  fields: {
    heading: string({ max: 120 }),
    intro: text({ max: 500 }),
    jobs: component(jobElement, { repeatable: true, max: 20 }),
    emptyText: text({ max: 300 }),
  },
});

export type JobOpeningsBlock = ComponentData<typeof jobOpeningsBlock>;
