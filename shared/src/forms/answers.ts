// A lead's answers as people read them: each field of the form it came through, by the label the
// visitor saw, with the chosen option's wording instead of its code ("Network solutions", not
// "network") and Yes/No for boxes. Used by the admin's answers panel, the leads CSV and the
// team's notification e-mail, so nobody reads raw JSON.
import { FORM_LABELS, isFormName } from '../blocks/form-names.js';
import { FORMS } from './definitions.js';
import type { LeadAnswers } from './lead.js';

interface LeadLike {
  form?: string | null;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  company?: string | null;
  message?: string | null;
  consent?: boolean | null;
  extra?: Record<string, unknown> | null;
  /** The snapshot the lead was stored with (forms/lead.ts LeadAnswers); older leads have none. */
  answers?: unknown;
}

/** The lead's snapshot of its form, when it has a readable one. */
function snapshotOf(lead: LeadLike): LeadAnswers | null {
  const a = lead.answers as Partial<LeadAnswers> | null | undefined;
  if (!a || typeof a !== 'object' || !Array.isArray(a.fields)) return null;
  const ok = a.fields.every((f) => f && typeof f === 'object' && typeof f.key === 'string' && typeof f.label === 'string');
  return ok ? (a as LeadAnswers) : null;
}

/** How people name the form a lead came through: its name when sent, else the code form's name, else its key. */
export function formLabelOf(lead: LeadLike): string {
  const snapshot = snapshotOf(lead);
  if (snapshot && typeof snapshot.form === 'string' && snapshot.form) return snapshot.form;
  if (isFormName(lead.form)) return FORM_LABELS[lead.form];
  return lead.form ?? 'Form';
}

export interface Answer {
  /** The form field's name. */
  field: string;
  label: string;
  value: string;
}

/** Every answer of the lead's form, in the form's order (empty answers included, as empty strings). */
export function answersOf(lead: LeadLike): Answer[] {
  // The labels and wording of the day it was sent, whatever the form says now.
  const snapshot = snapshotOf(lead);
  if (snapshot) return snapshot.fields.map((f) => ({ field: f.key, label: f.label, value: typeof f.text === 'string' ? f.text : String(f.value ?? '') }));
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
  const snapshot = snapshotOf(lead);
  if (snapshot) {
    // The answers kept in the lead's own columns (name, email, phone, organisation, message, consent) are shown there.
    const inColumns = new Set(snapshot.fields.filter((f) => typeof f.column === 'string').map((f) => f.key));
    return answersOf(lead).filter((a) => !inColumns.has(a.field));
  }
  if (!isFormName(lead.form)) return answersOf(lead);
  const form = FORMS[lead.form];
  return answersOf(lead).filter((a) => !form.fields.find((f) => f.name === a.field)?.lead);
}
