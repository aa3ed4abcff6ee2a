// What people and programs get when a request fails: the site's own error page (its stylesheet,
// its words, a way on) or a JSON answer for the API; never a stack trace, never stored by a cache.
// Every 5xx is logged with the request id and its cause, and only then does the page say so.
import type { NextFunction, Request, Response } from 'express';
import { brandFacts } from './brand.server.js';
import { CmsError } from './cms-client.server.js';
import { NO_STORE } from './http-cache.server.js';
import { log } from './log.server.js';

/** The built stylesheets, as <link> tags (empty in development: Vite injects them with scripts). */
let stylesheets = '';

export function useStylesheets(headTags: string) {
  stylesheets = (headTags.match(/<link rel="stylesheet"[^>]*>/g) ?? []).join('');
}

const TEXT: Record<number, { title: string; heading: string; body: string }> = {
  400: {
    title: 'Address not valid',
    heading: 'We could not read that address',
    body: 'The link you followed has characters this site cannot read. Check the address, or start again from the home page.',
  },
  403: {
    title: 'Not accepted',
    heading: 'This page has expired',
    body: 'What you sent came from a page this site does not recognise, so it was not accepted. Go back, reload the page and try again.',
  },
  405: {
    title: 'Not allowed',
    heading: 'That cannot be done here',
    body: 'This address shows a page; it does not accept what was sent to it. Go back and try again, or start again from the home page.',
  },
  413: {
    title: 'Too large',
    heading: 'That was more than we can accept',
    body: 'What you sent is larger than this site accepts. Please shorten it and try again.',
  },
  503: {
    title: 'Temporarily unavailable',
    heading: 'This page is temporarily unavailable',
    body: 'Our content service is not answering right now. Please try again in a minute.',
  },
};

function escape(text: string): string {
  return text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);
}

/** The site's error page for a status; `logged` only when the cause really was logged. */
export function errorPage(status: number, { logged = false } = {}): string {
  const text = TEXT[status] ?? {
    title: 'Something went wrong',
    heading: status >= 500 ? 'Something went wrong' : 'We could not do that',
    body: `We could not show this page.${logged ? ' The problem has been logged.' : ''} Please try again shortly.`,
  };
  const brand = brandFacts();
  const wayOn = brand.phone
    ? `or call us on <a href="${escape(brand.phone.href)}">${escape(brand.phone.text)}</a>.`
    : 'or <a href="/contact-us">contact us</a>.';
  return `<!DOCTYPE html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(text.title)} | ${escape(brand.name)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">${stylesheets}</head><body><main id="main"><section class="section"><div class="container prose"><p><a href="/">${escape(brand.name)}</a></p><h1>${escape(text.heading)}</h1><p>${escape(text.body)}</p><p><a href="/">Go to the home page</a> ${wayOn}</p></div></section></main></body></html>`;
}

/** No script, no frames, styles from this origin only: all the error page needs. */
const ERROR_PAGE_CSP = "default-src 'none'; style-src 'self'; img-src 'self'; font-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

const JSON_ERRORS: Record<number, string> = { 404: 'not found', 405: 'method not allowed', 413: 'payload too large', 503: 'service unavailable' };

/** Sends the error page (HTML) or a JSON error (API and JSON clients). */
export function sendError(req: Request, res: Response, status: number, { logged = false } = {}) {
  if (res.headersSent) return;
  if (req.path.startsWith('/api/') || req.accepts(['html', 'json']) === 'json') {
    res.setHeader('Cache-Control', NO_STORE);
    res.status(status).json({ error: JSON_ERRORS[status] ?? (status >= 500 ? 'server error' : 'bad request') });
    return;
  }
  sendErrorPage(res, status, { logged });
}

/** Sends the site's error page, whatever the address (a plain HTML form post to the API, too). */
export function sendErrorPage(res: Response, status: number, { logged = false } = {}) {
  if (res.headersSent) return;
  res.setHeader('Cache-Control', NO_STORE);
  res.setHeader('Content-Security-Policy', ERROR_PAGE_CSP);
  res.status(status).type('html').send(errorPage(status, { logged }));
}

/** The cause of an error, for the log: a CmsError's kind, status and path; a stack otherwise. */
export function causeOf(error: unknown): Record<string, unknown> | string {
  if (error instanceof CmsError) return error.toLog();
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/** What the site's pages answer to. */
export const PAGE_METHODS = 'GET, HEAD';

/**
 * After every route: a request no route took is one with a method pages do not answer to (every
 * GET is a page or the not-found page). 405 with Allow and the site's error page, instead of the
 * framework's "Cannot PUT /" (TRACE, PUT, DELETE, PATCH, POST to a page, made-up methods);
 * OPTIONS is told what is allowed.
 */
export function methodNotAllowed() {
  return (req: Request, res: Response) => {
    res.setHeader('Allow', PAGE_METHODS);
    if (req.method === 'OPTIONS') {
      res.setHeader('Cache-Control', NO_STORE);
      res.status(204).end();
      return;
    }
    sendError(req, res, 405);
  };
}

/** The last handler. */
export function errorHandler() {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const given = (error as { status?: number }).status ?? (error as { statusCode?: number }).statusCode;
    const code = given && given >= 400 && given < 600 ? given : error instanceof CmsError && error.unavailable ? 503 : 500;
    if (code >= 500) log.error('request failed', { method: req.method, path: req.path, status: code, cause: causeOf(error) });
    sendError(req, res, code, { logged: code >= 500 });
  };
}
