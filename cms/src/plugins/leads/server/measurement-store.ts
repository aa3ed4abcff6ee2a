// Where first-party measurement lives in the CMS: raw events (at most RAW_EVENT_DAYS, purged every
// hour) and counts by day and by the keys each kind of event is broken down by, in two tables of
// their own, made by cms/database/migrations/2026.11.29T01.00.00.leads-tables.js. The counts are what the
// dashboard reads (measurement-dashboard.ts). Rows made by the demo generator carry demo = true,
// so one command removes them (measurement-demo.ts).
import type { Core } from '@strapi/strapi';
import { RAW_EVENT_DAYS, type EventType, type RecordedEvent } from '@ironbark/shared/measurement/events';
import { siteDay } from '@ironbark/shared/time';

type Knex = Core.Strapi['db']['connection'];

export const EVENTS_TABLE = 'ib_measure_events';
export const DAILY_TABLE = 'ib_measure_daily';

/** The columns a daily count is kept by ('' rather than NULL, so equal keys compare equal). */
export const DAILY_KEYS = ['day', 'event', 'path', 'landing', 'campaign', 'cta', 'term', 'source', 'medium', 'referrer'] as const;
export type DailyKey = Record<(typeof DAILY_KEYS)[number], string>;

/**
 * The keys one event is counted by: only those its breakdowns use, so the daily table stays
 * small (a page view is not split by source: visits are).
 */
export function dailyKeyOf(e: RecordedEvent): DailyKey {
  const key: DailyKey = { day: siteDay(new Date(e.at)), event: e.type, path: e.path, landing: '', campaign: '', cta: '', term: '', source: '', medium: '', referrer: '' };
  const visitKeys = () => {
    key.landing = e.landing ?? e.path;
    key.source = e.utmSource ?? '';
    key.medium = e.utmMedium ?? '';
    key.referrer = e.referrerHost ?? '';
  };
  switch (e.type as EventType) {
    case 'visit':
    case 'visit-converted':
      visitKeys();
      key.campaign = e.campaign ?? '';
      break;
    case 'lead':
      visitKeys();
      key.campaign = e.campaign ?? '';
      key.cta = e.cta ?? '';
      break;
    case 'cta-click':
      key.cta = e.cta ?? '';
      key.campaign = e.campaign ?? '';
      break;
    case 'search-no-results':
    case 'search-few-results':
      key.term = e.term ?? '';
      break;
    case 'form-send':
      break;
    default:
      key.campaign = e.campaign ?? '';
  }
  return key;
}

/** Groups events into daily counts. */
export function dailyCounts(events: RecordedEvent[]): { key: DailyKey; count: number }[] {
  const groups = new Map<string, { key: DailyKey; count: number }>();
  for (const e of events) {
    const key = dailyKeyOf(e);
    const id = DAILY_KEYS.map((k) => key[k]).join('\u0000');
    const group = groups.get(id);
    if (group) group.count++;
    else groups.set(id, { key, count: 1 });
  }
  return [...groups.values()];
}

const rawRow = (e: RecordedEvent, demo: boolean) => ({
  type: e.type,
  path: e.path,
  landing: e.landing ?? null,
  referrer_host: e.referrerHost ?? null,
  cta: e.cta ?? null,
  campaign: e.campaign ?? null,
  utm_source: e.utmSource ?? null,
  utm_medium: e.utmMedium ?? null,
  utm_campaign: e.utmCampaign ?? null,
  utm_term: e.utmTerm ?? null,
  utm_content: e.utmContent ?? null,
  form: e.form ?? null,
  term: e.term ?? null,
  at: new Date(e.at),
  demo,
});

/**
 * Stores a batch: every raw event (raw: false leaves them out, for days older than raw events are
 * kept), and the day's counts raised. append: new count rows instead of raising existing ones
 * (the demo generator's bulk load; the dashboard sums rows, so the figures are the same).
 */
export async function recordEvents(knex: Knex, events: RecordedEvent[], { demo = false, raw = true, append = false }: { demo?: boolean; raw?: boolean; append?: boolean } = {}) {
  const groups = dailyCounts(events);
  await knex.transaction(async (trx) => {
    if (raw) {
      for (let i = 0; i < events.length; i += 500) await trx(EVENTS_TABLE).insert(events.slice(i, i + 500).map((e) => rawRow(e, demo)));
    }
    if (append) {
      const rows = groups.map(({ key, count }) => ({ ...key, demo, count }));
      for (let i = 0; i < rows.length; i += 500) await trx(DAILY_TABLE).insert(rows.slice(i, i + 500));
      return;
    }
    for (const { key, count } of groups) {
      // An atomic increment; two batches racing to create the same row make two rows, which the
      // dashboard's sums count correctly.
      const where = { ...key, demo };
      const updated = await trx(DAILY_TABLE).where(where).increment('count', count);
      if (!updated) await trx(DAILY_TABLE).insert({ ...where, count });
    }
  });
}

/** Deletes raw events older than RAW_EVENT_DAYS, and daily counts older than keepDays (0: none). */
export async function purgeOldEvents(knex: Knex, { now = new Date(), keepDays = 0 }: { now?: Date; keepDays?: number } = {}): Promise<{ raw: number; daily: number }> {
  const raw = await knex(EVENTS_TABLE)
    .where('at', '<', new Date(now.getTime() - RAW_EVENT_DAYS * 86_400_000))
    .delete();
  const daily = keepDays > 0 ? await knex(DAILY_TABLE).where('day', '<', siteDay(new Date(now.getTime() - keepDays * 86_400_000))).delete() : 0;
  return { raw, daily };
}

/** MEASUREMENT_KEEP_DAYS: how long daily counts are kept (0 or unset: for good). Throws a clear message otherwise. */
export function keepDays(raw: string | undefined = process.env.MEASUREMENT_KEEP_DAYS): number {
  if (raw === undefined || raw.trim() === '') return 0;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 36_500) {
    throw new Error(`MEASUREMENT_KEEP_DAYS must be a whole number of days from 0 (keep for good) to 36500; it is "${raw}"`);
  }
  if (n > 0 && n < RAW_EVENT_DAYS) throw new Error(`MEASUREMENT_KEEP_DAYS must be 0 or at least ${RAW_EVENT_DAYS} (the raw events' days); it is "${raw}"`);
  return n;
}

/** Removes every row the demo generator made. */
export async function removeDemoEvents(knex: Knex): Promise<{ raw: number; daily: number }> {
  const raw = await knex(EVENTS_TABLE).where({ demo: true }).delete();
  const daily = await knex(DAILY_TABLE).where({ demo: true }).delete();
  return { raw, daily };
}
