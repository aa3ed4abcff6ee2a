// The site's forms by name, spelt the same everywhere: the form block's choice, the lead's "form"
// field, the form's address (/api/forms/<name>) and the form definitions. Strapi accepts hyphens
// in enumeration values (it only needs them to slugify to a GraphQL name: campaign_lead).
// Free of runtime dependencies so the browser bundle can use them.
export const FORM_NAMES = ['contact', 'partner', 'campaign-lead'] as const;
export type FormName = (typeof FORM_NAMES)[number];

/** How editors and the team's notification emails name each form. */
export const FORM_LABELS: Record<FormName, string> = {
  contact: 'Contact form',
  partner: 'Partner application',
  'campaign-lead': 'Campaign lead',
};

export function isFormName(value: unknown): value is FormName {
  return typeof value === 'string' && (FORM_NAMES as readonly string[]).includes(value);
}
