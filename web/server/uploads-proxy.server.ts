// Uploaded media, streamed from the CMS through this origin (one origin for pages and images).
// stream.pipeline carries the bytes: it reads from the CMS only as fast as the visitor takes them
// (backpressure), and when the visitor goes away it stops reading and the request to the CMS is
// aborted (no download left running for nobody).
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Router } from 'express';
import { uploadHeaders } from '@ironbark/shared/content/upload-headers';
import type { CmsClient } from './cms-client.server.js';
import { log } from './log.server.js';

/** How long the CMS has to start answering (the transfer itself may take as long as the visitor needs). */
const UPSTREAM_ANSWER_MS = 8000;

export function uploadsProxy(cms: CmsClient, { answerTimeoutMs = UPSTREAM_ANSWER_MS } = {}): Router {
  const router = Router();
  router.get(/^\/uploads\/[A-Za-z0-9._-]+$/, async (req, res, next) => {
    const upstreamRequest = new AbortController();
    const visitorGone = () => {
      if (!res.writableFinished) upstreamRequest.abort(new Error('the visitor closed the connection'));
    };
    res.once('close', visitorGone);
    const answerTimer = setTimeout(() => upstreamRequest.abort(new Error('the CMS did not answer in time')), answerTimeoutMs);
    let upstream: Response;
    try {
      upstream = await cms.raw(req.path, { headers: { accept: req.get('accept') ?? '*/*' }, signal: upstreamRequest.signal });
    } catch (error) {
      if (upstreamRequest.signal.aborted && res.destroyed) return;
      next(error);
      return;
    } finally {
      clearTimeout(answerTimer);
    }
    if (!upstream.ok || !upstream.body) {
      await upstream.body?.cancel().catch(() => undefined);
      res.status(upstream.status === 404 ? 404 : 502).end();
      return;
    }
    for (const h of ['content-type', 'content-length', 'last-modified', 'etag']) {
      const v = upstream.headers.get(h);
      if (v) res.setHeader(h, v);
    }
    // Strapi names uploads by content hash: a new file gets a new name.
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('Cross-Origin-Resource-Policy', 'same-site');
    // A document (anything but an image pages show) is a download in a sandbox, never a page of this origin.
    for (const [name, value] of Object.entries(uploadHeaders(upstream.headers.get('content-type')))) res.setHeader(name, value);
    try {
      await pipeline(Readable.fromWeb(upstream.body as WebReadableStream<Uint8Array>), res);
    } catch (error) {
      // The visitor went away (or the CMS broke off): pipeline has closed both sides already.
      if (!res.destroyed && !res.headersSent) return next(error);
      if (!upstreamRequest.signal.aborted) log.warn('upload transfer broken off', { path: req.path, error: String(error) });
    }
  });
  return router;
}
