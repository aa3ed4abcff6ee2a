import { defineBlock, type ComponentData } from '../schema/define.js';
import { enumeration, string, text } from '../schema/fields.js';
import { CAMPAIGN_CODE_PATTERN } from '../content/patterns.js';
import { LEAD_LIMITS } from '../forms/lead-rules.js';
import { BLOCK_FORM_NAMES } from './form-names.js';

export { FORM_NAMES, type FormName } from './form-names.js';

export const formBlock = defineBlock({
  name: 'form',
  displayName: 'Form',
  icon: 'envelop',
  description:
    'An enquiry form: contact, partner application or campaign lead. Use one per page; every answer is stored under Form submissions and emailed to the team.',
  fields: {
    form: enumeration(BLOCK_FORM_NAMES, {
      default: 'contact',
      label: 'Which form',
      description: 'The fields of each form are fixed; the team is emailed about every submission',
    }),
    heading: string({ label: 'Heading', max: 120, width: 12, placeholder: 'Talk to us' }),
    intro: text({ label: 'Introduction', max: 500, width: 12 }),
    campaign: string({
      label: 'Campaign code',
      max: LEAD_LIMITS.campaign,
      pattern: CAMPAIGN_CODE_PATTERN,
      patternMessage: 'Use lower-case letters, digits and hyphens, e.g. gday22-roadshow',
      description: 'Campaign lead forms: recorded with every lead from this page, e.g. gday22-roadshow',
      placeholder: 'gday22-roadshow',
    }),
    submitLabel: string({ label: 'Button text', max: 40, placeholder: 'Send message', description: 'Leave empty for the form\'s usual wording' }),
  },
});

export type FormBlock = ComponentData<typeof formBlock>;
