// The rules for a lead (a stored form submission) that both the site and the CMS apply: field
// limits, the hidden fields' patterns and the statuses editors move a lead through. Free of
// runtime dependencies beyond the email check, so the browser bundle can use them.
import isEmailImport from 'validator/lib/isEmail.js';
import { CAMPAIGN_CODE_PATTERN, SITE_PATH_PATTERN } from '../content/patterns.js';

type IsEmail = (value: string) => boolean;
// validator's modules are CommonJS with a `default` property; how a default import of one looks
// depends on the module system (ES build, CommonJS build for Strapi, the web's bundler).
const isEmail: IsEmail =
  typeof isEmailImport === 'function'
    ? (isEmailImport as IsEmail)
    : (isEmailImport as unknown as { default: IsEmail }).default;

/** Where a lead stands; editors set it in the CMS. */
export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  closed: 'Closed',
};

/** Maximum lengths of a lead's fields, shared by the forms and the CMS. */
export const LEAD_LIMITS = {
  name: 120,
  /** RFC 5321's limit for a whole address. */
  email: 254,
  phone: 20,
  company: 160,
  message: 4000,
  campaign: 80,
  landingPath: 200,
} as const;

const CAMPAIGN = new RegExp(CAMPAIGN_CODE_PATTERN);
const SITE_PATH = new RegExp(SITE_PATH_PATTERN);

/**
 * The one email rule of the site and the CMS: validator.js's isEmail with its defaults (a
 * domain with a top-level domain, no display name, no IP-address domains). A form refuses what it
 * refuses, and the CMS refuses the same addresses when a lead is stored or edited.
 */
export function isValidEmail(value: string): boolean {
  return value.length <= LEAD_LIMITS.email && isEmail(value);
}

/** A campaign code: "gday22-roadshow". */
export function isValidCampaign(value: string): boolean {
  return value.length <= LEAD_LIMITS.campaign && CAMPAIGN.test(value);
}

/** The site path a form was sent from: "/contact-us". */
export function isValidLandingPath(value: string): boolean {
  return value.length <= LEAD_LIMITS.landingPath && SITE_PATH.test(value);
}
