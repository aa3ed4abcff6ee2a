// What people and programs get when a request fails: the site's own error page (the site's frame
// and stylesheet, rendered by layout's static page: its words, a way on) or a JSON answer for the
// API; never a stack trace, never stored by a cache.
// Every 5xx is logged with the request id and its cause, and only then does the page say so.
import type { NextFunction, Request, Response } from 'express';
import { STATIC_PAGE_CSP, staticPage, useSiteStylesheets } from '../src/features/layout/index.server.js';
import { brandFacts } from './brand.server.js';
import { CmsError } from './cms-client.server.js';
import { NO_STORE } from './http-cache.server.js';
import { log } from './log.server.js';

/** The built stylesheets, from <link> tags (none in development: Vite injects them with scripts). */
export function useStylesheets(headTags: string) {
  useSiteStylesheets([...headTags.matchAll(/<link rel="stylesheet"[^>]*\shref="([^"]+)"[^>]*>/g)].map((m) => m[1]!));
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

/** The site's error page for a status; `logged` only when the cause really was logged. */
export function errorPage(status: number, { logged = false } = {}): string {
  const text = TEXT[status] ?? {
    title: 'Something went wrong',
    heading: status >= 500 ? 'Something went wrong' : 'We could not do that',
    body: `We could not show this page.${logged ? ' The problem has been logged.' : ''} Please try again shortly.`,
  };
  const { phone } = brandFacts();
  return staticPage(
    text,
    <>
      <p>{text.body}</p>
      <p>
        <a href="/">Go to the home page</a>{' '}
        {phone ? (
          <>
            or call us on <a href={phone.href}>{phone.text}</a>.
          </>
        ) : (
          <>
            or <a href="/contact-us">contact us</a>.
          </>
        )}
      </p>
    </>,
  );
}

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
  res.setHeader('Content-Security-Policy', STATIC_PAGE_CSP);
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
