import { describe, expect, it } from 'vitest';
import { conversion } from '@ironbark/shared/measurement/dashboard';
import { type RecordedEvent } from '@ironbark/shared/measurement/events';
import { memoryState } from '../../../server/shared-state.server';
import { createVisits, newVisitId, type MeasuredLead } from './visits.server';
import { siteDay } from '@ironbark/shared/time';

const at = new Date('2026-11-20T01:00:00Z');
const view = (path: string, extra: Partial<RecordedEvent> = {}): RecordedEvent => ({ type: 'page-view', path, at: at.toISOString(), ...extra });
const lead = (extra: Partial<MeasuredLead> = {}): MeasuredLead => ({ form: 'contact', landingPath: '/contact-us', sourcePage: '/services/network-solutions/sd-wan', ...extra });
const types = (events: RecordedEvent[]) => events.map((e) => e.type);

describe('visits counted by the web server', () => {
  it('counts a visit once from its landing view and gives its leads the visit\'s keys', async () => {
    const visits = createVisits(memoryState());
    const id = newVisitId();
    const landing = view('/services/network-solutions/sd-wan', { campaign: 'q1-sdwan', utmSource: 'linkedin', utmMedium: 'paid-social', utmCampaign: 'q1-sdwan' });
    expect(types(await visits.pageView(landing, id, true))).toEqual(['page-view', 'visit']);
    // A reload (or the same beacon again) says landing again: still one visit.
    expect(types(await visits.pageView(landing, id, true))).toEqual(['page-view']);
    const first = await visits.lead(lead({ visit: id, cta: 'book-an-sd-wan-assessment' }), at);
    expect(types(first)).toEqual(['form-send', 'lead', 'visit-converted']);
    expect(first.find((e) => e.type === 'lead')).toMatchObject({ path: '/services/network-solutions/sd-wan', landing: '/services/network-solutions/sd-wan', campaign: 'q1-sdwan', utmSource: 'linkedin', utmMedium: 'paid-social', cta: 'book-an-sd-wan-assessment' });
    // A second lead of the same visit is a lead, not a second converted visit.
    expect(types(await visits.lead(lead({ visit: id }), at))).toEqual(['form-send', 'lead']);
  });

  it('counts the visit of a lead whose visit was never seen (no script, a blocked beacon), once', async () => {
    const visits = createVisits(memoryState());
    const noScript = await visits.lead(lead({ firstUtmSource: 'LinkedIn', firstUtmMedium: 'paid-social', firstUtmCampaign: 'Q1 SD-WAN', referrerHost: 'www.linkedin.com' }), at);
    expect(types(noScript)).toEqual(['form-send', 'visit', 'lead', 'visit-converted']);
    expect(noScript.find((e) => e.type === 'visit')).toMatchObject({ landing: '/services/network-solutions/sd-wan', campaign: 'q1-sd-wan', utmSource: 'linkedin', referrerHost: 'www.linkedin.com' });
    const id = newVisitId();
    expect(types(await visits.lead(lead({ visit: id }), at))).toEqual(['form-send', 'visit', 'lead', 'visit-converted']);
    expect(types(await visits.lead(lead({ visit: id }), at))).toEqual(['form-send', 'lead']);
  });

  it('counts a gated download where it happens, with the form sent', async () => {
    const visits = createVisits(memoryState());
    const events = await visits.lead({ form: 'download', landingPath: '/resources/sd-wan-checklist', sourcePage: '/resources/sd-wan-checklist', download: '/resources/sd-wan-checklist' }, at);
    expect(types(events)).toEqual(['form-send', 'pdf-download', 'visit', 'lead', 'visit-converted']);
  });

  it('never counts more visits with a lead than visits, for any day and any key, whatever the order of views and leads', async () => {
    // A random mix of landings, reloads, forged repeats, leads with known, unknown and no visit
    // identifiers, over two days: per (day, landing, campaign, source, medium, referrer),
    // visit-converted <= visit.
    let seed = 7;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const visits = createVisits(memoryState());
    const ids = Array.from({ length: 40 }, () => newVisitId());
    const pages = ['/', '/contact-us', '/services/network-solutions/sd-wan'];
    const events: RecordedEvent[] = [];
    for (let i = 0; i < 600; i++) {
      const when = new Date(at.getTime() + Math.floor(rnd() * 2) * 86_400_000 + Math.floor(rnd() * 3_600_000));
      const id = ids[Math.floor(rnd() * ids.length)]!;
      const page = pages[Math.floor(rnd() * pages.length)]!;
      if (rnd() < 0.6) {
        events.push(...(await visits.pageView({ type: 'page-view', path: page, at: when.toISOString(), ...(rnd() < 0.5 ? { campaign: 'q1', utmSource: 'linkedin' } : {}) }, id, rnd() < 0.5)));
      } else {
        const visit = rnd() < 0.2 ? undefined : rnd() < 0.1 ? 'not valid' : id;
        events.push(...(await visits.lead(lead({ visit, sourcePage: page, ...(rnd() < 0.5 ? { firstUtmSource: 'google' } : {}) }), when)));
      }
    }
    const key = (e: RecordedEvent) => [siteDay(new Date(e.at)), e.landing, e.campaign, e.utmSource, e.utmMedium, e.referrerHost].join('|');
    const count = (type: string) => {
      const out = new Map<string, number>();
      for (const e of events) if (e.type === type) out.set(key(e), (out.get(key(e)) ?? 0) + 1);
      return out;
    };
    const visitCounts = count('visit');
    const converted = count('visit-converted');
    expect(converted.size).toBeGreaterThan(0);
    for (const [k, n] of converted) {
      expect(n, k).toBeLessThanOrEqual(visitCounts.get(k) ?? 0);
      expect(conversion(n, visitCounts.get(k) ?? 0)!).toBeLessThanOrEqual(1);
    }
  });
});
