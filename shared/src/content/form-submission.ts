// A lead: what a visitor sent through one of the site's forms (collection type
// "form-submission"), with where the visit came from (forms/lead-context). The site stores it
// (web forms API, see forms/lead); the CMS emails the team about it and records how that went;
// editors work it in the admin: its status (forms/lead-rules LEAD_STATUSES), its owner (an admin
// user, given by the Lead routing or chosen in the lead panel's picker) and notes.
import { defineContentType, type DocumentData } from '../schema/content-type.js';
import { adminUser, boolean, datetime, email, enumeration, integer, json, string, text } from '../schema/fields.js';
import type { Field } from '../schema/fields.js';
import { UTM_KEYS, utmAttribute, type Touch, type UtmKey } from '../forms/lead-context.js';
import { BLOCK_FORM_NAMES, FORM_KEY_MAX } from '../blocks/form-names.js';
import { LEAD_LIMITS, LEAD_STATUSES, NOTIFY_STATUSES } from '../forms/lead-rules.js';
import {
  CAMPAIGN_CODE_PATTERN,
  CTA_ID_PATTERN,
  HOST_PATTERN,
  NO_CONTROL_CHARACTERS_PATTERN,
  SITE_PATH_PATTERN,
  SLUG_PATTERN,
  SUBMISSION_KEY_PATTERN,
} from './patterns.js';
import { CONTENT_TYPE_EDITORIAL } from './content-type-uids.js';

/** What a visitor sent is kept as sent: editors change a lead's status, owner and notes only. */
const sent = { readOnly: true } as const;

/** How editors read the utm_* parameters. */
const UTM_LABELS: Record<UtmKey, string> = { source: 'source', medium: 'medium', campaign: 'campaign', term: 'keyword', content: 'ad content' };

/** utm_* values of the first or last campaign link of the visit: firstUtmSource, ... */
function utmFields<T extends Touch>(touch: T) {
  return Object.fromEntries(
    UTM_KEYS.map((key) => [
      utmAttribute(touch, key),
      string({
        label: `${touch === 'first' ? 'First' : 'Last'} campaign link: ${UTM_LABELS[key]}`,
        max: LEAD_LIMITS.utm,
        pattern: NO_CONTROL_CHARACTERS_PATTERN,
        width: 4,
        ...(key === 'source'
          ? {
              description:
                touch === 'first'
                  ? 'The utm_* parameters of the first campaign link of the visit'
                  : 'The utm_* parameters of the last campaign link before the form was sent',
            }
          : {}),
        ...sent,
      }),
    ]),
  ) as Record<`${T}Utm${Capitalize<UtmKey>}`, Field<string | undefined, string | null | undefined>>;
}

