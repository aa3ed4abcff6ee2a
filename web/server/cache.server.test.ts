import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentCache } from './cache.server';

const TTL = 60_000;

/** A loader that answers v1, v2, ... and counts its calls. */
function counter(prefix = 'v') {
  let n = 0;
  const load = vi.fn(async () => `${prefix}${++n}`);
  return load;
}

/** Lets pending promise callbacks (a background refresh) run. */
async function settle() {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

describe('ContentCache', () => {
  let backgroundErrors: [string, unknown][];
  let cache: ContentCache;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2024-05-14T09:30:05Z'));
    backgroundErrors = [];
    cache = new ContentCache(TTL, (key, error) => backgroundErrors.push([key, error]));
  });

  afterEach(() => {
    vi.useRealTimers();
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

  it('keeps serving the stale copy and reports the error when a background refresh fails', async () => {
    const load = vi.fn<() => Promise<string>>().mockResolvedValueOnce('v1').mockRejectedValue(new Error('CMS down'));
    await cache.get('page:/', ['page'], load);
    vi.advanceTimersByTime(TTL);
    expect(await cache.get('page:/', ['page'], load)).toBe('v1');
    await settle();
    expect(backgroundErrors).toHaveLength(1);
    expect(backgroundErrors[0]![0]).toBe('page:/');
    expect(backgroundErrors[0]![1]).toEqual(new Error('CMS down'));
    expect(await cache.get('page:/', ['page'], load)).toBe('v1');
  });

  it('fetches again before serving an entry whose tag was invalidated', async () => {
    const load = counter();
    await cache.get('page:/', ['page', 'navigation'], load);
    expect(cache.invalidate(['navigation'])).toBe(1);
    expect(await cache.get('page:/', ['page', 'navigation'], load)).toBe('v2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('leaves entries with other tags alone when invalidating', async () => {
    const pages = counter('p');
    const blogs = counter('b');
    await cache.get('page:/', ['page'], pages);
    await cache.get('blog:list', ['blog'], blogs);
    expect(cache.invalidate(['blog'])).toBe(1);
    expect(await cache.get('page:/', ['page'], pages)).toBe('p1');
    expect(await cache.get('blog:list', ['blog'], blogs)).toBe('b2');
  });

  it('counts each invalidated entry once, however often it is invalidated', async () => {
    await cache.get('page:/', ['page'], counter());
    expect(cache.invalidate(['page'])).toBe(1);
    expect(cache.invalidate(['page'])).toBe(0);
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
    let resolve!: (value: string) => void;
    const load = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const reads = [cache.get('page:/', ['page'], load), cache.get('page:/', ['page'], load), cache.get('page:/', ['page'], load)];
    expect(load).toHaveBeenCalledTimes(1);
    resolve('shared');
    expect(await Promise.all(reads)).toEqual(['shared', 'shared', 'shared']);
  });

  it('shares a failure between concurrent reads and loads again on the next read', async () => {
    let reject!: (error: Error) => void;
    const failing = vi.fn(() => new Promise<string>((_, r) => (reject = r)));
    const reads = [cache.get('page:/', ['page'], failing), cache.get('page:/', ['page'], failing)];
    reject(new Error('CMS down'));
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

  it('forgets the least recently used entries beyond its size', async () => {
    const small = new ContentCache(TTL, () => undefined, 2);
    await small.get('a', [], counter('a'));
    await small.get('b', [], counter('b'));
    await small.get('c', [], counter('c'));
    expect(small.stats().entries).toBe(2);
    const reloadA = counter('a');
    await small.get('a', [], reloadA);
    expect(reloadA).toHaveBeenCalledTimes(1);
  });
});
