// The caches of the web: stale-while-revalidate, tagged by content type, in two levels (this
// process, then Redis when REDIS_URL is set). Used twice: the content cache (CMS answers, below)
// and the page cache (rendered pages, page-cache.server.ts).
//
// - Invalidation costs the same however many entries exist: each tag has a version number, an
//   editor's change raises the versions of its tags (tag-versions.server.ts), and every entry
//   remembers the versions it was built from. A read compares the two; nothing is walked.
// - The versions are taken when a load STARTS, so a load that was running while an editor
//   published is never stored as fresh: its stamp is already out of date when it finishes.
// - Two rooms, each bounded in bytes: "site" for the real pages and content, "visitor" for keys
//   visitors choose (search terms, later list pages, unknown paths), so those can never push a
//   real page out.
// - A fresh entry is served as is; an entry past its time to live is served at once and
//   refreshed in the background; an outdated entry is loaded again before it is served. When the
//   CMS is unreachable, whatever copy exists is served rather than an error.
import { LRUCache } from 'lru-cache';
import { noteRead } from './read-trace.server.js';
import type { SharedState } from './shared-state.server.js';
import { TagVersions, type Stamp } from './tag-versions.server.js';

export type Room = 'site' | 'visitor';

export interface Loaded<V> {
  value: V;
  tags: readonly string[];
  /** Where to keep it; null: answer with it but keep nothing (an error page, a private page). */
  room: Room | null;
  /** When its inputs were fetched (default: now). An older time makes it go stale sooner. */
  storedAt?: number;
}

export interface Read<V> {
  value: V;
  storedAt: number;
  tags: readonly string[];
  /** fresh/stale: from a cache level; loaded: just built; fallback: an outdated copy (load failed). */
  state: 'fresh' | 'stale' | 'loaded' | 'fallback';
}

export interface Codec<V> {
  encode(value: V): Buffer;
  decode(buffer: Buffer): V;
}

interface Entry<V> {
  value: V;
  storedAt: number;
  stamp: Stamp;
  tags: readonly string[];
  room: Room;
  size: number;
}

export interface TieredCacheOptions<V> {
  /** Namespace of the Redis keys. */
  name: string;
  /** How long an entry is fresh. */
  ttlMs: number;
  /** How long a site entry is kept at all, to be served while a refresh fails (CMS down). */
  keepMs: number;
  /** Bytes each room may hold in this process. */
  budgets: Record<Room, number>;
  sizeOf(value: V): number;
  versions: TagVersions;
  /** The second level (Redis), with how values become bytes. */
  shared?: { state: SharedState; codec: Codec<V> };
  onBackgroundError(key: string, error: unknown): void;
}

export interface CacheStats {
  entries: number;
  bytes: number;
  visitorEntries: number;
  visitorBytes: number;
  hits: number;
  misses: number;
  staleServed: number;
}

const RETRY_AFTER_FAILURE_MS = 5000;

interface Inflight<V> {
  promise: Promise<Read<V>>;
  generation: number;
}

/** Envelope of a second-level value: 4-byte header length, header JSON, then the encoded value. */
function frame(header: object, body: Buffer): Buffer {
  const head = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(head.length);
  return Buffer.concat([length, head, body]);
}

function unframe(buffer: Buffer): { header: unknown; body: Buffer } | null {
  if (buffer.length < 4) return null;
  const length = buffer.readUInt32BE(0);
  if (4 + length > buffer.length) return null;
  try {
    return { header: JSON.parse(buffer.subarray(4, 4 + length).toString('utf8')), body: buffer.subarray(4 + length) };
  } catch {
    return null;
  }
}

export class TieredCache<V> {
  private readonly rooms: Record<Room, LRUCache<string, Entry<V>>>;
  private readonly inflight = new Map<string, Inflight<V>>();
  private readonly failures = new LRUCache<string, number>({ max: 10_000 });
  private readonly counters = { hits: 0, misses: 0, staleServed: 0 };

  constructor(private readonly options: TieredCacheOptions<V>) {
    const room = (maxSize: number) =>
      new LRUCache<string, Entry<V>>({
        maxSize: Math.max(1, maxSize),
        // One entry may use a quarter of its room at most: a huge answer never empties it.
        maxEntrySize: Math.max(1, Math.floor(maxSize / 4)),
        sizeCalculation: (entry) => Math.max(1, entry.size),
      });
    this.rooms = { site: room(options.budgets.site), visitor: room(options.budgets.visitor) };
  }

  get versions(): TagVersions {
    return this.options.versions;
  }

  private isFresh(entry: { storedAt: number }): boolean {
    return Date.now() - entry.storedAt < this.options.ttlMs;
  }

