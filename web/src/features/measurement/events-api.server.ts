// POST /api/events: the beacon of the site's pages (JSON, or text/plain as navigator.sendBeacon
// sends it). Off the page path: public pages stay cached and this endpoint answers at once (202),
// having only checked and queued the events (event-batcher.server.ts sends them on to the CMS).
//
// It takes only what only a browser knows, from the site's own pages. Refused or ignored, in
// order: a request not from this site's pages (403: an Origin of another site, or neither an
// Origin nor Sec-Fetch-Site: same-origin), a body that is not a small beacon (413/400), an event
// type the server counts itself or does not know, or a field it does not know (400), a path the
// site does not serve (400), too many events from one address or from everyone in a minute (429,
// dropped and counted in web_measurement_events_total), a bot by its user agent and a prerender
// that was never shown (204). Nothing about the visitor is kept: not the address (used only for
// the per-minute count, in memory or Redis), not the user agent, no cookie is read or set.
import express, { Router, type Request, type Response } from 'express';
import { isbot } from 'isbot';
import { beaconSchema, recordEvent, type RecordedEvent } from '@ironbark/shared/measurement/events';
import { requestSite } from '../../../server/csrf.server.js';
import { NO_STORE } from '../../../server/http-cache.server.js';
import { log } from '../../../server/log.server.js';
import { measurementEvents } from '../../../server/metrics.server.js';
import type { RateLimiters } from '../../../server/rate-limit.server.js';
import type { Visits } from './visits.server.js';

export const MAX_BEACON_BYTES = 16 * 1024;

/** True for a page the browser prerendered or prefetched and has not shown yet. */
export function isSpeculative(req: Request): boolean {
  return /prefetch|prerender/i.test(req.get('sec-purpose') ?? req.get('purpose') ?? '');
}

export interface EventsApiOptions {
  limiter: RateLimiters;
  siteUrl: string;
  /** Events per minute from one address, and from everyone (EVENTS_PER_ADDRESS_PER_MINUTE, EVENTS_SITE_PER_MINUTE). */
  perAddress: number;
  perSite: number;
  /** True for a path the site serves to visitors (a published page or resource, or one of its own routes). */
  serves: (path: string) => Promise<boolean>;
  visits: Visits;
  record: (events: RecordedEvent[]) => void;
  /** The client's address, for the per-address limit (rate-limit.server clientAddress). */
  addressOf: (req: Request) => string;
}

const ERRORS: Record<number, string> = { 403: 'forbidden', 429: 'too many requests', 503: 'unavailable' };

function refuse(res: Response, status: number, message: string) {
  res.status(status).json({ error: ERRORS[status] ?? 'invalid', message });
}

export function eventsApi({ limiter, siteUrl, perAddress, perSite, serves, visits, record, addressOf }: EventsApiOptions): Router {
  const router = Router();
  const site = new URL(siteUrl);
  const siteHost = site.hostname.toLowerCase();
  const byAddress = limiter.create({ keyPrefix: 'events', points: perAddress, duration: 60 });
  const bySite = limiter.create({ keyPrefix: 'events-site', points: perSite, duration: 60 });
  const body = express.text({ type: ['text/plain', 'application/json'], limit: MAX_BEACON_BYTES });
  const fromOwnPages = (req: Request, res: Response, next: () => void) => {
    res.setHeader('Cache-Control', NO_STORE);
    if (requestSite(req, site.origin) === 'same') return next();
    refuse(res, 403, 'Events are taken only from pages of this site');
  };

  router.post('/', fromOwnPages, body, async (req, res, next) => {
    try {
      const ua = req.get('user-agent') ?? '';
      if (isbot(ua) || ua === '' || isSpeculative(req)) {
        res.status(204).end();
        return;
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(typeof req.body === 'string' ? req.body : '');
      } catch {
        refuse(res, 400, 'The body must be JSON: {"events": [...]}');
        return;
      }
      const result = beaconSchema.safeParse(parsed);
      if (!result.success) {
        const issue = result.error.issues[0];
        refuse(res, 400, `${issue?.path.join('.') || 'events'}: ${issue?.message ?? 'not valid'}`);
        return;
      }
      const beacon = result.data.events;
      const paths = [...new Set(beacon.map((e) => e.path))];
      let served: boolean[];
      try {
        served = await Promise.all(paths.map((p) => serves(p)));
      } catch (error) {
        // The CMS is away and the path is not cached: unknown, so not counted.
        log.debug('events: could not check the paths', { error: String(error) });
        refuse(res, 503, 'The page could not be checked just now; the events were not recorded');
        return;
      }
      const unknown = paths.filter((_, i) => !served[i]);
      if (unknown.length > 0) {
        refuse(res, 400, `This site has no page at ${unknown[0]}`);
        return;
      }
      // Each event uses a point of its address's minute and of the site's: the per-address limit
      // stops one machine, the site-wide one a crowd of them.
      const address = await byAddress.consume(addressOf(req), beacon.length);
      const everyone = address.allowed ? await bySite.consume('all', beacon.length) : null;
      if (!address.allowed || !everyone?.allowed) {
        const reason = address.allowed ? 'site-cap' : 'address-cap';
        measurementEvents.inc({ outcome: reason }, beacon.length);
        log.debug('events: dropped over the limit', { reason, events: beacon.length });
        res.setHeader('Retry-After', String(Math.max(1, (everyone ?? address).retryAfterSeconds)));
        refuse(res, 429, 'Too many events; they were not recorded');
        return;
      }
      const now = new Date();
      const events: RecordedEvent[] = [];
      for (const e of beacon) {
        const recorded = recordEvent(e, now, siteHost);
        if (e.type === 'page-view') events.push(...(await visits.pageView(recorded, e.visit, e.landing)));
        else events.push(recorded);
      }
      measurementEvents.inc({ outcome: 'recorded' }, events.length);
      record(events);
      res.status(202).end();
    } catch (error) {
      next(error);
    }
  });

  router.use((error: { status?: number; type?: string }, _req: Request, res: Response, next: (e?: unknown) => void) => {
    if (typeof error.status !== 'number' || error.status < 400 || error.status >= 500) {
      next(error);
      return;
    }
    log.debug('events: refused body', { status: error.status, type: error.type });
    refuse(res, error.status, error.status === 413 ? 'Too many events in one beacon' : 'The body could not be read');
  });
  return router;
}
