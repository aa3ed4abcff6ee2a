// Staff sessions as server-side records in SharedState (this process, or Redis shared by every
// web instance). The cookie holds only a random id; the record holds who signed in and the
// Strapi access and refresh tokens, which never reach page scripts. A session ends:
// - at sign-out (the record is deleted, so a copy of the cookie replayed later is worthless),
// - 8 hours after sign-in (absolute) or 2 hours after its last request (idle),
// - when its user's password changes: each user has a generation number, bumped by a password
//   change; a record from an older generation is deleted the next time it is used.
//
// Keys are the SHA-256 of the cookie id, so whoever reads Redis cannot use them as cookies. The
// tokens live under a key of their own: marking a request as "seen" rewrites the session record
// and must never put back tokens a concurrent refresh has just replaced.
import { createHash, randomBytes } from 'node:crypto';
import type { SharedState } from '../../../server/shared-state.server.js';
import type { StaffUser } from '../../lib/content-source.js';

export { SESSION_COOKIE } from './session-cookie';
export const SESSION_ABSOLUTE_SECONDS = 8 * 60 * 60;
export const SESSION_IDLE_SECONDS = 2 * 60 * 60;
/** How long a user's generation number is kept after its last use (see keepGeneration). */
const GENERATION_TTL_SECONDS = SESSION_ABSOLUTE_SECONDS + 60 * 60;
/** A request within this long of the last recorded one does not rewrite the record. */
const TOUCH_EVERY_MS = 60_000;

export interface StrapiTokens {
  jwt: string;
  refreshToken: string;
}

export interface SessionRecord {
  user: StaffUser;
  /** Milliseconds since the epoch. */
  createdAt: number;
  lastSeenAt: number;
  /** The user's generation when the session began. */
  generation: number;
}

export interface OpenSession {
  id: string;
  record: SessionRecord;
}

export interface SessionStoreOptions {
  /** staffNamespace(CMS_URL). */
  namespace: string;
  now?: () => number;
}

const hash = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * The site's part of every shared key of the staff area: user ids and accounts are the CMS's, so
 * sites sharing one Redis but not one CMS never mix them.
 */
export const staffNamespace = (cmsUrl: string) => hash(cmsUrl).slice(0, 12);

/** A new session id: 32 random bytes, URL-safe. */
export const newSessionId = () => randomBytes(32).toString('base64url');

const ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export class SessionStore {
  private readonly now: () => number;
  private readonly namespace: string;

  constructor(
    private readonly state: SharedState,
    options: SessionStoreOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.namespace = options.namespace;
  }

  private recordKey(id: string) {
    return `staff:session:${hash(id)}`;
  }
  private tokensKey(id: string) {
    return `staff:session:${hash(id)}:tokens`;
  }
  private lockKey(id: string) {
    return `staff:session:${hash(id)}:refreshing`;
  }
  private generationKey(userId: number) {
    return `staff:generation:${this.namespace}:${userId}`;
  }

  private async generation(userId: number): Promise<number> {
    return Number(await this.state.get(this.generationKey(userId))) || 0;
  }

  /**
   * A generation key must outlive every session that depends on it (else it would fall back to 0
   * and end them), and need not live longer: each sign-in renews it for a session's lifetime.
   */
  private async keepGeneration(userId: number, generation: number) {
    if (generation > 0) await this.state.set(this.generationKey(userId), String(generation), GENERATION_TTL_SECONDS);
  }

  /** Seconds the record may still live: the idle window, cut short by the absolute limit. */
  private ttl(record: SessionRecord, now: number): number {
    const absoluteLeft = record.createdAt + SESSION_ABSOLUTE_SECONDS * 1000 - now;
    return Math.max(1, Math.ceil(Math.min(SESSION_IDLE_SECONDS * 1000, absoluteLeft) / 1000));
  }

  private async write(id: string, record: SessionRecord, tokens?: StrapiTokens) {
    const now = this.now();
    const writes = [this.state.set(this.recordKey(id), JSON.stringify(record), this.ttl(record, now))];
    if (tokens) {
      const absoluteLeft = Math.ceil((record.createdAt + SESSION_ABSOLUTE_SECONDS * 1000 - now) / 1000);
      writes.push(this.state.set(this.tokensKey(id), JSON.stringify(tokens), Math.max(1, absoluteLeft)));
    }
    await Promise.all(writes);
  }

  /** Opens a session for a user who has just signed in. */
  async create(user: StaffUser, tokens: StrapiTokens, createdAt = this.now()): Promise<OpenSession> {
    const id = newSessionId();
    const generation = await this.generation(user.id);
    const record: SessionRecord = { user, createdAt, lastSeenAt: this.now(), generation };
    await Promise.all([this.write(id, record, tokens), this.keepGeneration(user.id, generation)]);
    return { id, record };
  }

  /**
   * The live session with this id, or null (unknown, ended, too old, idle too long, or from
   * before a password change: those are deleted). Marks it as used.
   */
  async read(id: string | undefined): Promise<OpenSession | null> {
    if (!id || !ID_PATTERN.test(id)) return null;
    const raw = await this.state.get(this.recordKey(id));
    if (!raw) return null;
    let record: SessionRecord;
    try {
      record = JSON.parse(raw) as SessionRecord;
    } catch {
      await this.destroy(id);
      return null;
    }
    const now = this.now();
    const expired =
      now >= record.createdAt + SESSION_ABSOLUTE_SECONDS * 1000 ||
      now >= record.lastSeenAt + SESSION_IDLE_SECONDS * 1000 ||
      record.generation !== (await this.generation(record.user.id));
    if (expired) {
      await this.destroy(id);
      return null;
    }
    if (now - record.lastSeenAt >= TOUCH_EVERY_MS) {
      record = { ...record, lastSeenAt: now };
      await this.write(id, record);
    }
    return { id, record };
  }

  async tokens(id: string): Promise<StrapiTokens | null> {
    const raw = await this.state.get(this.tokensKey(id));
    if (!raw) return null;
    try {
      return JSON.parse(raw) as StrapiTokens;
    } catch {
      return null;
    }
  }

  async saveTokens(session: OpenSession, tokens: StrapiTokens) {
    await this.write(session.id, session.record, tokens);
  }

  async destroy(id: string) {
    await Promise.all([this.state.del(this.recordKey(id)), this.state.del(this.tokensKey(id)), this.state.del(this.lockKey(id))]);
  }

  /**
   * Ends every session of the user (on every instance): their records no longer match the
   * user's generation. Returns the new generation.
   */
  async endAllSessions(userId: number): Promise<number> {
    const generation = await this.state.incr(this.generationKey(userId), GENERATION_TTL_SECONDS);
    await this.keepGeneration(userId, generation);
    return generation;
  }

  /**
   * After a password change: every other session of the user ends, and this one continues
   * under a new id (the old id is deleted) with the new tokens and the new generation.
   */
  async renewAfterPasswordChange(session: OpenSession, tokens: StrapiTokens): Promise<OpenSession> {
    const generation = await this.endAllSessions(session.record.user.id);
    const id = newSessionId();
    const record: SessionRecord = { ...session.record, lastSeenAt: this.now(), generation };
    await this.write(id, record, tokens);
    await this.destroy(session.id);
    return { id, record };
  }

  /**
   * One refresh of the Strapi tokens at a time per session, across instances (Strapi rotates the
   * refresh token: the second of two simultaneous refreshes would be refused). True when this
   * caller holds the lock; it ends after `seconds` if never released.
   */
  async lockRefresh(id: string, seconds = 15): Promise<boolean> {
    return (await this.state.incr(this.lockKey(id), seconds)) === 1;
  }

  async unlockRefresh(id: string) {
    await this.state.del(this.lockKey(id));
  }
}
