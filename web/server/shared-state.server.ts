// State that must be the same for every web instance: staff sessions, rate-limit counters, the
// second level of the caches and the "content changed" messages. In one process by default;
// in Redis when REDIS_URL is set, so any instance can serve any request. If Redis goes away,
// every call falls back to this process's own state (logged once) and Redis is used again as
// soon as it is back: the site degrades to per-instance state instead of failing.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { log } from './log.server.js';

export interface SharedState {
  readonly kind: 'memory' | 'redis';
  /** What every key of this state starts with in Redis (for code that uses the connection directly). */
  readonly prefix: string;
  get(key: string): Promise<string | null>;
  /** ttlSeconds: the key disappears after that long (none: it stays until deleted). */
  set(key: string, value: string, ttlSeconds?: number): Promise<void>;
  del(key: string): Promise<void>;
  /** Adds one and returns the new value; ttlSeconds applies when the key is created. */
  incr(key: string, ttlSeconds?: number): Promise<number>;
  /** Sets the key only if it has no value, in one step (Redis SET NX); true when this call set it. */
  setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean>;
  /** Delivers to every instance's subscribers, this one's included (at once, even without Redis). */
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, handler: (message: string) => void): void;
  /**
   * Binary values for a second cache level (compressed pages). Only Redis keeps them: without it
   * (or while it is away) reads answer null and writes are dropped, because the caller's own
   * memory is the first level already and must not be filled twice.
   */
  getBuffer(key: string): Promise<Buffer | null>;
  setBuffer(key: string, value: Buffer, ttlSeconds: number): Promise<void>;
  /** The Redis connection while it is usable, for libraries that take a client; otherwise undefined. */
  redis(): Redis | undefined;
  /**
   * The Redis connection whatever its state (undefined without REDIS_URL), for libraries that
   * check readiness themselves and keep their own fallback (rate-limiter-flexible's insurance).
   */
  connection(): Redis | undefined;
  /** Runs the handler each time Redis becomes usable (first connection and every return). */
  onAvailable(handler: () => void): void;
  close(): Promise<void>;
}



interface MemoryEntry {
  value: string;
}

/** This process only: the default, and the fallback while Redis is unreachable. */
export function memoryState(max = 50_000): SharedState {
  const entries = new LRUCache<string, MemoryEntry>({ max, ttlAutopurge: false });
  const handlers = new Map<string, Set<(message: string) => void>>();
  return {
    kind: 'memory',
    prefix: '',
    async get(key) {
      return entries.get(key)?.value ?? null;
    },
    async set(key, value, ttlSeconds) {
      entries.set(key, { value }, ttlSeconds ? { ttl: ttlSeconds * 1000 } : { ttl: 0 });
    },
    async del(key) {
      entries.delete(key);
    },
    async incr(key, ttlSeconds) {
      const current = entries.get(key);
      const next = (current ? Number(current.value) || 0 : 0) + 1;
      if (current) entries.set(key, { value: String(next) }, { noUpdateTTL: true });
      else entries.set(key, { value: String(next) }, ttlSeconds ? { ttl: ttlSeconds * 1000 } : { ttl: 0 });
      return next;
    },
    async setIfAbsent(key, value, ttlSeconds) {
      if (entries.has(key)) return false;
      entries.set(key, { value }, { ttl: ttlSeconds * 1000 });
      return true;
    },
    async publish(channel, message) {
      for (const handler of handlers.get(channel) ?? []) handler(message);
    },
    subscribe(channel, handler) {
      if (!handlers.has(channel)) handlers.set(channel, new Set());
      handlers.get(channel)!.add(handler);
    },
    async getBuffer() {
      return null;
    },
    async setBuffer() {
      // Nothing to do: see SharedState.getBuffer.
    },
    redis: () => undefined,
    connection: () => undefined,
    onAvailable() {
      // Never: there is no Redis.
    },
    async close() {
      entries.clear();
      handlers.clear();
    },
  };
}

/**
 * Redis, with this process's memory as the fallback whenever Redis does not answer. Keys start
 * with "ironbark:" (and the namespace, when one is given). Features that share a Redis between
 * sites put their own site key in their keys (the caches, invalidation and form limits use a hash
 * of SITE_URL; the staff area one of CMS_URL).
 */
