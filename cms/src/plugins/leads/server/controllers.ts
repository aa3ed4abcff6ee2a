// The leads plugin's handlers. Admin handlers answer JSON or CSV; the leads ones check the
// content manager's permissions on leads the way its own list does (permission checker: the
// filters an editor may use, the fields they may read).
import type { Core } from '@strapi/strapi';
import { answersOf } from '@ironbark/shared/forms/answers';
import type { Dashboard, VisitRow } from '@ironbark/shared/measurement/dashboard';
import { recordedBatchSchema } from '@ironbark/shared/measurement/events';
import { emailHealth } from './email-health';
import { leadsCsv, tableCsv, type LeadRecord } from './leads-csv';
import { dashboard } from './measurement-dashboard';
import { recordEvents } from './measurement-store';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';
import { LEAD_STATUSES, LEAD_STATUS_LABELS, type LeadStatus } from '@ironbark/shared/forms/lead-rules';
import { adminUserName, type AdminUserRef } from '@ironbark/shared/schema/fields';
import { activeAdmins, type OwnerAlerts } from './lead-owners';
import { addReadyEntry, readyRequest } from './search-tuning-ready';
import { siteDay } from '@ironbark/shared/time';

const LEAD_UID = CONTENT_TYPE_UIDS.formSubmission;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Most rows one export holds. */
const EXPORT_LIMIT = 10_000;

interface Ctx {
  query: Record<string, unknown>;
  params: Record<string, string>;
  request: { body?: unknown };
  state: { userAbility?: unknown; user?: { id?: number; firstname?: string | null; lastname?: string | null; email?: string } };
  body: unknown;
  status: number;
  set(name: string, value: string): void;
  badRequest(message: string, details?: unknown): void;
  forbidden(message?: string): void;
  notFound(message?: string): void;
}

interface PermissionChecker {
  cannot: { read(entity?: unknown, field?: string): boolean; update(entity?: unknown, field?: string): boolean };
  sanitizedQuery: { read(query: Record<string, unknown>): Promise<Record<string, unknown>> };
  sanitizeOutput(entity: unknown): Promise<Record<string, unknown>>;
}

function leadChecker(strapi: Core.Strapi, ctx: Ctx): PermissionChecker {
  const service = strapi.plugin('content-manager').service('permission-checker') as unknown as {
    create(o: { userAbility: unknown; model: string }): PermissionChecker;
  };
  return service.create({ userAbility: ctx.state.userAbility, model: LEAD_UID });
}

/** The date range asked for: yyyy-mm-dd days, at most a year; the last 28 days (in Sydney) by default. */
function range(query: Record<string, unknown>): { from: string; to: string } | string {
  const today = siteDay();
  const to = typeof query.to === 'string' && query.to !== '' ? query.to : today;
  const fromDefault = new Date(`${to}T00:00:00Z`);
  fromDefault.setUTCDate(fromDefault.getUTCDate() - 27);
  const from = typeof query.from === 'string' && query.from !== '' ? query.from : fromDefault.toISOString().slice(0, 10);
  if (!DAY.test(from) || !DAY.test(to) || Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to))) return 'Use dates like 2026-03-01 for from and to';
  if (from > to) return 'The start date is after the end date';
  if (Date.parse(to) - Date.parse(from) > 366 * 86_400_000) return 'Choose at most a year';
  return { from, to };
}

interface Alerts {
  endpoints(): { id: string; format: string }[];
  test(): Promise<{ endpoint: string; format: string; ok: boolean; status?: number; error?: string }[]>;
}
const alerts = (strapi: Core.Strapi) => strapi.plugin('leads').service('alerts') as unknown as Alerts;
const ownerAlerts = (strapi: Core.Strapi) => strapi.plugin('leads').service('owners') as unknown as OwnerAlerts;
/** Most leads one bulk change touches (the list's largest page). */
const BULK_LIMIT = 100;

