// The measurement dashboard's figures for a date range and the period of the same length before
// it, read from the daily counts only (never the raw events), one grouped query per breakdown so
// the database does the adding up. Campaign codes that match no campaign in the CMS are counted
// together as "unlisted", so a typo or a made-up code never becomes a campaign of its own.
import type { Core } from '@strapi/strapi';
import {
  NONE,
  UNLISTED_CAMPAIGN,
  conversion,
  ctaLabel,
  daysBetween,
  previousPeriod,
  type CampaignRow,
  type Dashboard,
  type Totals,
  type TrendPoint,
  type VisitRow,
} from '@ironbark/shared/measurement/dashboard';
import { type EventType } from '@ironbark/shared/measurement/events';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';
import { DAILY_TABLE } from './measurement-store';
import { SITE_TIME_ZONE } from '@ironbark/shared/config/site';

type Knex = Core.Strapi['db']['connection'];
type CountRow = Record<string, string> & { event: EventType; n: number | string };

/** Rows kept per breakdown (the CSV has the same). */
const LIMIT = 200;
const VISIT_EVENTS: EventType[] = ['visit', 'visit-converted', 'lead'];

const TOTAL_OF: Partial<Record<EventType, keyof Totals>> = {
  visit: 'visits',
  'page-view': 'views',
  'cta-click': 'ctaClicks',
  'form-start': 'formStarts',
  'form-send': 'formSends',
  lead: 'leads',
  'visit-converted': 'convertedVisits',
  'pdf-download': 'downloads',
  'search-no-results': 'searchesWithoutResults',
};

export const emptyTotals = (): Totals => ({
  visits: 0,
  views: 0,
  ctaClicks: 0,
  formStarts: 0,
  formSends: 0,
  leads: 0,
  convertedVisits: 0,
  downloads: 0,
  searchesWithoutResults: 0,
  conversion: null,
});

async function grouped(knex: Knex, from: string, to: string, events: EventType[], by: string[]): Promise<CountRow[]> {
  return (await knex(DAILY_TABLE)
    .select('event', ...by)
    .sum({ n: 'count' })
    .whereBetween('day', [from, to])
    .whereIn('event', events)
    .groupBy('event', ...by)) as CountRow[];
}

/** Adds visits, leads and visits with a lead under a key; returns the rows with their conversion. */
export function visitRows<K extends string>(rows: CountRow[], keyOf: (r: CountRow) => K): Map<K, VisitRow> {
  const out = new Map<K, VisitRow>();
  for (const r of rows) {
    const key = keyOf(r);
    let row = out.get(key);
    if (!row) out.set(key, (row = { visits: 0, leads: 0, convertedVisits: 0, conversion: null }));
    const n = Number(r.n);
    if (r.event === 'visit') row.visits += n;
    else if (r.event === 'lead') row.leads += n;
    else if (r.event === 'visit-converted') row.convertedVisits += n;
  }
  for (const row of out.values()) row.conversion = conversion(row.convertedVisits, row.visits);
  return out;
}

/** Each searched term with the times it found nothing and found little, the most often first. */
function searchTerms(rows: CountRow[]): Dashboard['searches'] {
  const terms = new Map<string, Dashboard['searches'][number]>();
  for (const r of rows) {
    if (!r.term) continue;
    let row = terms.get(r.term);
    if (!row) terms.set(r.term, (row = { term: r.term, count: 0, few: 0 }));
    if (r.event === 'search-few-results') row.few += Number(r.n);
    else row.count += Number(r.n);
  }
  return [...terms.values()].sort((a, b) => b.count + b.few - (a.count + a.few) || b.count - a.count || a.term.localeCompare(b.term));
}

const byVisits = (a: VisitRow, b: VisitRow) => b.visits - a.visits || b.leads - a.leads;

async function totalsAndTrend(knex: Knex, from: string, to: string): Promise<{ totals: Totals; trend: TrendPoint[] }> {
  const rows = (await knex(DAILY_TABLE).select('day', 'event').sum({ n: 'count' }).whereBetween('day', [from, to]).groupBy('day', 'event')) as CountRow[];
  const totals = emptyTotals();
  const days = new Map(daysBetween(from, to).map((day) => [day, { day, visits: 0, views: 0, leads: 0 } as TrendPoint]));
  for (const r of rows) {
    const n = Number(r.n);
    const name = TOTAL_OF[r.event];
    if (name) (totals[name] as number) += n;
    const point = days.get(r.day!);
    if (!point) continue;
    if (r.event === 'visit') point.visits += n;
    else if (r.event === 'page-view') point.views += n;
    else if (r.event === 'lead') point.leads += n;
  }
  totals.conversion = conversion(totals.convertedVisits, totals.visits);
  return { totals, trend: [...days.values()] };
}

interface CampaignInfo {
  code: string;
  name: string;
  channel: string | null;
}

async function listedCampaigns(strapi: Core.Strapi): Promise<Map<string, CampaignInfo>> {
  const rows = (await strapi.db.query(CONTENT_TYPE_UIDS.campaign).findMany({ select: ['code', 'name', 'channel'] })) as CampaignInfo[];
  return new Map(rows.map((c) => [c.code, { code: c.code, name: c.name, channel: c.channel ?? null }]));
}

