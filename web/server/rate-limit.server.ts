// Rate limits, per client address, on rate-limiter-flexible. With REDIS_URL the counters live in
// Redis, so a limit counts across every web instance; while Redis is unreachable each instance
// counts in its own memory (the "insurance" limiter) instead of failing. Without REDIS_URL the
// counters are in memory. The client address is Express's req.ip: behind a load balancer or CDN
// set TRUST_PROXY to the number of proxies in front of the web (see env.server.ts), otherwise
// every visitor has the proxy's address and shares one limit.
//
// Features build their limits with create() (keyPrefix, points, duration, blockDuration) and use
// consume/penalty/reward, or middleware() for a route.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Env } from './env.server.js';
import { log } from './log.server.js';
import type { SharedState } from './shared-state.server.js';

export interface LimitSpec {
  /** Names the counter (e.g. "forms", "login"); keys of different limits never mix. */
  keyPrefix: string;
  /** How many points a key may use per duration. */
  points: number;
  /** The window, in seconds. */
  duration: number;
  /** Once over the limit, the key stays refused this many seconds (default: until the window ends). */
  blockDuration?: number;
}

export interface LimitResult {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the key may try again (0 when allowed); also until the window resets. */
  retryAfterSeconds: number;
}

export interface Limiter {
  readonly spec: LimitSpec;
  /** Uses points (default 1); allowed is false once the key is over the limit. */
  consume(key: string, points?: number): Promise<LimitResult>;
  /** Adds points without asking (e.g. a failed login counts double). */
  penalty(key: string, points?: number): Promise<void>;
  /** Gives points back (e.g. a successful login). */
  reward(key: string, points?: number): Promise<void>;
  /** The key's state without using a point. */
  peek(key: string): Promise<LimitResult>;
  /** Forgets the key (e.g. after a password reset). */
  reset(key: string): Promise<void>;
}

/** Answers a refused request; the default is 429 JSON. */
export type LimitedHandler = (req: Request, res: Response, retryAfterSeconds: number) => void;

export interface LimitMiddleware extends RequestHandler {
  readonly limiter: Limiter;
  /** The same limit (the same counters), answering refused requests with your own handler. */
  onLimited(handler: LimitedHandler): RequestHandler;
}

export interface RateLimiters {
  create(spec: LimitSpec): Limiter;
  middleware(limiter: Limiter, options?: { key?: (req: Request) => string; onLimited?: LimitedHandler }): LimitMiddleware;
  /** Site forms: FORMS_RATE_LIMIT posts per client address per 10 minutes. */
  forms: LimitMiddleware;
}

export const FORMS_WINDOW_SECONDS = 10 * 60;

/** The client's address: the socket's, or (TRUST_PROXY) the one the trusted proxies forwarded. */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

const defaultLimited: LimitedHandler = (_req, res) => {
  res.status(429).json({ error: 'too many requests', message: 'Too many attempts. Please wait a few minutes and try again.' });
};

function result(spec: LimitSpec, res: RateLimiterRes, allowed: boolean): LimitResult {
  return {
    allowed,
    limit: spec.points,
    remaining: Math.max(0, res.remainingPoints),
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  };
}

function wrap(spec: LimitSpec, store: RateLimiterAbstract): Limiter {
  const refused = (error: unknown): error is RateLimiterRes => error instanceof RateLimiterRes;
  // A store error with no insurance left: let the request through (a limit must never take the
  // site down) and say so in the log.
  const failOpen = (error: unknown): LimitResult => {
    log.warn('rate limit unavailable: request allowed', { limit: spec.keyPrefix, error: String(error) });
    return { allowed: true, limit: spec.points, remaining: spec.points, retryAfterSeconds: 0 };
  };
  return {
    spec,
    async consume(key, points = 1) {
      try {
        return result(spec, await store.consume(key, points), true);
      } catch (error) {
        if (refused(error)) return result(spec, error, false);
        return failOpen(error);
      }
    },
    async penalty(key, points = 1) {
      await store.penalty(key, points).catch((error: unknown) => void failOpen(error));
    },
    async reward(key, points = 1) {
      await store.reward(key, points).catch((error: unknown) => void failOpen(error));
    },
    async peek(key) {
      try {
        const res = await store.get(key);
        if (!res) return { allowed: true, limit: spec.points, remaining: spec.points, retryAfterSeconds: 0 };
        return result(spec, res, res.consumedPoints <= spec.points);
      } catch (error) {
        return failOpen(error);
      }
    },
    async reset(key) {
      await store.delete(key).catch((error: unknown) => void failOpen(error));
    },
  };
}

/** Limits on Redis (with an in-memory insurance limiter) when the state has Redis, else in memory. */
/** namespace: this site's, so sites sharing a Redis keep their counters apart. */
export function createLimiterFactory(state: SharedState, namespace = ''): (spec: LimitSpec) => Limiter {
  return (spec) => {
    const options = { keyPrefix: spec.keyPrefix, points: spec.points, duration: spec.duration, blockDuration: spec.blockDuration ?? 0 };
    const memory = new RateLimiterMemory(options);
    const connection = state.connection();
    if (!connection) return wrap(spec, memory);
    const redis = new RateLimiterRedis({
      ...options,
      keyPrefix: `${state.prefix}${namespace ? `${namespace}:` : ''}rl:${spec.keyPrefix}`,
      storeClient: connection,
      // A Redis that is not connected is not waited for: the insurance limiter answers at once.
      rejectIfRedisNotReady: true,
      insuranceLimiter: memory,
    });
    return wrap(spec, redis);
  };
}

export function limitMiddleware(limiter: Limiter, options: { key?: (req: Request) => string; onLimited?: LimitedHandler } = {}): LimitMiddleware {
  const keyOf = options.key ?? clientAddress;
  const build = (onLimited: LimitedHandler): RequestHandler => {
    return (req: Request, res: Response, next: NextFunction) => {
      limiter.consume(keyOf(req)).then(
        (r) => {
          // IETF draft-7 headers, as express-rate-limit sent them before.
          res.setHeader('RateLimit-Policy', `${r.limit};w=${limiter.spec.duration}`);
          res.setHeader('RateLimit', `limit=${r.limit}, remaining=${r.remaining}, reset=${r.retryAfterSeconds || limiter.spec.duration}`);
          if (r.allowed) {
            next();
            return;
          }
          res.setHeader('Retry-After', String(r.retryAfterSeconds));
          log.info('rate limited', { limit: limiter.spec.keyPrefix, retryAfter: r.retryAfterSeconds });
          onLimited(req, res, r.retryAfterSeconds);
        },
        (error: unknown) => next(error),
      );
    };
  };
  const middleware = build(options.onLimited ?? defaultLimited) as LimitMiddleware;
  Object.assign(middleware, { limiter, onLimited: (handler: LimitedHandler) => build(handler) });
  return middleware;
}

export function createRateLimiters(env: Env, state: SharedState, namespace = ''): RateLimiters {
  const create = createLimiterFactory(state, namespace);
  return {
    create,
    middleware: limitMiddleware,
    forms: limitMiddleware(create({ keyPrefix: 'forms', points: env.FORMS_RATE_LIMIT, duration: FORMS_WINDOW_SECONDS })),
  };
}
