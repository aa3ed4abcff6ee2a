import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@ironbark/shared/measurement/events';
import { createRateLimiters } from '../../../server/rate-limit.server';
import { memoryState } from '../../../server/shared-state.server';
import { readEnv } from '../../../server/env.server';
import { eventsApi } from './events-api.server';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const recorded: RecordedEvent[] = [];
let base = '';
let close: () => void;

beforeAll(async () => {
  const env = readEnv({ CMS_API_TOKEN: 'x'.repeat(16), REVALIDATE_SECRET: 'x'.repeat(16), PREVIEW_SECRET: 'x'.repeat(16), SESSION_SECRET: 'x'.repeat(16), SITE_URL: 'https://www.ironbark.example' });
  const app = express();
  app.set('trust proxy', false);
  app.use('/api/events', eventsApi({ limiter: createRateLimiters(env, memoryState()), siteUrl: env.SITE_URL, record: (e) => recorded.push(...e) }));
  const server = app.listen(0);
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const post = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/events`, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': CHROME, ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });

describe('POST /api/events', () => {
  it('takes a sendBeacon body (text/plain JSON) and records the events without anything about the visitor', async () => {
    recorded.length = 0;
    const res = await post({ events: [{ type: 'page-view', path: '/services', ref: 'www.ironbark.example', utm: { source: 'linkedin', campaign: 'q1-sdwan' } }, { type: 'cta-click', path: '/services', cta: 'talk-to-sales' }] });
    expect(res.status).toBe(202);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(recorded.map(({ at: _at, ...e }) => e)).toEqual([
      // A referrer from the site itself is no referrer.
      { type: 'page-view', path: '/services', campaign: 'q1-sdwan', utmSource: 'linkedin', utmCampaign: 'q1-sdwan' },
      { type: 'cta-click', path: '/services', cta: 'talk-to-sales' },
    ]);
  });

  it('ignores bots by their user agent and pages prerendered but never shown', async () => {
    recorded.length = 0;
    const ok = { events: [{ type: 'page-view', path: '/' }] };
    expect((await post(ok, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })).status).toBe(204);
    expect((await post(ok, { 'user-agent': 'curl/8.5.0' })).status).toBe(204);
    expect((await post(ok, { 'sec-purpose': 'prefetch;prerender' })).status).toBe(204);
    expect(recorded).toEqual([]);
  });

  it('refuses what is not a small, valid beacon', async () => {
    expect((await post('not json')).status).toBe(400);
    expect((await post({ events: [{ type: 'page-view', path: '/', ip: '10.0.0.1' }] })).status).toBe(400);
    expect((await post({ events: [{ type: 'page-view', path: 'x'.repeat(20_000) }] })).status).toBe(413);
  });
});
