import { defineElement, type ComponentData } from '../../schema/define.js';
import { boolean, enumeration, href, string } from '../../schema/fields.js';
import { CAMPAIGN_CODE_PATTERN } from '../../content/patterns.js';
import { ENQUIRY_TYPE_VALUES, enquiryOptions } from '../../forms/definitions.js';
import { LEAD_LIMITS } from '../../forms/lead-rules.js';
import { BLOCK_FORM_NAMES, FORM_LABELS, type BlockFormName } from '../form-names.js';

const enquiryHelp = BLOCK_FORM_NAMES.filter((f) => enquiryOptions(f).length > 0)
  .map((f) => `${FORM_LABELS[f]}: ${enquiryOptions(f).map((o) => o.value).join(', ')}`)
  .join('. ');

export const linkElement = defineElement({
  name: 'link',
  displayName: 'Link',
  icon: 'link',
  description: 'A call-to-action link or button',
  fields: {
    label: string({ label: 'Button text', required: true, max: 60, placeholder: 'Talk to us' }),
    href: href({
      required: true,
      label: 'Link',
      description: 'A site path (/contact-us), a web address, tel:+61… or mailto:…',
      placeholder: '/contact-us',
    }),
    style: enumeration(['primary', 'secondary', 'text'], {
      default: 'primary',
      label: 'Style',
      description: 'Primary: a solid button. Secondary: an outlined button. Text: a plain link',
    }),
    newTab: boolean({ default: false, label: 'Open in a new tab', description: 'Only for addresses outside this site' }),
    // Where the call to action leads a visitor who wants to enquire: the lead then records this
    // page, this button and the campaign (shared forms/lead-context).
    form: enumeration(['none', ...BLOCK_FORM_NAMES], {
      default: 'none',
      label: 'Opens a form',
      description: 'The form this button leads to (on the linked page, or on this page with #enquire); none for other links',
    }),
    enquiryType: enumeration(['none', ...ENQUIRY_TYPE_VALUES], {
      default: 'none',
      label: 'Enquiry type chosen in advance',
      description: `Only with a form. ${enquiryHelp}`,
    }),
    campaign: string({
      label: 'Campaign code',
      max: LEAD_LIMITS.campaign,
      pattern: CAMPAIGN_CODE_PATTERN,
      patternMessage: 'Use lower-case letters, digits and hyphens, e.g. q1-sdwan',
      description: 'Recorded with the leads and clicks of this button, e.g. q1-sdwan',
      placeholder: 'q1-sdwan',
    }),
  },
  check: (link) => {
    const type = link.enquiryType ?? 'none';
    if (type === 'none') return [];
    const form = link.form ?? 'none';
    if (form === 'none') return [{ field: 'enquiryType', message: 'Choose the form this button opens before an enquiry type' }];
    const options = enquiryOptions(form as BlockFormName);
    if (!options.some((o) => o.value === type)) {
      const allowed = options.map((o) => o.value).join(', ');
      return [{ field: 'enquiryType', message: allowed ? `The ${FORM_LABELS[form as BlockFormName].toLowerCase()} offers: ${allowed}` : `The ${FORM_LABELS[form as BlockFormName].toLowerCase()} has no enquiry types` }];
    }
    return [];
  },
});

export type LinkData = ComponentData<typeof linkElement>;
