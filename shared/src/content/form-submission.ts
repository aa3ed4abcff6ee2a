// A lead: what a visitor sent through one of the site's forms (collection type
// "form-submission"). The site stores it (web forms API, see forms/lead); the team is emailed
// about it; editors read it in the admin and move it through new, contacted and closed.
import { defineContentType, type DocumentData } from '../schema/content-type.js';
import { boolean, datetime, email, enumeration, json, string, text } from '../schema/fields.js';
import { FORM_LABELS, FORM_NAMES } from '../blocks/form-names.js';
import { LEAD_LIMITS, LEAD_STATUSES } from '../forms/lead-rules.js';
import { CAMPAIGN_CODE_PATTERN, SITE_PATH_PATTERN, SUBMISSION_KEY_PATTERN } from './patterns.js';

/** What a visitor sent is kept as sent: editors may only change a lead's status. */
const sent = { readOnly: true } as const;

export const formSubmissionContentType = defineContentType({
  kind: 'collectionType',
  singularName: 'form-submission',
  pluralName: 'form-submissions',
  displayName: 'Form submission',
  description: 'Leads: what visitors sent through the contact, partner and campaign forms',
  draftAndPublish: false,
  fields: {
    // Not "status": Strapi 5's admin shows its own draft/published status under that name.
    leadStatus: enumeration(LEAD_STATUSES, {
      default: 'new',
      label: 'Status',
      description: 'New until someone has been in touch; closed when nothing more is to be done',
    }),
    form: enumeration(FORM_NAMES, {
      default: 'contact',
      label: 'Form',
      description: `Which form was sent: ${FORM_NAMES.map((n) => FORM_LABELS[n].toLowerCase()).join(', ')}`,
      ...sent,
    }),
    name: string({ label: 'Name', required: true, max: LEAD_LIMITS.name, ...sent }),
    email: email({ label: 'Email', required: true, ...sent }),
    phone: string({ label: 'Phone', max: LEAD_LIMITS.phone, ...sent }),
    company: string({ label: 'Organisation', max: LEAD_LIMITS.company, ...sent }),
    message: text({ label: 'Message', max: LEAD_LIMITS.message, width: 12, ...sent }),
    consent: boolean({
      default: false,
      label: 'Agreed to be contacted',
      description: 'Ticked by the visitor on forms that ask for consent (the contact form)',
      ...sent,
    }),
    campaign: string({
      label: 'Campaign',
      max: LEAD_LIMITS.campaign,
      pattern: CAMPAIGN_CODE_PATTERN,
      description: 'The campaign code of the form the lead came through',
      ...sent,
    }),
    landingPath: string({
      label: 'Sent from page',
      max: LEAD_LIMITS.landingPath,
      pattern: SITE_PATH_PATTERN,
      description: 'The page of the site the form was on',
      ...sent,
    }),
    extra: json({
      label: 'Other answers',
      description: 'Answers specific to the form, such as the enquiry type, ABN or partnership type',
      ...sent,
    }),
    notifiedAt: datetime({
      label: 'Team emailed at',
      description: 'When the notification email went out; empty if it has not been sent',
      ...sent,
    }),
    submissionKey: string({
      label: 'Submission key',
      required: true,
      unique: true,
      max: 64,
      pattern: SUBMISSION_KEY_PATTERN,
      description: 'Identifies one submission, so sending the same form twice stores one lead',
      hidden: true,
    }),
  },
  admin: {
    mainField: 'name',
    listColumns: ['name', 'email', 'form', 'campaign', 'createdAt', 'leadStatus'],
    sort: { by: 'createdAt', order: 'DESC' },
    pageSize: 50,
    editorActions: ['read', 'update'],
  },
});

export type Lead = DocumentData<(typeof formSubmissionContentType)['fields']>;
export const leadSchema = formSubmissionContentType.schema;
