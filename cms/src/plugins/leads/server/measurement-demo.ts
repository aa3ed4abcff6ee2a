// Demo measurement data: a month of plausible first-party counts so the dashboard is not empty on
// a new install (and a million raw events for the bench). Every row it writes carries demo = true
// and one command removes them all (`npm run measurement-demo -w cms -- --remove`); the dashboard
// says when demo data is in its figures. The traffic is generated, not real: weekdays busier than
// weekends, a slow rise over the month, search, LinkedIn, newsletter and direct visits landing on
// the site's own published pages, calls to action that exist on those pages, a few leads, gated
// downloads and searches that found nothing. A visit with a lead is always one of the visits.
import type { Core } from '@strapi/strapi';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';
import { RAW_EVENT_DAYS, type RecordedEvent } from '@ironbark/shared/measurement/events';
import { addDays, daysBetween } from '@ironbark/shared/measurement/dashboard';
import { recordEvents } from './measurement-store';
import { siteDay } from '@ironbark/shared/time';

/** A small deterministic random source (mulberry32), so a demo month is the same each time. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly (readonly [T, number])[]): T => {
    const total = items.reduce((s, [, w]) => s + w, 0);
    let r = next() * total;
    for (const [item, w] of items) if ((r -= w) < 0) return item;
    return items[items.length - 1]![0];
  };
  return { next, pick, chance: (p: number) => next() < p };
}

interface Source {
  source?: string;
  medium?: string;
  campaign?: string;
  utmCampaign?: string;
  ref?: string;
  /** Where this source lands: a fixed page, or anywhere (weighted by the site's pages). */
  landing?: string;
  /** How likely a visit from here sends a lead. */
  leadRate: number;
}

const SOURCES: (readonly [Source, number])[] = [
  [{ source: 'google', medium: 'organic', ref: 'www.google.com', leadRate: 0.018 }, 30],
  [{ source: 'google', medium: 'organic', ref: 'www.google.com.au', leadRate: 0.02 }, 6],
  [{ leadRate: 0.025 }, 22],
  [{ source: 'bing', medium: 'organic', ref: 'www.bing.com', leadRate: 0.015 }, 4],
  [{ ref: 'www.linkedin.com', leadRate: 0.012 }, 6],
  [{ ref: 'duckduckgo.com', leadRate: 0.01 }, 2],
  [{ source: 'linkedin', medium: 'paid-social', campaign: 'sdwan-assessment-linkedin', utmCampaign: 'sdwan-assessment-linkedin', ref: 'www.linkedin.com', landing: '/services/network-solutions/sd-wan', leadRate: 0.045 }, 10],
  [{ source: 'newsletter', medium: 'email', campaign: 'managed-wifi-spring-newsletter', utmCampaign: 'managed-wifi-spring-newsletter', landing: '/services/network-solutions/managed-wifi', leadRate: 0.05 }, 6],
  [{ source: 'google', medium: 'cpc', campaign: 'bus-fleet-pilot-2024', utmCampaign: 'bus-fleet-pilot-2024', ref: 'www.google.com', landing: '/bus-campaign', leadRate: 0.03 }, 3],
  // A code with a typo, as happens: counted as unlisted, never as a campaign of its own.
  [{ source: 'linkedin', medium: 'paid-social', campaign: 'sdwan-assesment-linkedin', utmCampaign: 'sdwan-assesment-linkedin', ref: 'www.linkedin.com', landing: '/services/network-solutions/sd-wan', leadRate: 0.04 }, 1],
];

/** Calls to action of the seeded pages, where they sit, and the form they open. */
const CTAS: { page: string; cta: string; leadPage: string }[] = [
  { page: '/services/network-solutions/sd-wan', cta: 'book-an-sd-wan-assessment', leadPage: '/services/network-solutions/sd-wan' },
  { page: '/services/network-solutions/sd-wan', cta: 'request-an-sd-wan-assessment', leadPage: '/services/network-solutions/sd-wan' },
  { page: '/', cta: 'talk-to-a-specialist', leadPage: '/' },
  { page: '/', cta: 'explore-our-services', leadPage: '/' },
  { page: '/services/network-solutions/managed-wifi', cta: 'book-a-site-survey', leadPage: '/services/network-solutions/managed-wifi' },
];

const SEARCHES: (readonly [string, number])[] = [
  ['starlink', 5],
  ['nbn outage', 4],
  ['teams calling', 3],
  ['sim only plans', 2],
  ['microsoft 365 backup', 2],
  ['fttp upgrade', 2],
  ['5g home internet', 1],
];

const WEEKDAY = [0.42, 1, 1.05, 1.04, 1, 0.9, 0.45];

export interface DemoOptions {
  /** Days ending today (default 30). */
  days?: number;
  /** About how many events to make (default: a small site's month, ~25,000). */
  events?: number;
  seed?: number;
  now?: Date;
}

interface SiteShape {
  pages: string[];
  guides: string[];
}

