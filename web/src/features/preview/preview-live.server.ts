// The live preview's render: POST /preview/render?<the signed link of "Open preview"> with the
// edit view's unsaved values ({ values }) answers the /preview page rendered from them, through
// the same route, blocks and CSS as every preview, for the preview page in the admin's frame to
// show (live-preview.lazy.island.ts). Nothing is saved or cached: the CMS never hears of it, so no draft
// and no history version is made. The link is checked as /preview checks it (a page link only,
// signed and unexpired: 401 expired, 403 otherwise); the body is JSON of at most
// LIVE_PREVIEW_BODY_LIMIT_BYTES, checked by the shared block definitions as a saved draft is
// (a block that breaks them shows the editor-only notice in its place; page fields that do, a 400
// saying which). What the body holds reaches the HTML only through the React render (escaped).
import express, { type ErrorRequestHandler, type NextFunction, type Request, type Response, type Router } from 'express';
import { ZodError } from 'zod';
import { pageContentType } from '@ironbark/shared/content/page';
import { LIVE_PREVIEW_BODY_LIMIT_BYTES, LIVE_PREVIEW_PATH } from '@ironbark/shared/preview/live-messages';
import type { PageData } from '../../lib/content-source.js';
import { checkPreviewLink, PreviewRefused } from './preview-check.server.js';
import { BadLiveBody, pageFromFormValues } from './form-values.js';
import { PREVIEW_PATH, previewLinkOf } from './preview-link.js';

export interface LivePreviewOptions {
  secret: string;
  /** The page the values make, checked like a draft (ServerContent.livePage). */
  livePage(raw: unknown): Promise<PageData>;
  /** The /preview route at `target` rendered with `data` as what the link shows: its HTML, or why not (status). */
  render(target: string, data: PageData): Promise<{ status: number; html: string } | { status: number; html?: undefined }>;
  now?: () => number;
}

function problem(res: Response, status: number, error: string, message: string) {
  res.setHeader('Cache-Control', 'no-store');
  res.status(status).json({ error, message });
}

/** "Title (title): Too big…": what is wrong with the page's own fields, by their labels in the edit view. */
function describeIssues(error: ZodError): string {
  const fields = pageContentType.fields as Record<string, { meta: { label: string } } | undefined>;
  return error.issues
    .slice(0, 3)
    .map((i) => {
      const name = String(i.path[0] ?? '');
      const label = fields[name]?.meta.label;
      return `${label ? `${label} (${i.path.join('.')})` : i.path.join('.') || 'page'}: ${i.message}`;
    })
    .join('; ');
}

export function livePreviewRoute({ secret, livePage, render, now = Date.now }: LivePreviewOptions): Router {
  const router = express.Router();
  const json = express.json({ limit: LIVE_PREVIEW_BODY_LIMIT_BYTES, type: 'application/json' });

  router.post(
    LIVE_PREVIEW_PATH,
    // The link first: nothing of an unsigned or expired request is read.
    (req: Request, res: Response, next: NextFunction) => {
      try {
        res.locals.previewTarget = checkPreviewLink(previewLinkOf(new URL(req.originalUrl, 'http://site.invalid')), secret, now(), ['page']);
        next();
      } catch (error) {
        if (error instanceof PreviewRefused) return problem(res, error.status, error.reason, error.message);
        next(error);
      }
    },
    json,
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        const { ref } = res.locals.previewTarget as { ref: string };
        if (!req.is('application/json') || typeof req.body !== 'object' || req.body === null) {
          return problem(res, 400, 'bad-body', 'Send the form\'s values as JSON: { "values": { … } }');
        }
        const data = await livePage(pageFromFormValues((req.body as { values?: unknown }).values, ref));
        const query = new URL(req.originalUrl, 'http://site.invalid').search;
        const result = await render(`${PREVIEW_PATH}${query}`, data);
        if (result.status !== 200 || result.html === undefined) return problem(res, 502, 'render', `The preview could not be rendered (${result.status})`);
        res.setHeader('Cache-Control', 'private, no-store');
        res.setHeader('X-Robots-Tag', 'noindex, nofollow');
        // Read by the preview page's script, never shown as a page of its own.
        res.setHeader('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
        res.status(200).type('html').send(result.html);
      } catch (error) {
        if (error instanceof BadLiveBody) return problem(res, 400, 'bad-body', error.message);
        if (error instanceof ZodError) return problem(res, 400, 'bad-page', `The preview cannot show the page until these are fixed: ${describeIssues(error)}`);
        next(error);
      }
    },
  );

  // A body that is not JSON, or too large, gets the same kind of answer as the rest.
  const bodyProblem: ErrorRequestHandler = (error: unknown, _req, res, next) => {
    const type = (error as { type?: unknown } | null)?.type;
    if (type === 'entity.too.large') return problem(res, 413, 'too-large', `The page is too large to preview (over ${LIVE_PREVIEW_BODY_LIMIT_BYTES / 1024} KB)`);
    if (type === 'entity.parse.failed' || type === 'encoding.unsupported' || type === 'charset.unsupported') return problem(res, 400, 'bad-body', 'The body is not valid JSON');
    next(error);
  };
  router.use(LIVE_PREVIEW_PATH, bodyProblem);
  return router;
}
