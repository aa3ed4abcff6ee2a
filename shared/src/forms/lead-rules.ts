// The rules for a lead (a stored form submission) that both the site and the CMS apply: field
// limits, the hidden fields' patterns and the statuses editors move a lead through. Free of
// runtime dependencies beyond the email check, so the browser bundle can use them.
import isEmailImport from 'validator/lib/isEmail.js';
import {
  CAMPAIGN_CODE_PATTERN,
  CTA_ID_PATTERN,
  HOST_PATTERN,
  NO_CONTROL_CHARACTERS_PATTERN,
  SITE_PATH_PATTERN,
} from '../content/patterns.js';

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
 * to lost at start-up and keeps a note of it, see cms/src/bootstrap/lead-statuses.ts.)
 */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
};

/** What became of the email that tells the team about a lead (cms notify-submissions). */
export const NOTIFY_STATUSES = ['pending', 'sent', 'failed', 'off'] as const;
export type NotifyStatus = (typeof NOTIFY_STATUSES)[number];

export const NOTIFY_STATUS_LABELS: Record<NotifyStatus, string> = {
  pending: 'Being sent',
  sent: 'Sent',
  failed: 'Failed',
  off: 'Not sent: e-mail is not set up',
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
  cta: 80,
  referrerHost: 253,
  /** Each utm_* value. */
  utm: 100,
  notes: 4000,
} as const;

const CAMPAIGN = new RegExp(CAMPAIGN_CODE_PATTERN);
const SITE_PATH = new RegExp(SITE_PATH_PATTERN);
const CTA_ID = new RegExp(CTA_ID_PATTERN);
const HOST = new RegExp(HOST_PATTERN);
const PRINTABLE = new RegExp(NO_CONTROL_CHARACTERS_PATTERN);

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

/** A call to action's identifier: "book-an-sd-wan-assessment". */
export function isValidCtaId(value: string): boolean {
  return value.length <= LEAD_LIMITS.cta && CTA_ID.test(value);
}

/** A referrer's host name: "www.linkedin.com" (lower case, no port). */
export function isValidReferrerHost(value: string): boolean {
  return value.length <= LEAD_LIMITS.referrerHost && HOST.test(value);
}

/** A utm_* value: printable text of at most LEAD_LIMITS.utm characters, not empty. */
export function isValidUtmValue(value: string): boolean {
  return value !== '' && value.length <= LEAD_LIMITS.utm && PRINTABLE.test(value);
}

/** Lower-case words and digits joined by hyphens, at most `max` characters ("Q1 SD-WAN" -> "q1-sd-wan"). */
function slugOf(value: string, max: number): string {
  return value
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}

/**
 * A campaign code made from a utm_campaign value ("Q1 SD-WAN" -> "q1-sd-wan"), so leads and page
 * views of a campaign link are counted under one code; null when nothing usable is left.
 */
export function campaignCodeOf(value: string): string | null {
  const code = slugOf(value, LEAD_LIMITS.campaign);
  return code !== '' && isValidCampaign(code) ? code : null;
}

/** A call to action's identifier from its label ("Book an SD-WAN assessment" -> "book-an-sd-wan-assessment"). */
export function ctaIdOf(label: string): string | null {
  const id = slugOf(label, LEAD_LIMITS.cta);
  return id !== '' && isValidCtaId(id) ? id : null;
}
