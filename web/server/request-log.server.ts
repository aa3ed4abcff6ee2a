// A request id for every request (the caller's X-Request-Id, or a new one) and one structured
// log line per answer, so every log line of a request can be found by its id.
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { log, requestContext } from './log.server.js';

export function requestLog() {
  return (req: Request, res: Response, next: NextFunction) => {
    const requestId = (req.get('x-request-id') ?? '').replace(/[^\w.-]/g, '').slice(0, 64) || randomUUID();
    res.setHeader('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      requestContext.run({ requestId }, () =>
        log.info('request', { method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 }),
      );
    });
    requestContext.run({ requestId }, () => next());
  };
}
