import { defineBlock, type ComponentData } from '../schema/define.js';
import { documentRef, enumeration, string, text } from '../schema/fields.js';
import { CONTENT_TYPE_UIDS } from '../content/content-type-uids.js';
import { CAMPAIGN_CODE_PATTERN } from '../content/patterns.js';
import { LEAD_LIMITS } from '../forms/lead-rules.js';
import { BLOCK_FORM_NAMES } from './form-names.js';

export { FORM_NAMES, type FormName } from './form-names.js';

export const formBlock = defineBlock({
  name: 'form',
  displayName: 'Form',
  icon: 'envelop',
  description:
    'A form: contact, partner application, campaign lead or any form built under Forms. Use one per page; every answer is stored under Form submissions and emailed to the team.',
  // The form as published now (its fields come from Forms, not from the page): a change to the
  // form reaches every page that shows it, and only those (the web tags them with the form).
  needs: (block) => ({ kind: 'form', key: block.builtForm?.key ?? block.form }),
  fields: {
    form: enumeration(BLOCK_FORM_NAMES, {
      default: 'contact',
      label: 'Which form',
      description: 'Contact, partner application or campaign lead (edit their questions under Forms); a form chosen below takes its place',
    }),
    builtForm: documentRef({
      label: 'Or a form from Forms',
      target: CONTENT_TYPE_UIDS.form,
      // The name first: the admin shows a chosen form by it ("Campaign lead", not its key).
      fields: ['name', 'key'],
      description: 'Any published form built under Forms, e.g. Conference registration',
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
  example: {
    id: 16,
    form: 'campaign-lead',
    builtForm: null,
    heading: 'Book your free connectivity review',
    intro: 'Leave your details and a regional engineer will call within two business days.',
    campaign: 'gday22-roadshow',
    submitLabel: 'Book my review',
  },
});

export type FormBlock = ComponentData<typeof formBlock>;
