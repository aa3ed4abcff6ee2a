// The server side of the site forms: GET /api/forms/start and POST /api/forms/<name>.
//
// A post goes through, in order: size limit (413), rate limit (429), its type (415 unless
// URL-encoded or JSON), forgery check (403: a CSRF token, or a browser saying the post is
// same-origin, which covers plain HTML posts), validation with the shared rules (400 by field),
// the bot check (409), and storage in the CMS.
// No message is dropped without the visitor knowing:
// - the bot check (a filled hidden field, no start token, or sent within MIN_FILL_MS of the first
//   touch of the form) answers "please check and send again" with a signed confirmation that
//   lets the same visitor's next try through; it never says "thank you";
// - a lead the CMS cannot store after a few tries waits in the outbox (Redis or a file) and is
//   sent again in the background; the visitor is told it was received;
// - a field the CMS refuses comes back as a 400 naming the field, never "try again later".
// With JavaScript the answers are JSON; a plain HTML post always gets an HTML page (the form
// again with its errors, the confirmation step, "too many messages" with Retry-After) or a 303
// back to its page with ?popup=thank-you. Every step is logged with the request id.
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import express, { Router, type Request, type Response } from 'express';
import { isFormKey, isFormName } from '@ironbark/shared/blocks/form-names';
import { FORMS, type FieldErrors, type FormDefinition } from '@ironbark/shared/forms/definitions';
import { leadFromForm, type LeadInput } from '@ironbark/shared/forms/lead';
import { CONTEXT_FIELD_NAMES, CONTEXT_FIELDS } from '@ironbark/shared/forms/lead-context';
import type { CmsClient } from '../../../server/cms-client.server.js';
import type { Csrf } from '../../../server/csrf.server.js';
import { readCookies } from '../../../server/cookies.server.js';
import type { Env } from '../../../server/env.server.js';
import { NO_STORE } from '../../../server/http-cache.server.js';
import { log, requestContext } from '../../../server/log.server.js';
import { leads } from '../../../server/metrics.server.js';
import type { RateLimiters } from '../../../server/rate-limit.server.js';
import type { SharedState } from '../../../server/shared-state.server.js';
import { safeLocalPath } from '../../lib/safe-path.js';
import { CONFIRM_FIELD, HONEYPOT_FIELD, KEY_FIELD, PAGE_FIELD, STARTED_FIELD } from './form-fields';
import type { FormContent } from './form-content.server';
import { FORM_PAGE_CSP, formPage, notSentPage, type FormPageInput } from './form-page.server';
import { botReasons, claimStart, confirmationSubject, createFormTokens, redeemConfirmation, type FormTokens } from './form-tokens.server.js';
import { createOutbox, type Outbox } from './lead-outbox.server.js';
import { refusalErrors, storeLead, type RetryPolicy } from './lead-store.server.js';

/** Larger than any valid form (so an over-long field gets its own 400), small enough to refuse abuse. */
export const MAX_BODY = '256kb';

const SUBMISSION_KEY = /^[A-Za-z0-9_-]{16,64}$/;
const HIDDEN = new Set([PAGE_FIELD, STARTED_FIELD, CONFIRM_FIELD, KEY_FIELD, HONEYPOT_FIELD, '_xsrf', ...CONTEXT_FIELD_NAMES]);

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

/** The landing path of a lead: the form's page without query or fragment. */
export function landingPathOf(back: string): string {
  return new URL(back, 'http://site.invalid').pathname;
}

/**
 * The lead's idempotency key: the one the browser made for this message (sent again with every
 * retry of it), or, for a post without one (no JavaScript), a hash of the visitor and the
 * answers, so the same post sent twice is stored once.
 */
export function submissionKeyOf(req: Request, form: string, fields: Record<string, unknown>): string {
  const given = fields[KEY_FIELD];
  if (typeof given === 'string' && SUBMISSION_KEY.test(given)) return given;
  const answers = Object.entries(fields)
    .filter(([k]) => !HIDDEN.has(k))
    .sort(([a], [b]) => a.localeCompare(b));
  const visitor = readCookies(req).ib_visitor ?? req.ip ?? '';
  return createHash('sha256').update(JSON.stringify([visitor, form, answers])).digest('base64url');
}

function sendPage(res: Response, status: number, input: FormPageInput) {
  res.setHeader('Cache-Control', NO_STORE);
  res.setHeader('Content-Security-Policy', FORM_PAGE_CSP);
  res.status(status).type('html').send(formPage(input));
}

