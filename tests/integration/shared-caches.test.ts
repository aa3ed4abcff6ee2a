// Several web instances against the real Redis at 127.0.0.1:6379 (through a TCP proxy the test
// can cut), without a web server: rate limits count across instances and fall back to each
// instance's memory while Redis is away; an invalidation reaches every instance; a page stored
// by one is served by another; an invalidation made while Redis was away is sent when it is back.
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { ContentCache } from '../../web/server/cache.server';
import { TagVersions } from '../../web/server/tag-versions.server';
import { createInvalidator } from '../../web/server/invalidation.server';
import { createLimiterFactory } from '../../web/server/rate-limit.server';
import { redisState, type SharedState } from '../../web/server/shared-state.server';
import { redisProxy as proxy, until } from './redis-proxy';


const states: SharedState[] = [];
afterAll(async () => {
  await Promise.all(states.map((s) => s.close()));
});

/** Two instances of one site: the same namespace, each its own process state. */
async function twoInstances(url = 'redis://127.0.0.1:6379') {
  const namespace = `test-${randomBytes(4).toString('hex')}`;
  const a = redisState(url, namespace);
  const b = redisState(url, namespace);
  states.push(a, b);
  await until(() => a.redis() !== undefined && b.redis() !== undefined);
  return { a, b, namespace };
}

describe('rate limits across instances', () => {
  it('count in Redis: the limit holds whichever instance is asked', async () => {
    const { a, b } = await twoInstances();
    const spec = { keyPrefix: 'forms', points: 4, duration: 60 };
    const onA = createLimiterFactory(a)(spec);
    const onB = createLimiterFactory(b)(spec);
    const results = [];
    for (let i = 0; i < 5; i++) results.push((await (i % 2 ? onB : onA).consume('198.51.100.7')).allowed);
    expect(results).toEqual([true, true, true, true, false]);
  });

  it('while Redis is away each instance counts in memory (no error), and Redis counts again when it is back', async () => {
    const p = await proxy();
    const { a } = await twoInstances(`redis://127.0.0.1:${p.port}`);
    const limiter = createLimiterFactory(a)({ keyPrefix: 'forms', points: 2, duration: 60 });
    expect((await limiter.consume('198.51.100.8')).allowed).toBe(true);
    await p.cut();
    await until(() => a.redis() === undefined);
    // The insurance limiter: its own count, starting afresh, still a limit.
    expect((await limiter.consume('198.51.100.8')).allowed).toBe(true);
    expect((await limiter.consume('198.51.100.8')).allowed).toBe(true);
    expect((await limiter.consume('198.51.100.8')).allowed).toBe(false);
    const back = await proxy(p.port);
    await until(() => a.redis() !== undefined, 8000);
    // Redis had one point for this address: one more is allowed, then it is refused.
    expect((await limiter.consume('198.51.100.8')).allowed).toBe(true);
    expect((await limiter.consume('198.51.100.8')).allowed).toBe(false);
    await back.cut();
  });
});

describe('invalidation across instances', () => {
  it('reaches the other instance within 2 s and outdates its cached copy', async () => {
    const { a, b } = await twoInstances();
    const tags = ['page', 'blog'];
    const cacheA = new ContentCache({ ttlMs: 300_000, shared: a });
    const cacheB = new ContentCache({ ttlMs: 300_000, shared: b });
    const invalidatorA = createInvalidator(a, cacheA.versions, tags);
    createInvalidator(b, cacheB.versions, tags);
    await new Promise((r) => setTimeout(r, 200)); // subscriptions reach Redis
    expect(await cacheB.get('page:/', ['page'], async () => 'v1')).toBe('v1');
    const started = Date.now();
    await invalidatorA.invalidate(['page']);
    await until(() => cacheB.versions.current('page') === cacheA.versions.current('page'), 2000);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await cacheB.get('page:/', ['page'], async () => 'v2')).toBe('v2');
  });

  it('an instance serves what another stored in Redis, without loading', async () => {
    const { a, b } = await twoInstances();
    const cacheA = new ContentCache({ ttlMs: 300_000, shared: a });
    const cacheB = new ContentCache({ ttlMs: 300_000, shared: b });
    await cacheA.get('layout', ['global'], async () => ({ siteName: 'Ironbark' }));
    await new Promise((r) => setTimeout(r, 100));
    let loaded = false;
    expect(
      await cacheB.get('layout', ['global'], async () => {
        loaded = true;
        return { siteName: 'loaded again' };
      }),
    ).toEqual({ siteName: 'Ironbark' });
    expect(loaded).toBe(false);
  });

  it('an invalidation made while Redis was away is sent to the others when it is back', async () => {
    const p = await proxy();
    const namespace = `test-${randomBytes(4).toString('hex')}`;
    const a = redisState(`redis://127.0.0.1:${p.port}`, namespace);
    const b = redisState('redis://127.0.0.1:6379', namespace);
    states.push(a, b);
    await until(() => a.redis() !== undefined && b.redis() !== undefined);
    const versionsA = new TagVersions();
    const versionsB = new TagVersions();
    const invalidatorA = createInvalidator(a, versionsA, ['page']);
    createInvalidator(b, versionsB, ['page']);
    await new Promise((r) => setTimeout(r, 200));
    await p.cut();
    await until(() => a.redis() === undefined);
    await invalidatorA.invalidate(['page']);
    expect(versionsA.current('page')).toBeGreaterThan(versionsB.current('page')); // B has not heard
    const back = await proxy(p.port);
    await until(() => versionsB.current('page') > 0, 8000);
    expect(versionsB.current('page')).toBeGreaterThanOrEqual(1);
    await back.cut();
  });
});
