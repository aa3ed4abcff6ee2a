// First-party measurement end to end (issue 32), against the real web server and CMS: what a
// browser may report and what it may not, markup kept out, the per-address cap and its metric,
// a visit counted once (a reload adds none), and a form sent from a campaign link counted once as
// a form sent and a lead of that campaign, source, medium and landing page, by the web server.
// Figures are compared before and after (the stack may hold a demo month and other tests' counts).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@ironbark/shared/measurement/dashboard';
import { contactFields, editorJwt, nextAddress, post, sleep, unique, Visitor } from './forms-helpers';
import { adminApi, stack } from './helpers';
import { raw } from './raw-http';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** A campaign of the seed (cms/data/seed/campaigns.json). */
const LISTED = 'sdwan-assessment-linkedin';
const LANDING = '/services/network-solutions/sd-wan';

let jwt: string;

function range() {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const now = new Date();
  return { from: day(new Date(now.getTime() - 86_400_000)), to: day(new Date(now.getTime() + 86_400_000)) };
}

async function dashboard(): Promise<Dashboard> {
  const { from, to } = range();
  const res = await adminApi(jwt, `/leads/measurement?from=${from}&to=${to}`);
  expect(res.status, res.text).toBe(200);
  return res.body as unknown as Dashboard;
}

