// How the measurement dashboard writes its figures, and what each summary figure means: one line
// on how it is counted, true to where it is counted (web/src/features/measurement/visits.server.ts,
// events-api.server.ts and the forms API). docs/editors/measurement.md says the same at length.
import { change, type Totals } from '@ironbark/shared/measurement/dashboard';

export const number = (v: number) => v.toLocaleString('en-AU');

/** A share as a percentage ("12.5 %"), or "–" when there is none. */
export const percent = (v: number | null) => (v === null ? '–' : `${(v * 100).toLocaleString('en-AU', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`);

const dayFormat = new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', day: 'numeric', month: 'short' });
const longDayFormat = new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/** "3 Nov" for a yyyy-mm-dd day. */
export const shortDay = (day: string) => dayFormat.format(utc(day));
/** "Tue, 3 Nov 2026". */
export const longDay = (day: string) => longDayFormat.format(utc(day));
/** "3 Nov – 30 Nov 2026". */
export function dayRange(from: string, to: string): string {
  return `${shortDay(from)}${from.slice(0, 4) === to.slice(0, 4) ? '' : ` ${from.slice(0, 4)}`} – ${shortDay(to)} ${to.slice(0, 4)}`;
}


export type FigureName = Exclude<keyof Totals, 'formStarts' | 'convertedVisits'>;

export interface FigureInfo {
  name: FigureName;
  label: string;
  /** How it is counted, in one line. */
  explanation: string;
  /** True when a rise is bad news (colours the change). */
  lowerIsBetter?: boolean;
}

export const FIGURES: FigureInfo[] = [
  {
    name: 'visits',
    label: 'Visits',
    explanation: "Counted once, from the first page a visitor's browser tab shows; a reload or another page in the same tab is not a new visit. No cookie.",
  },
  {
    name: 'views',
    label: 'Page views',
    explanation: 'Each page shown to a visitor, once it has loaded; pages only prefetched and never shown, and known bots, are left out.',
  },
  {
    name: 'leads',
    label: 'Leads',
    explanation: 'Counted by the site when it stores a form sent by a visitor; leads later marked spam in the leads list are still counted here.',
  },
  {
    name: 'conversion',
    label: 'Conversion',
    explanation: 'Visits with at least one lead ÷ visits; a visit with two leads counts once, so never above 100 %. Change in percentage points.',
  },
  {
    name: 'ctaClicks',
    label: 'Button clicks',
    explanation: 'Clicks on the calls to action of the pages (buttons and links with a tracking name), reported by the page.',
  },
  {
    name: 'formSends',
    label: 'Forms sent',
    explanation: "Forms the site accepted and stored, counted by the site's server, never by the browser; repeats and bots caught by the form are left out.",
  },
  {
    name: 'downloads',
    label: 'Gated downloads',
    explanation: "Guides downloaded through their download form (each is also a lead), counted by the site's server.",
  },
  {
    name: 'searchesWithoutResults',
    label: 'Searches without results',
    explanation: 'Site searches that found nothing (terms that look like an e-mail address or phone number are not kept).',
    lowerIsBetter: true,
  },
];

export interface Change {
  /** "▲", "▼" or "" for no change / nothing to compare. */
  arrow: '▲' | '▼' | '';
  /** The change as text: "12.5 %", "0.4 pts", "no change" or "–". */
  text: string;
  /** Read aloud: "Up 12.5 % on the previous period". */
  spoken: string;
  tone: 'good' | 'bad' | 'neutral';
}

/** The change of a figure from the previous period: in % for counts, in percentage points for the conversion. */
export function figureChange(info: FigureInfo, current: Totals, previous: Totals): Change {
  const none: Change = { arrow: '', text: '–', spoken: 'No figures for the previous period to compare with', tone: 'neutral' };
  let delta: number | null;
  let text: string;
  if (info.name === 'conversion') {
    if (current.conversion === null || previous.conversion === null) return none;
    delta = Math.round((current.conversion - previous.conversion) * 1000) / 10;
    text = `${Math.abs(delta).toLocaleString('en-AU', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} pts`;
  } else {
    delta = change(current[info.name], previous[info.name]);
    if (delta === null) return none;
    text = `${Math.abs(delta * 100).toLocaleString('en-AU', { maximumFractionDigits: 1 })} %`;
  }
  if (delta === 0) return { arrow: '', text: 'no change', spoken: 'No change on the previous period', tone: 'neutral' };
  const up = delta > 0;
  const unit = info.name === 'conversion' ? ' percentage points' : ' %';
  const spokenNumber = text.replace(/ (pts|%)$/, '');
  return {
    arrow: up ? '▲' : '▼',
    text,
    spoken: `${up ? 'Up' : 'Down'} ${spokenNumber}${unit} on the previous period`,
    tone: up === !info.lowerIsBetter ? 'good' : 'bad',
  };
}

/** The value of a summary figure as shown. */
export function figureValue(name: FigureName, totals: Totals): string {
  return name === 'conversion' ? percent(totals.conversion) : number(totals[name]);
}
