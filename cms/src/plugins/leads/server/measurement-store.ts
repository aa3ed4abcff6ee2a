// Where first-party measurement lives in the CMS: raw events (at most RAW_EVENT_DAYS, purged every
// hour) and counts by day, page, event, campaign, button and search term, in two tables of their
// own (Strapi's schema sync leaves tables it did not create alone). The counts are what the
// dashboard reads; leads come from the form submissions themselves, counted under their source
// page, campaign and button.
import type { Core } from '@strapi/strapi';
import type { Dashboard, DashboardRow as Row } from '@ironbark/shared/measurement/dashboard';
import { MEASUREMENT_TIME_ZONE, RAW_EVENT_DAYS, measurementDay, type EventType, type RecordedEvent } from '@ironbark/shared/measurement/events';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

export type { Dashboard, Row };

type Knex = Core.Strapi['db']['connection'];

export const EVENTS_TABLE = 'ib_measure_events';
export const DAILY_TABLE = 'ib_measure_daily';
const LEAD_UID = CONTENT_TYPE_UIDS.formSubmission;

export async function ensureMeasurementTables(knex: Knex) {
  if (!(await knex.schema.hasTable(EVENTS_TABLE))) {
    await knex.schema.createTable(EVENTS_TABLE, (t) => {
      t.increments('id');
      t.string('type', 32).notNullable();
      t.string('path', 200).notNullable();
      t.string('referrer_host', 253);
      t.string('cta', 80);
      t.string('campaign', 80);
      for (const k of ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content']) t.string(k, 100);
      t.string('form', 32);
      t.string('term', 25);
      t.timestamp('at', { useTz: true }).notNullable().index(`${EVENTS_TABLE}_at_idx`);
    });
  }
  if (!(await knex.schema.hasTable(DAILY_TABLE))) {
    await knex.schema.createTable(DAILY_TABLE, (t) => {
      t.increments('id');
      // yyyy-mm-dd in MEASUREMENT_TIME_ZONE: sorts and compares as text.
      t.string('day', 10).notNullable().index(`${DAILY_TABLE}_day_idx`);
      t.string('event', 32).notNullable();
      t.string('path', 200).notNullable();
      // '' rather than NULL, so equal keys compare equal in WHERE clauses.
      t.string('campaign', 80).notNullable().defaultTo('');
      t.string('cta', 80).notNullable().defaultTo('');
      t.string('term', 25).notNullable().defaultTo('');
      t.integer('count').notNullable().defaultTo(0);
    });
  }
}

interface DailyKey {
  day: string;
  event: EventType;
  path: string;
  campaign: string;
  cta: string;
  term: string;
}

/** Stores a batch: every raw event, and the day's counts raised. */
export async function recordEvents(knex: Knex, events: RecordedEvent[]) {
  const groups = new Map<string, { key: DailyKey; count: number }>();
  for (const e of events) {
    const key: DailyKey = { day: measurementDay(new Date(e.at)), event: e.type, path: e.path, campaign: e.campaign ?? '', cta: e.cta ?? '', term: e.term ?? '' };
    const id = JSON.stringify(key);
    const group = groups.get(id);
    if (group) group.count++;
    else groups.set(id, { key, count: 1 });
  }
  await knex.transaction(async (trx) => {
    await trx(EVENTS_TABLE).insert(
      events.map((e) => ({
        type: e.type,
        path: e.path,
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
      })),
    );
    for (const { key, count } of groups.values()) {
      // An atomic increment; two batches racing to create the same row make two rows, which the
      // dashboard's sums count correctly.
      const updated = await trx(DAILY_TABLE).where(key).increment('count', count);
      if (!updated) await trx(DAILY_TABLE).insert({ ...key, count });
    }
  });
}

/** Deletes raw events older than RAW_EVENT_DAYS; the daily counts stay. */
export async function purgeRawEvents(knex: Knex, now = new Date()): Promise<number> {
  return knex(EVENTS_TABLE)
    .where('at', '<', new Date(now.getTime() - RAW_EVENT_DAYS * 86_400_000))
    .delete();
}

const EVENT_COLUMN: Record<EventType, keyof Row | null> = {
  'page-view': 'views',
  'cta-click': 'ctaClicks',
  'form-start': 'formStarts',
  'form-send': 'formSends',
  'pdf-download': 'downloads',
  'search-no-results': null,
};

const emptyRow = (): Row => ({ views: 0, ctaClicks: 0, formStarts: 0, formSends: 0, downloads: 0, leads: 0, conversion: null });

function rate(leads: number, base: number): number | null {
  return base > 0 ? Math.round((leads / base) * 10_000) / 10_000 : null;
}

interface LeadRow {
  sourcePage?: string | null;
  landingPath?: string | null;
  campaign?: string | null;
  cta?: string | null;
  createdAt: string | Date;
}

/** The leads received between two days (inclusive, in the measurement's time zone), spam left out. */
async function leadsBetween(strapi: Core.Strapi, from: string, to: string): Promise<LeadRow[]> {
  // A day either side in UTC covers every time zone; the exact days are checked below.
  const start = new Date(`${from}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - 1);
  const end = new Date(`${to}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 2);
  const rows = (await strapi.db.query(LEAD_UID).findMany({
    select: ['sourcePage', 'landingPath', 'campaign', 'cta', 'createdAt', 'leadStatus'],
    where: { createdAt: { $gte: start, $lt: end }, leadStatus: { $ne: 'spam' } },
  })) as (LeadRow & { leadStatus?: string })[];
  return rows.filter((r) => {
    const day = measurementDay(new Date(r.createdAt));
    return day >= from && day <= to;
  });
}

/** Views, clicks, forms and leads by page, campaign and button, and the searches that found nothing. */
export async function dashboard(strapi: Core.Strapi, from: string, to: string): Promise<Dashboard> {
  const knex = strapi.db.connection;
  const counts = (await knex(DAILY_TABLE)
    .select('event', 'path', 'campaign', 'cta', 'term')
    .sum({ count: 'count' })
    .whereBetween('day', [from, to])
    .groupBy('event', 'path', 'campaign', 'cta', 'term')) as { event: EventType; path: string; campaign: string; cta: string; term: string; count: number | string }[];

  const totals = emptyRow();
  const pages = new Map<string, Row>();
  const campaigns = new Map<string, Row>();
  const ctas = new Map<string, Row>();
  const searches = new Map<string, number>();
  const at = <K extends string>(map: Map<K, Row>, key: K) => {
    let row = map.get(key);
    if (!row) map.set(key, (row = emptyRow()));
    return row;
  };
  for (const c of counts) {
    const n = Number(c.count);
    if (c.event === 'search-no-results') {
      if (c.term) searches.set(c.term, (searches.get(c.term) ?? 0) + n);
      continue;
    }
    const column = EVENT_COLUMN[c.event];
    if (!column) continue;
    totals[column] = (totals[column] as number) + n;
    (at(pages, c.path)[column] as number) += n;
    if (c.campaign) (at(campaigns, c.campaign)[column] as number) += n;
    if (c.cta) (at(ctas, c.cta)[column] as number) += n;
  }
  for (const lead of await leadsBetween(strapi, from, to)) {
    totals.leads++;
    at(pages, lead.sourcePage || lead.landingPath || '/').leads++;
    if (lead.campaign) at(campaigns, lead.campaign).leads++;
    if (lead.cta) at(ctas, lead.cta).leads++;
  }
  totals.conversion = rate(totals.leads, totals.views);
  const finish = <K extends string, N extends string>(map: Map<K, Row>, name: N, base: 'views' | 'ctaClicks') =>
    [...map.entries()]
      .map(([key, row]) => ({ [name]: key, ...row, conversion: rate(row.leads, row[base]) }) as Row & Record<N, string>)
      .sort((a, b) => b[base] - a[base] || b.leads - a.leads)
      .slice(0, 200);
  return {
    from,
    to,
    timeZone: MEASUREMENT_TIME_ZONE,
    totals,
    pages: finish(pages, 'path', 'views'),
    campaigns: finish(campaigns, 'campaign', 'views'),
    ctas: finish(ctas, 'cta', 'ctaClicks'),
    searches: [...searches.entries()]
      .map(([term, count]) => ({ term, count }))
      .sort((a, b) => b.count - a.count || a.term.localeCompare(b.term))
      .slice(0, 50),
  };
}