export const formSubmissionContentType = defineContentType({
  kind: 'collectionType',
  singularName: 'form-submission',
  pluralName: 'form-submissions',
  displayName: CONTENT_TYPE_EDITORIAL.formSubmission.label,
  description: 'Leads: what visitors sent through the contact, partner and campaign forms',
  draftAndPublish: false,
  fields: {
    // Not "status": Strapi 5's admin shows its own draft/published status under that name.
    leadStatus: enumeration(LEAD_STATUSES, {
      default: 'new',
      label: 'Status',
      description: 'New until someone has been in touch; qualified when there is a real need we can meet; then won or lost. Spam: not a lead',
    }),
    // Chosen in the lead panel's picker (leads plugin), not in the form: the content manager's
    // own relation picker shows editors admin users by their id only.
    owner: adminUser({
      label: 'Owner',
      description: 'The team member looking after this lead (an admin user)',
      hidden: true,
    }),
    // Owners were typed as e-mail addresses before they were admin users; an address that
    // matched no admin user when they became relations is kept here, so nothing typed is lost.
    ownerText: string({
      label: 'Owner as typed before',
      max: 254,
      width: 6,
      description: 'An owner typed before owners were chosen from the team, matching no admin user: choose the owner in the Lead panel',
      readOnly: true,
      // Shown under the owner picker in the Lead panel, and only when there is one.
      hidden: true,
    }),
    notes: text({
      label: 'Notes',
      max: LEAD_LIMITS.notes,
      width: 12,
      description: 'What the team has done and agreed: calls, quotes, next steps. Visitors never see it',
    }),
    // A key, not a fixed list: forms are built in the CMS (shared/forms/field-kinds). Stored as
    // text before too (Strapi keeps an enumeration in a text column), so old leads read the same.
    form: string({
      label: 'Form',
      max: FORM_KEY_MAX,
      pattern: SLUG_PATTERN,
      description: `Which form was sent, by its key: ${BLOCK_FORM_NAMES.join(', ')} or a form built under Forms`,
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
    enquiryType: string({
      label: 'Enquiry type',
      max: 40,
      pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
      description: 'What the enquiry is about, as chosen on the form',
      ...sent,
    }),
    campaign: string({
      label: 'Campaign',
      max: LEAD_LIMITS.campaign,
      pattern: CAMPAIGN_CODE_PATTERN,
      description: 'The campaign code of the form or button, else the visit\'s utm_campaign',
      ...sent,
    }),
    sourcePage: string({
      label: 'Source page',
      max: LEAD_LIMITS.landingPath,
      pattern: SITE_PATH_PATTERN,
      description: 'The page whose button led to the form (the form\'s own page when none did)',
      ...sent,
    }),
    landingPath: string({
      label: 'Sent from page',
      max: LEAD_LIMITS.landingPath,
      pattern: SITE_PATH_PATTERN,
      description: 'The page of the site the form was on',
      ...sent,
    }),
    cta: string({
      label: 'Button',
      max: LEAD_LIMITS.cta,
      pattern: CTA_ID_PATTERN,
      description: 'The call to action the visitor clicked on the way to the form',
      ...sent,
    }),
    referrerHost: string({
      label: 'Referred by',
      max: LEAD_LIMITS.referrerHost,
      pattern: HOST_PATTERN,
      description: 'The site the visitor came from (its host name only)',
      ...sent,
    }),
    ...utmFields('first'),
    ...utmFields('last'),
    // Shown in the admin as labelled answers (the leads plugin's "Answers" panel), not as JSON.
    extra: json({
      label: 'Other answers',
      description: 'Answers specific to the form, such as the enquiry type, ABN or partnership type',
      hidden: true,
      readOnly: true,
    }),
    // Shown in the admin as labelled answers (the leads plugin's "Answers" panel), not as JSON.
    answers: json({
      label: 'Answers as sent',
      description: 'The form’s name and each answer with the label and kind it had when sent, so a later change to the form never blanks this lead',
      hidden: true,
      readOnly: true,
    }),
    notifyStatus: enumeration(NOTIFY_STATUSES, {
      default: 'pending',
      label: 'Team e-mail',
      description: 'Whether the e-mail telling the team about this lead went out',
      ...sent,
    }),
    notifyAttempts: integer({ label: 'E-mail attempts', min: 0, max: 100, default: 0, ...sent }),
    notifyError: string({
      label: 'E-mail problem',
      max: 300,
      width: 8,
      description: 'Why the last attempt failed; empty once the e-mail is sent',
      ...sent,
    }),
    notifiedAt: datetime({
      label: 'Team emailed at',
      description: 'When the notification email went out; empty if it has not been sent',
      ...sent,
    }),
    // Shown in the admin as the lead panel's "Alerts" list (leads plugin), not as JSON.
    alertLog: json({
      label: 'Alert deliveries',
      description: 'Each webhook alert about this lead (CRM, Slack, Teams): sent, failed and why, tried again',
      hidden: true,
      readOnly: true,
    }),
    submissionKey: string({
      label: 'Submission key',
      required: true,
      unique: true,
      max: 64,
      pattern: SUBMISSION_KEY_PATTERN,
      description: 'Identifies one submission, so sending the same form twice stores one lead',
      hidden: true,
      readOnly: true,
    }),
  },
  admin: {
    mainField: 'name',
    // Status and owner right after the name, so the desk shows them without scrolling at 1280 px.
    listColumns: ['name', 'leadStatus', 'owner', 'company', 'email', 'phone', 'form', 'enquiryType', 'sourcePage', 'campaign', 'createdAt'],
    sort: { by: 'createdAt', order: 'DESC' },
    pageSize: 50,
    // Delete: spam and test leads only (a lead must be marked Spam first; the CMS refuses the
    // rest and records each delete in the audit trail).
    editorActions: ['read', 'update', 'delete'],
  },
});

export type Lead = DocumentData<(typeof formSubmissionContentType)['fields']>;
export const leadSchema = formSubmissionContentType.schema;
