// First-party measurement: what the site's pages report (page views, clicks on calls to action,
// form starts and sends, PDF downloads, searches that found nothing) and what the web server
// passes on to the CMS, which keeps raw events for at most 30 days and counts by day (page, event,
// campaign, call to action). No personal data: no address, no cookie, no visitor identifier;
// a referrer is kept as its host name, and a search term only when it cannot be a person's
// e-mail address or phone number. Defined once for the browser's beacon, the web and the CMS.
import { z } from 'zod';
import { FORM_NAMES } from '../blocks/form-names.js';
import { CAMPAIGN_CODE_PATTERN, CTA_ID_PATTERN, HOST_PATTERN, NO_CONTROL_CHARACTERS_PATTERN, SITE_PATH_PATTERN } from '../content/patterns.js';
import { UTM_KEYS, type UtmKey } from '../forms/lead-context.js';
import { LEAD_LIMITS, campaignCodeOf } from '../forms/lead-rules.js';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '../search/constants.js';
import { normaliseTerm } from '../search/term.js';

export const EVENT_TYPES = ['page-view', 'cta-click', 'form-start', 'form-send', 'pdf-download', 'search-no-results'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_LABELS: Record<EventType, string> = {
  'page-view': 'Page views',
  'cta-click': 'Button clicks',
  'form-start': 'Forms started',
  'form-send': 'Forms sent',
  'pdf-download': 'PDF downloads',
  'search-no-results': 'Searches without results',
};

/** Events a browser may send in one beacon, and the web in one batch to the CMS. */
export const MAX_EVENTS_PER_BEACON = 20;
export const MAX_EVENTS_PER_BATCH = 500;
/** How long the CMS keeps raw events (the daily counts stay). */
export const RAW_EVENT_DAYS = 30;
/** The time zone whose days the counts are kept by. */
export const MEASUREMENT_TIME_ZONE = 'Australia/Sydney';

const PRINTABLE = new RegExp(NO_CONTROL_CHARACTERS_PATTERN);
const text = (max: number, pattern: string) => z.string().trim().max(max).regex(new RegExp(pattern));
const utmValue = z.string().trim().min(1).max(LEAD_LIMITS.utm).regex(new RegExp(NO_CONTROL_CHARACTERS_PATTERN));

/** One event as a page sends it (a beacon: JSON, or text/plain from navigator.sendBeacon). */
export const beaconEventSchema = z
  .object({
    type: z.enum(EVENT_TYPES),
    path: text(LEAD_LIMITS.landingPath, SITE_PATH_PATTERN),
    /** The referring site's host name (page views). */
    ref: z.string().trim().toLowerCase().max(LEAD_LIMITS.referrerHost).regex(new RegExp(HOST_PATTERN)).optional(),
    cta: text(LEAD_LIMITS.cta, CTA_ID_PATTERN).optional(),
    campaign: text(LEAD_LIMITS.campaign, CAMPAIGN_CODE_PATTERN).optional(),
    utm: z.object(Object.fromEntries(UTM_KEYS.map((k) => [k, utmValue.optional()])) as Record<UtmKey, z.ZodOptional<typeof utmValue>>).strict().optional(),
    form: z.enum(FORM_NAMES).optional(),
    /** The search term of a search without results. */
    term: z.string().max(200).optional(),
  })
  .strict();
export type BeaconEvent = z.output<typeof beaconEventSchema>;

export const beaconSchema = z.object({ events: z.array(beaconEventSchema).min(1).max(MAX_EVENTS_PER_BEACON) }).strict();

/** One event as the CMS stores it: flat, stamped by the web server when it arrived. */
export const recordedEventSchema = z
  .object({
    type: z.enum(EVENT_TYPES),
    path: text(LEAD_LIMITS.landingPath, SITE_PATH_PATTERN),
    referrerHost: text(LEAD_LIMITS.referrerHost, HOST_PATTERN).optional(),
    cta: text(LEAD_LIMITS.cta, CTA_ID_PATTERN).optional(),
    campaign: text(LEAD_LIMITS.campaign, CAMPAIGN_CODE_PATTERN).optional(),
    utmSource: utmValue.optional(),
    utmMedium: utmValue.optional(),
    utmCampaign: utmValue.optional(),
    utmTerm: utmValue.optional(),
    utmContent: utmValue.optional(),
    form: z.enum(FORM_NAMES).optional(),
    term: z.string().min(SEARCH_MIN_LENGTH).max(SEARCH_MAX_LENGTH).optional(),
    at: z.iso.datetime(),
  })
  .strict();
export type RecordedEvent = z.output<typeof recordedEventSchema>;

export const recordedBatchSchema = z.object({ events: z.array(recordedEventSchema).min(1).max(MAX_EVENTS_PER_BATCH) }).strict();

/**
 * A search term worth keeping: the spec's normalised term (3 to 25 characters), and never one
 * that could identify a person (an e-mail address, or a run of digits like a phone number).
 */
export function keepableSearchTerm(raw: string): string | null {
  const term = normaliseTerm(raw);
  if (!PRINTABLE.test(term)) return null;
  if (term.length < SEARCH_MIN_LENGTH || term.length > SEARCH_MAX_LENGTH) return null;
  if (term.includes('@') || (term.match(/\d/g)?.length ?? 0) >= 6) return null;
  return term;
}

const UTM_ATTRIBUTES: Record<UtmKey, 'utmSource' | 'utmMedium' | 'utmCampaign' | 'utmTerm' | 'utmContent'> = {
  source: 'utmSource',
  medium: 'utmMedium',
  campaign: 'utmCampaign',
  term: 'utmTerm',
  content: 'utmContent',
};

/**
 * A page's event as the CMS records it: the campaign is the page's or button's code, else the
 * visit's utm_campaign as a code; a referrer from this site itself is no referrer.
 */
export function recordEvent(event: BeaconEvent, at: Date, siteHost: string): RecordedEvent {
  const out: RecordedEvent = { type: event.type, path: event.path, at: at.toISOString() };
  if (event.ref && event.ref !== siteHost) out.referrerHost = event.ref;
  if (event.cta) out.cta = event.cta;
  const campaign = event.campaign ?? (event.utm?.campaign ? campaignCodeOf(event.utm.campaign) : null);
  if (campaign) out.campaign = campaign;
  for (const key of UTM_KEYS) {
    const value = event.utm?.[key];
    if (value) out[UTM_ATTRIBUTES[key]] = value;
  }
  if (event.form) out.form = event.form;
  if (event.type === 'search-no-results' && event.term) {
    const term = keepableSearchTerm(event.term);
    if (term) out.term = term;
  }
  return out;
}

/** The calendar day (yyyy-mm-dd) of a moment, in the measurement's time zone. */
export function measurementDay(at: Date): string {
  // en-CA formats dates as yyyy-mm-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone: MEASUREMENT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
