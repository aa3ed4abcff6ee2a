import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@ironbark/shared/measurement/events';
import { createEventBatcher } from './event-batcher.server';

const event = (n: number): RecordedEvent => ({ type: 'page-view', path: `/p${n}`, at: new Date(0).toISOString() });

describe('createEventBatcher', () => {
  it('sends full batches at once and the rest on flush, in order', async () => {
    const sent: string[][] = [];
    const batcher = createEventBatcher({ send: async (b) => void sent.push(b.map((e) => e.path)), batchSize: 2 });
    batcher.add([event(1), event(2), event(3)]);
    await batcher.flush();
    expect(sent).toEqual([['/p1', '/p2'], ['/p3']]);
    expect(batcher.pending).toBe(0);
  });

  it('keeps events while the CMS is away, within its bound (the oldest go first), and sends them once it is back', async () => {
    let up = false;
    const sent: string[] = [];
    const batcher = createEventBatcher({
      send: async (b) => {
        if (!up) throw new Error('CMS unreachable');
        sent.push(...b.map((e) => e.path));
      },
      maxBuffer: 3,
      batchSize: 10,
    });
    batcher.add([event(1), event(2)]);
    await batcher.flush();
    batcher.add([event(3), event(4)]);
    await batcher.flush();
    expect(batcher.pending).toBe(3);
    up = true;
    await batcher.flush();
    expect(sent).toEqual(['/p2', '/p3', '/p4']);
  });

  it('never makes the caller wait for the CMS', () => {
    const batcher = createEventBatcher({ send: () => new Promise(() => undefined), batchSize: 1 });
    const started = Date.now();
    batcher.add([event(1), event(2)]);
    expect(Date.now() - started).toBeLessThan(50);
  });
});
