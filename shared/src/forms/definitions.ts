// The site's forms: every field and its rules, defined once. The browser uses them for instant,
// accessible field errors; the server uses the same rules as the authority before anything is
// stored. (Site spec: "Content forms, their fields and their submission: not shown.")
import { BLOCK_FORM_NAMES, type FormName } from '../blocks/form-names.js';
import { isValidAbn } from './abn.js';
import { LEAD_LIMITS, isValidEmail } from './lead-rules.js';
import { controlCharacterError } from './text-rules.js';

/**
 * How a field is drawn and checked. The first six are the code forms' own; the CMS's form builder
 * (forms/field-kinds) adds a whole number, a choice of several options, a value the editor sets
 * (never shown, never changed by the visitor) and a heading with help text (no answer at all).
 */
export type FieldType = 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'checkbox' | 'number' | 'multiselect' | 'hidden' | 'heading';

/** The lead (form submission) field an answer is stored in; other answers go to its "extra". */
export type LeadField = 'name' | 'email' | 'phone' | 'company' | 'message' | 'consent';

export interface FormField {
  name: string;
  label: string;
  type: FieldType;
  required: boolean;
  maxLength?: number;
  minLength?: number;
  autoComplete?: string;
  options?: readonly { value: string; label: string }[];
  help?: string;
  /**
   * A named rule after the basic ones (FIELD_RULES): a name rather than a function, so a form's
   * definition is plain data that the server can hand to the browser's island as it is.
   */
  rule?: FieldRule;
  /** Half-width on wide screens. */
  half?: boolean;
  /** Where the answer is stored in the lead; answers without one are kept as extra answers. */
  lead?: LeadField;
  /** A number field's smallest and largest allowed value (whole numbers). */
  min?: number;
  max?: number;
  /** A hidden field's value, set by the editor. */
  value?: string;
  /** The CMS field kind the field came from (form builder forms), kept with each lead's answers. */
  kind?: string;
}

export interface FormDefinition<N extends string = FormName> {
  name: N;
  /** How editors and the lead desk name the form ("Conference registration"); CMS forms only. */
  label?: string;
  /** The thank-you message of a CMS form; the site's usual wording when absent. */
  thankYou?: string;
  title: string;
  submitLabel: string;
  fields: readonly FormField[];
  /**
   * The choice that says what the enquiry is about (a select field): a call to action may choose
   * it in advance, and the lead keeps it as its enquiry type.
   */
  enquiryField?: string;
}

/** A select's options written as value: label, in the order the list shows them. */
const choices = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

const PHONE = /^\+?[0-9 ()-]{8,20}$/;

/** The extra rules a field can name: phone (every phone field) and abn (a short text's ABN format). */
export const FIELD_RULES = {
  phone: (value: string): string | null => (PHONE.test(value) ? null : 'Enter a phone number of 8 to 20 digits, e.g. 02 5550 4200'),
  abn: (value: string): string | null => (isValidAbn(value) ? null : 'Enter a valid 11-digit ABN'),
} as const;

export type FieldRule = keyof typeof FIELD_RULES;

const name: FormField = { name: 'name', label: 'Full name', type: 'text', required: true, maxLength: LEAD_LIMITS.name, autoComplete: 'name', half: true, lead: 'name' };
const email: FormField = { name: 'email', label: 'Work email', type: 'email', required: true, maxLength: LEAD_LIMITS.email, autoComplete: 'email', half: true, lead: 'email' };
const phone = (required: boolean): FormField => ({
  name: 'phone',
  label: 'Phone',
  type: 'tel',
  required,
  maxLength: LEAD_LIMITS.phone,
  lead: 'phone',
  autoComplete: 'tel',
  half: true,
  rule: 'phone',
});

