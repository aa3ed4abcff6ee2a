// Every date and time a person reads, and every calendar day the site counts, in the site's time
// zone (config/site.ts), whatever the zone of the server or the browser. The one formatter module:
// the CMS (server and admin) and the web (server and islands) import these instead of writing
// their own Intl formats.
import { SITE_LOCALE, SITE_TIME_ZONE, SITE_TIME_ZONE_LABEL } from './config/site.js';

const zoned = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(SITE_LOCALE, { timeZone: SITE_TIME_ZONE, ...options });

const DATE = zoned({ day: 'numeric', month: 'long', year: 'numeric' });
const DATE_TIME = zoned({ dateStyle: 'medium', timeStyle: 'short' });
const DATE_TIME_SECONDS = zoned({ dateStyle: 'medium', timeStyle: 'medium' });
const WEEKDAY_DATE_TIME = zoned({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
// en-CA writes dates as yyyy-mm-dd.
const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const valid = (value: string | Date | null | undefined): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** "2024-05-14" or an instant -> "14 May 2024"; a date-only value is that calendar day. Unreadable input comes back as given. */
export function formatDate(value: string): string {
  // A date-only value: midday on that day in the site's zone (+10 or +11), never the day before.
  const d = valid(value.length === 10 ? `${value}T12:00:00+10:00` : value);
  return d ? DATE.format(d) : value;
}

/** "14 May 2024, 9:30 am"; '' for nothing or an unreadable value. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const d = valid(value);
  return d ? DATE_TIME.format(d) : '';
}

/** "14 May 2024, 9:30:05 am": for logs where two entries can share a minute. */
export function formatDateTimeSeconds(value: string | Date | null | undefined): string {
  const d = valid(value);
  return d ? DATE_TIME_SECONDS.format(d) : '';
}

/** "Mon 2 Mar 2026, 9:00 am". */
export function formatWeekdayDateTime(value: string | Date): string {
  const d = valid(value);
  return d ? WEEKDAY_DATE_TIME.format(d) : '';
}

/** "14 May 2024, 9:30 am Sydney time": a time told to an editor, with the zone named. */
export function formatDateTimeWithZone(value: string | Date): string {
  return `${formatDateTime(value)} ${SITE_TIME_ZONE_LABEL}`;
}

/** The calendar day (yyyy-mm-dd) of a moment in the site's zone: sorts and compares as text. */
export function siteDay(at: Date = new Date()): string {
  return DAY.format(at);
}

function wall(d: Date): { y: number; mo: number; da: number; h: number; mi: number; s: number } {
  const p = Object.fromEntries(PARTS.formatToParts(d).map((x) => [x.type, x.value]));
  return { y: Number(p.year), mo: Number(p.month), da: Number(p.day), h: Number(p.hour), mi: Number(p.minute), s: Number(p.second) };
}

/** The zone's offset from UTC at an instant, in milliseconds (+10 h or +11 h in Sydney). */
function offsetAt(ms: number): number {
  const w = wall(new Date(ms));
  return Date.UTC(w.y, w.mo - 1, w.da, w.h, w.mi, w.s) - Math.floor(ms / 1000) * 1000;
}

/**
 * The UTC instant of a wall-clock time "yyyy-mm-ddThh:mm" in the site's zone, as an ISO string;
 * null when it is not such a time. In the hour skipped when daylight saving starts, the later
 * offset applies.
 */
export function siteWallToUtc(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const asUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  if (Number.isNaN(asUtc)) return null;
  let guess = asUtc - offsetAt(asUtc);
  guess = asUtc - offsetAt(guess);
  return new Date(guess).toISOString();
}

/** A UTC instant as the datetime-local value ("yyyy-mm-ddThh:mm") of its wall-clock time in the site's zone. */
export function utcToSiteWall(iso: string | Date): string {
  const w = wall(new Date(iso));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${w.y}-${two(w.mo)}-${two(w.da)}T${two(w.h)}:${two(w.mi)}`;
}