/** "Your message was not sent", for a plain HTML post that never reached a form. */
function sendNotSent(res: Response, status: number, message: string) {
  res.setHeader('Cache-Control', NO_STORE);
  res.setHeader('Content-Security-Policy', FORM_PAGE_CSP);
  res.status(status).type('html').send(notSentPage(message));
}

/** The download form's hidden field naming the resource whose file it asks for. */
export const RESOURCE_FIELD = 'resource';

/** A gated resource's file, as the download form needs it (the resources feature finds it). */
export interface DownloadTarget {
  slug: string;
}

export interface FormsApiOptions {
  env: Env;
  cms: CmsClient;
  /** The forms as published in the CMS (form-content.server.ts): what a post is checked against. */
  forms: FormContent;
  limiter: RateLimiters;
  csrf: Csrf;
  state: SharedState;
  /** The file a download form asks for (gated resources); without it the download form is refused. */
  findDownload?: (slug: unknown) => Promise<DownloadTarget | null>;
  /** The signed single-use links the download form answers with (resources/download-links.server.tsx). */
  downloadLinks?: { issue(slug: string, leadKey: string): string };
  /** Told about each lead stored or queued (first-party measurement), with the visit identifier the form posted. */
  onLead?: (lead: LeadInput & { visit?: unknown; file?: DownloadTarget }) => void;
  /** Tests: other tokens, retries or outbox. */
  tokens?: FormTokens;
  retries?: RetryPolicy;
  outbox?: Outbox;
}

/** This site's lead outbox (Redis, or files in FORMS_OUTBOX_DIR); the app owns it, to flush it on shutdown. */
export function createLeadOutbox({ env, cms, state }: Pick<FormsApiOptions, 'env' | 'cms' | 'state'>): Outbox {
  const siteId = createHash('sha256').update(env.SITE_URL).digest('hex').slice(0, 12);
  return createOutbox({
    state,
    site: siteId,
    dir: env.FORMS_OUTBOX_DIR ?? path.join(os.tmpdir(), 'ironbark-forms-outbox', siteId),
    store: (lead) => storeLead(cms, lead, { attempts: 1, firstDelayMs: 0 }),
  });
}

