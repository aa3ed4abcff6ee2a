// Rate limits for login and forms, per client address. Counters live in this process; several
// web instances behind a load balancer would each count separately (a shared store is the next
// step, see docs/decisions/0003-sessions-and-state.md).
import { rateLimit, type RateLimitRequestHandler } from 'express-rate-limit';
import type { Env } from './env.server.js';

export interface RateLimiters {
  forms: RateLimitRequestHandler;
  login: RateLimitRequestHandler;
}

export function createRateLimiter(env: Env): RateLimiters {
  const common = {
    standardHeaders: 'draft-7' as const,
    legacyHeaders: false,
    handler: (_req: unknown, res: { status: (n: number) => { json: (b: unknown) => void } }) => {
      res.status(429).json({ error: 'too many requests', message: 'Too many attempts. Please wait a few minutes and try again.' });
    },
  };
  return {
    forms: rateLimit({ ...common, windowMs: 10 * 60 * 1000, limit: env.FORMS_RATE_LIMIT }),
    login: rateLimit({ ...common, windowMs: 15 * 60 * 1000, limit: env.LOGIN_RATE_LIMIT }),
  };
}
