import { defineElement, type ComponentData } from '../../schema/define.js';
import { boolean, documentRef, enumeration, href, string } from '../../schema/fields.js';
import { CONTENT_TYPE_UIDS } from '../../content/content-type-uids.js';
import { CAMPAIGN_CODE_PATTERN } from '../../content/patterns.js';
import { ENQUIRY_VALUE_MAX } from '../../forms/cta-form.js';
import { OPTION_VALUE_PATTERN } from '../../forms/option-value.js';
import { LEAD_LIMITS } from '../../forms/lead-rules.js';
import { BLOCK_FORM_NAMES } from '../form-names.js';


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
    // page, this button and the campaign (shared forms/lead-context). The button still goes where
    // its Link says (the page that holds the form, or #enquire for this page's own form): the
    // form it names is what it counts under and what its enquiry type is checked against.
    form: enumeration(['none', ...BLOCK_FORM_NAMES], {
      default: 'none',
      label: 'Opens a form',
      description: 'The form this button leads to (on the linked page, or on this page with #enquire); none for other links. A form chosen below takes its place',
    }),
    builtForm: documentRef({
      label: 'Or a form from Forms',
      target: CONTENT_TYPE_UIDS.form,
      // The name first: the admin shows a chosen form by it ("Conference registration", not its key).
      fields: ['name', 'key'],
      description: 'Any published form built under Forms, e.g. Conference registration: the Link must lead to the page that shows it (or #enquire on this page)',
    }),
    // Text, not a fixed list: a form built under Forms has enquiry types of its own. The CMS
    // checks it on save against the enquiry types of the form chosen (cms forms/cta-form-rules).
    enquiryType: string({
      label: 'Enquiry type chosen in advance',
      max: ENQUIRY_VALUE_MAX,
      pattern: OPTION_VALUE_PATTERN,
      patternMessage: 'Use the value of one of the form’s enquiry types, e.g. network',
      placeholder: 'network',
      description: 'Only with a form: the value of one of its enquiry types (under Forms), e.g. network for the contact form. Saving names those the form offers',
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
});

export type LinkData = ComponentData<typeof linkElement>;
