// A visitor's form post as the lead the CMS stores (form-submission): the visible fields are
// validated with the form's rules, the hidden ones (campaign code, the page it was sent from, the
// submission key, where the visit came from: forms/lead-context) with theirs, and every answer
// goes to its lead field or, when it has none, to the lead's extra answers; the answer to the
// form's enquiry choice is also kept as the lead's enquiry type.
import { FORM_LABELS, isFormName } from '../blocks/form-names.js';
import { SUBMISSION_KEY_PATTERN } from '../content/patterns.js';
import { FORMS, multiValues, validateForm, type FieldErrors, type FormDefinition, type FormField } from './definitions.js';
import { campaignOfContext, leadContextFrom, type LeadContext } from './lead-context.js';
import { isValidCampaign, isValidLandingPath, type LeadStatus } from './lead-rules.js';

/** The data of a new lead, as the site sends it to POST /api/form-submissions. */
export interface LeadInput extends LeadContext {
  /** The form's key: a code form's name (contact, partner, …) or a CMS form's key. */
  form: string;
  leadStatus: LeadStatus;
  name: string;
  email: string;
  phone?: string;
  company?: string;
  message?: string;
  consent: boolean;
  campaign?: string;
  landingPath: string;
  /** The answer to the form's enquiry choice (forms/definitions enquiryField). */
  enquiryType?: string;
  extra: Record<string, string>;
  /** The form and its answers as the visitor saw them when sending (labels and kinds of that day). */
  answers: LeadAnswers;
  submissionKey: string;
}

/** One answer as sent: the field's key, its label and kind then, the value and how people read it. */
export interface SentAnswer {
  key: string;
  label: string;
  kind: string;
  value: string;
  /** The value as people read it: an option's wording, Yes or No. */
  text: string;
  /** The lead's own column the answer went to (name, email, …); none for an extra answer. */
  column?: string;
}

/**
 * A lead's snapshot of its form: renaming or removing a field later never blanks an old lead
 * (forms/answers.ts reads this first).
 */
export interface LeadAnswers {
  /** The form's name for people then ("Conference registration"). */
  form: string;
  fields: SentAnswer[];
}

/** How people read an answer: an option's wording instead of its code, Yes or No for a box. */
export function readableValue(field: FormField, value: string): string {
  if (field.type === 'select') return field.options?.find((o) => o.value === value)?.label ?? value;
  if (field.type === 'multiselect') return multiValues(value).map((v) => field.options?.find((o) => o.value === v)?.label ?? v).join(', ');
  if (field.type === 'checkbox') return value === 'yes' ? 'Yes' : value === 'no' ? 'No' : value;
  return value;
}

/** The kind of a field for the snapshot: the CMS field kind, or the code form's field type. */
function kindOf(field: FormField): string {
  if (field.kind) return field.kind;
  return field.lead === 'consent' ? 'consent' : field.type;
}

/** Errors of the hidden fields, keyed by the field the form posts. */
export const HIDDEN_FIELD_ERRORS = {
  campaign: 'The campaign code of this form is not valid. Please reload the page and try again.',
  landingPath: 'The page this form was sent from is not valid. Please reload the page and try again.',
  submissionKey: 'The form could not be identified. Please reload the page and try again.',
} as const;

const SUBMISSION_KEY = new RegExp(SUBMISSION_KEY_PATTERN);

/**
 * Validates a post to one of the site's forms and turns it into a lead. `input` is what the form
 * posted (visible fields and the hidden `campaign`); `landingPath` is the page it was sent from;
 * `submissionKey` identifies this submission, so storing it twice keeps one lead.
 */
export function leadFromForm(
  formOrName: FormDefinition<string> | string,
  input: Record<string, unknown>,
  context: { landingPath: string; submissionKey: string },
): { ok: true; lead: LeadInput; dropped: string[] } | { ok: false; errors: FieldErrors } {
  if (typeof formOrName === 'string' && !isFormName(formOrName)) throw new Error(`No form called ${formOrName}`);
  const form: FormDefinition<string> = typeof formOrName === 'string' ? FORMS[formOrName as keyof typeof FORMS] : formOrName;
  const formLabel = form.label ?? (isFormName(form.name) ? FORM_LABELS[form.name] : form.title);
  const result = validateForm(form, input);
  const errors: FieldErrors = result.ok ? {} : { ...result.errors };

  // A code the form did not send as text (a list or an object, from a tampered JSON post) is
  // refused too, not dropped: the lead would otherwise be stored without its campaign.
  const sentCampaign = input.campaign !== undefined && input.campaign !== null;
  const rawCampaign = typeof input.campaign === 'string' ? input.campaign.trim() : '';
  if ((sentCampaign && typeof input.campaign !== 'string') || (rawCampaign !== '' && !isValidCampaign(rawCampaign))) errors.campaign = HIDDEN_FIELD_ERRORS.campaign;
  if (!isValidLandingPath(context.landingPath)) errors.landingPath = HIDDEN_FIELD_ERRORS.landingPath;
  if (!SUBMISSION_KEY.test(context.submissionKey)) errors.submissionKey = HIDDEN_FIELD_ERRORS.submissionKey;
  if (!result.ok || Object.keys(errors).length > 0) return { ok: false, errors };

  const { context: origin, dropped } = leadContextFrom(input, context.landingPath);
  const lead: LeadInput = {
    form: form.name,
    leadStatus: 'new',
    name: '',
    email: '',
    consent: false,
    landingPath: context.landingPath,
    ...origin,
    extra: {},
    answers: { form: formLabel, fields: [] },
    submissionKey: context.submissionKey,
  };
  const campaign = campaignOfContext(rawCampaign || undefined, origin);
  if (campaign) lead.campaign = campaign;
  for (const field of form.fields) {
    if (field.type === 'heading') continue;
    const value = result.values[field.name] ?? '';
    lead.answers.fields.push({ key: field.name, label: field.label, kind: kindOf(field), value, text: readableValue(field, value), ...(field.lead ? { column: field.lead } : {}) });
    switch (field.lead) {
      case 'consent':
        lead.consent = value === 'yes';
        break;
      case 'name':
      case 'email':
        lead[field.lead] = value;
        break;
      case 'phone':
      case 'company':
      case 'message':
        if (value !== '') lead[field.lead] = value;
        break;
      default:
        if (value !== '') lead.extra[field.name] = value;
    }
    if (field.name === form.enquiryField && value !== '') lead.enquiryType = value;
  }
  // A CMS form may ask no name (a newsletter sign-up): the lead desk lists it by its address.
  if (!lead.name) lead.name = lead.email;
  return { ok: true, lead, dropped };
}
