// Editors enter and read times in Sydney time (AEST/AEDT, whatever the browser's own zone); the
// CMS stores UTC. A datetime-local value ("2026-03-02T09:00") is read as Sydney wall-clock time.
export const ZONE = 'Australia/Sydney';

const PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function wall(d: Date): { y: number; mo: number; da: number; h: number; mi: number; s: number } {
  const p = Object.fromEntries(PARTS.formatToParts(d).map((x) => [x.type, x.value]));
  return { y: Number(p.year), mo: Number(p.month), da: Number(p.day), h: Number(p.hour), mi: Number(p.minute), s: Number(p.second) };
}

/** Sydney's offset from UTC at an instant, in milliseconds (+10 h or +11 h). */
function offsetAt(ms: number): number {
  const w = wall(new Date(ms));
  return Date.UTC(w.y, w.mo - 1, w.da, w.h, w.mi, w.s) - Math.floor(ms / 1000) * 1000;
}

/**
 * The UTC instant of a Sydney wall-clock time "yyyy-mm-ddThh:mm", as an ISO string; null when it
 * is not such a time. In the hour skipped when daylight saving starts, the later offset applies.
 */
export function sydneyToUtc(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const asUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  if (Number.isNaN(asUtc)) return null;
  let guess = asUtc - offsetAt(asUtc);
  guess = asUtc - offsetAt(guess);
  return new Date(guess).toISOString();
}

/** A UTC instant as the datetime-local value of its Sydney time. */
export function utcToSydneyInput(iso: string | Date): string {
  const w = wall(new Date(iso));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${w.y}-${two(w.mo)}-${two(w.da)}T${two(w.h)}:${two(w.mi)}`;
}

const READABLE = new Intl.DateTimeFormat('en-AU', { timeZone: ZONE, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** "Mon 2 Mar 2026, 9:00 am" in Sydney time. */
export function readableSydney(iso: string | Date): string {
  return READABLE.format(new Date(iso));
}