async function siteShape(strapi: Core.Strapi): Promise<SiteShape> {
  const pages = (await strapi.db.query(CONTENT_TYPE_UIDS.page).findMany({ select: ['path'], where: { publishedAt: { $notNull: true } }, limit: 2000 })) as { path: string }[];
  const resources = (await strapi.db.query(CONTENT_TYPE_UIDS.blog).findMany({ select: ['slug', 'gated'], where: { publishedAt: { $notNull: true } }, limit: 200 })) as { slug: string; gated?: boolean }[];
  return {
    pages: [...new Set(pages.map((p) => p.path))],
    guides: resources.filter((r) => r.gated).map((r) => r.slug),
  };
}

/** A moment on a Sydney day, weighted to business hours. */
function momentOn(day: string, r: ReturnType<typeof random>): string {
  const hour = r.pick([[7, 1], [8, 3], [9, 5], [10, 6], [11, 6], [12, 4], [13, 5], [14, 6], [15, 5], [16, 4], [17, 2], [19, 2], [21, 1]] as const);
  const minute = Math.floor(r.next() * 60);
  // Sydney is 10 or 11 hours ahead of UTC: 10 keeps every hour above on the same Sydney day.
  return new Date(Date.parse(`${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+10:00`)).toISOString();
}

/** One day's events for `visits` visits. */
export function demoDay(day: string, visits: number, site: SiteShape, r: ReturnType<typeof random>): RecordedEvent[] {
  const events: RecordedEvent[] = [];
  const served = new Set(site.pages);
  const pageWeights = site.pages.map((p) => [p, p === '/' ? 30 : p.startsWith('/services') ? 4 : p.startsWith('/industries') ? 2 : 1] as const);
  const ctas = CTAS.filter((c) => served.has(c.page));
  for (let v = 0; v < visits; v++) {
    const src = r.pick(SOURCES);
    const landing = src.landing && served.has(src.landing) ? src.landing : r.pick(pageWeights);
    const at = momentOn(day, r);
    const keys = {
      landing,
      ...(src.campaign ? { campaign: src.campaign } : {}),
      ...(src.source ? { utmSource: src.source } : {}),
      ...(src.medium ? { utmMedium: src.medium } : {}),
      ...(src.utmCampaign ? { utmCampaign: src.utmCampaign } : {}),
      ...(src.ref ? { referrerHost: src.ref } : {}),
    };
    events.push({ type: 'visit', path: landing, at, ...keys });
    const views = 1 + Math.floor(-Math.log(1 - r.next()) * 1.6);
    const seen = [landing];
    for (let i = 1; i < views; i++) seen.push(r.pick(pageWeights));
    for (const [i, path] of seen.entries()) events.push({ type: 'page-view', path, at, ...(i === 0 ? keys : {}) });
    const onPage = ctas.filter((c) => seen.includes(c.page));
    const clicked = onPage.length > 0 && r.chance(0.22) ? onPage[Math.floor(r.next() * onPage.length)] : undefined;
    if (clicked) events.push({ type: 'cta-click', path: clicked.page, cta: clicked.cta, at, ...(src.campaign ? { campaign: src.campaign } : {}) });
    if (r.chance(0.01)) events.push({ type: 'search-no-results', path: '/search', term: r.pick(SEARCHES), at });
    const wantsGuide = site.guides.length > 0 && r.chance(0.012);
    const sendsLead = r.chance(src.leadRate * (clicked ? 3 : 1));
    if (sendsLead || wantsGuide) {
      const page = wantsGuide ? `/resources/${site.guides[Math.floor(r.next() * site.guides.length)]}` : (clicked?.leadPage ?? '/contact-us');
      events.push({ type: 'form-start', path: page, at });
      events.push({ type: 'form-send', path: page, form: wantsGuide ? 'download' : 'contact', at });
      if (wantsGuide) events.push({ type: 'pdf-download', path: page, at });
      events.push({ type: 'lead', path: page, at, form: wantsGuide ? 'download' : 'contact', ...(clicked && !wantsGuide ? { cta: clicked.cta } : {}), ...keys });
      events.push({ type: 'visit-converted', path: landing, at, ...keys });
    } else if (r.chance(0.03)) {
      events.push({ type: 'form-start', path: '/contact-us', at });
    }
  }
  return events;
}

/** Writes a demo month (or `days`) ending today; returns how many events it made. */
export async function generateDemoMeasurement(strapi: Core.Strapi, { days = 30, events = 25_000, seed = 2026, now = new Date() }: DemoOptions = {}): Promise<{ events: number; days: number }> {
  const site = await siteShape(strapi);
  if (site.pages.length === 0) throw new Error('there are no published pages to make demo visits for: seed the content first');
  const r = random(seed);
  const today = siteDay(now);
  const first = addDays(today, -(days - 1));
  const rawFrom = addDays(today, -(RAW_EVENT_DAYS - 1));
  // About 2.7 events a visit (see demoDay); the month rises from 85 % to 110 %.
  const perDay = events / 2.7 / days;
  let made = 0;
  const all = daysBetween(first, today);
  for (const [i, day] of all.entries()) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const visits = Math.max(1, Math.round(perDay * WEEKDAY[weekday]! * (0.85 + (0.25 * i) / Math.max(1, all.length - 1)) * (0.9 + r.next() * 0.2)));
    const dayEvents = demoDay(day, visits, site, r);
    await recordEvents(strapi.db.connection, dayEvents, { demo: true, raw: day >= rawFrom, append: true });
    made += dayEvents.length;
  }
  return { events: made, days: all.length };
}
