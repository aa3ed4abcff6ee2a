// What a call to action (the link element, shared/src/blocks/elements/link.ts) says about the form
// it opens, as plain functions: the site's buttons and form context (browser code too) read these
// without loading the element's schema, and the CMS checks a button's enquiry type with them.
import { OPTION_VALUE_PATTERN } from './option-value.js';

/** An enquiry type as a form's options spell it ("new-service"); see forms/field-kinds/option. */
export const ENQUIRY_VALUE_MAX = 60;
const ENQUIRY_VALUE = new RegExp(OPTION_VALUE_PATTERN);

export function isEnquiryValue(value: unknown): value is string {
  return typeof value === 'string' && value.length <= ENQUIRY_VALUE_MAX && ENQUIRY_VALUE.test(value);
}

/**
 * The form a call to action opens, by its key: the form chosen from Forms, else one of the three
 * by name; null for a plain link. (A form from Forms that is not read back, e.g. unpublished, is none.)
 */
export function ctaFormKey(link: { form?: string | null; builtForm?: { key?: string } | null }): string | null {
  const built = link.builtForm?.key;
  if (built) return built;
  return link.form && link.form !== 'none' ? link.form : null;
}

/** The enquiry type a call to action chose in advance, or null ("none", as older buttons say, or empty). */
export function ctaEnquiryType(link: { enquiryType?: string | null }): string | null {
  const value = link.enquiryType?.trim();
  return value && value !== 'none' ? value : null;
}

/** The form a call to action opens as the check of its enquiry type needs it: its name and enquiry types. */
export interface CtaFormChoice {
  label: string;
  options: readonly { value: string }[];
}

/**
 * The problem of an enquiry type chosen in advance for the form the button opens (its enquiry
 * types as that form has them now, read by the CMS), or null. `form` null: the button opens none.
 */
export function ctaEnquiryProblem(enquiryType: string | null, form: CtaFormChoice | null): string | null {
  if (enquiryType === null) return null;
  if (!form) return 'Choose the form this button opens before an enquiry type';
  if (form.options.some((o) => o.value === enquiryType)) return null;
  const allowed = form.options.map((o) => o.value).join(', ');
  return allowed ? `The form “${form.label}” offers: ${allowed}` : `The form “${form.label}” has no enquiry types`;
}
