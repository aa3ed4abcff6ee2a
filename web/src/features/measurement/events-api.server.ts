// POST /api/events: the beacon of the site's pages (JSON, or text/plain as navigator.sendBeacon
// sends it). Off the page path: public pages stay cached and this endpoint answers at once (202),
// having only checked and queued the events (event-batcher.server.ts sends them on to the CMS).
// Refused or ignored, in order: a request from another site (the global same-site check), too
// many requests from one address (429), a body that is not a small beacon (413/400), a bot by its
// user agent (isbot), and a prerender that was never shown (Sec-Purpose: prefetch). Nothing
// about the visitor is kept: not the address (used only for the rate limit, in memory or Redis
// for a minute), not the user agent, no cookie is read or set.
import express, { Router, type Request } from 'express';
import { isbot } from 'isbot';
import { beaconSchema, recordEvent, type RecordedEvent } from '@ironbark/shared/measurement/events';
import { NO_STORE } from '../../../server/http-cache.server.js';
import { log } from '../../../server/log.server.js';
import type { RateLimiters } from '../../../server/rate-limit.server.js';

export const MAX_BEACON_BYTES = 16 * 1024;
/** Beacons one address may send a minute: generous for people, useless for flooding. */
export const EVENTS_PER_MINUTE = 120;

/** True for a page the browser prerendered or prefetched and has not shown yet. */
export function isSpeculative(req: Request): boolean {
  return /prefetch|prerender/i.test(req.get('sec-purpose') ?? req.get('purpose') ?? '');
}

export function eventsApi({ limiter, siteUrl, record }: { limiter: RateLimiters; siteUrl: string; record: (events: RecordedEvent[]) => void }): Router {
  const router = Router();
  const siteHost = new URL(siteUrl).hostname.toLowerCase();
  const limit = limiter.middleware(limiter.create({ keyPrefix: 'events', points: EVENTS_PER_MINUTE, duration: 60 }));
  const body = express.text({ type: ['text/plain', 'application/json'], limit: MAX_BEACON_BYTES });

  router.post('/', limit, body, (req, res) => {
    res.setHeader('Cache-Control', NO_STORE);
    const ua = req.get('user-agent') ?? '';
    if (isbot(ua) || ua === '') {
      res.status(204).end();
      return;
    }
    if (isSpeculative(req)) {
      res.status(204).end();
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(typeof req.body === 'string' ? req.body : '');
    } catch {
      res.status(400).json({ error: 'invalid', message: 'The body must be JSON: {"events": [...]}' });
      return;
    }
    const result = beaconSchema.safeParse(parsed);
    if (!result.success) {
      const issue = result.error.issues[0];
      res.status(400).json({ error: 'invalid', message: `${issue?.path.join('.') || 'events'}: ${issue?.message ?? 'not valid'}` });
      return;
    }
    const now = new Date();
    record(result.data.events.map((e) => recordEvent(e, now, siteHost)));
    res.status(202).end();
  });

  router.use((error: { status?: number; type?: string }, _req: Request, res: express.Response, next: (e?: unknown) => void) => {
    if (typeof error.status !== 'number' || error.status < 400 || error.status >= 500) {
      next(error);
      return;
    }
    log.debug('events: refused body', { status: error.status, type: error.type });
    res.status(error.status).json({ error: 'invalid', message: error.status === 413 ? 'Too many events in one beacon' : 'The body could not be read' });
  });
  return router;
}
