// The last handler: a JSON answer for the API, a plain page for people, never a stack trace.
import type { NextFunction, Request, Response } from 'express';
import { log } from './log.server.js';

const ERROR_PAGE =
  '<!DOCTYPE html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Something went wrong</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>Something went wrong</h1><p>We could not show this page. Please try again in a minute, or go to the <a href="/">home page</a>.</p></body></html>';

export function errorHandler() {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: number }).status ?? (error as { statusCode?: number }).statusCode ?? 500;
    const code = status >= 400 && status < 600 ? status : 500;
    if (code >= 500) log.error('request failed', { path: req.path, error: error instanceof Error ? error.stack : String(error) });
    if (res.headersSent) return;
    res.setHeader('Cache-Control', 'no-store');
    if (req.path.startsWith('/api/') || req.accepts(['html', 'json']) === 'json') {
      res.status(code).json({ error: code === 413 ? 'payload too large' : code >= 500 ? 'server error' : 'bad request' });
      return;
    }
    res.status(code).type('html').send(ERROR_PAGE);
  };
}
