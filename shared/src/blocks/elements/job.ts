import { defineElement, type ComponentData } from '../../schema/define.js';
import { enumeration, href, string, text } from '../../schema/fields.js';

export const jobElement = defineElement({
  name: 'job',
  displayName: 'Job opening',
  icon: 'briefcase',
  description: 'An open role',
  fields: {
    title: string({ label: 'Role', required: true, max: 100, placeholder: 'Field network engineer' }),
    location: string({ label: 'Location', required: true, max: 80, placeholder: 'Wagga Wagga NSW' }),
    employment: enumeration(['full_time', 'part_time', 'contract', 'graduate'], {
      default: 'full_time',
      label: 'Employment type',
    }),
    summary: text({ label: 'Summary', required: true, max: 600, width: 12 }),
    applyHref: href({
      required: true,
      label: 'How to apply',
      description: 'Where the "Apply" button leads: a job listing, a mailto: address or a site page',
      placeholder: 'mailto:careers@ironbark.example',
    }),
  },
});

export type JobData = ComponentData<typeof jobElement>;
