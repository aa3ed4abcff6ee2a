// First-party measurement: what the site's pages report and what the servers count themselves,
// defined once for the browser's beacon, the web and the CMS (decision 0009).
//
// Each event is counted where it happens. A page's beacon carries only what only the browser
// knows: a page shown (with, on the first page of a visit, where the visit came from), a click
// on a call to action, the first touch of a form, a search that found nothing. The web server
// counts what it handles itself: a visit (from the first page view of a visit), a lead stored,
// a form sent, a gated download, and a visit that led to a lead. No personal data: no address,
// no cookie, no stored visitor identifier; a referrer is kept as its host name, a search term
// only when it cannot be a person's e-mail address or phone number, and every text as plain text.
import { z } from 'zod';
import { isFormKey } from '../blocks/form-names.js';
import { CAMPAIGN_CODE_PATTERN, CTA_ID_PATTERN, HOST_PATTERN, SITE_PATH_PATTERN } from '../content/patterns.js';
import { UTM_KEYS, type UtmKey } from '../forms/lead-context.js';
import { LEAD_LIMITS, campaignCodeOf } from '../forms/lead-field-rules.js';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '../search/constants.js';
import { normaliseTerm } from '../search/term.js';
import { VISIT_ID_PATTERN } from './visit-id.js';

export { VISIT_ID_PATTERN };

/** What a page's beacon may report: only what the browser alone knows. */
export const BROWSER_EVENT_TYPES = ['page-view', 'cta-click', 'form-start', 'search-no-results', 'search-few-results'] as const;
/** What the web server counts itself, never taken from a browser. */
export const SERVER_EVENT_TYPES = ['visit', 'visit-converted', 'lead', 'form-send', 'pdf-download'] as const;
export const EVENT_TYPES = [...BROWSER_EVENT_TYPES, ...SERVER_EVENT_TYPES] as const;
export type BrowserEventType = (typeof BROWSER_EVENT_TYPES)[number];
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_LABELS: Record<EventType, string> = {
  'page-view': 'Page views',
  'cta-click': 'Button clicks',
  'form-start': 'Forms started',
  'search-no-results': 'Searches without results',
  'search-few-results': 'Searches with few results',
  visit: 'Visits',
  'visit-converted': 'Visits with a lead',
  lead: 'Leads',
  'form-send': 'Forms sent',
  'pdf-download': 'Gated downloads',
};

/** Events a browser may send in one beacon, and the web in one batch to the CMS. */
export const MAX_EVENTS_PER_BEACON = 20;
export const MAX_EVENTS_PER_BATCH = 500;
/** How long the CMS keeps raw events (the daily counts stay). */
export const RAW_EVENT_DAYS = 30;

/** Longest kept value of a utm_* parameter (after it is made plain text). */
export const UTM_MAX = LEAD_LIMITS.utm;

// Control characters (C0 and C1) and white space: matching them is the point.
// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\u0000-\u001f\u007f-\u009f\s]+/g;

/**
 * Text as it is kept: Unicode-normalised, anything that looks like a markup tag ("<b", "</x>",
 * "<!--") and any other angle bracket removed,
 * control characters and runs of white space made one space, trimmed and cut to `max`
 * characters. "<img src=x>Q1" -> "Q1". Never throws.
 */

