// POST /api/forms/<name>: the server side of the site forms. In order: size limit (413), rate
// limit (429), forgery check (403: a CSRF token, or a browser saying the post is same-origin,
// which covers plain HTML posts), bot filter (honeypot), validation with the shared rules (400
// with field errors, nothing stored), then the submission is stored in the CMS. With
// JavaScript the answer is JSON; a plain HTML post gets a 303 back to its page with
// ?popup=thank-you.
import { createHash } from 'node:crypto';
import express, { Router, type Request, type Response } from 'express';
import { FORM_NAMES, type FormName } from '@ironbark/shared/blocks/form-names';
import type { FieldErrors } from '@ironbark/shared/forms/definitions';
import { leadFromForm } from '@ironbark/shared/forms/lead';
import type { CmsClient } from '../../../server/cms-client.server.js';
import type { Env } from '../../../server/env.server.js';
import { log } from '../../../server/log.server.js';
import type { RateLimiters } from '../../../server/rate-limit.server.js';
import { xmlEscape } from '../seo/seo.server.js';
import type { Csrf } from '../../../server/csrf.server.js';
import { safeLocalPath } from '../../lib/safe-path.js';

export const HONEYPOT_FIELD = 'website';
/** Larger than any valid form (so an over-long field gets its own 400), small enough to refuse abuse. */
export const MAX_BODY = '256kb';

/**
 * The lead's idempotency key: the same answers to the same form on the same day are one lead,
 * so a retried or double-clicked post is never stored twice.
 */
function submissionKey(name: FormName, answers: Record<string, unknown>, now = new Date()): string {
  return createHash('sha256').update(JSON.stringify([name, answers, now.toISOString().slice(0, 10)])).digest('base64url');
}

function wantsJson(req: Request): boolean {
  return req.accepts(['html', 'json']) === 'json';
}

/** The page to return to (a path on this site, never another) with the thank-you popup open. */
export function thankYouLocation(page: unknown): string {
  const url = new URL(safeLocalPath(page), 'http://site.invalid');
  url.hash = '';
  url.searchParams.set('popup', 'thank-you');
  return `${url.pathname}${url.search}`;
}

function htmlPage(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.6}</style></head><body><main>${body}</main></body></html>`;
}

function sendErrors(req: Request, res: Response, errors: FieldErrors, back: string) {
  if (wantsJson(req)) {
    res.status(400).json({ error: 'invalid', errors });
    return;
  }
  const list = Object.values(errors)
    .map((m) => `<li>${xmlEscape(m)}</li>`)
    .join('');
  res
    .status(400)
    .type('html')
    .send(htmlPage('Please check the form', `<h1>Please check the form</h1><ul>${list}</ul><p><a href="${xmlEscape(back)}">Go back to the form</a></p>`));
}

function sendFailure(req: Request, res: Response, status: number, message: string, back: string) {
  if (wantsJson(req)) {
    res.status(status).json({ error: 'failed', message });
    return;
  }
  res.status(status).type('html').send(htmlPage('Not sent', `<h1>Your message was not sent</h1><p>${xmlEscape(message)}</p><p><a href="${xmlEscape(back)}">Go back</a></p>`));
}

function succeed(req: Request, res: Response, back: string) {
  if (wantsJson(req)) {
    res.status(200).json({ ok: true });
    return;
  }
  res.redirect(303, thankYouLocation(back));
}

export function formsApi({ cms, limiter, csrf }: { env: Env; cms: CmsClient; limiter: RateLimiters; csrf: Csrf }): Router {
  const router = Router();
  const body = [express.urlencoded({ extended: false, limit: MAX_BODY, parameterLimit: 50 }), express.json({ limit: MAX_BODY })];

  router.post('/:name', limiter.forms, ...body, async (req, res) => {
    const name = req.params.name as FormName;
    const fields = (req.body ?? {}) as Record<string, unknown>;
    const back = safeLocalPath(fields._page);
    if (!(FORM_NAMES as readonly string[]).includes(name)) {
      res.status(404).json({ error: 'no such form' });
      return;
    }
    if (!csrf.vouched(req)) {
      sendFailure(req, res, 403, 'This page has expired. Please reload it and send the form again.', back);
      return;
    }
    // Bots fill the hidden field.
    const honeypot = typeof fields[HONEYPOT_FIELD] === 'string' && (fields[HONEYPOT_FIELD] as string).trim() !== '';
    if (honeypot) {
      log.info('form: dropped as bot traffic', { form: name, honeypot });
      succeed(req, res, back);
      return;
    }
    const { _page: _back, ...answers } = fields;
    const result = leadFromForm(name, answers, { landingPath: back, submissionKey: submissionKey(name, answers) });
    if (!result.ok) {
      sendErrors(req, res, result.errors, back);
      return;
    }
    try {
      await cms.send('POST', '/api/form-submissions', { data: result.lead });
    } catch (error) {
      log.error('form: could not store the submission', { form: name, error: String(error) });
      sendFailure(req, res, 503, 'We could not save your message just now. Please try again in a few minutes, or call us.', back);
      return;
    }
    log.info('form: stored', { form: name });
    succeed(req, res, back);
  });

  // Body too large (413) or malformed: answer clearly instead of falling through to a 500.
  router.use((error: { type?: string; status?: number }, req: Request, res: Response, next: (e?: unknown) => void) => {
    if (error.type === 'entity.too.large') {
      sendFailure(req, res, 413, 'Your message is too long. Please shorten it and send it again.', '/');
      return;
    }
    if (error.status === 400) {
      sendFailure(req, res, 400, 'The form could not be read. Please reload the page and try again.', '/');
      return;
    }
    next(error);
  });
  return router;
}
