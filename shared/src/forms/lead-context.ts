// Where a lead came from, besides what the visitor typed: the page whose call to action led to
// the form, that call to action, the utm_* parameters of the first and the last campaign link of
// the visit, and the host of the site that referred the visitor. The browser keeps them for the
// visit (session storage, no cookie) and posts them as hidden fields with every form; a form sent
// without JavaScript posts what the server rendered. Names and rules are defined once here for
// the browser, the web's forms API and the CMS.
import {
  campaignCodeOf,
  isValidCtaId,
  isValidLandingPath,
  isValidReferrerHost,
  isValidUtmValue,
} from './lead-field-rules.js';

export const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type Utm = Partial<Record<UtmKey, string>>;
export type Touch = 'first' | 'last';

/** The hidden fields a form posts for its lead's context. */
export const CONTEXT_FIELDS = {
  /** The page whose call to action led here (the form's own page when there was none). */
  sourcePage: '_source',
  /** The call to action's identifier (forms/lead-rules ctaIdOf). */
  cta: '_cta',
  /** The referring site's host name. */
  referrerHost: '_ref',
  /**
   * The visit's random identifier (measurement only: it ties the lead to the visit counted from
   * its first page view, in the web server's memory for a day; never stored with the lead).
   */
  visit: '_visit',
} as const;

/** The hidden field of one utm_* value of the first or last campaign link: "_utm_first_source". */
export function utmFieldName(touch: Touch, key: UtmKey): string {
  return `_utm_${touch}_${key}`;
}

/** Every hidden field name of the context (the forms API leaves them out of its answer hash). */
export const CONTEXT_FIELD_NAMES: readonly string[] = [
  ...Object.values(CONTEXT_FIELDS),
  ...(['first', 'last'] as const).flatMap((t) => UTM_KEYS.map((k) => utmFieldName(t, k))),
];

/** The lead's context fields as the form-submission content type names them. */
export interface LeadContext {
  sourcePage?: string;
  cta?: string;
  referrerHost?: string;
  firstUtmSource?: string;
  firstUtmMedium?: string;
  firstUtmCampaign?: string;
  firstUtmTerm?: string;
  firstUtmContent?: string;
  lastUtmSource?: string;
  lastUtmMedium?: string;
  lastUtmCampaign?: string;
  lastUtmTerm?: string;
  lastUtmContent?: string;
}

/** The lead attribute of one utm_* value: firstUtmSource, lastUtmCampaign... */
export function utmAttribute(touch: Touch, key: UtmKey): keyof LeadContext {
  return `${touch}Utm${key[0]!.toUpperCase()}${key.slice(1)}` as keyof LeadContext;
}

/**
 * The context of a lead from what a form posted. A value that breaks its rule is left out, not
 * refused: it comes from a link the visitor followed, which they cannot correct, and their
 * message matters more than where it came from. `dropped` names what was left out, for the log.
 * The source page defaults to the form's own page.
 */
export function leadContextFrom(input: Record<string, unknown>, landingPath: string): { context: LeadContext; dropped: string[] } {
  const context: LeadContext = {};
  const dropped: string[] = [];
  const take = (field: string, valid: (v: string) => boolean, normalise: (v: string) => string = (v) => v.trim()): string | undefined => {
    const raw = input[field];
    if (raw === undefined || raw === null) return undefined;
    const value = typeof raw === 'string' ? normalise(raw) : null;
    if (value === '') return undefined;
    if (value === null || !valid(value)) {
      dropped.push(field);
      return undefined;
    }
    return value;
  };
  context.sourcePage = take(CONTEXT_FIELDS.sourcePage, isValidLandingPath) ?? landingPath;
  const cta = take(CONTEXT_FIELDS.cta, isValidCtaId);
  if (cta) context.cta = cta;
  const host = take(CONTEXT_FIELDS.referrerHost, isValidReferrerHost, (v) => v.trim().toLowerCase());
  if (host) context.referrerHost = host;
  for (const touch of ['first', 'last'] as const) {
    for (const key of UTM_KEYS) {
      const value = take(utmFieldName(touch, key), isValidUtmValue);
      if (value) context[utmAttribute(touch, key)] = value;
    }
  }
  return { context, dropped };
}

/** The campaign a lead counts under: the form's or call to action's code, else the visit's utm_campaign. */
export function campaignOfContext(code: string | undefined, context: LeadContext): string | undefined {
  if (code) return code;
  for (const value of [context.lastUtmCampaign, context.firstUtmCampaign]) {
    const derived = value ? campaignCodeOf(value) : null;
    if (derived) return derived;
  }
  return undefined;
}
