// A lead's answers as people read them: each field of the form it came through, by the label the
// visitor saw, with the chosen option's wording instead of its code ("Network solutions", not
// "network") and Yes/No for boxes. Used by the admin's answers panel, the leads CSV and the
// team's notification e-mail, so nobody reads raw JSON.
import { isFormName } from '../blocks/form-names.js';
import { FORMS } from './definitions.js';

interface LeadLike {
  form?: string | null;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  company?: string | null;
  message?: string | null;
  consent?: boolean | null;
  extra?: Record<string, unknown> | null;
}

export interface Answer {
  /** The form field's name. */
  field: string;
  label: string;
  value: string;
}

/** Every answer of the lead's form, in the form's order (empty answers included, as empty strings). */
export function answersOf(lead: LeadLike): Answer[] {
  if (!isFormName(lead.form)) return Object.entries(lead.extra ?? {}).map(([field, value]) => ({ field, label: field, value: String(value ?? '') }));
  const extra = lead.extra ?? {};
  return FORMS[lead.form].fields.map((field) => {
    let raw: unknown;
    if (field.lead === 'consent') raw = lead.consent ? 'Yes' : 'No';
    else if (field.lead) raw = lead[field.lead];
    else raw = extra[field.name];
    let value = typeof raw === 'string' ? raw : raw === undefined || raw === null ? '' : String(raw);
    if (field.type === 'select') value = field.options?.find((o) => o.value === value)?.label ?? value;
    if (field.type === 'checkbox' && field.lead !== 'consent') value = value === 'yes' ? 'Yes' : value === 'no' ? 'No' : value;
    return { field: field.name, label: field.label, value };
  });
}

/** The answers the lead's own columns do not already show (the ABN, the enquiry, the partnership type...). */
export function otherAnswersOf(lead: LeadLike): Answer[] {
  if (!isFormName(lead.form)) return answersOf(lead);
  const form = FORMS[lead.form];
  return answersOf(lead).filter((a) => !form.fields.find((f) => f.name === a.field)?.lead);
}
