// The site's forms by name; free of runtime dependencies so the browser bundle can use them.
export const FORM_NAMES = ['contact', 'partner', 'campaign-lead'] as const;
export type FormName = (typeof FORM_NAMES)[number];

/** A form block's enumeration value (Strapi enumerations allow no hyphen) as a form name. */
export function formNameFromBlockValue(value: 'contact' | 'partner' | 'campaign_lead'): FormName {
  return value === 'campaign_lead' ? 'campaign-lead' : value;
}
