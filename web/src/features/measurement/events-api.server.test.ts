import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@ironbark/shared/measurement/events';
import { clientAddress, createRateLimiters } from '../../../server/rate-limit.server';
import { memoryState } from '../../../server/shared-state.server';
import { readEnv } from '../../../server/env.server';
import { registry } from '../../../server/metrics.server';
import { eventsApi } from './events-api.server';
import { createVisits } from './visits.server';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SITE = 'https://www.ironbark.example';
const SERVED = new Set(['/', '/services', '/search', '/resources/sd-wan-checklist']);
const recorded: RecordedEvent[] = [];
let base = '';
let close: () => void;

function listen(perAddress: number, perSite: number): Promise<{ url: string; close: () => void }> {
  const env = readEnv({ CMS_API_TOKEN: 'x'.repeat(16), REVALIDATE_SECRET: 'x'.repeat(16), PREVIEW_SECRET: 'x'.repeat(16), SESSION_SECRET: 'x'.repeat(16), SITE_URL: SITE });
  const state = memoryState();
  const app = express();
  app.set('trust proxy', false);
  app.use(
    '/api/events',
    eventsApi({
      limiter: createRateLimiters(env, state),
      siteUrl: env.SITE_URL,
      perAddress,
      perSite,
      serves: async (path) => SERVED.has(path),
      visits: createVisits(state),
      addressOf: clientAddress,
      record: (e) => void recorded.push(...e),
    }),
  );
  const server = app.listen(0);
  return new Promise((resolve) =>
    server.once('listening', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() })),
  );
}

beforeAll(async () => {
  ({ url: base, close } = await listen(1000, 100_000));
});
afterAll(() => close());
beforeEach(() => {
  recorded.length = 0;
});

