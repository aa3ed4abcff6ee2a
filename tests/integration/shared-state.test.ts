// Shared state against the real Redis at 127.0.0.1:6379, through a TCP proxy the test can cut:
// values and messages cross instances, a dead Redis falls back to this process's memory without
// an error, and Redis is used again once it is back.
import { afterAll, describe, expect, it } from 'vitest';
import { memoryState, redisState, type SharedState } from '../../web/server/shared-state.server';
import { redisProxy as proxy, until } from './redis-proxy';

const states: SharedState[] = [];
afterAll(async () => {
  await Promise.all(states.map((s) => s.close()));
});

describe('shared state', () => {
  it('in memory: values expire, counters count, messages reach this process', async () => {
    const state = memoryState();
    states.push(state);
    await state.set('a', '1', 1);
    expect(await state.get('a')).toBe('1');
    expect(await state.incr('n')).toBe(1);
    expect(await state.incr('n')).toBe(2);
    const got: string[] = [];
    state.subscribe('ch', (m) => got.push(m));
    await state.publish('ch', 'hello');
    expect(got).toEqual(['hello']);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await state.get('a')).toBeNull();
  });

  it('in Redis: two instances see the same values and each other’s messages', async () => {
    const a = redisState('redis://127.0.0.1:6379');
    const b = redisState('redis://127.0.0.1:6379');
    states.push(a, b);
    await until(() => a.redis() !== undefined && b.redis() !== undefined);
    const key = `test:${Date.now()}`;
    await a.set(key, 'from-a', 30);
    expect(await b.get(key)).toBe('from-a');
    expect(await a.incr(`${key}:n`, 30)).toBe(1);
    expect(await b.incr(`${key}:n`, 30)).toBe(2);
    const seenByA: string[] = [];
    const seenByB: string[] = [];
    a.subscribe('test-ch', (m) => seenByA.push(m));
    b.subscribe('test-ch', (m) => seenByB.push(m));
    await new Promise((r) => setTimeout(r, 200)); // subscriptions reach Redis
    await a.publish('test-ch', 'changed');
    await until(() => seenByB.length === 1);
    expect(seenByA).toEqual(['changed']); // once, locally, not again from Redis
    expect(seenByB).toEqual(['changed']);
  });

  it('falls back to memory while Redis is gone and uses Redis again when it returns', async () => {
    const p = await proxy();
    const state = redisState(`redis://127.0.0.1:${p.port}`);
    states.push(state);
    await until(() => state.redis() !== undefined);
    const key = `test:fallback:${Date.now()}`;
    await state.set(key, 'in-redis', 60);
    await p.cut();
    await until(() => state.redis() === undefined);
    // No error while Redis is away: answers come from this process.
    expect(await state.get(key)).toBeNull();
    await state.set(`${key}:local`, 'in-memory', 60);
    expect(await state.get(`${key}:local`)).toBe('in-memory');
    const back = await proxy(p.port);
    await until(() => state.redis() !== undefined, 8000);
    expect(await state.get(key)).toBe('in-redis');
    await back.cut();
  });
});
