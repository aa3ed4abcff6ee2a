// The rules of a lead's fields that need no more than a pattern: limits, campaign codes, the
// landing path, a call to action's identifier, the referrer's host and utm_* values. Free of any
// dependency, so the measurement island that keeps the visit's context in the browser takes them
// without the form's email check (validator.js); lead-rules.ts re-exports all of them.
import {
  CAMPAIGN_CODE_PATTERN,
  CTA_ID_PATTERN,
  HOST_PATTERN,
  NO_CONTROL_CHARACTERS_PATTERN,
  SITE_PATH_PATTERN,
} from '../content/patterns.js';

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
