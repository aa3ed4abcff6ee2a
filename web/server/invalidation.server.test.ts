import { describe, expect, it } from 'vitest';
import { ContentCache } from './cache.server';
import { TagVersions } from './tag-versions.server';
import { createInvalidator } from './invalidation.server';
import { memoryState } from './shared-state.server';

describe('invalidation in one process (no Redis)', () => {
  it('raises the versions of the tags at once and tells the listeners', async () => {
    const state = memoryState();
    const versions = new TagVersions();
    const invalidator = createInvalidator(state, versions, ['page', 'blog']);
    const heard: string[][] = [];
    invalidator.onInvalidate((tags) => heard.push(tags));
    expect(await invalidator.invalidate(['page'])).toEqual({ page: 1 });
    expect(await invalidator.invalidate(['page', 'blog'])).toEqual({ page: 2, blog: 1 });
    expect(versions.current('page')).toBe(2);
    expect(heard).toEqual([['page'], ['page', 'blog']]);
  });

  it('outdates the cached content carrying the tags', async () => {
    const state = memoryState();
    const cache = new ContentCache({ ttlMs: 60_000 });
    const invalidator = createInvalidator(state, cache.versions, ['page']);
    await cache.get('page:/', ['page'], async () => 'v1');
    await invalidator.invalidate(['page']);
    expect(await cache.get('page:/', ['page'], async () => 'v2')).toBe('v2');
  });
});
