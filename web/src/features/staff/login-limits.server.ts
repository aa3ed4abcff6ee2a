// Sign-in limits (rate-limiter-flexible's "login endpoint protection" pattern). Only failures
// count, in three counters:
// - one account from one address: 5 consecutive failures in 15 minutes, then that pair waits
//   until the window ends; a successful sign-in clears it;
// - one address, any account: 50 failures a day;
// - one account, any address: a slow ceiling of 100 failures a day.
// An attacker at one address cannot exceed the first two, so they never reach the third: staff
// signing in from elsewhere are not locked out by them. Every attempt does the same work whether
// or not the account exists (the same three reads, the same writes on failure), so the answer's
// timing says nothing about the account either.
//
// With Redis (SharedState) the counters are shared by every web instance, with this process's
// memory as the insurance limiter while Redis is unreachable; without Redis they are in memory.
// Keys hold a hash of the email address, not the address itself, under the site's namespace
// (accounts belong to one CMS: sites sharing a Redis keep their counters apart).
import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract, type RateLimiterRes } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import type { SharedState } from '../../../server/shared-state.server.js';

export interface LoginLimit {
  keyPrefix: string;
  points: number;
  /** Seconds. */
  duration: number;
}

export const LOGIN_LIMITS = {
  accountAndAddress: { keyPrefix: 'login-fail-account-address', points: 5, duration: 15 * 60 },
  address: { keyPrefix: 'login-fail-address', points: 50, duration: 24 * 60 * 60 },
  account: { keyPrefix: 'login-fail-account', points: 100, duration: 24 * 60 * 60 },
} satisfies Record<string, LoginLimit>;

export type LoginCheck = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const accountKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 32);

/** A counter in Redis while it is usable (this process's memory insures it), else in memory. */
class Counter {
  private readonly memory: RateLimiterMemory;
  private redisLimiter?: { client: Redis; limiter: RateLimiterRedis };

  constructor(
    readonly limit: LoginLimit,
    private readonly state: SharedState,
  ) {
    this.memory = new RateLimiterMemory({ keyPrefix: limit.keyPrefix, points: limit.points, duration: limit.duration });
  }

  private store(): RateLimiterAbstract {
    const client = this.state.redis();
    if (!client) return this.memory;
    if (this.redisLimiter?.client !== client) {
      this.redisLimiter = {
        client,
        limiter: new RateLimiterRedis({
          storeClient: client,
          keyPrefix: `ironbark:${this.limit.keyPrefix}`,
          points: this.limit.points,
          duration: this.limit.duration,
          rejectIfRedisNotReady: true,
          insuranceLimiter: this.memory,
        }),
      };
    }
    return this.redisLimiter.limiter;
  }

  /** null while the key may try; otherwise how long until it may try again. */
  async blockedFor(key: string): Promise<number | null> {
    const res: RateLimiterRes | null = await this.store().get(key);
    if (!res || res.consumedPoints < this.limit.points) return null;
    return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  }

  async fail(key: string) {
    await this.store().penalty(key, 1);
  }

  async clear(key: string) {
    await this.store().delete(key);
  }
}

export class LoginLimits {
  private readonly accountAndAddress: Counter;
  private readonly address: Counter;
  private readonly account: Counter;

  constructor(
    state: SharedState,
    private readonly namespace: string,
    limits = LOGIN_LIMITS,
  ) {
    this.accountAndAddress = new Counter(limits.accountAndAddress, state);
    this.address = new Counter(limits.address, state);
    this.account = new Counter(limits.account, state);
  }

  private keys(email: string, address: string) {
    const account = `${this.namespace}:${accountKey(email)}`;
    return { pair: `${account}|${address}`, address: `${this.namespace}:${address}`, account };
  }

  /** Whether this account may try from this address now. */
  async check(email: string, address: string): Promise<LoginCheck> {
    const k = this.keys(email, address);
    const waits = await Promise.all([this.accountAndAddress.blockedFor(k.pair), this.address.blockedFor(k.address), this.account.blockedFor(k.account)]);
    const longest = Math.max(0, ...waits.map((w) => w ?? 0));
    return longest > 0 ? { allowed: false, retryAfterSeconds: longest } : { allowed: true };
  }

  async failed(email: string, address: string) {
    const k = this.keys(email, address);
    await Promise.all([this.accountAndAddress.fail(k.pair), this.address.fail(k.address), this.account.fail(k.account)]);
  }

  /** A successful sign-in clears this account's consecutive failures from this address. */
  async succeeded(email: string, address: string) {
    await this.accountAndAddress.clear(this.keys(email, address).pair);
  }
}
