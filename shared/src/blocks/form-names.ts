// The site's forms by name, spelt the same everywhere: the form block's choice, the lead's "form"
// field, the form's address (/api/forms/<name>) and the form definitions. Strapi accepts hyphens
// in enumeration values (it only needs them to slugify to a GraphQL name: campaign_lead).
// Free of runtime dependencies so the browser bundle can use them.
export const FORM_NAMES = ['contact', 'partner', 'campaign-lead', 'download'] as const;
export type FormName = (typeof FORM_NAMES)[number];

/**
 * The forms an editor may put on a page (the form block) or open from a call to action. The
 * download form is not one: it is the small form a gated resource's download link leads to.
 */
export const BLOCK_FORM_NAMES = ['contact', 'partner', 'campaign-lead'] as const;
export type BlockFormName = (typeof BLOCK_FORM_NAMES)[number];

/** How editors and the team's notification emails name each form. */
export const FORM_LABELS: Record<FormName, string> = {
  contact: 'Contact form',
  partner: 'Partner application',
  'campaign-lead': 'Campaign lead',
  download: 'Guide download',
};

export function isFormName(value: unknown): value is FormName {
  return typeof value === 'string' && (FORM_NAMES as readonly string[]).includes(value);
}

/** A form's key: a code form's name or a CMS form's key (its address, /api/forms/<key>). */
export const FORM_KEY_MAX = 60;
const FORM_KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function isFormKey(value: unknown): value is string {
  return typeof value === 'string' && value.length <= FORM_KEY_MAX && FORM_KEY.test(value);
}
