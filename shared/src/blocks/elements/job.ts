import { defineComponent, type ComponentData } from '../../schema/define.js';
import { enumeration, href, string, text } from '../../schema/fields.js';

export const jobElement = defineComponent({
  category: 'elements',
  name: 'job',
  displayName: 'Job opening',
  icon: 'briefcase',
  description: 'An open role',
  fields: {
    title: string({ required: true, max: 100 }),
    location: string({ required: true, max: 80 }),
    employment: enumeration(['full_time', 'part_time', 'contract', 'graduate'], {
      default: 'full_time',
    }),
    summary: text({ required: true, max: 600 }),
    applyHref: href({ required: true }),
  },
});

export type JobData = ComponentData<typeof jobElement>;