export const contactForm: FormDefinition = {
  name: 'contact',
  enquiryField: 'enquiryType',
  title: 'Send us a message',
  submitLabel: 'Send message',
  fields: [
    name,
    email,
    phone(false),
    { name: 'company', label: 'Organisation', type: 'text', required: false, maxLength: LEAD_LIMITS.company, autoComplete: 'organization', half: true, lead: 'company' },
    {
      name: 'enquiryType',
      label: 'What is your enquiry about?',
      type: 'select',
      required: true,
      options: choices({
        'new-service': 'A new service or quote',
        network: 'Network solutions',
        'critical-communications': 'Critical communications and radio',
        cloud: 'Cloud services',
        saas: 'Software as a service',
        security: 'Security solutions',
        'existing-customer': 'I am an existing customer',
        other: 'Something else',
      }),
    },
    { name: 'message', label: 'How can we help?', type: 'textarea', required: true, minLength: 10, maxLength: LEAD_LIMITS.message, lead: 'message' },
    {
      name: 'consent',
      // Brand-free, so the wording is right for whichever business the site is for (the name is in
      // Global settings, which this shared definition cannot read).
      label: 'I agree to being contacted about this enquiry, as set out in the privacy policy.',
      type: 'checkbox',
      required: true,
      lead: 'consent',
    },
  ],
};

export const partnerForm: FormDefinition = {
  name: 'partner',
  enquiryField: 'partnerType',
  title: 'Apply to become a partner',
  submitLabel: 'Send application',
  fields: [
    { name: 'company', label: 'Company name', type: 'text', required: true, maxLength: LEAD_LIMITS.company, autoComplete: 'organization', half: true, lead: 'company' },
    {
      name: 'abn',
      label: 'ABN',
      type: 'text',
      required: true,
      maxLength: 14,
      half: true,
      help: '11 digits, spaces allowed',
      rule: 'abn',
    },
    { ...name, name: 'contactName', label: 'Contact name' },
    email,
    phone(true),
    {
      name: 'partnerType',
      label: 'Partnership type',
      type: 'select',
      required: true,
      half: true,
      options: choices({
        referral: 'Referral partner',
        reseller: 'Reseller',
        'co-delivery': 'Co-delivery or integration partner',
        consultant: 'Consultant or adviser',
      }),
    },
    { name: 'message', label: 'Tell us about your business and customers', type: 'textarea', required: false, maxLength: LEAD_LIMITS.message, lead: 'message' },
  ],
};

export const campaignLeadForm: FormDefinition = {
  name: 'campaign-lead',
  title: 'Claim this offer',
  submitLabel: 'Claim offer',
  fields: [
    name,
    email,
    phone(true),
    { name: 'organisation', label: 'Organisation', type: 'text', required: true, maxLength: LEAD_LIMITS.company, autoComplete: 'organization', half: true, lead: 'company' },
    {
      name: 'interest',
      label: 'What would you like to discuss?',
      type: 'textarea',
      required: false,
      maxLength: 2000,
      lead: 'message',
    },
  ],
};

/** The form a gated resource's download link leads to: who is asking, before the file. */
export const downloadForm: FormDefinition = {
  name: 'download',
  title: 'Download the guide',
  submitLabel: 'Download',
  fields: [name, email],
};

export const FORMS: Record<FormName, FormDefinition> = {
  contact: contactForm,
  partner: partnerForm,
  'campaign-lead': campaignLeadForm,
  download: downloadForm,
};

/** The options of a form's enquiry choice (empty for a form without one). */
export function enquiryOptions(form: FormName): readonly { value: string; label: string }[] {
  const def = FORMS[form];
  return def.fields.find((f) => f.name === def.enquiryField)?.options ?? [];
}

/** Every enquiry type of the forms a call to action may open, in form order. */
export const ENQUIRY_TYPE_VALUES = BLOCK_FORM_NAMES.flatMap((f) => enquiryOptions(f).map((o) => o.value)) as unknown as readonly [
  string,
  ...string[],
];

export type FieldErrors = Record<string, string>;
export type FormValues = Record<string, string>;

/** What a ticked checkbox sends: "on" from an HTML form, true or "true" from JSON. */
export function isTicked(value: string): boolean {
  return value === 'on' || value === 'true';
}

/** Whole numbers as Australians write them: 10,000. */
function formatWhole(n: number): string {
  return n.toLocaleString('en-AU', { maximumFractionDigits: 0 });
}