/** A bulk change's body, checked: the leads and what to set on them. */
export function bulkChange(body: unknown): { documentIds: string[]; leadStatus?: LeadStatus; owner?: number | null } | string {
  const b = (body && typeof body === 'object' ? body : {}) as { documentIds?: unknown; leadStatus?: unknown; owner?: unknown };
  const ids = b.documentIds;
  if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => typeof id === 'string' && /^[a-z0-9]{1,64}$/i.test(id))) return 'documentIds: choose one or more leads';
  if (ids.length > BULK_LIMIT) return `documentIds: at most ${BULK_LIMIT} leads at once`;
  const out: { documentIds: string[]; leadStatus?: LeadStatus; owner?: number | null } = { documentIds: [...new Set(ids as string[])] };
  if (b.leadStatus !== undefined) {
    if (!LEAD_STATUSES.includes(b.leadStatus as LeadStatus)) return `leadStatus: one of ${LEAD_STATUSES.map((s) => LEAD_STATUS_LABELS[s]).join(', ')}`;
    out.leadStatus = b.leadStatus as LeadStatus;
  }
  if (b.owner !== undefined) {
    if (b.owner !== null && !(Number.isInteger(b.owner) && (b.owner as number) > 0)) return 'owner: choose a team member, or no one';
    out.owner = b.owner as number | null;
  }
  if (out.leadStatus === undefined && out.owner === undefined) return 'Choose a status or an owner to set';
  return out;
}