  private keepMs(room: Room): number {
    // Visitor keys are kept briefly: long enough to absorb repeats, not to pile up.
    return room === 'site' ? this.options.keepMs : Math.max(1000, Math.min(this.options.keepMs, this.options.ttlMs * 2));
  }

  private local(key: string): Entry<V> | undefined {
    return this.rooms.site.get(key) ?? this.rooms.visitor.get(key);
  }

  private keep(key: string, entry: Entry<V>) {
    const other: Room = entry.room === 'site' ? 'visitor' : 'site';
    this.rooms[other].delete(key);
    this.rooms[entry.room].set(key, entry, { ttl: this.keepMs(entry.room) });
  }

  /** The second level's copy of a key, and whether it is current. */
  private async remote(key: string): Promise<{ entry: Entry<V>; current: boolean } | null> {
    const shared = this.options.shared;
    if (!shared) return null;
    const buffer = await shared.state.getBuffer(`${this.options.name}:${key}`);
    if (!buffer) return null;
    const parts = unframe(buffer);
    if (!parts) return null;
    const header = parts.header as { storedAt: number; stamp: Stamp; tags: string[]; room: Room; size: number };
    if (typeof header?.storedAt !== 'number' || typeof header.stamp !== 'object' || (header.room !== 'site' && header.room !== 'visitor')) return null;
    let value: V;
    try {
      value = shared.codec.decode(parts.body);
    } catch {
      return null;
    }
    const entry: Entry<V> = { value, storedAt: header.storedAt, stamp: header.stamp, tags: header.tags ?? [], room: header.room, size: header.size };
    return { entry, current: this.options.versions.isCurrent(entry.stamp) };
  }

  private share(key: string, entry: Entry<V>) {
    const shared = this.options.shared;
    if (!shared) return;
    let buffer: Buffer;
    try {
      const { value, ...header } = entry;
      buffer = frame(header, shared.codec.encode(value));
    } catch (error) {
      this.options.onBackgroundError(key, error);
      return;
    }
    shared.state.setBuffer(`${this.options.name}:${key}`, buffer, this.keepMs(entry.room) / 1000).catch((error: unknown) => this.options.onBackgroundError(key, error));
  }

  private answer(entry: Entry<V>, state: Read<V>['state']): Read<V> {
    return { value: entry.value, storedAt: state === 'fallback' ? 0 : entry.storedAt, tags: entry.tags, state };
  }

  /** The value for a key, from this process, the second level, or load(). */
  async read(key: string, load: () => Promise<Loaded<V>>): Promise<Read<V>> {
    const current = this.peek(key, load);
    if (current) return current;
    const local = this.local(key);
    try {
      const read = await this.fetch(key, load, 'answer');
      if (read.state === 'stale') {
        this.counters.staleServed++;
        this.refreshInBackground(key, load);
      } else if (read.state === 'fresh') this.counters.hits++;
      else if (read.state === 'loaded') this.counters.misses++;
      else this.counters.staleServed++;
      return read;
    } catch (error) {
      if (local) {
        // Outdated, but nothing newer can be had: the last good copy beats an error page.
        this.counters.staleServed++;
        return this.answer(local, 'fallback');
      }
      throw error;
    }
  }

  /**
   * This process's current copy of a key, or undefined (then call read()). A stale copy is
   * returned and refreshed in the background. For answering without any await on a hit.
   */
  peek(key: string, load: () => Promise<Loaded<V>>): Read<V> | undefined {
    const local = this.local(key);
    if (!local || !this.options.versions.isCurrent(local.stamp)) return undefined;
    if (this.isFresh(local)) {
      this.counters.hits++;
      return this.answer(local, 'fresh');
    }
    // Past its time: serve it now, refresh for the next visitor.
    this.counters.staleServed++;
    this.refreshInBackground(key, load);
    return this.answer(local, 'stale');
  }

  private refreshInBackground(key: string, load: () => Promise<Loaded<V>>) {
    // After a failed refresh (the CMS is down), wait a little before the next attempt instead of
    // trying again on every request.
    const failed = this.failures.get(key);
    if (failed !== undefined && Date.now() - failed < RETRY_AFTER_FAILURE_MS) return;
    this.fetch(key, load, 'refresh').then(
      () => this.failures.delete(key),
      (error: unknown) => {
        this.failures.set(key, Date.now());
        this.options.onBackgroundError(key, error);
      },
    );
  }

