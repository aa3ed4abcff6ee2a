// POST /api/forms/<name>: the server side of the site forms. In order: size limit (413), rate
// limit (429), XSRF check (403), bot filter (honeypot and minimum fill time: answered like a
// success, nothing stored), validation with the shared rules (400 with field errors, nothing
// stored), then the submission is stored in the CMS. With JavaScript the answer is JSON; a plain
// HTML post gets a 303 back to its page with ?popup=thank-you.
import { createHash } from 'node:crypto';
import express, { Router, type Request, type Response } from 'express';
import { FORM_NAMES, type FormName } from '@ironbark/shared/blocks/form-names';
import type { FieldErrors } from '@ironbark/shared/forms/definitions';
import { leadFromForm } from '@ironbark/shared/forms/lead';
import { isValidLandingPath } from '@ironbark/shared/forms/lead-rules';
import type { CmsClient } from '../cms-client.server.js';
import { readCookies } from '../cookies.server.js';
import type { Env } from '../env.server.js';
import { log } from '../log.server.js';
import type { RateLimiters } from '../rate-limit.server.js';
import { xmlEscape } from '../seo.server.js';
import { checkXsrf, verifyXsrfToken, XSRF_COOKIE, XSRF_FIELD, XSRF_HEADER } from '../xsrf.server.js';

export const HONEYPOT_FIELD = 'website';
export const MIN_FILL_MS = 3000;
/** Larger than any valid form (so an over-long field gets its own 400), small enough to refuse abuse. */
export const MAX_BODY = '256kb';

/**
 * The lead's idempotency key: the same post (same visitor token, form and answers) sent twice,
 * e.g. a double click or a browser resending it, is stored once.
 */
function submissionKey(xsrfCookie: string | undefined, name: FormName, fields: Record<string, unknown>): string {
  return createHash('sha256').update(JSON.stringify([xsrfCookie ?? '', name, fields])).digest('base64url');
}

function wantsJson(req: Request): boolean {
  return req.accepts(['html', 'json']) === 'json';
}

/** The page to return to: a site path, never another site. */
function returnPath(value: unknown): string {
  return typeof value === 'string' && isValidLandingPath(value) ? value : '/';
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
  res.redirect(303, `${back}?popup=thank-you`);
}

export function formsApi({ env, cms, limiter }: { env: Env; cms: CmsClient; limiter: RateLimiters }): Router {
  const router = Router();
  const body = [express.urlencoded({ extended: false, limit: MAX_BODY, parameterLimit: 50 }), express.json({ limit: MAX_BODY })];

  router.post('/:name', limiter.forms, ...body, async (req, res) => {
    const name = req.params.name as FormName;
    const fields = (req.body ?? {}) as Record<string, unknown>;
    const back = returnPath(fields._page);
    if (!(FORM_NAMES as readonly string[]).includes(name)) {
      res.status(404).json({ error: 'no such form' });
      return;
    }
    const cookies = readCookies(req);
    const submitted = req.get(XSRF_HEADER) ?? (typeof fields[XSRF_FIELD] === 'string' ? (fields[XSRF_FIELD] as string) : undefined);
    if (!checkXsrf(env.SESSION_SECRET, cookies[XSRF_COOKIE], submitted)) {
      sendFailure(req, res, 403, 'Your session has expired. Please reload the page and send the form again.', back);
      return;
    }
    // Bots fill the hidden field, or post faster than a person can type.
    const issuedAt = verifyXsrfToken(env.SESSION_SECRET, cookies[XSRF_COOKIE]) ?? 0;
    const honeypot = typeof fields[HONEYPOT_FIELD] === 'string' && (fields[HONEYPOT_FIELD] as string).trim() !== '';
    if (honeypot || Date.now() - issuedAt < MIN_FILL_MS) {
      log.info('form: dropped as bot traffic', { form: name, honeypot });
      succeed(req, res, back);
      return;
    }
    const { _xsrf: _token, _page: _back, ...answers } = fields;
    const result = leadFromForm(name, answers, { landingPath: back, submissionKey: submissionKey(cookies[XSRF_COOKIE], name, answers) });
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