async function campaignRows(knex: Knex, strapi: Core.Strapi, from: string, to: string): Promise<CampaignRow[]> {
  const [rows, listed] = await Promise.all([grouped(knex, from, to, [...VISIT_EVENTS, 'page-view', 'cta-click'], ['campaign']), listedCampaigns(strapi)]);
  const withCode = rows.filter((r) => r.campaign !== '');
  const group = (code: string) => (listed.has(code) ? code : UNLISTED_CAMPAIGN);
  const visits = visitRows(withCode, (r) => group(r.campaign!));
  const unlistedCodes = new Set(withCode.filter((r) => !listed.has(r.campaign!)).map((r) => r.campaign));
  const out = new Map<string, CampaignRow>();
  const rowFor = (code: string): CampaignRow => {
    let row = out.get(code);
    if (!row) {
      const info = listed.get(code);
      row = { code, name: info?.name ?? null, channel: info?.channel ?? null, views: 0, ctaClicks: 0, visits: 0, leads: 0, convertedVisits: 0, conversion: null };
      if (!info) row.codes = unlistedCodes.size;
      out.set(code, row);
    }
    return row;
  };
  // Every listed campaign has a row, with or without figures, so an editor sees it is counted.
  for (const code of listed.keys()) rowFor(code);
  for (const [code, v] of visits) Object.assign(rowFor(code), v);
  const unlistedVisits = new Map<string, number>();
  for (const r of withCode) {
    const row = rowFor(group(r.campaign!));
    if (r.event === 'page-view') row.views += Number(r.n);
    if (r.event === 'cta-click') row.ctaClicks += Number(r.n);
    if (r.event === 'visit' && !listed.has(r.campaign!)) unlistedVisits.set(r.campaign!, (unlistedVisits.get(r.campaign!) ?? 0) + Number(r.n));
  }
  const unlisted = out.get(UNLISTED_CAMPAIGN);
  if (unlisted) {
    unlisted.unlistedCodes = [...unlistedVisits.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 20)
      .map(([code, visits]) => ({ code, visits }));
  }
  return [...out.values()].sort((a, b) => Number(a.code === UNLISTED_CAMPAIGN) - Number(b.code === UNLISTED_CAMPAIGN) || byVisits(a, b) || a.code.localeCompare(b.code));
}

export async function dashboard(strapi: Core.Strapi, from: string, to: string): Promise<Dashboard> {
  const knex = strapi.db.connection;
  const before = previousPeriod(from, to);
  const [current, previous, sourceRows, referrerRows, landingRows, ctaRows, downloadRows, searchRows, campaigns, demo] = await Promise.all([
    totalsAndTrend(knex, from, to),
    totalsAndTrend(knex, before.from, before.to),
    grouped(knex, from, to, VISIT_EVENTS, ['source', 'medium']),
    grouped(knex, from, to, VISIT_EVENTS, ['referrer']),
    grouped(knex, from, to, VISIT_EVENTS, ['landing']),
    grouped(knex, from, to, ['cta-click', 'lead'], ['cta', 'path']),
    grouped(knex, from, to, ['pdf-download'], ['path']),
    grouped(knex, from, to, ['search-no-results', 'search-few-results'], ['term']),
    campaignRows(knex, strapi, from, to),
    knex(DAILY_TABLE).select('id').where({ demo: true }).whereBetween('day', [before.from, to]).first(),
  ]);

  const sources = [...visitRows(sourceRows, (r) => `${r.source}\u0000${r.medium}`)].map(([key, row]) => {
    const [source, medium] = key.split('\u0000');
    return { source: source || NONE, medium: medium || NONE, ...row };
  });
  const referrers = [...visitRows(referrerRows, (r) => r.referrer!)].map(([host, row]) => ({ host: host || NONE, ...row }));
  const landingPages = [...visitRows(landingRows, (r) => r.landing!)].filter(([path]) => path !== '').map(([path, row]) => ({ path, ...row }));

  const ctas = new Map<string, Dashboard['ctas'][number]>();
  for (const r of ctaRows) {
    if (!r.cta) continue;
    const id = `${r.cta}\u0000${r.path}`;
    let row = ctas.get(id);
    if (!row) ctas.set(id, (row = { cta: r.cta, label: ctaLabel(r.cta), path: r.path!, clicks: 0, leads: 0 }));
    if (r.event === 'cta-click') row.clicks += Number(r.n);
    else row.leads += Number(r.n);
  }
  const sum = (rows: CountRow[], key: string) => {
    const out = new Map<string, number>();
    for (const r of rows) if (r[key]) out.set(r[key]!, (out.get(r[key]!) ?? 0) + Number(r.n));
    return [...out.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  };

  return {
    from,
    to,
    previousFrom: before.from,
    previousTo: before.to,
    timeZone: SITE_TIME_ZONE,
    totals: current.totals,
    previous: previous.totals,
    trend: { current: current.trend, previous: previous.trend },
    sources: sources.sort(byVisits).slice(0, LIMIT),
    referrers: referrers.sort(byVisits).slice(0, LIMIT),
    campaigns,
    landingPages: landingPages.sort(byVisits).slice(0, LIMIT),
    ctas: [...ctas.values()].sort((a, b) => b.clicks - a.clicks || b.leads - a.leads).slice(0, LIMIT),
    downloads: sum(downloadRows, 'path')
      .slice(0, LIMIT)
      .map(([path, downloads]) => ({ path, downloads })),
    searches: searchTerms(searchRows).slice(0, LIMIT),
    demo: Boolean(demo),
  };
}
