import { defineBlock } from '../schema/define.js';
import { listSection } from '../schema/field-sets.js';
import { text } from '../schema/fields.js';
import { jobElement } from './elements/job.js';

export const jobOpeningsBlock = defineBlock({
  name: 'job-openings',
  displayName: 'Job openings',
  icon: 'briefcase',
  description:
    'Open roles with location, type and a way to apply. Use it on the careers page; when there are no roles, the "no openings" text shows instead.',
  fields: {
    ...listSection(500, 'jobs', jobElement, { max: 20, label: 'Roles' }),
    emptyText: text({
      label: 'No openings text',
      max: 300,
      width: 12,
      description: 'Shown when the list of roles is empty',
      placeholder: 'There are no open roles right now. Send us your CV anyway.',
    }),
  },
  example: {
    id: 14,
    heading: 'Open roles',
    intro: 'We hire engineers where our customers are, not just in Sydney.',
    jobs: [
      {
        id: 141,
        title: 'Field network engineer',
        location: 'Wagga Wagga NSW',
        employment: 'full_time',
        summary: 'Install and look after networks and radio sites across the Riverina, with a company vehicle and on-call allowance.',
        applyHref: 'mailto:careers@ironbark.example',
      },
    ],
    emptyText: 'There are no open roles right now. Send your CV to careers@ironbark.example and we will keep it on file.',
  },
});
