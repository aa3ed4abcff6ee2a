// Sign-in limits (rate-limiter-flexible's "login endpoint protection" pattern, with OWASP's
// device cookies). Only failures count:
// - one account from one address: 5 consecutive failures in 15 minutes, then that pair waits
//   until the window ends; a successful sign-in clears it;
// - one address, any account: 50 failures a day;
// - one account, any address, from browsers it has not signed in from: 10 failures in a day are
//   free, then every further failure makes the next attempt wait twice as long as the last
//   (1 s, 2 s, 4 s ... capped at an hour). Attempts while waiting are refused without checking
//   the password and do not count, so guessing slows to about one a hour and nobody is ever
//   locked out for longer than that. A successful sign-in does not clear it (the attacker would
//   get 10 more free guesses each time the staff member signs in); it ends a day after the first
//   failure.
// - a browser holding a valid device cookie for the account (device-cookie.server.ts) skips the
//   two account counters above: it has its own, 5 failures in 15 minutes, after which it is
//   treated like any unknown browser. So failures an attacker causes from elsewhere never keep a
//   staff member out of a browser they signed in from before.
// Every attempt does the same work whether or not the account exists (the same reads, the same
// writes on failure), so the answer's timing says nothing about the account either.
//
// With Redis (SharedState) the counters are shared by every web instance, with this process's
// memory as the insurance limiter while Redis is unreachable; without Redis they are in memory.
// Keys hold a hash of the email address, not the address itself, under the site's namespace
// (accounts belong to one CMS: sites sharing a Redis keep their counters apart).
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract, type RateLimiterRes } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import type { SharedState } from '../../../server/shared-state.server.js';
import { emailKey } from './device-cookie.server.js';

export interface LoginLimit {
  keyPrefix: string;
  points: number;
  /** Seconds. */
  duration: number;
}

export const LOGIN_LIMITS = {
  accountAndAddress: { keyPrefix: 'login-fail-account-address', points: 5, duration: 15 * 60 },
  address: { keyPrefix: 'login-fail-address', points: 50, duration: 24 * 60 * 60 },
  /** A count only (points: never reached); the waits come from accountDelay. */
  account: { keyPrefix: 'login-fail-account', points: 1_000_000, duration: 24 * 60 * 60 },
  /** The wait an unknown browser must let pass before the account's next attempt. */
  accountDelay: { keyPrefix: 'login-delay-account', points: 1, duration: 60 * 60 },
  device: { keyPrefix: 'login-fail-device', points: 5, duration: 15 * 60 },
} satisfies Record<string, LoginLimit>;

/** Failures of one account (from unknown browsers) before any wait. */
export const ACCOUNT_FREE_FAILURES = 10;
/** The longest wait after a failure: nobody is kept out for longer. */
export const ACCOUNT_MAX_DELAY_SECONDS = 60 * 60;

/** The wait after the account's nth failure (from unknown browsers). */
export function accountDelaySeconds(failures: number): number {
  if (failures <= ACCOUNT_FREE_FAILURES) return 0;
  return Math.min(ACCOUNT_MAX_DELAY_SECONDS, 2 ** Math.min(30, failures - ACCOUNT_FREE_FAILURES - 1));
}

export type LoginCheck = { allowed: true; trustedDevice: string | null } | { allowed: false; retryAfterSeconds: number };


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

  /** Counts one failure; answers how many the key has now. */
  async fail(key: string): Promise<number> {
    return (await this.store().penalty(key, 1)).consumedPoints;
  }

  async block(key: string, seconds: number) {
    await this.store().block(key, seconds);
  }

  async clear(key: string) {
    await this.store().delete(key);
  }
}

export class LoginLimits {
  private readonly accountAndAddress: Counter;
  private readonly address: Counter;
  private readonly account: Counter;
  private readonly accountDelay: Counter;
  private readonly device: Counter;

  constructor(
    state: SharedState,
    private readonly namespace: string,
    limits = LOGIN_LIMITS,
  ) {
    this.accountAndAddress = new Counter(limits.accountAndAddress, state);
    this.address = new Counter(limits.address, state);
    this.account = new Counter(limits.account, state);
    this.accountDelay = new Counter(limits.accountDelay, state);
    this.device = new Counter(limits.device, state);
  }

  private keys(email: string, address: string, device?: string | null) {
    const account = `${this.namespace}:${emailKey(email)}`;
    return { pair: `${account}|${address}`, address: `${this.namespace}:${address}`, account, device: device ? `${account}|${device}` : undefined };
  }

  private static answer(waits: (number | null)[], trustedDevice: string | null): LoginCheck {
    const longest = Math.max(0, ...waits.map((w) => w ?? 0));
    return longest > 0 ? { allowed: false, retryAfterSeconds: longest } : { allowed: true, trustedDevice };
  }

  /**
   * Whether this account may try from this address now. device: the nonce of a valid device
   * cookie for this account (device-cookie.server.ts), if the browser sent one. The answer's
   * trustedDevice says whether the attempt counts as from that device (pass it to failed()).
   */
  async check(email: string, address: string, device?: string | null): Promise<LoginCheck> {
    const k = this.keys(email, address, device);
    if (k.device && (await this.device.blockedFor(k.device)) === null) {
      return LoginLimits.answer([await this.address.blockedFor(k.address)], device ?? null);
    }
    const waits = await Promise.all([this.accountAndAddress.blockedFor(k.pair), this.address.blockedFor(k.address), this.accountDelay.blockedFor(k.account)]);
    return LoginLimits.answer(waits, null);
  }

  /** A failed attempt; trustedDevice as check() answered. */
  async failed(email: string, address: string, trustedDevice?: string | null) {
    const k = this.keys(email, address, trustedDevice);
    if (k.device) {
      await Promise.all([this.device.fail(k.device), this.address.fail(k.address)]);
      return;
    }
    const [, , failures] = await Promise.all([this.accountAndAddress.fail(k.pair), this.address.fail(k.address), this.account.fail(k.account)]);
    const delay = accountDelaySeconds(failures);
    if (delay > 0) await this.accountDelay.block(k.account, delay);
  }

  /** A successful sign-in clears this account's failures at this address, and the device's failures. */
  async succeeded(email: string, address: string, device?: string | null) {
    const k = this.keys(email, address, device);
    await Promise.all([this.accountAndAddress.clear(k.pair), k.device ? this.device.clear(k.device) : undefined]);
  }
}
