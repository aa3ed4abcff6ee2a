// The rules for a lead (a stored form submission) that both the site and the CMS apply: field
// limits, the hidden fields' patterns and the statuses editors move a lead through. Free of
// runtime dependencies beyond the email check, so the browser bundle can use them.
import isEmailImport from 'validator/lib/isEmail.js';
import { LEAD_LIMITS } from './lead-field-rules.js';
import { keysOf } from '../schema/keys.js';

// The rules that need no more than a pattern (limits, campaign, path, call to action, referrer,
// utm_* values) live in lead-field-rules.ts, so the browser's measurement island takes them
// without the email check; everything else imports them from here.
export * from './lead-field-rules.js';

type IsEmail = (value: string) => boolean;
// validator's modules are CommonJS with a `default` property; how a default import of one looks
// depends on the module system (ES build, CommonJS build for Strapi, the web's bundler).
const isEmail: IsEmail =
  typeof isEmailImport === 'function'
    ? (isEmailImport as IsEmail)
    : (isEmailImport as unknown as { default: IsEmail }).default;

/**
 * Where a lead stands; editors move it along in the CMS: new until someone has been in touch,
 * contacted, qualified (a real need the team can meet), then won or lost; spam for what was
 * never a lead. (Before these, a lead was new, contacted or closed: the CMS moves closed leads
 * to lost at start-up and keeps a note of it, see cms/src/forms/lead-statuses.ts.)
 */
export const LEAD_STATUS_LABELS = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
} as const;
export type LeadStatus = keyof typeof LEAD_STATUS_LABELS;
export const LEAD_STATUSES = keysOf(LEAD_STATUS_LABELS);

/** What became of the email that tells the team about a lead (cms notify-submissions). */
export const NOTIFY_STATUS_LABELS = {
  pending: 'Being sent',
  sent: 'Sent',
  failed: 'Failed',
  off: 'Not sent: e-mail is not set up',
} as const;
export type NotifyStatus = keyof typeof NOTIFY_STATUS_LABELS;
export const NOTIFY_STATUSES = keysOf(NOTIFY_STATUS_LABELS);

/**
 * The one email rule of the site and the CMS: validator.js's isEmail with its defaults (a
 * domain with a top-level domain, no display name, no IP-address domains). A form refuses what it
 * refuses, and the CMS refuses the same addresses when a lead is stored or edited.
 */
export function isValidEmail(value: string): boolean {
  return value.length <= LEAD_LIMITS.email && isEmail(value);
}