export function redisState(url: string, namespace = ''): SharedState {
  const PREFIX = `ironbark:${namespace ? `${namespace}:` : ''}`;
  const instance = randomUUID();
  const local = memoryState();
  // Commands fail at once while disconnected (no offline queue), so a request never waits on a
  // dead Redis; the client keeps reconnecting in the background.
  const options = { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000, lazyConnect: false, retryStrategy: (n: number) => Math.min(n * 200, 2000) };
  const client = new Redis(url, options);
  const subscriber = new Redis(url, { ...options, enableOfflineQueue: true });
  let down = false;
  const fellBack = (error: unknown) => {
    if (!down) {
      down = true;
      log.warn('redis unavailable: using this process’s own state until it is back', { error: String(error) });
    }
  };
  const available = new Set<() => void>();
  client.on('ready', () => {
    if (down) log.info('redis is back: shared state restored');
    down = false;
    for (const handler of available) handler();
  });
  client.on('error', (error) => fellBack(error));
  // A dropped connection is noticed at once (and logged once), not at the next command.
  let closing = false;
  client.on('close', () => {
    if (!closing) fellBack('connection closed');
  });
  subscriber.on('error', () => undefined);

  async function attempt<T>(remote: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    if (client.status !== 'ready') {
      fellBack(`connection ${client.status}`);
      return fallback();
    }
    try {
      return await remote();
    } catch (error) {
      fellBack(error);
      return fallback();
    }
  }

  const handlers = new Map<string, Set<(message: string) => void>>();
  subscriber.on('message', (channel: string, raw: string) => {
    const name = channel.slice(PREFIX.length);
    try {
      const { from, message } = JSON.parse(raw) as { from: string; message: string };
      if (from === instance) return; // delivered locally when it was published
      for (const handler of handlers.get(name) ?? []) handler(message);
    } catch {
      log.warn('redis: unreadable message ignored', { channel });
    }
  });

  return {
    kind: 'redis',
    prefix: PREFIX,
    get: (key) => attempt(() => client.get(PREFIX + key), () => local.get(key)),
    set: (key, value, ttlSeconds) =>
      attempt(
        async () => {
          if (ttlSeconds) await client.set(PREFIX + key, value, 'EX', ttlSeconds);
          else await client.set(PREFIX + key, value);
        },
        () => local.set(key, value, ttlSeconds),
      ),
    del: (key) => attempt(async () => void (await client.del(PREFIX + key)), () => local.del(key)),
    incr: (key, ttlSeconds) =>
      attempt(
        async () => {
          const [[, value]] = (await client.multi().incr(PREFIX + key).exec()) as [[Error | null, number]];
          if (value === 1 && ttlSeconds) await client.expire(PREFIX + key, ttlSeconds);
          return value;
        },
        () => local.incr(key, ttlSeconds),
      ),
    setIfAbsent: (key, value, ttlSeconds) =>
      attempt(
        async () => (await client.set(PREFIX + key, value, 'EX', ttlSeconds, 'NX')) === 'OK',
        () => local.setIfAbsent(key, value, ttlSeconds),
      ),
    async publish(channel, message) {
      for (const handler of handlers.get(channel) ?? []) handler(message);
      await attempt(async () => void (await client.publish(PREFIX + channel, JSON.stringify({ from: instance, message }))), async () => undefined);
    },
    subscribe(channel, handler) {
      if (!handlers.has(channel)) {
        handlers.set(channel, new Set());
        subscriber.subscribe(PREFIX + channel).catch((error: unknown) => log.warn('redis: subscribe failed, will retry on reconnect', { channel, error: String(error) }));
      }
      handlers.get(channel)!.add(handler);
    },
    getBuffer: (key) => attempt(() => client.getBuffer(PREFIX + key), async () => null),
    setBuffer: (key, value, ttlSeconds) =>
      attempt(
        async () => void (await client.set(PREFIX + key, value, 'EX', Math.max(1, Math.round(ttlSeconds)))),
        async () => undefined,
      ),
    redis: () => (client.status === 'ready' ? client : undefined),
    connection: () => client,
    onAvailable(handler) {
      available.add(handler);
      if (client.status === 'ready') handler();
    },
    async close() {
      closing = true;
      client.disconnect();
      subscriber.disconnect();
      await local.close();
    },
  };
}

export function createSharedState(redisUrl: string | undefined, namespace = ''): SharedState {
  return redisUrl ? redisState(redisUrl, namespace) : memoryState();
}