export function plainText(value: string, max: number): string {
  return value
    .normalize('NFKC')
    .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
    .replace(/<[/!?]?[A-Za-z][^>]*>?/g, ' ')
    .replace(/[<>]/g, ' ')
    .replace(CONTROL_OR_SPACE, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

const pathText = z.string().trim().max(LEAD_LIMITS.landingPath).regex(new RegExp(SITE_PATH_PATTERN));
const pattern = (max: number, p: string) => z.string().trim().max(max).regex(new RegExp(p));
/** A utm_* value as a page sends it: any text up to a bound; made plain text on the server. */
const utmInput = z.string().max(400);

/** One event as a page sends it (a beacon: JSON, or text/plain from navigator.sendBeacon). */
export const beaconEventSchema = z
  .object({
    type: z.enum(BROWSER_EVENT_TYPES),
    path: pathText,
    /** The referring site's host name (the first page view of a visit). */
    ref: z.string().trim().toLowerCase().max(LEAD_LIMITS.referrerHost).regex(new RegExp(HOST_PATTERN)).optional(),
    cta: pattern(LEAD_LIMITS.cta, CTA_ID_PATTERN).optional(),
    campaign: pattern(LEAD_LIMITS.campaign, CAMPAIGN_CODE_PATTERN).optional(),
    utm: z.object(Object.fromEntries(UTM_KEYS.map((k) => [k, utmInput.optional()])) as Record<UtmKey, z.ZodOptional<typeof utmInput>>).strict().optional(),
    form: z.string().refine(isFormKey, 'not a form key').optional(),
    /** The search term of a search without results, or with few (search/constants.ts FEW_RESULTS). */
    term: z.string().max(200).optional(),
    /** The visit's identifier (page views only): how the server tells a new visit from a reload. */
    visit: z.string().regex(new RegExp(VISIT_ID_PATTERN)).optional(),
    /** True on the first page view of a visit: the visit's landing page. */
    landing: z.boolean().optional(),
  })
  .strict();
export type BeaconEvent = z.output<typeof beaconEventSchema>;

export const beaconSchema = z.object({ events: z.array(beaconEventSchema).min(1).max(MAX_EVENTS_PER_BEACON) }).strict();

// The CMS takes events from the web server only, and still refuses markup or control characters.
const keptUtm = z.string().min(1).max(UTM_MAX).refine((v) => plainText(v, UTM_MAX) === v, 'must be plain text');

/** One event as the CMS stores it: flat, stamped by the web server when it happened. */
export const recordedEventSchema = z
  .object({
    type: z.enum(EVENT_TYPES),
    /** Where it happened: the page shown or clicked on, a lead's source page, a guide's page. */
    path: pathText,
    /** The landing page of the visit it belongs to (visits, visits with a lead, leads). */
    landing: pathText.optional(),
    referrerHost: pattern(LEAD_LIMITS.referrerHost, HOST_PATTERN).optional(),
    cta: pattern(LEAD_LIMITS.cta, CTA_ID_PATTERN).optional(),
    campaign: pattern(LEAD_LIMITS.campaign, CAMPAIGN_CODE_PATTERN).optional(),
    utmSource: keptUtm.optional(),
    utmMedium: keptUtm.optional(),
    utmCampaign: keptUtm.optional(),
    utmTerm: keptUtm.optional(),
    utmContent: keptUtm.optional(),
    form: z.string().refine(isFormKey, 'not a form key').optional(),
    term: z.string().min(SEARCH_MIN_LENGTH).max(SEARCH_MAX_LENGTH).optional(),
    at: z.iso.datetime(),
  })
  .strict();
export type RecordedEvent = z.output<typeof recordedEventSchema>;

export const recordedBatchSchema = z.object({ events: z.array(recordedEventSchema).min(1).max(MAX_EVENTS_PER_BATCH) }).strict();

/**
 * A search term worth keeping: the spec's normalised term (3 to 25 characters) as plain text,
 * and never one that could identify a person (an e-mail address, or a run of digits like a
 * phone number).
 */
export function keepableSearchTerm(raw: string): string | null {
  const term = normaliseTerm(plainText(raw, 200));
  if (term.length < SEARCH_MIN_LENGTH || term.length > SEARCH_MAX_LENGTH) return null;
  if (term.includes('@') || (term.match(/\d/g)?.length ?? 0) >= 6) return null;
  return term;
}

/**
 * A utm_* value as kept: plain text; source and medium in lower case, so "LinkedIn" and
 * "linkedin" are one source. Null when nothing is left.
 */
export function keepableUtm(key: UtmKey, raw: string): string | null {
  const text = plainText(raw, UTM_MAX);
  const value = key === 'source' || key === 'medium' ? text.toLowerCase() : text;
  return value === '' ? null : value;
}

const UTM_ATTRIBUTES: Record<UtmKey, 'utmSource' | 'utmMedium' | 'utmCampaign' | 'utmTerm' | 'utmContent'> = {
  source: 'utmSource',
  medium: 'utmMedium',
  campaign: 'utmCampaign',
  term: 'utmTerm',
  content: 'utmContent',
};

/** The recorded utm_* attributes of a set of values, each made plain text. */
export function recordedUtm(utm: Partial<Record<UtmKey, string>> | undefined): Partial<Pick<RecordedEvent, 'utmSource' | 'utmMedium' | 'utmCampaign' | 'utmTerm' | 'utmContent'>> {
  const out: Partial<Record<(typeof UTM_ATTRIBUTES)[UtmKey], string>> = {};
  for (const key of UTM_KEYS) {
    const raw = utm?.[key];
    const value = raw ? keepableUtm(key, raw) : null;
    if (value) out[UTM_ATTRIBUTES[key]] = value;
  }
  return out;
}

/**
 * A page's event as the CMS records it: the campaign is the button's code, else the visit's
 * utm_campaign as a code; a referrer from this site itself is no referrer; every text plain.
 */
export function recordEvent(event: BeaconEvent, at: Date, siteHost: string): RecordedEvent {
  const out: RecordedEvent = { type: event.type, path: event.path, at: at.toISOString(), ...recordedUtm(event.utm) };
  if (event.ref && event.ref !== siteHost) out.referrerHost = event.ref;
  if (event.cta) out.cta = event.cta;
  const campaign = event.campaign ?? (out.utmCampaign ? campaignCodeOf(out.utmCampaign) : null);
  if (campaign) out.campaign = campaign;
  if (event.form) out.form = event.form;
  if ((event.type === 'search-no-results' || event.type === 'search-few-results') && event.term) {
    const term = keepableSearchTerm(event.term);
    if (term) out.term = term;
  }
  return out;
}

