// Gated resources, server side. A resource whose editor ticked "Ask name and email before the
// download" links its PDF to /resources/<slug>/download instead of the file: a small form (name,
// email) drawn by the site's no-JavaScript form page and posted to the forms API like every other
// form (/api/forms/download: size, rate limit, forgery and bot checks, the shared field rules).
// Once the lead is stored (or safely queued), the answer is a signed, single-use link to the file
// (download-links.server.tsx): the CMS keeps a gated guide's file privately and never tells
// anyone its address. An ungated resource's address leads straight to its file: a 303 to it when
// it is served from this site (/uploads/...), the bytes from the bucket otherwise, and from the
// CMS while its file is still private (the editor has ticked gating on a draft not yet
// published), so no redirect ever leaves the site.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Router, type Response } from 'express';
import { SLUG_PATTERN } from '@ironbark/shared/content/patterns';
import { CONTEXT_FIELDS, UTM_KEYS, utmFieldName } from '@ironbark/shared/forms/lead-context';
import { VISIT_ID_PATTERN } from '@ironbark/shared/measurement/visit-id';
import { isValidReferrerHost, isValidUtmValue } from '@ironbark/shared/forms/lead-rules';
import type { CmsClient } from '../../../server/cms-client.server.js';
import { NO_STORE } from '../../../server/http-cache.server.js';
import { log } from '../../../server/log.server.js';
import type { ContentSource } from '../../lib/content-source.js';
import { STARTED_FIELD } from '../forms/index.js';
import { FORM_PAGE_CSP, formPage, type FormTokens } from '../forms/index.server.js';
import { streamFromCms } from './download-links.server.js';

/** The hidden field the download form posts: which resource's file it asks for. */
export const RESOURCE_FIELD = 'resource';

const SLUG = new RegExp(SLUG_PATTERN);

export interface GatedFile {
  slug: string;
  title: string;
  gated: boolean;
  /** '' when the CMS keeps the file privately (it never says where). */
  url: string;
  /** The file's name, for Content-Disposition when it is streamed. */
  name: string;
}

/** The address a resource's download link points to. */
export function downloadPath(slug: string): string {
  return `/resources/${slug}/download`;
}

/** The published resource's file, or null when there is no such resource or it has no file. */
export async function findDownload(content: Pick<ContentSource, 'resource'>, slug: unknown): Promise<GatedFile | null> {
  if (typeof slug !== 'string' || !SLUG.test(slug) || slug.length > 100) return null;
  const data = await content.resource(slug);
  const doc = data?.resource.doc;
  if (!data || !doc) return null;
  return { slug, title: data.resource.title, gated: data.resource.gated === true, url: doc.url, name: doc.name ?? `${slug}.pdf` };
}

/** Sends an ungated file: a redirect within the site, or the bytes from elsewhere (an S3 bucket, the CMS's private storage). */
export async function sendFile(res: Response, file: GatedFile, cms: CmsClient): Promise<void> {
  res.setHeader('Cache-Control', NO_STORE);
  if (/^\/uploads\/[A-Za-z0-9._-]+$/.test(file.url)) {
    res.redirect(303, file.url);
    return;
  }
  if (!file.url) {
    const outcome = await streamFromCms(cms, res, file.slug);
    if (outcome === 'missing') res.status(404).type('text').send('This file is no longer available.');
    else if (outcome !== 'sent') res.status(502).type('text').send('The file is not available right now. Please try again in a few minutes.');
    return;
  }
  const upstream = await fetch(file.url, { signal: AbortSignal.timeout(15_000) }).catch(() => null);
  if (!upstream?.ok || !upstream.body) {
    log.warn('download: file not available', { slug: file.slug, status: upstream?.status });
    res.status(502).type('text').send('The file is not available right now. Please try again in a few minutes.');
    return;
  }
  res.setHeader('Content-Type', upstream.headers.get('content-type') ?? 'application/pdf');
  const length = upstream.headers.get('content-length');
  if (length) res.setHeader('Content-Length', length);
  res.setHeader('Content-Disposition', `attachment; filename="${file.name.replace(/[^A-Za-z0-9._-]+/g, '-')}"`);
  await pipeline(Readable.fromWeb(upstream.body as Parameters<typeof Readable.fromWeb>[0]), res);
}

/**
 * Where the visit came from, as the measurement island adds it to a gated guide's download link
 * (the visit's identifier, the referrer's host, the first and last utm_* values: the hidden
 * fields every form posts);
 * only values that keep their rules, so the form carries on what a site form would.
 */
const VISIT_ID = new RegExp(VISIT_ID_PATTERN);

export function visitFieldsOfQuery(query: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  const visit = query[CONTEXT_FIELDS.visit];
  if (typeof visit === 'string' && VISIT_ID.test(visit)) out[CONTEXT_FIELDS.visit] = visit;
  const ref = query[CONTEXT_FIELDS.referrerHost];
  if (typeof ref === 'string' && isValidReferrerHost(ref)) out[CONTEXT_FIELDS.referrerHost] = ref;
  for (const touch of ['first', 'last'] as const) {
    for (const key of UTM_KEYS) {
      const field = utmFieldName(touch, key);
      const value = query[field];
      if (typeof value === 'string' && isValidUtmValue(value.trim())) out[field] = value.trim();
    }
  }
  return out;
}

/** GET /resources/<slug>/download: the form for a gated file, the file itself otherwise. */
export function gatedDownloads({ content, tokens, cms }: { content: Pick<ContentSource, 'resource'>; tokens: FormTokens; cms: CmsClient }): Router {
  const router = Router();
  router.get('/resources/:slug/download', async (req, res, next) => {
    try {
      const file = await findDownload(content, req.params.slug);
      if (!file) {
        next();
        return;
      }
      if (!file.gated) {
        await sendFile(res, file, cms);
        return;
      }
      const page = `/resources/${file.slug}`;
      res.setHeader('Cache-Control', NO_STORE);
      res.setHeader('Content-Security-Policy', FORM_PAGE_CSP);
      res.setHeader('X-Robots-Tag', 'noindex');
      res.type('html').send(
        formPage({
          kind: 'gate',
          form: 'download',
          title: `Download: ${file.title}`,
          values: {},
          back: page,
          // The page is made for this request (never cached), so it can carry the signed start
          // time the bot check asks for: a person who takes a few seconds to type is not asked twice.
          hidden: {
            ...visitFieldsOfQuery(req.query as Record<string, unknown>),
            [RESOURCE_FIELD]: file.slug,
            [CONTEXT_FIELDS.sourcePage]: page,
            [STARTED_FIELD]: tokens.start(),
          },
        }),
      );
    } catch (error) {
      next(error);
    }
  });
  return router;
}
