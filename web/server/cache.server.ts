// The content cache: stale-while-revalidate, tagged by content type. A fresh entry is served as
// is; an entry past its time to live is served at once and refreshed in the background; an
// entry an editor's change invalidated is fetched again before it is served. When the CMS is
// unreachable, whatever copy exists is served rather than an error.
import { LRUCache } from 'lru-cache';

interface Entry {
  value: unknown;
  storedAt: number;
  tags: readonly string[];
  invalid: boolean;
}

export interface CacheStats {
  entries: number;
  hits: number;
  misses: number;
  staleServed: number;
}

export class ContentCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly inflight = new Map<string, Promise<unknown>>();
  private readonly counters = { hits: 0, misses: 0, staleServed: 0 };

  constructor(
    private readonly ttlMs: number,
    private readonly onBackgroundError: (key: string, error: unknown) => void,
    max = 2000,
  ) {
    this.entries = new LRUCache({ max });
  }

  async get<T>(key: string, tags: readonly string[], load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && !entry.invalid) {
      if (Date.now() - entry.storedAt < this.ttlMs) {
        this.counters.hits++;
        return entry.value as T;
      }
      // Past its time: serve it now, refresh for the next visitor.
      this.counters.staleServed++;
      this.refresh(key, tags, load).catch((error: unknown) => this.onBackgroundError(key, error));
      return entry.value as T;
    }
    this.counters.misses++;
    try {
      return await this.refresh(key, tags, load);
    } catch (error) {
      if (entry) {
        // Invalidated, but the CMS is down: the last good copy beats an error page.
        this.counters.staleServed++;
        return entry.value as T;
      }
      throw error;
    }
  }

  private refresh<T>(key: string, tags: readonly string[], load: () => Promise<T>): Promise<T> {
    const running = this.inflight.get(key);
    if (running) return running as Promise<T>;
    const promise = load()
      .then((value) => {
        this.entries.set(key, { value, storedAt: Date.now(), tags, invalid: false });
        return value;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, promise);
    return promise;
  }

  /** Marks every entry carrying one of the tags; the next read fetches it again. */
  invalidate(tags: readonly string[]): number {
    let count = 0;
    for (const [key, entry] of this.entries.entries()) {
      if (!entry.invalid && entry.tags.some((t) => tags.includes(t))) {
        this.entries.set(key, { ...entry, invalid: true });
        count++;
      }
    }
    return count;
  }

  stats(): CacheStats {
    return { entries: this.entries.size, ...this.counters };
  }
}
