// Sign-in checks that do not tell an attacker anything: an unknown email, a wrong password and a
// blocked account get the same answer after the same work (a bcrypt comparison against a dummy
// hash when there is no account), and repeated failures for one account from one address are
// stopped, as the web does.
import { randomBytes } from 'node:crypto';

export const INVALID_CREDENTIALS = 'Invalid identifier or password';

export type ValidatePassword = (password: string, hash: string) => Promise<boolean>;

/**
 * Compares a password with a stored hash, or with a dummy hash of the same cost when there is no
 * stored hash, so the time taken does not reveal whether the account exists.
 */
export function createPasswordCheck(validate: ValidatePassword, makeDummyHash: () => Promise<string>) {
  let dummy: Promise<string> | undefined;
  return async function check(password: string, hash: string | null | undefined): Promise<boolean> {
    if (hash) return validate(password, hash);
    dummy ??= makeDummyHash();
    await validate(password, await dummy);
    return false;
  };
}

/** A random password for the dummy hash: nobody can know it, so the comparison always fails. */
export const dummyPassword = () => randomBytes(24).toString('base64url');

export interface StaffCandidate {
  password?: string | null;
  blocked?: boolean | null;
  confirmed?: boolean | null;
  role?: { type?: string | null } | null;
}

/** Whether the trusted login route lets this user in. Always compares a password first. */
export async function staffMayLogIn(
  user: StaffCandidate | null,
  password: string,
  check: ReturnType<typeof createPasswordCheck>,
  options: { requireConfirmed: boolean },
): Promise<boolean> {
  const passwordOk = await check(password, user?.password);
  if (!user || !passwordOk) return false;
  if (user.blocked === true) return false;
  if (options.requireConfirmed && user.confirmed !== true) return false;
  return user.role?.type === 'authenticated';
}

export interface FailureLimiterOptions {
  /** Failures allowed in a row; the next attempt is refused. */
  max?: number;
  windowMs?: number;
  now?: () => number;
  /** Bound on remembered keys, so a flood of made-up identifiers cannot exhaust memory. */
  maxKeys?: number;
}

/**
 * Counts consecutive failed sign-ins per key (account and address). After `max` failures within
 * the window further attempts are refused until the window, counted from the first failure,
 * has passed; a success clears the count.
 */
export class FailureLimiter {
  private readonly max: number;
  private readonly windowMs: number;
  private readonly now: () => number;
  private readonly maxKeys: number;
  private readonly failures = new Map<string, { count: number; since: number }>();

  constructor(options: FailureLimiterOptions = {}) {
    this.max = options.max ?? 5;
    this.windowMs = options.windowMs ?? 15 * 60 * 1000;
    this.now = options.now ?? Date.now;
    this.maxKeys = options.maxKeys ?? 10_000;
  }

  /** Seconds until the key may try again, or 0 when it may try now. */
  retryAfter(key: string): number {
    const entry = this.failures.get(key);
    if (!entry) return 0;
    const elapsed = this.now() - entry.since;
    if (elapsed >= this.windowMs) {
      this.failures.delete(key);
      return 0;
    }
    return entry.count >= this.max ? Math.ceil((this.windowMs - elapsed) / 1000) : 0;
  }

  failure(key: string) {
    const now = this.now();
    const entry = this.failures.get(key);
    if (entry && now - entry.since < this.windowMs) entry.count++;
    else this.failures.set(key, { count: 1, since: now });
    if (this.failures.size > this.maxKeys) this.prune(now);
  }

  success(key: string) {
    this.failures.delete(key);
  }

  private prune(now: number) {
    for (const [key, entry] of this.failures) {
      if (now - entry.since >= this.windowMs) this.failures.delete(key);
    }
    // Still too many live keys: forget the oldest (Map iterates in insertion order).
    for (const key of this.failures.keys()) {
      if (this.failures.size <= this.maxKeys) break;
      this.failures.delete(key);
    }
  }
}