  /**
   * One fetch per key at a time (concurrent readers share it), unless an invalidation happened
   * since it started: then a new one starts, so nobody is handed what the editor just replaced.
   * mode "answer": a current but stale second-level copy is good enough to answer with now.
   */
  private fetch(key: string, load: () => Promise<Loaded<V>>, mode: 'answer' | 'refresh'): Promise<Read<V>> {
    const versions = this.options.versions;
    const generation = versions.generation;
    const running = this.inflight.get(key);
    if (running && running.generation === generation) return running.promise;
    const promise = (async (): Promise<Read<V>> => {
      const remote = await this.remote(key);
      if (remote?.current) {
        const fresh = this.isFresh(remote.entry);
        if (fresh || mode === 'answer') {
          this.keep(key, remote.entry);
          return this.answer(remote.entry, fresh ? 'fresh' : 'stale');
        }
      }
      const snapshot = versions.snapshot();
      let loaded: Loaded<V>;
      try {
        loaded = await load();
      } catch (error) {
        if (remote) return this.answer(remote.entry, 'fallback');
        throw error;
      }
      const storedAt = Math.min(Date.now(), loaded.storedAt ?? Infinity);
      const stamp = versions.stamp(loaded.tags, snapshot);
      // Stored only if no editor changed any of its tags while it loaded.
      if (loaded.room && versions.isCurrent(stamp)) {
        const entry: Entry<V> = { value: loaded.value, storedAt, stamp, tags: loaded.tags, room: loaded.room, size: this.options.sizeOf(loaded.value) };
        this.keep(key, entry);
        this.share(key, entry);
      }
      return { value: loaded.value, storedAt, tags: loaded.tags, state: 'loaded' };
    })().finally(() => {
      if (this.inflight.get(key)?.promise === promise) this.inflight.delete(key);
    });
    this.inflight.set(key, { promise, generation });
    return promise;
  }

  stats(): CacheStats {
    return {
      entries: this.rooms.site.size,
      bytes: this.rooms.site.calculatedSize,
      visitorEntries: this.rooms.visitor.size,
      visitorBytes: this.rooms.visitor.calculatedSize,
      ...this.counters,
    };
  }
}

export interface ContentCacheOptions {
  ttlMs: number;
  keepMs?: number;
  budgets?: Record<Room, number>;
  versions?: TagVersions;
  shared?: SharedState;
  /** Keeps this site's Redis keys apart from other sites sharing the Redis. */
  namespace?: string;
  onBackgroundError?: (key: string, error: unknown) => void;
}

export const MB = 1024 * 1024;
const jsonCodec: Codec<unknown> = {
  encode: (value) => Buffer.from(JSON.stringify(value)),
  decode: (buffer) => JSON.parse(buffer.toString('utf8')) as unknown,
};

/** The content cache: CMS answers by key, with the tags of the content types they contain. */
export class ContentCache {
  private readonly cache: TieredCache<unknown>;
  readonly versions: TagVersions;

  constructor(options: ContentCacheOptions) {
    this.versions = options.versions ?? new TagVersions();
    this.cache = new TieredCache<unknown>({
      name: options.namespace ? `${options.namespace}:content` : 'content',
      ttlMs: options.ttlMs,
      keepMs: options.keepMs ?? 24 * 3600 * 1000,
      budgets: options.budgets ?? { site: 24 * MB, visitor: 8 * MB },
      // Parsed JSON takes about three times its text in memory.
      sizeOf: (value) => (JSON.stringify(value)?.length ?? 4) * 3,
      versions: this.versions,
      shared: options.shared ? { state: options.shared, codec: jsonCodec } : undefined,
      onBackgroundError: options.onBackgroundError ?? (() => undefined),
    });
  }

  /**
   * The cached value of key, loading it when needed. room: "site" (default) for content every
   * visitor shares, "visitor" for keys a visitor chose; a function decides from the value (a
   * lookup that found nothing is a visitor's key); null: answer with it but keep nothing.
   * tags: what the value is built from (content-tags.server.ts), or a function of the value when
   * that depends on what was found (a page's blocks, a resource's type).
   */
  async get<T>(
    key: string,
    tags: readonly string[] | ((value: T) => readonly string[]),
    load: () => Promise<T>,
    room: Room | null | ((value: T) => Room | null) = 'site',
  ): Promise<T> {
    let kept = true;
    const read = await this.cache.read(key, async () => {
      const value = await load();
      const chosen = typeof room === 'function' ? room(value) : room;
      kept = chosen !== null;
      return { value, tags: typeof tags === 'function' ? tags(value) : tags, room: chosen };
    });
    // A value not worth keeping (a degraded answer) must not make what is built from it look fresh.
    noteRead(read.tags, read.state === 'loaded' && !kept ? 0 : read.storedAt);
    return read.value as T;
  }

  /** This process only: outdates every entry carrying one of the tags (instances: see invalidation.server.ts). */
  invalidate(tags: readonly string[]): void {
    this.versions.bump(tags);
  }

  stats(): CacheStats {
    return this.cache.stats();
  }
}
