// What the admin's measurement dashboard reads (the leads plugin's GET /leads/measurement), typed
// once for the CMS that answers it and the admin screen that draws it, with the arithmetic both
// rely on (conversion and change), so a figure is computed one way everywhere.

/** The summary figures of a date range. */
export interface Totals {
  visits: number;
  views: number;
  ctaClicks: number;
  formStarts: number;
  formSends: number;
  leads: number;
  /** Visits that led to at least one lead (each counted once, on the day the visit began). */
  convertedVisits: number;
  downloads: number;
  searchesWithoutResults: number;
  /** convertedVisits ÷ visits; null without visits. */
  conversion: number | null;
}

export type TotalName = Exclude<keyof Totals, 'conversion'>;

export interface TrendPoint {
  day: string;
  visits: number;
  views: number;
  leads: number;
}

/** A breakdown row: visits that began there, leads from those visits, and their conversion. */
export interface VisitRow {
  visits: number;
  leads: number;
  convertedVisits: number;
  conversion: number | null;
}

export interface CampaignRow extends VisitRow {
  /** The campaign's code, or UNLISTED_CAMPAIGN for every code that matches no campaign. */
  code: string;
  /** The campaign's name in the CMS (null for the unlisted group). */
  name: string | null;
  channel: string | null;
  views: number;
  ctaClicks: number;
  /** For the unlisted group: how many different codes it holds. */
  codes?: number;
  /** For the unlisted group: its codes with the most visits (at most 20), so an editor can list the right one. */
  unlistedCodes?: { code: string; visits: number }[];
}

export interface Dashboard {
  from: string;
  to: string;
  /** The period of the same length just before, for comparison. */
  previousFrom: string;
  previousTo: string;
  timeZone: string;
  totals: Totals;
  previous: Totals;
  /** One point per day of each period (previous[i] is the day i days into the previous period). */
  trend: { current: TrendPoint[]; previous: TrendPoint[] };
  sources: (VisitRow & { source: string; medium: string })[];
  referrers: (VisitRow & { host: string })[];
  campaigns: CampaignRow[];
  landingPages: (VisitRow & { path: string })[];
  /** Calls to action with the page they sit on: clicks, and leads sent after a click on them. */
  ctas: { cta: string; label: string; path: string; clicks: number; leads: number }[];
  downloads: { path: string; downloads: number }[];
  /** Searches that found nothing (count) or little (few: only a did-you-mean, or FEW_RESULTS or fewer). */
  searches: { term: string; count: number; few: number }[];
  /** True when the figures include generated demo data (see docs/editors/measurement.md). */
  demo: boolean;
}

/** The group every campaign code that matches no listed campaign is counted under. */
export const UNLISTED_CAMPAIGN = '(unlisted)';
/** How a breakdown names an empty value: no utm_source, no referrer. */
export const NONE = '(none)';

/**
 * Converted visits ÷ visits. Each converted visit is counted only from a recorded visit with the
 * same day and keys (see web/src/features/measurement/visits.server.ts), so the share cannot pass
 * 1; the bound here keeps that true for any input (e.g. a day half-purged by retention).
 */
export function conversion(convertedVisits: number, visits: number): number | null {
  if (!(visits > 0)) return null;
  const converted = Math.max(0, Math.min(convertedVisits, visits));
  return Math.round((converted / visits) * 10_000) / 10_000;
}

/** The change from the previous period as a share (0.25 = +25 %); null when there was nothing to compare with. */
export function change(current: number, previous: number): number | null {
  if (!(previous > 0)) return null;
  return Math.round(((current - previous) / previous) * 10_000) / 10_000;
}

/** A call to action's label from its identifier ("book-an-sd-wan-assessment" -> "Book an sd wan assessment"). */
export function ctaLabel(id: string): string {
  const words = id.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The days from `from` to `to` inclusive (yyyy-mm-dd, calendar days). */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  const day = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${to}T00:00:00Z`);
  while (day <= end && out.length < 400) {
    out.push(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return out;
}

/** A day moved by n calendar days. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The period of the same length just before [from, to]. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const length = daysBetween(from, to).length;
  return { from: addDays(from, -length), to: addDays(from, -1) };
}