function attachment(ctx: Ctx, name: string, csv: string) {
  ctx.set('Content-Type', 'text/csv; charset=utf-8');
  ctx.set('Content-Disposition', `attachment; filename="${name}"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = csv;
}

const percent = (v: number | null) => (v === null ? '' : `${(v * 100).toFixed(1)}%`);
const VISIT_HEADINGS = ['Visits', 'Leads', 'Visits with a lead', 'Conversion'];
const visitCells = (r: VisitRow) => [r.visits, r.leads, r.convertedVisits, percent(r.conversion)];

/** Each breakdown of the dashboard as a CSV table: its headings and rows. */
export const MEASUREMENT_TABLES: Record<string, (d: Dashboard) => { headings: string[]; rows: (string | number)[][] }> = {
  trend: (d) => ({
    headings: ['Day', 'Visits', 'Page views', 'Leads', 'Previous period day', 'Visits (previous)', 'Page views (previous)', 'Leads (previous)'],
    rows: d.trend.current.map((p, i) => {
      const q = d.trend.previous[i];
      return [p.day, p.visits, p.views, p.leads, q?.day ?? '', q?.visits ?? '', q?.views ?? '', q?.leads ?? ''];
    }),
  }),
  sources: (d) => ({ headings: ['Source', 'Medium', ...VISIT_HEADINGS], rows: d.sources.map((r) => [r.source, r.medium, ...visitCells(r)]) }),
  referrers: (d) => ({ headings: ['Referring site', ...VISIT_HEADINGS], rows: d.referrers.map((r) => [r.host, ...visitCells(r)]) }),
  campaigns: (d) => ({
    headings: ['Campaign', 'Code', 'Channel', 'Page views', 'Button clicks', ...VISIT_HEADINGS],
    rows: d.campaigns.map((r) => [r.name ?? `Unlisted codes (${r.codes ?? 0})`, r.code, r.channel ?? '', r.views, r.ctaClicks, ...visitCells(r)]),
  }),
  'landing-pages': (d) => ({ headings: ['Landing page', ...VISIT_HEADINGS], rows: d.landingPages.map((r) => [r.path, ...visitCells(r)]) }),
  ctas: (d) => ({ headings: ['Button', 'Identifier', 'On page', 'Clicks', 'Leads after a click'], rows: d.ctas.map((r) => [r.label, r.cta, r.path, r.clicks, r.leads]) }),
  downloads: (d) => ({ headings: ['Guide', 'Gated downloads'], rows: d.downloads.map((r) => [r.path, r.downloads]) }),
  searches: (d) => ({ headings: ['Search', 'Times without results', 'Times with few results'], rows: d.searches.map((r) => [r.term, r.count, r.few]) }),
};

export const controllers = {
  events: ({ strapi }: { strapi: Core.Strapi }) => ({
    async ingest(ctx: Ctx) {
      const parsed = recordedBatchSchema.safeParse(ctx.request.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return ctx.badRequest(`${issue?.path.join('.') || 'events'}: ${issue?.message ?? 'not valid'}`);
      }
      await recordEvents(strapi.db.connection, parsed.data.events);
      ctx.status = 204;
    },
  }),

  measurement: ({ strapi }: { strapi: Core.Strapi }) => ({
    async dashboard(ctx: Ctx) {
      const r = range(ctx.query);
      if (typeof r === 'string') return ctx.badRequest(r);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { ...(await dashboard(strapi, r.from, r.to)), email: emailHealth() };
    },
    async exportCsv(ctx: Ctx) {
      const r = range(ctx.query);
      if (typeof r === 'string') return ctx.badRequest(r);
      const table = typeof ctx.query.table === 'string' ? MEASUREMENT_TABLES[ctx.query.table] : undefined;
      if (!table) return ctx.badRequest(`table must be one of: ${Object.keys(MEASUREMENT_TABLES).join(', ')}`);
      const { headings, rows } = table(await dashboard(strapi, r.from, r.to));
      attachment(ctx, `measurement-${String(ctx.query.table)}-${r.from}-to-${r.to}.csv`, tableCsv(headings, rows));
    },
    /**
     * "Add synonym" / "Pin a result" beside a search that found little: an entry for it in the
     * search tuning, for the editor to complete there. Needs the content manager's permission to
     * change the search tuning (create, for its first save).
     */
    async readySearchRule(ctx: Ctx) {
      const request = readyRequest(ctx.request.body);
      if (typeof request === 'string') return ctx.badRequest(request);
      const ability = ctx.state.userAbility as { can(action: string, subject: string): boolean } | undefined;
      const may = (action: string) => ability?.can(`plugin::content-manager.explorer.${action}`, CONTENT_TYPE_UIDS.searchTuning) === true;
      if (!may('update') || !may('create')) return ctx.forbidden('You may not change the search tuning: ask an administrator');
      ctx.body = { kind: request.kind, term: request.term, ...(await addReadyEntry(strapi, request.term, request.kind)) };
    },
    /** What the campaign link builder offers: the site's address, its published pages, the campaigns. */
    async linkOptions(ctx: Ctx) {
      const pages = (await strapi.db.query(CONTENT_TYPE_UIDS.page).findMany({ select: ['path', 'title'], where: { publishedAt: { $notNull: true } }, orderBy: { path: 'asc' }, limit: 2000 })) as { path: string; title: string }[];
      const campaigns = (await strapi.db.query(CONTENT_TYPE_UIDS.campaign).findMany({ select: ['name', 'code', 'channel', 'startsOn', 'endsOn'], orderBy: { startsOn: 'desc' } })) as Record<string, unknown>[];
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { siteUrl: (process.env.WEB_URL ?? 'http://localhost:3000').replace(/\/+$/, ''), pages: [...new Map(pages.map((p) => [p.path, p])).values()], campaigns };
    },
  }),

  leads: ({ strapi }: { strapi: Core.Strapi }) => ({
    /** The leads as the list shows them: its filters, search and sort (the admin list's own query). */
    async exportCsv(ctx: Ctx) {
      const checker = leadChecker(strapi, ctx);
      if (checker.cannot.read()) return ctx.forbidden('You may not read leads');
      const { filters, sort, _q } = ctx.query;
      const query = await checker.sanitizedQuery.read({
        ...(filters ? { filters } : {}),
        ...(typeof _q === 'string' && _q !== '' ? { _q } : {}),
        sort: typeof sort === 'string' && sort !== '' ? sort : 'createdAt:desc',
      });
      const transform = strapi.get('query-params') as { transform(uid: string, params: Record<string, unknown>): Record<string, unknown> };
      let dbQuery: Record<string, unknown>;
      try {
        dbQuery = transform.transform(LEAD_UID, query);
      } catch (error) {
        return ctx.badRequest(`These filters cannot be exported: ${(error as Error).message}`);
      }
      const rows = (await strapi.db.query(LEAD_UID).findMany({ ...dbQuery, populate: { owner: { select: ['id', 'firstname', 'lastname', 'email'] } }, limit: EXPORT_LIMIT })) as LeadRecord[];
      const readable = await Promise.all(rows.map((row) => checker.sanitizeOutput(row) as Promise<LeadRecord>));
      attachment(ctx, `leads-${new Date().toISOString().slice(0, 10)}.csv`, leadsCsv(readable));
    },

    /** A lead's answers by the labels of its form, and its owner, for the edit view's panel. */
    async answers(ctx: Ctx) {
      const checker = leadChecker(strapi, ctx);
      if (checker.cannot.read()) return ctx.forbidden('You may not read leads');
      const lead = (await strapi.db.query(LEAD_UID).findOne({ where: { documentId: ctx.params.documentId }, populate: { owner: { select: ['id', 'firstname', 'lastname', 'email'] } } })) as
        | (Record<string, unknown> & { owner?: AdminUserRef | null })
        | null;
      if (!lead) return ctx.notFound('No such lead');
      const { owner, ...rest } = lead;
      const readable = (await checker.sanitizeOutput(rest)) as Parameters<typeof answersOf>[0];
      ctx.body = {
        answers: answersOf(readable),
        ...(checker.cannot.read(null, 'owner') ? {} : { owner: owner ? { id: owner.id, name: adminUserName(owner), email: owner.email } : null }),
        canChangeOwner: !checker.cannot.update(null, 'owner'),
      };
    },

    /** Whom a lead can be given to: every active admin user, by name. */
    async owners(ctx: Ctx) {
      const checker = leadChecker(strapi, ctx);
      if (checker.cannot.read()) return ctx.forbidden('You may not read leads');
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { owners: (await activeAdmins(strapi)).map(({ id, name, email }) => ({ id, name, email })), me: ctx.state.user?.id ?? null };
    },

    /**
     * The desk's bulk change (and the lead panel's owner picker): a status and/or an owner for
     * several leads, each saved through the document service (its rules, history and audit), with
     * the content manager's own update permission on the field. A person given leads by someone
     * else is e-mailed once per lead.
     */
    async bulk(ctx: Ctx) {
      const change = bulkChange(ctx.request.body);
      if (typeof change === 'string') return ctx.badRequest(change);
      const checker = leadChecker(strapi, ctx);
      for (const field of ['leadStatus', 'owner'] as const) {
        if (change[field] !== undefined && checker.cannot.update(null, field)) return ctx.forbidden(`You may not change the ${field === 'leadStatus' ? 'status' : 'owner'} of leads`);
      }
      let owner: AdminUserRef | null = null;
      if (typeof change.owner === 'number') {
        owner = (await strapi.db.query('admin::user').findOne({ select: ['id', 'firstname', 'lastname', 'email'], where: { id: change.owner, isActive: true } })) as AdminUserRef | null;
        if (!owner) return ctx.badRequest('owner: this person is not an active admin user any more: choose another owner', { errors: [{ path: ['owner'], message: 'Not an active admin user' }] });
      }
      const leads = (await strapi.db.query(LEAD_UID).findMany({
        select: ['documentId'],
        where: { documentId: { $in: change.documentIds } },
        populate: { owner: { select: ['id'] } },
      })) as { documentId: string; owner?: { id: number } | null }[];
      if (leads.length !== change.documentIds.length) return ctx.notFound(`${change.documentIds.length - leads.length} of the chosen leads no longer exist: reload the list`);
      const me = ctx.state.user;
      const by = { by: 'person' as const, name: me ? adminUserName({ firstname: me.firstname, lastname: me.lastname, email: me.email ?? 'someone' }) : 'Someone' };
      for (const lead of leads) {
        const data: Record<string, unknown> = {};
        if (change.leadStatus !== undefined) data.leadStatus = change.leadStatus;
        if (change.owner !== undefined) data.owner = owner ? { set: [{ id: owner.id }] } : { set: [] };
        await strapi.documents(LEAD_UID).update({ documentId: lead.documentId, data } as never);
        if (owner && lead.owner?.id !== owner.id && owner.id !== me?.id) ownerAlerts(strapi).notify(lead.documentId, owner, by);
      }
      ctx.body = { updated: leads.length, ...(change.owner !== undefined ? { owner: owner ? { id: owner.id, name: adminUserName(owner), email: owner.email } : null } : {}) };
    },

    health(ctx: Ctx) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { email: emailHealth(), webhooks: alerts(strapi).endpoints() };
    },

    /** "Send a test alert": a made-up lead to every webhook; each endpoint's outcome. */
    async testAlerts(ctx: Ctx) {
      const checker = leadChecker(strapi, ctx);
      if (checker.cannot.read()) return ctx.forbidden('You may not read leads');
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { results: await alerts(strapi).test() };
    },
  }),
};
