// The link a gated guide's form answers with (issue 33): /api/downloads/<token>, where the token
// is signed (HMAC-SHA256, a key derived from SESSION_SECRET), names one resource and the lead
// that asked for it (its submission key), and expires after DOWNLOAD_LINK_SECONDS (5 minutes).
// It works once: the first request that gets the file claims the token's nonce in the shared
// state (SET NX in Redis, so every web instance agrees); a second gets "already used". The file
// is streamed from the CMS (GET /api/blogs/:slug/file, the web's API token), which reads it from
// private storage and answers 404 once the resource is unpublished or deleted. Never cached:
// Cache-Control private, no-store, under /api (which Varnish and the page cache always pass).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Router, type Response } from 'express';
import { SLUG_PATTERN } from '@ironbark/shared/content/patterns';
import type { CmsClient } from '../../../server/cms-client.server.js';
import { PRIVATE_NO_STORE } from '../../../server/http-cache.server.js';
import { log } from '../../../server/log.server.js';
import type { SharedState } from '../../../server/shared-state.server.js';
import { STATIC_PAGE_CSP, staticPage } from '../layout/index.server.js';

/** Where the links are answered. */
export const DOWNLOAD_LINK_BASE = '/api/downloads';

const SLUG = new RegExp(SLUG_PATTERN);
const TOKEN = /^[A-Za-z0-9_-]{20,600}\.[A-Za-z0-9_-]{43}$/;
const NONCE = /^[A-Za-z0-9_-]{16}$/;

interface LinkClaims {
  /** The resource's slug. */
  s: string;
  /** The lead's submission key. */
  l: string;
  /** Expires at (ms since the epoch). */
  e: number;
  /** Random: the once-only claim is made on it. */
  n: string;
}

export type LinkCheck = { ok: true; claims: LinkClaims } | { ok: false; reason: 'invalid' | 'expired'; slug?: string };

export interface DownloadLinks {
  /** A new link for this lead to this resource's file (a path on this site). */
  issue(slug: string, leadKey: string, now?: number): string;
  /** The link's claims, if it is well signed and still in its lifetime. */
  check(token: string, now?: number): LinkCheck;
  /** True for the first request only. */
  claim(claims: LinkClaims): Promise<boolean>;
}

export function createDownloadLinks({ secret, state, site, lifetimeSeconds }: { secret: string; state: SharedState; site: string; lifetimeSeconds: number }): DownloadLinks {
  const key = createHmac('sha256', secret).update('ironbark:download-links:v1').digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    issue(slug, leadKey, now = Date.now()) {
      const claims: LinkClaims = { s: slug, l: leadKey, e: now + lifetimeSeconds * 1000, n: randomBytes(12).toString('base64url') };
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${DOWNLOAD_LINK_BASE}/${payload}.${mac(payload)}`;
    },
    check(token, now = Date.now()) {
      if (!TOKEN.test(token)) return { ok: false, reason: 'invalid' };
      const [payload, signature] = token.split('.') as [string, string];
      const expected = Buffer.from(mac(payload));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
      let claims: LinkClaims;
      try {
        claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as LinkClaims;
      } catch {
        return { ok: false, reason: 'invalid' };
      }
      if (typeof claims.s !== 'string' || !SLUG.test(claims.s) || typeof claims.e !== 'number' || typeof claims.n !== 'string' || !NONCE.test(claims.n)) {
        return { ok: false, reason: 'invalid' };
      }
      if (now >= claims.e) return { ok: false, reason: 'expired', slug: claims.s };
      return { ok: true, claims };
    },
    claim(claims) {
      const ttl = Math.max(60, Math.ceil((claims.e - Date.now()) / 1000) + 60);
      return state.setIfAbsent(`downloads:used:${site}:${claims.n}`, claims.l, ttl);
    },
  };
}

/** "This link does not work", with the way to a new one. */
function refusal(res: Response, status: number, message: string, slug?: string) {
  res.setHeader('Cache-Control', PRIVATE_NO_STORE);
  res.setHeader('Content-Security-Policy', STATIC_PAGE_CSP);
  res.setHeader('X-Robots-Tag', 'noindex');
  res
    .status(status)
    .type('html')
    .send(
      staticPage(
        { title: 'This download link does not work' },
        <>
          <p>{message}</p>
          <p>{slug ? <a href={`/resources/${slug}/download`}>Get a new download link</a> : <a href="/resources">Browse the resources</a>}</p>
        </>,
      ),
    );
}

/** Streams a resource's file from the CMS (wherever the CMS keeps it); false when there is none. */
export async function streamFromCms(cms: CmsClient, res: Response, slug: string, before?: () => Promise<boolean>): Promise<'sent' | 'missing' | 'refused' | 'unavailable'> {
  const upstream = await cms.raw(`/api/blogs/${slug}/file`, { headers: { accept: '*/*' }, signal: AbortSignal.timeout(15_000) }).catch(() => null);
  if (!upstream?.ok || !upstream.body) {
    await upstream?.body?.cancel().catch(() => undefined);
    if (upstream?.status === 404) return 'missing';
    log.warn('download: file not available', { slug, status: upstream?.status });
    return 'unavailable';
  }
  if (before && !(await before())) {
    await upstream.body.cancel().catch(() => undefined);
    return 'refused';
  }
  res.setHeader('Cache-Control', PRIVATE_NO_STORE);
  res.setHeader('X-Robots-Tag', 'noindex');
  res.setHeader('Content-Type', upstream.headers.get('content-type') ?? 'application/pdf');
  const length = upstream.headers.get('content-length');
  if (length) res.setHeader('Content-Length', length);
  res.setHeader('Content-Disposition', upstream.headers.get('content-disposition') ?? `attachment; filename="${slug}.pdf"`);
  await pipeline(Readable.fromWeb(upstream.body as WebReadableStream<Uint8Array>), res);
  return 'sent';
}

/** GET /api/downloads/<token>: the file, once, within the link's lifetime. */
export function downloadLinksRoute({ links, cms }: { links: DownloadLinks; cms: CmsClient }): Router {
  const router = Router();
  router.head('/:token', (req, res) => {
    // Link checkers (mail scanners, previews) ask with HEAD: answered without using the link up.
    const checked = links.check(req.params.token);
    res.setHeader('Cache-Control', PRIVATE_NO_STORE);
    res.status(checked.ok ? 200 : checked.reason === 'expired' ? 410 : 404).end();
  });
  router.get('/:token', async (req, res, next) => {
    try {
      const checked = links.check(req.params.token);
      if (!checked.ok) {
        if (checked.reason === 'expired') refusal(res, 410, 'This download link has expired: each link works for a few minutes after the form is sent.', checked.slug);
        else refusal(res, 404, 'This download link is not valid.');
        return;
      }
      const { claims } = checked;
      const outcome = await streamFromCms(cms, res, claims.s, () => links.claim(claims));
      if (outcome === 'refused') {
        log.info('download: link used again', { slug: claims.s });
        refusal(res, 410, 'This download link has already been used: each link works once.', claims.s);
      } else if (outcome === 'missing') {
        refusal(res, 404, 'This guide is no longer available.');
      } else if (outcome === 'unavailable') {
        refusal(res, 502, 'The file is not available right now. Please try this link again in a minute.', claims.s);
      } else {
        log.info('download: sent', { slug: claims.s });
      }
    } catch (error) {
      if (res.headersSent) {
        log.warn('download: transfer broken off', { error: String(error) });
        return;
      }
      next(error);
    }
  });
  return router;
}
