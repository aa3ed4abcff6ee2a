import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentCache, TieredCache } from './cache.server';
import { traceReads } from './read-trace.server';
import { TagVersions } from './tag-versions.server';
import type { SharedState } from './shared-state.server';

const TTL = 60_000;

/** A loader that answers v1, v2, ... and counts its calls. */
function counter(prefix = 'v') {
  let n = 0;
  const load = vi.fn(async () => `${prefix}${++n}`);
  return load;
}

/** A load the test finishes by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets pending promise callbacks (a background refresh) run. */
async function settle() {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

/** Redis as far as the second cache level needs it: buffers by key (what two instances share). */
function fakeRedis(): SharedState & { store: Map<string, Buffer> } {
  const store = new Map<string, Buffer>();
  const none = async () => undefined;
  return {
    kind: 'redis',
    prefix: 'test:',
    store,
    get: async () => null,
    set: none,
    del: none,
    incr: async () => 1,
    setIfAbsent: async () => true,
    publish: none,
    subscribe: () => undefined,
    getBuffer: async (key) => store.get(key) ?? null,
    setBuffer: async (key, value) => void store.set(key, value),
    redis: () => undefined,
    connection: () => undefined,
    onAvailable: () => undefined,
    close: none,
  };
}

/** The tests of the describe this is called in run on fake timers, from 09:30:05 UTC on 14 May 2024. */
function useFrozenClock() {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2024-05-14T09:30:05Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

describe('ContentCache', () => {
  let backgroundErrors: [string, unknown][];
  let cache: ContentCache;

  useFrozenClock();

  beforeEach(() => {
    backgroundErrors = [];
    cache = new ContentCache({ ttlMs: TTL, onBackgroundError: (key, error) => backgroundErrors.push([key, error]) });
  });

  it('loads on the first read and serves the fresh copy afterwards without loading again', async () => {
    const load = counter();
    expect(await cache.get('page:/', ['page'], load)).toBe('v1');
    vi.advanceTimersByTime(TTL - 1);
    expect(await cache.get('page:/', ['page'], load)).toBe('v1');
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.stats()).toMatchObject({ entries: 1, hits: 1, misses: 1, staleServed: 0 });
  });

  it('keeps entries apart by key', async () => {
    expect(await cache.get('page:/a', ['page'], counter('a'))).toBe('a1');
    expect(await cache.get('page:/b', ['page'], counter('b'))).toBe('b1');
    expect(cache.stats().entries).toBe(2);
  });

  it('serves a stale copy at once and refreshes it in the background for the next reader', async () => {
    const load = counter();
    await cache.get('page:/', ['page'], load);
    vi.advanceTimersByTime(TTL);
    expect(await cache.get('page:/', ['page'], load)).toBe('v1');
    expect(load).toHaveBeenCalledTimes(2);
    await settle();
    expect(await cache.get('page:/', ['page'], load)).toBe('v2');
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.stats()).toMatchObject({ staleServed: 1, hits: 1 });
  });

  it('keeps serving the stale copy and reports the error when a background refresh fails, and waits before retrying', async () => {
    const load = vi.fn<() => Promise<string>>().mockResolvedValueOnce('v1').mockRejectedValue(new Error('CMS down'));
    await cache.get('page:/', ['page'], load);
    vi.advanceTimersByTime(TTL);
    expect(await cache.get('page:/', ['page'], load)).toBe('v1');
    await settle();
    expect(backgroundErrors).toHaveLength(1);
    expect(backgroundErrors[0]![0]).toBe('page:/');
    expect(backgroundErrors[0]![1]).toEqual(new Error('CMS down'));
    expect(await cache.get('page:/', ['page'], load)).toBe('v1');
    await settle();
    // No new attempt on every read while the CMS is down...
    expect(load).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(5000);
    expect(await cache.get('page:/', ['page'], load)).toBe('v1');
    await settle();
    // ...but again a few seconds later.
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('fetches again before serving an entry whose tag was invalidated', async () => {
    const load = counter();
    await cache.get('page:/', ['page', 'navigation'], load);
    cache.invalidate(['navigation']);
    expect(await cache.get('page:/', ['page', 'navigation'], load)).toBe('v2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('leaves entries with other tags alone when invalidating', async () => {
    const pages = counter('p');
    const blogs = counter('b');
    await cache.get('page:/', ['page'], pages);
    await cache.get('blog:list', ['blog'], blogs);
    cache.invalidate(['blog']);
    expect(await cache.get('page:/', ['page'], pages)).toBe('p1');
    expect(await cache.get('blog:list', ['blog'], blogs)).toBe('b2');
  });

  it('serves the old copy when the loader fails after an invalidation', async () => {
    const load = vi.fn<() => Promise<string>>().mockResolvedValueOnce('v1').mockRejectedValue(new Error('CMS down'));
    await cache.get('page:/', ['page'], load);
    cache.invalidate(['page']);
    expect(await cache.get('page:/', ['page'], load)).toBe('v1');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('throws the loader error when there is no copy to fall back on', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(new Error('CMS down'));
    await expect(cache.get('page:/', ['page'], load)).rejects.toThrow('CMS down');
    expect(cache.stats().entries).toBe(0);
  });

  it('shares one load between concurrent reads of the same key', async () => {
    const d = deferred<string>();
    const load = vi.fn(() => d.promise);
    const reads = [cache.get('page:/', ['page'], load), cache.get('page:/', ['page'], load), cache.get('page:/', ['page'], load)];
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    d.resolve('shared');
    expect(await Promise.all(reads)).toEqual(['shared', 'shared', 'shared']);
  });

  it('shares a failure between concurrent reads and loads again on the next read', async () => {
    const d = deferred<string>();
    const failing = vi.fn(() => d.promise);
    const reads = [cache.get('page:/', ['page'], failing), cache.get('page:/', ['page'], failing)];
    await settle();
    d.reject(new Error('CMS down'));
    for (const read of reads) await expect(read).rejects.toThrow('CMS down');
    expect(failing).toHaveBeenCalledTimes(1);
    expect(await cache.get('page:/', ['page'], counter())).toBe('v1');
  });

  it('starts only one background refresh when many readers find the entry stale', async () => {
    const load = counter();
    await cache.get('page:/', ['page'], load);
    vi.advanceTimersByTime(TTL);
    await Promise.all([cache.get('page:/', ['page'], load), cache.get('page:/', ['page'], load), cache.get('page:/', ['page'], load)]);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('a publish while a refresh is running', () => {
  useFrozenClock();

  it('a load that started before the publish is not stored: the next read loads the new content', async () => {
    const cache = new ContentCache({ ttlMs: TTL });
    const old = deferred<string>();
    const slow = vi.fn(() => old.promise);
    const reading = cache.get('page:/', ['page'], slow);
    await settle();
    cache.invalidate(['page']); // the editor publishes while the CMS answer is on its way
    old.resolve('old content');
    expect(await reading).toBe('old content'); // that reader asked before the publish
    const next = vi.fn(async () => 'new content');
    expect(await cache.get('page:/', ['page'], next)).toBe('new content');
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('a background refresh of a stale entry that started before the publish does not store old content as fresh', async () => {
    const cache = new ContentCache({ ttlMs: TTL });
    await cache.get('page:/', ['page'], async () => 'v1');
    vi.advanceTimersByTime(TTL);
    const old = deferred<string>();
    expect(await cache.get('page:/', ['page'], () => old.promise)).toBe('v1'); // stale; refresh starts
    await settle();
    cache.invalidate(['page']);
    old.resolve('v2 (from before the publish)');
    await settle();
    const fresh = vi.fn(async () => 'v3 (published)');
    expect(await cache.get('page:/', ['page'], fresh)).toBe('v3 (published)');
    expect(fresh).toHaveBeenCalledTimes(1);
    // And it is stored: the next read is a hit.
    expect(await cache.get('page:/', ['page'], counter())).toBe('v3 (published)');
  });

  it('a reader after the publish does not join the load that started before it', async () => {
    const cache = new ContentCache({ ttlMs: TTL });
    const old = deferred<string>();
    const first = cache.get('page:/', ['page'], () => old.promise);
    await settle();
    cache.invalidate(['page']);
    const second = cache.get('page:/', ['page'], async () => 'after the publish');
    old.resolve('before the publish');
    expect(await first).toBe('before the publish');
    expect(await second).toBe('after the publish');
  });

  it('a publish of an unrelated tag still lets the load be stored', async () => {
    const cache = new ContentCache({ ttlMs: TTL });
    const d = deferred<string>();
    const reading = cache.get('page:/', ['page'], () => d.promise);
    await settle();
    cache.invalidate(['blog']);
    d.resolve('v1');
    await reading;
    const again = counter();
    expect(await cache.get('page:/', ['page'], again)).toBe('v1');
    expect(again).not.toHaveBeenCalled();
  });
});

describe('rooms', () => {
  it('keys visitors choose cannot push real content out', async () => {
    const cache = new ContentCache({ ttlMs: TTL, budgets: { site: 50_000, visitor: 10_000 } });
    for (let i = 0; i < 20; i++) await cache.get(`page:/real-${i}`, ['page'], async () => `page ${i} `.repeat(20));
    for (let i = 0; i < 5000; i++) await cache.get(`search:term-${i}:1`, ['page'], async () => `results ${i} `.repeat(20), 'visitor');
    const reload = counter();
    for (let i = 0; i < 20; i++) await cache.get(`page:/real-${i}`, ['page'], reload);
    expect(reload).not.toHaveBeenCalled();
    const stats = cache.stats();
    expect(stats.entries).toBe(20);
    expect(stats.visitorBytes).toBeLessThanOrEqual(10_000);
    expect(stats.visitorEntries).toBeLessThan(5000);
  });

  it('a room is bounded in bytes, not entries: big values evict older ones', async () => {
    const cache = new ContentCache({ ttlMs: TTL, budgets: { site: 40_000, visitor: 1000 } });
    for (let i = 0; i < 10; i++) await cache.get(`k${i}`, [], async () => 'x'.repeat(2000));
    expect(cache.stats().bytes).toBeLessThanOrEqual(40_000);
    expect(cache.stats().entries).toBeLessThan(10);
  });

  it('the room can depend on the value: a lookup that found nothing is a visitor key', async () => {
    const cache = new ContentCache({ ttlMs: TTL });
    const room = (v: string | null) => (v === null ? 'visitor' : 'site');
    await cache.get('page:/nothing', ['page'], async () => null, room);
    await cache.get('page:/about', ['page'], async () => 'About', room);
    expect(cache.stats()).toMatchObject({ entries: 1, visitorEntries: 1 });
  });
});

describe('invalidation cost', () => {
  it('does not depend on the number of entries (no walk over them)', async () => {
    const cache = new ContentCache({ ttlMs: TTL, budgets: { site: 1e9, visitor: 1e6 } });
    for (let i = 0; i < 100_000; i++) await cache.get(`page:/p${i}`, ['page', 'blog'], async () => i);
    const times: number[] = [];
    for (let run = 0; run < 9; run++) {
      const t0 = performance.now();
      cache.invalidate(['page']);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    // Marking 100,000 entries one by one takes tens of milliseconds; a version bump microseconds.
    expect(times[4]).toBeLessThan(1);
    // And every one of them is outdated all the same.
    const reload = vi.fn(async () => -1);
    expect(await cache.get('page:/p5', ['page', 'blog'], reload)).toBe(-1);
  });
});

describe('second level (Redis) shared by instances', () => {
  it('an instance serves what another stored, without loading', async () => {
    const redis = fakeRedis();
    const a = new ContentCache({ ttlMs: TTL, shared: redis });
    const b = new ContentCache({ ttlMs: TTL, shared: redis });
    expect(await a.get('layout', ['global'], async () => ({ site: 'Ironbark' }))).toEqual({ site: 'Ironbark' });
    await settle();
    const load = vi.fn(async () => ({ site: 'loaded again' }));
    expect(await b.get('layout', ['global'], load)).toEqual({ site: 'Ironbark' });
    expect(load).not.toHaveBeenCalled();
  });

  it('a copy stored before an invalidation is not used after it; a newer copy teaches an instance the newer version', async () => {
    const redis = fakeRedis();
    const a = new ContentCache({ ttlMs: TTL, shared: redis });
    const b = new ContentCache({ ttlMs: TTL, shared: redis });
    await a.get('layout', ['global'], async () => 'v1');
    await settle();
    expect(await b.get('layout', ['global'], async () => 'unused')).toBe('v1');
    // A hears of the publish first (as the instance the CMS called) and reloads.
    a.versions.raise('global', 1);
    expect(await a.get('layout', ['global'], async () => 'v2')).toBe('v2');
    await settle();
    // B has not heard yet, but its own copy is still current for B; once the message arrives it is not.
    b.versions.raise('global', 1);
    const load = vi.fn(async () => 'v3');
    expect(await b.get('layout', ['global'], load)).toBe('v2'); // from the second level, stored after the publish
    expect(load).not.toHaveBeenCalled();
  });

  it('an instance that finds a newer copy than it knows adopts the newer versions for its other entries', () => {
    const versions = new TagVersions();
    versions.raise('page', 3);
    expect(versions.isCurrent({ page: 4, blog: 0 })).toBe(true);
    expect(versions.current('page')).toBe(4);
    expect(versions.isCurrent({ page: 3 })).toBe(false);
  });
});

describe('tracing reads', () => {
  useFrozenClock();

  it('collects the tags of every read and the time of the oldest input', async () => {
    const cache = new ContentCache({ ttlMs: TTL });
    const firstAt = Date.now();
    await cache.get('layout', ['global', 'navigation'], async () => 'layout');
    vi.advanceTimersByTime(1000);
    const { result, trace } = await traceReads(async () => {
      await cache.get('layout', ['global', 'navigation'], async () => 'unused');
      return cache.get('page:/', ['page', 'blog'], async () => 'page');
    });
    expect(result).toBe('page');
    expect([...trace.tags].sort()).toEqual(['blog', 'global', 'navigation', 'page']);
    expect(trace.oldest).toBe(firstAt);
  });

  it('reports 0 as the oldest time when an outdated copy had to be used', async () => {
    const cache = new ContentCache({ ttlMs: TTL });
    await cache.get('page:/', ['page'], async () => 'v1');
    cache.invalidate(['page']);
    const { trace } = await traceReads(() => cache.get('page:/', ['page'], () => Promise.reject(new Error('CMS down'))));
    expect(trace.oldest).toBe(0);
  });
});

describe('TieredCache', () => {
  it('keeps nothing when the loaded value has no room (an error page), but answers with it', async () => {
    const cache = new TieredCache<string>({
      name: 't',
      ttlMs: TTL,
      keepMs: TTL,
      budgets: { site: 1e6, visitor: 1e6 },
      sizeOf: (v) => v.length,
      versions: new TagVersions(),
      onBackgroundError: () => undefined,
    });
    const read = await cache.read('k', async () => ({ value: 'error page', tags: [], room: null }));
    expect(read).toMatchObject({ value: 'error page', state: 'loaded' });
    expect(cache.peek('k', async () => ({ value: 'x', tags: [], room: 'site' }))).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, visitorEntries: 0 });
  });
});