/** The options of a multi-select answer: "a,b" or "a, b" as sent, in the order sent. */
export function multiValues(value: string): string[] {
  return value
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

/** Checks one field; returns its error message or null. */
export function fieldError(field: FormField, raw: string | undefined): string | null {
  if (field.type === 'heading') return null;
  // Checked as sent, before trimming: "Jo\r\nBcc: …" is refused, not quietly cut.
  const control = controlCharacterError(field.label, raw ?? '', field.type === 'textarea');
  if (control) return control;
  const value = (raw ?? '').trim();
  if (field.type === 'hidden') {
    // The editor's value is the answer: an empty post takes it, any other value was tampered with.
    return value === '' || value === (field.value ?? '') ? null : `${field.label} is not valid`;
  }
  if (field.type === 'checkbox') {
    return field.required && !isTicked(value) ? 'Please tick this box to continue' : null;
  }
  if (!value) return field.required ? `${field.label} is required` : null;
  if (field.maxLength !== undefined && value.length > field.maxLength) {
    return `${field.label} must be at most ${field.maxLength} characters`;
  }
  if (field.minLength !== undefined && value.length < field.minLength) {
    return `${field.label} must be at least ${field.minLength} characters`;
  }
  if (field.type === 'email' && !isValidEmail(value)) return 'Enter an email address like name@company.com.au';
  if (field.type === 'select' && !field.options?.some((o) => o.value === value)) return `Choose an option for ${field.label.toLowerCase()}`;
  if (field.type === 'multiselect') {
    const chosen = multiValues(value);
    if (chosen.length === 0) return field.required ? `${field.label} is required` : null;
    if (!chosen.every((c) => field.options?.some((o) => o.value === c)) || new Set(chosen).size !== chosen.length) {
      return `Choose options for ${field.label.toLowerCase()} from the list`;
    }
  }
  if (field.type === 'number') {
    if (!/^-?[0-9]+$/.test(value.replace(/[ ,]/g, ''))) return `${field.label} must be a whole number`;
    const n = Number(value.replace(/[ ,]/g, ''));
    if ((field.min !== undefined && n < field.min) || (field.max !== undefined && n > field.max)) {
      if (field.min !== undefined && field.max !== undefined) return `${field.label} must be between ${formatWhole(field.min)} and ${formatWhole(field.max)}`;
      if (field.min !== undefined) return `${field.label} must be at least ${formatWhole(field.min)}`;
      return `${field.label} must be at most ${formatWhole(field.max as number)}`;
    }
  }
  return field.rule ? FIELD_RULES[field.rule](value) : null;
}

/** Validates a whole submission: the cleaned values, or the errors by field name. */
export function validateForm(
  form: FormDefinition<string>,
  input: Record<string, unknown>,
): { ok: true; values: FormValues } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const values: FormValues = {};
  for (const field of form.fields) {
    if (field.type === 'heading') continue;
    let raw = input[field.name];
    // A multi-select's options arrive as a list (several checked boxes of one name, or JSON).
    if (field.type === 'multiselect' && Array.isArray(raw) && raw.every((r) => typeof r === 'string')) raw = raw.join(',');
    // An object or a list (a tampered JSON post) is no answer to a field: as text it would be
    // "[object Object]" or its items joined by commas, and stored as such.
    if (typeof raw === 'object' && raw !== null) {
      errors[field.name] = `${field.label} is not valid`;
      continue;
    }
    const text = typeof raw === 'string' ? raw : raw === true ? 'on' : raw === undefined || raw === null ? '' : String(raw);
    const error = fieldError(field, text);
    if (error) errors[field.name] = error;
    else if (field.type === 'checkbox') values[field.name] = isTicked(text.trim()) ? 'yes' : 'no';
    else if (field.type === 'hidden') values[field.name] = field.value ?? '';
    else if (field.type === 'multiselect') values[field.name] = multiValues(text).join(',');
    else if (field.type === 'number' && text.trim() !== '') values[field.name] = String(Number(text.trim().replace(/[ ,]/g, '')));
    else values[field.name] = text.trim();
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values };
}