/** A beacon as a browser on the site's page sends it (an empty header value leaves the header out). */
const post = (body: unknown, headers: Record<string, string> = {}, url = base) =>
  fetch(`${url}/api/events`, {
    method: 'POST',
    headers: Object.fromEntries(Object.entries({ 'content-type': 'text/plain;charset=UTF-8', 'user-agent': CHROME, origin: SITE, ...headers }).filter(([, v]) => v !== '')),
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const plain = (events: RecordedEvent[]) => events.map(({ at: _at, ...e }) => e);

describe('POST /api/events', () => {
  it('takes a sendBeacon body (text/plain JSON) from its own pages and records the events without anything about the visitor', async () => {
    const res = await post({ events: [{ type: 'page-view', path: '/services', ref: 'www.ironbark.example', utm: { source: 'LinkedIn', campaign: 'q1-sdwan' } }, { type: 'cta-click', path: '/services', cta: 'talk-to-sales' }] });
    expect(res.status).toBe(202);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(plain(recorded)).toEqual([
      // A referrer from the site itself is no referrer; a source is kept in lower case.
      { type: 'page-view', path: '/services', campaign: 'q1-sdwan', utmSource: 'linkedin', utmCampaign: 'q1-sdwan' },
      { type: 'cta-click', path: '/services', cta: 'talk-to-sales' },
    ]);
  });

  it('takes Sec-Fetch-Site: same-origin without an Origin, and refuses another site, a sibling host or neither header (403)', async () => {
    const ok = { events: [{ type: 'page-view', path: '/' }] };
    expect((await post(ok, { origin: '', 'sec-fetch-site': 'same-origin' })).status).toBe(202);
    expect(recorded).toHaveLength(1);
    recorded.length = 0;
    const refused: Record<string, string>[] = [{ origin: 'https://evil.example' }, { origin: 'https://shop.ironbark.example' }, { origin: '' }, { origin: '', 'sec-fetch-site': 'cross-site' }];
    for (const headers of refused) {
      const res = await post(ok, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    expect(recorded).toEqual([]);
  });

  it('refuses events the server counts itself, unknown types and unknown fields (400), and records nothing of the beacon', async () => {
    for (const type of ['form-send', 'pdf-download', 'lead', 'visit', 'visit-converted', 'click']) {
      const res = await post({ events: [{ type: 'page-view', path: '/' }, { type, path: '/' }] });
      expect(res.status, type).toBe(400);
    }
    expect((await post({ events: [{ type: 'page-view', path: '/', ip: '10.0.0.1' }] })).status).toBe(400);
    expect(recorded).toEqual([]);
  });

  it('refuses a path the site does not serve (400) and records nothing of that beacon', async () => {
    const res = await post({ events: [{ type: 'page-view', path: '/' }, { type: 'page-view', path: '/totally/made/up/page' }] });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain('/totally/made/up/page');
    expect(recorded).toEqual([]);
  });

  it('keeps markup out: search terms and utm values are stored as plain text', async () => {
    const res = await post({
      events: [
        { type: 'page-view', path: '/', utm: { source: '<img src=x onerror=alert(1)>LinkedIn', campaign: '<b>Q1</b> SD-WAN', content: 'a<script>b' } },
        { type: 'search-no-results', path: '/search', term: '<img src=x>starlink' },
      ],
    });
    expect(res.status).toBe(202);
    const [view, search] = recorded;
    expect(view).toMatchObject({ utmSource: 'linkedin', utmCampaign: 'Q1 SD-WAN', campaign: 'q1-sd-wan', utmContent: 'a b' });
    expect(search?.term).toBe('starlink');
    expect(JSON.stringify(recorded)).not.toMatch(/[<>]/);
  });

  it('counts a visit once from its landing page view: a reload or a repeated beacon adds a view, not a visit', async () => {
    const visit = 'AbCdEfGhIjKlMnOpQrStUv';
    const landing = { type: 'page-view', path: '/services', ref: 'www.linkedin.com', utm: { source: 'linkedin', medium: 'paid-social', campaign: 'q1-sdwan' }, visit, landing: true };
    expect((await post({ events: [landing] })).status).toBe(202);
    expect((await post({ events: [landing] })).status).toBe(202);
    expect((await post({ events: [{ type: 'page-view', path: '/services' }] })).status).toBe(202);
    expect(recorded.filter((e) => e.type === 'page-view')).toHaveLength(3);
    expect(plain(recorded.filter((e) => e.type === 'visit'))).toEqual([
      { type: 'visit', path: '/services', landing: '/services', campaign: 'q1-sdwan', utmSource: 'linkedin', utmMedium: 'paid-social', utmCampaign: 'q1-sdwan', referrerHost: 'www.linkedin.com' },
    ]);
  });

  it('ignores bots by their user agent and pages prerendered but never shown', async () => {
    const ok = { events: [{ type: 'page-view', path: '/' }] };
    expect((await post(ok, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })).status).toBe(204);
    expect((await post(ok, { 'user-agent': 'curl/8.5.0' })).status).toBe(204);
    expect((await post(ok, { 'sec-purpose': 'prefetch;prerender' })).status).toBe(204);
    expect(recorded).toEqual([]);
  });

  it('refuses what is not a small, valid beacon', async () => {
    expect((await post('not json')).status).toBe(400);
    expect((await post({ events: [{ type: 'page-view', path: 'x'.repeat(20_000) }] })).status).toBe(413);
  });
});

describe('the per-minute caps', () => {
  const dropped = async (reason: string) =>
    (await registry.getSingleMetric('web_measurement_events_total')!.get()).values.find((v) => v.labels.outcome === reason)?.value ?? 0;

  it('drop events over one address\'s cap and over the site-wide cap, count them in a metric and store none of them', async () => {
    const perAddress = await listen(5, 1_000);
    try {
      const before = await dropped('address-cap');
      const three = { events: [1, 2, 3].map(() => ({ type: 'page-view', path: '/' })) };
      expect((await post(three, {}, perAddress.url)).status).toBe(202);
      const over = await post(three, {}, perAddress.url);
      expect(over.status).toBe(429);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(recorded).toHaveLength(3);
      expect((await dropped('address-cap')) - before).toBe(3);
    } finally {
      perAddress.close();
    }

    recorded.length = 0;
    const perSite = await listen(1_000, 4);
    try {
      const before = await dropped('site-cap');
      const three = { events: [1, 2, 3].map(() => ({ type: 'page-view', path: '/' })) };
      expect((await post(three, {}, perSite.url)).status).toBe(202);
      expect((await post(three, {}, perSite.url)).status).toBe(429);
      expect(recorded).toHaveLength(3);
      expect((await dropped('site-cap')) - before).toBe(3);
    } finally {
      perSite.close();
    }
  });
});