export function formsApi({ env, cms, forms, limiter, csrf, state, findDownload, downloadLinks, onLead, tokens = createFormTokens(env.SESSION_SECRET), retries, outbox: givenOutbox }: FormsApiOptions): Router {
  const router = Router();
  const body = [express.urlencoded({ extended: false, limit: MAX_BODY, parameterLimit: 50 }), express.json({ limit: MAX_BODY })];
  const outbox = givenOutbox ?? createLeadOutbox({ env, cms, state });
  const siteId = createHash('sha256').update(env.SITE_URL).digest('hex').slice(0, 12);
  outbox.start(env.FORMS_OUTBOX_RETRY_SECONDS * 1000);

  /**
   * The form a post names, as published: the gated download's is code; any other is read from
   * the CMS (cached). A CMS that cannot be reached leaves the code form of that name, if any,
   * rather than refusing the visitor; undefined: no such form.
   */
  async function definitionOf(name: string): Promise<FormDefinition<string> | undefined> {
    if (!isFormKey(name)) return undefined;
    if (name === 'download') return FORMS.download;
    try {
      return (await forms.form(name)) ?? undefined;
    } catch (error) {
      log.warn('form: the CMS could not say what the form is; using its code definition if it has one', { form: name, error: String(error) });
      return isFormName(name) ? FORMS[name] : undefined;
    }
  }
  // Leads left waiting by an earlier run are sent as soon as this one is up.
  setTimeout(() => void outbox.drain().catch(() => undefined), 2000).unref();

  // The start of the visitor's first touch of a form, signed. Nothing is stored.
  router.get('/start', (_req, res) => {
    res.setHeader('Cache-Control', NO_STORE);
    res.json({ started: tokens.start() });
  });

  const tooMany = limiter.forms.onLimited((req, res, retryAfterSeconds) => {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    const message = `You have sent several messages in a short time. Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and send it again, or call us.`;
    log.info('form: discarded', { form: req.params.name, reason: 'rate-limited', retryAfter: retryAfterSeconds });
    res.setHeader('Cache-Control', NO_STORE);
    if (wantsJson(req)) {
      res.status(429).json({ error: 'too many requests', message, retryAfter: retryAfterSeconds });
      return;
    }
    // The body is not parsed yet for a refused post: read it now, to show what was typed.
    express.urlencoded({ extended: false, limit: MAX_BODY, parameterLimit: 50 })(req, res, () => {
      const fields = (req.body ?? {}) as Record<string, unknown>;
      void definitionOf(String(req.params.name)).then((form) =>
        sendPage(res, 429, { kind: 'limited', form: form ?? 'contact', values: fields, back: safeLocalPath(fields[PAGE_FIELD]), message }),
      );
    });
  });

  router.post('/:name', tooMany, ...body, async (req, res) => {
    const requestId = requestContext.getStore()?.requestId;
    const fields = (req.body ?? {}) as Record<string, unknown>;
    let back = safeLocalPath(fields[PAGE_FIELD]);
    const name = String(req.params.name);
    const json = wantsJson(req);
    const form = await definitionOf(name);
    if (!form) {
      if (json) res.status(404).json({ error: 'no such form' });
      else sendNotSent(res, 404, 'This form could not be found. Please go back to the page and try again, or call us.');
      return;
    }
    // The download form asks for one resource's file: that resource is the lead's source page,
    // whatever else was posted.
    let file: DownloadTarget | null = null;
    if (name === 'download') {
      file = findDownload && downloadLinks ? await findDownload(fields[RESOURCE_FIELD]).catch(() => null) : null;
      if (!file) {
        log.info('form: discarded', { form: name, reason: 'no such download' });
        const message = 'This guide could not be found. It may have been moved: please go back to the resources and try again.';
        if (json) res.status(404).json({ error: 'no such download', message });
        else sendNotSent(res, 404, message);
        return;
      }
      back = `/resources/${file.slug}`;
      fields[CONTEXT_FIELDS.sourcePage] = back;
    }
    const page = (status: number, input: Omit<FormPageInput, 'form' | 'values' | 'back'>) => sendPage(res, status, { form, values: fields, back, ...input });
    // The hidden fields the form page sends again: the campaign, the submission key and where
    // the visit came from (a value that breaks its rule is dropped later, never shown).
    const keep = (extra: Record<string, string> = {}) => ({
      ...Object.fromEntries(
        ['campaign', KEY_FIELD, RESOURCE_FIELD, ...CONTEXT_FIELD_NAMES].flatMap((k) => (typeof fields[k] === 'string' && fields[k] !== '' ? [[k, fields[k] as string]] : [])),
      ),
      ...extra,
    });
    log.info('form: received', { form: name, json });

    // A form posts its fields URL-encoded (or as JSON): any other body was not read at all.
    if (!req.is(['urlencoded', 'json'])) {
      log.info('form: discarded', { form: name, reason: 'unreadable type', type: req.get('content-type') });
      const message = 'The form could not be read. Please reload the page and try again.';
      if (json) res.status(415).json({ error: 'failed', message });
      else page(415, { kind: 'failed', message, hidden: keep() });
      return;
    }

    if (!csrf.vouched(req)) {
      log.info('form: discarded', { form: name, reason: 'forgery-check' });
      const message = 'This page has expired. Please check your message and send it again.';
      if (json) res.status(403).json({ error: 'csrf', message });
      else page(403, { kind: 'failed', message, hidden: keep() });
      return;
    }

    const result = leadFromForm(form, fields, { landingPath: landingPathOf(back), submissionKey: submissionKeyOf(req, name, fields) });
    if (!result.ok) {
      log.info('form: invalid', { form: name, fields: Object.keys(result.errors) });
      sendErrors(result.errors);
      return;
    }
    // The bot check, for a message that is otherwise fine: a person who trips it gets a
    // confirmation to send the same message again, good for this message and one store only.
    const lead = result.lead;
    const { reasons, elapsedMs } = botReasons(tokens, { honeypot: fields[HONEYPOT_FIELD], started: fields[STARTED_FIELD] });
    // A start token already used by another message (a replay) is answered like a too-fast send.
    if (reasons.length === 0 && !(await claimStart(state, siteId, fields[STARTED_FIELD] as string, lead.submissionKey))) reasons.push('replayed');
    if (reasons.length > 0) {
      const subject = confirmationSubject(name, lead.submissionKey, Object.fromEntries(Object.entries(fields).filter(([k]) => !HIDDEN.has(k))));
      const token = fields[CONFIRM_FIELD];
      const issuedAt = tokens.confirmedAt(token, subject);
      if (issuedAt === null) {
        log.info('form: discarded', { form: name, reason: reasons.join(','), elapsedMs, held: 'asked to confirm' });
        const confirm = tokens.confirm(subject);
        const message = 'Please check your details and send your message again.';
        if (json) res.status(409).json({ error: 'confirm', message, confirm });
        else page(409, { kind: 'confirm', hidden: keep({ [CONFIRM_FIELD]: confirm }) });
        return;
      }
      // Only a bot fills the hidden field: it is answered as a person would be, and nothing is kept.
      if (reasons.includes('honeypot')) {
        log.info('form: discarded', { form: name, reason: reasons.join(','), elapsedMs, answered: 'as sent', stored: false });
        succeed(true, false);
        return;
      }
      if (!(await redeemConfirmation(state, siteId, token as string, issuedAt))) {
        // The same message sent again with a confirmation already used (a double click): it is
        // stored once already, so it is answered as the duplicate it is and never stored again.
        log.info('form: confirmation already used; not stored again', { form: name, submissionKey: lead.submissionKey });
        succeed(true, false);
        return;
      }
      log.info('form: confirmed by the visitor', { form: name, reason: reasons.join(','), elapsedMs });
    }

    if (result.dropped.length > 0) log.info('form: context values left out', { form: name, dropped: result.dropped });
    const context = { requestId, submissionKey: lead.submissionKey };
    const outcome = await storeLead(cms, lead, retries, context);
    switch (outcome.kind) {
      case 'stored':
      case 'duplicate':
        log.info('form: stored', { form: name, submissionKey: lead.submissionKey, duplicate: outcome.kind === 'duplicate', campaign: lead.campaign });
        leads.inc({ outcome: outcome.kind });
        succeed(true);
        return;
      case 'refused': {
        const errors = refusalErrors(form, outcome.fields);
        log.warn('form: refused by the CMS', { form: name, submissionKey: lead.submissionKey, refused: outcome.fields });
        leads.inc({ outcome: 'refused' });
        sendErrors(errors);
        return;
      }
      case 'unavailable':
        try {
          const where = await outbox.add({ lead, requestId, queuedAt: new Date().toISOString() });
          log.warn('form: kept in the outbox until the CMS can store it', { form: name, submissionKey: lead.submissionKey, outbox: where, reason: outcome.reason });
          leads.inc({ outcome: 'queued' });
          succeed(false);
        } catch (error) {
          // Nowhere to keep it: the one case where the visitor must send it again.
          log.error('form: could not keep the lead anywhere', { form: name, submissionKey: lead.submissionKey, error: String(error) });
          leads.inc({ outcome: 'failed' });
          const message = 'We could not save your message just now. Please try again in a few minutes, or call us.';
          if (json) res.status(503).json({ error: 'failed', message });
          else page(503, { kind: 'failed', message, hidden: keep() });
        }
        return;
    }

    function sendErrors(errors: FieldErrors) {
      if (json) res.status(400).json({ error: 'invalid', errors });
      else page(400, { kind: 'errors', errors, hidden: keep() });
    }

    /** counted: a lead was stored or queued now (false: a bot answered as if, or a repeat). */
    function succeed(stored: boolean, counted = true) {
      if (counted) onLead?.({ ...lead, visit: fields[CONTEXT_FIELDS.visit], ...(file ? { file } : {}) });
      res.setHeader('Cache-Control', NO_STORE);
      if (file && downloadLinks) {
        // The download follows at once, through a link of its own: signed, for this lead and
        // this file, good for a few minutes and one use (resources/download-links.server.tsx).
        const link = downloadLinks.issue(file.slug, lead.submissionKey);
        if (json) res.status(200).json({ ok: true, stored, download: link });
        else res.redirect(303, link);
        return;
      }
      if (json) res.status(200).json({ ok: true, stored });
      else res.redirect(303, thankYouLocation(back));
    }
  });

  // A body the parsers refuse (too large, too many fields, malformed, an unknown character set):
  // answer clearly, in the client's language, instead of falling through to the site's handler.
  router.use((error: { type?: string; status?: number }, req: Request, res: Response, next: (e?: unknown) => void) => {
    const status = typeof error.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 0;
    if (!status) {
      next(error);
      return;
    }
    const message =
      status === 413 ? 'Your message is too long. Please shorten it and send it again.' : 'The form could not be read. Please reload the page and try again.';
    log.info('form: discarded', { form: req.params.name, reason: error.type ?? 'unreadable', status });
    if (wantsJson(req)) {
      res.setHeader('Cache-Control', NO_STORE);
      res.status(status).json({ error: 'failed', message });
      return;
    }
    sendNotSent(res, status, message);
  });
  return router;
}
