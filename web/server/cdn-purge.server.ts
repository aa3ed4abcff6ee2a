// Tells a CDN in front of the web to drop what an editor's change made stale. Configured with
// CDN_PURGE_URL and CDN_PURGE_TOKEN; called by the revalidation endpoint (only on the instance the
// CMS called: one purge per change). The body names the changed tags, which every cached page
// also carries in its Cache-Tag / Surrogate-Key headers, so a CDN that purges by tag drops exactly
// those pages; CDNs that need another shape get it from a small adapter at that URL.
//
// Why tags and not paths: every page is built from several content types (the navigation and
// site settings on every page, lists of resources on many), so a change to one entry can change
// any page; the tags say which. A CDN without tag purge should purge everything on any call.
//
// Two ways to ask (CDN_PURGE_MODE): "json" POSTs the request as JSON with the bearer token (a CDN's
// API behind an adapter, or the adapter itself); "varnish" sends Varnish's BAN with the tags in
// X-Purge-Tags, as ops/varnish/default.vcl expects.
//
// The purge waits a moment first, so every web instance has dropped its own copies (the
// invalidation message takes milliseconds) before the CDN comes back for new ones.
import type { Env } from './env.server.js';
import { log } from './log.server.js';
import { cdnPurges } from './metrics.server.js';
import { buildTags } from './page-cache.server.js';

export interface PurgeRequest {
  /** Purge every cached answer carrying one of these tags. */
  tags: string[];
  /** What the editor changed (the CMS content type, the action, the document). */
  model: string;
  action?: string;
  documentId?: string;
}

export type Purger = (request: PurgeRequest) => Promise<void>;

/**
 * The invalidation reaches every instance through Redis in milliseconds; a quarter of a second is
 * ample, and keeps publish-to-fresh through the cache well under 2 s.
 */
export const PURGE_DELAY_MS = 250;

/** The HTTP request that asks the cache to purge, in the configured mode. */
export function purgeRequest(mode: Env['CDN_PURGE_MODE'], token: string, request: PurgeRequest): RequestInit {
  if (mode === 'varnish') return { method: 'BAN', headers: { authorization: `Bearer ${token}`, 'x-purge-tags': request.tags.join(' ') } };
  return { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(request) };
}

export function createPurger(env: Pick<Env, 'CDN_PURGE_URL' | 'CDN_PURGE_TOKEN'> & Partial<Pick<Env, 'CDN_PURGE_MODE'>>, { delayMs = PURGE_DELAY_MS, attempts = 3 } = {}): Purger | undefined {
  const url = env.CDN_PURGE_URL;
  const token = env.CDN_PURGE_TOKEN;
  if (!url || !token) return undefined;
  const mode = env.CDN_PURGE_MODE ?? 'json';
  return async (request) => {
    await new Promise((r) => setTimeout(r, delayMs));
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        const res = await fetch(url, { ...purgeRequest(mode, token, request), signal: AbortSignal.timeout(5000) });
        if (res.ok) {
          log.info('cdn purged', { tags: request.tags, attempt });
          cdnPurges.inc({ outcome: 'ok' });
          return;
        }
        log.warn('cdn purge refused', { status: res.status, attempt });
        if (res.status < 500 && res.status !== 429) {
          // Our request is wrong (token, address): retrying will not help.
          cdnPurges.inc({ outcome: 'refused' });
          return;
        }
      } catch (error) {
        log.warn('cdn purge failed', { error: String(error), attempt });
      }
      await new Promise((r) => setTimeout(r, attempt * 1000));
    }
    cdnPurges.inc({ outcome: 'failed' });
    log.error('cdn purge gave up: pages may be stale at the CDN until s-maxage passes', { tags: request.tags });
  };
}

/** Pages of earlier builds cached in front (Varnish, a CDN) go at start: each carries its build's tag. */
export function purgeEarlierBuilds(purge: Purger | undefined, previous: string[]) {
  if (!purge || previous.length === 0) return;
  purge({ tags: buildTags(previous.slice(-31)), model: 'build', action: 'deploy' }).catch((e: unknown) => log.warn('cdn purge of earlier builds failed', { error: String(e) }));
}