const beacon = (events: unknown[], headers: Record<string, string> = {}, from = nextAddress()) =>
  post(stack().webUrl, '/api/events', JSON.stringify({ events }), { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': CHROME, origin: stack().webUrl, ...headers }, from);

/** Sends a beacon with a search term nobody else sends, and waits until the dashboard shows it: every event sent before it has been stored. */
async function settle(): Promise<Dashboard> {
  // Letters only: a term with six digits or more could be a phone number and is never kept.
  const term = `zzq${unique().replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!)}`;
  expect((await beacon([{ type: 'search-no-results', path: '/search', term }])).status).toBe(202);
  for (let i = 0; i < 60; i++) {
    const d = await dashboard();
    if (d.searches.some((s) => s.term === term)) return d;
    await sleep(500);
  }
  throw new Error('the marker search never reached the dashboard');
}

const visitId = () => `it${unique()}${unique()}`.slice(0, 22);

beforeAll(async () => {
  jwt = await editorJwt(stack().cmsUrl);
});

describe('what the beacon may not do', () => {
  it('a path the site does not serve, an unknown type, a form sent or a download from the browser, another site or no Origin: refused, and no figure changes', async () => {
    const before = await settle();
    const refused = [
      [[{ type: 'page-view', path: '/totally/made/up/page' }], {}, 400],
      [[{ type: 'page-view', path: '/audit-inflate', visit: visitId(), landing: true }], {}, 400],
      [[{ type: 'click', path: '/' }], {}, 400],
      [[{ type: 'form-send', path: '/contact-us', form: 'contact' }], {}, 400],
      [[{ type: 'pdf-download', path: '/' }], {}, 400],
      [[{ type: 'page-view', path: '/', campaign: 'fake-campaign' }], { origin: 'https://evil.example' }, 403],
      [[{ type: 'page-view', path: '/', visit: visitId(), landing: true }], { origin: '' }, 403],
    ] as const;
    for (const [events, headers, status] of refused) {
      const sent = Object.fromEntries(Object.entries({ 'content-type': 'text/plain;charset=UTF-8', 'user-agent': CHROME, origin: stack().webUrl, ...headers }).filter(([, v]) => v !== ''));
      const res = await post(stack().webUrl, '/api/events', JSON.stringify({ events }), sent);
      expect(res.status, `${JSON.stringify(events)} ${JSON.stringify(headers)}: ${res.text}`).toBe(status);
    }
    const after = await settle();
    expect(after.totals).toEqual({ ...before.totals, searchesWithoutResults: before.totals.searchesWithoutResults + 1 });
    expect(after.landingPages).toEqual(before.landingPages);
    expect(after.campaigns).toEqual(before.campaigns);
    expect(after.landingPages.map((p) => p.path)).not.toContain('/totally/made/up/page');
  });

  it('keeps markup out: a search term and utm values are stored as plain text', async () => {
    const source = `<img src=x onerror=alert(1)>Src${unique()}`;
    const res = await beacon([
      { type: 'page-view', path: '/', visit: visitId(), landing: true, utm: { source, medium: '<b>Paid</b>-social' } },
      { type: 'search-no-results', path: '/search', term: '<img src=x>quokka' },
    ]);
    expect(res.status, res.text).toBe(202);
    const d = await settle();
    const row = d.sources.find((s) => s.source === source.replace(/<[^>]*>/g, '').toLowerCase());
    expect(row).toMatchObject({ medium: 'paid -social', visits: 1 });
    expect(d.searches.map((s) => s.term)).toContain('quokka');
    expect(JSON.stringify(d)).not.toMatch(/<img|<b>/);
    const { from, to } = range();
    const csv = await adminApi(jwt, `/leads/measurement/export?from=${from}&to=${to}&table=sources`);
    expect(csv.status).toBe(200);
    expect(csv.text).not.toMatch(/[<>]/);
  });

  it('counts a search that found little apart from one that found nothing, by its term', async () => {
    const term = `fibre ${unique().replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!)}`.slice(0, 25);
    const res = await beacon([
      { type: 'search-few-results', path: '/search', term },
      { type: 'search-few-results', path: '/search', term },
      { type: 'search-no-results', path: '/search', term },
    ]);
    expect(res.status, res.text).toBe(202);
    const d = await settle();
    expect(d.searches.find((s) => s.term === term)).toMatchObject({ count: 1, few: 2 });
  });

  it('drops what one address sends over its cap per minute, stores none of it and counts it in a metric', async () => {
    const metric = async () => {
      const res = await raw(stack().webUrl, '/metrics', { headers: { authorization: `Bearer ${stack().env.METRICS_TOKEN}` } });
      expect(res.status).toBe(200);
      return Number(/web_measurement_events_total\{outcome="address-cap"\} (\d+)/.exec(res.body)?.[1] ?? 0);
    };
    const droppedBefore = await metric();
    const before = await settle();
    const from = nextAddress();
    // The default cap is 60 events a minute per address: 3 beacons of 20 fit, the 4th does not.
    const twenty = Array.from({ length: 20 }, () => ({ type: 'cta-click', path: '/', cta: 'talk-to-a-specialist' }));
    for (let i = 0; i < 3; i++) expect((await beacon(twenty, {}, from)).status).toBe(202);
    const over = await beacon(twenty, {}, from);
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(await metric()).toBe(droppedBefore + 20);
    const after = await settle();
    expect(after.totals.ctaClicks - before.totals.ctaClicks).toBe(60);
  });
});

describe('a visit from a campaign link that sends a form', () => {
  it('is one visit (a reload adds none), one form sent and one lead of its campaign, source, medium and landing page, counted by the server', async () => {
    const before = await settle();
    const id = visitId();
    const utm = { source: 'linkedin', medium: 'paid-social', campaign: LISTED };
    // The landing page view, then the same page reloaded (the browser keeps the visit: no landing).
    expect((await beacon([{ type: 'page-view', path: LANDING, ref: 'www.linkedin.com', utm, visit: id, landing: true }])).status).toBe(202);
    expect((await beacon([{ type: 'page-view', path: LANDING, ref: 'www.linkedin.com', utm }])).status).toBe(202);
    // A forged repeat of the landing beacon counts a view, not a visit.
    expect((await beacon([{ type: 'page-view', path: LANDING, utm, visit: id, landing: true }])).status).toBe(202);
    expect((await beacon([{ type: 'cta-click', path: LANDING, cta: 'book-an-sd-wan-assessment', utm }])).status).toBe(202);
    const visitor = await new Visitor(stack().webUrl).arrive();
    const fields = contactFields({
      _visit: id,
      _source: LANDING,
      _cta: 'book-an-sd-wan-assessment',
      _ref: 'www.linkedin.com',
      _utm_first_source: 'linkedin',
      _utm_first_medium: 'paid-social',
      _utm_first_campaign: LISTED,
      _utm_last_source: 'linkedin',
      _utm_last_medium: 'paid-social',
      _utm_last_campaign: LISTED,
    });
    const sent = await visitor.submit('contact', fields, { json: true });
    expect(sent.status, sent.text).toBe(200);
    const after = await settle();

    expect(after.totals.visits - before.totals.visits).toBe(1);
    expect(after.totals.views - before.totals.views).toBe(3);
    expect(after.totals.formSends - before.totals.formSends).toBe(1);
    expect(after.totals.leads - before.totals.leads).toBe(1);
    expect(after.totals.convertedVisits - before.totals.convertedVisits).toBe(1);
    const delta = <T extends { visits: number; leads: number; convertedVisits: number }>(a: T | undefined, b: T | undefined) => ({
      visits: (a?.visits ?? 0) - (b?.visits ?? 0),
      leads: (a?.leads ?? 0) - (b?.leads ?? 0),
      convertedVisits: (a?.convertedVisits ?? 0) - (b?.convertedVisits ?? 0),
    });
    const campaign = (d: Dashboard) => d.campaigns.find((c) => c.code === LISTED);
    expect(campaign(after)).toMatchObject({ name: 'SD-WAN assessment on LinkedIn', channel: 'paid-social' });
    expect(delta(campaign(after), campaign(before))).toEqual({ visits: 1, leads: 1, convertedVisits: 1 });
    const source = (d: Dashboard) => d.sources.find((s) => s.source === 'linkedin' && s.medium === 'paid-social');
    expect(delta(source(after), source(before))).toEqual({ visits: 1, leads: 1, convertedVisits: 1 });
    const landing = (d: Dashboard) => d.landingPages.find((p) => p.path === LANDING);
    expect(delta(landing(after), landing(before))).toEqual({ visits: 1, leads: 1, convertedVisits: 1 });
    const referrer = (d: Dashboard) => d.referrers.find((r) => r.host === 'www.linkedin.com');
    expect(delta(referrer(after), referrer(before))).toEqual({ visits: 1, leads: 1, convertedVisits: 1 });
    const cta = (d: Dashboard) => d.ctas.find((c) => c.cta === 'book-an-sd-wan-assessment' && c.path === LANDING);
    expect((cta(after)?.clicks ?? 0) - (cta(before)?.clicks ?? 0)).toBe(1);
    expect((cta(after)?.leads ?? 0) - (cta(before)?.leads ?? 0)).toBe(1);
    for (const rows of [after.campaigns, after.sources, after.landingPages, after.referrers]) for (const r of rows) expect(r.conversion ?? 0).toBeLessThanOrEqual(1);
  });

  it('groups a code that matches no listed campaign as unlisted', async () => {
    const before = await settle();
    const code = `typo-${unique()}`;
    expect((await beacon([{ type: 'page-view', path: '/', utm: { campaign: code }, visit: visitId(), landing: true }])).status).toBe(202);
    const after = await settle();
    expect(after.campaigns.map((c) => c.code)).not.toContain(code);
    const unlisted = (d: Dashboard) => d.campaigns.find((c) => c.code === '(unlisted)');
    expect((unlisted(after)?.visits ?? 0) - (unlisted(before)?.visits ?? 0)).toBe(1);
    expect(unlisted(after)?.name).toBeNull();
    // The group names its codes, so an editor can add the right one as a campaign.
    expect(unlisted(after)?.unlistedCodes).toContainEqual({ code, visits: 1 });
  });
});

describe('the events endpoint of the CMS', () => {
  it('takes events from the web server only', async () => {
    const res = await fetch(`${stack().cmsUrl}/api/leads/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events: [{ type: 'lead', path: '/', at: new Date().toISOString() }] }),
    });
    expect([401, 403]).toContain(res.status);
  });
});

