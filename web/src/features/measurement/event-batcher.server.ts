// Passes measurement events to the CMS in batches: every few seconds, or sooner once a batch is
// full. A page's beacon never waits for the CMS: events wait here, in memory and bounded, while
// the CMS is away, and the oldest are dropped (and counted in the log) past the bound, so an
// outage costs some counts, never memory or a page. Each web instance batches its own events.
import type { RecordedEvent } from '@ironbark/shared/measurement/events';
import { MAX_EVENTS_PER_BATCH } from '@ironbark/shared/measurement/events';
import { log } from '../../../server/log.server.js';

export interface EventBatcherOptions {
  /** Sends one batch; throws when the CMS did not take it. */
  send(events: RecordedEvent[]): Promise<void>;
  /** Events kept while the CMS is away (default 5,000). */
  maxBuffer?: number;
  batchSize?: number;
  intervalMs?: number;
}

export interface EventBatcher {
  add(events: RecordedEvent[]): void;
  /** Sends what waits now (one batch at a time); resolves when done or failed. */
  flush(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
  /** Events waiting, for the health check and tests. */
  readonly pending: number;
}

export function createEventBatcher({ send, maxBuffer = 5000, batchSize = 100, intervalMs = 5000 }: EventBatcherOptions): EventBatcher {
  const size = Math.min(batchSize, MAX_EVENTS_PER_BATCH);
  let buffer: RecordedEvent[] = [];
  let dropped = 0;
  let sending: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let failures = 0;

  const bound = () => {
    if (buffer.length <= maxBuffer) return;
    const over = buffer.length - maxBuffer;
    buffer = buffer.slice(over);
    dropped += over;
  };

  async function sendAll(): Promise<void> {
    while (buffer.length > 0) {
      const batch = buffer.slice(0, size);
      try {
        await send(batch);
      } catch (error) {
        failures++;
        // Only the first failure of an outage is a warning; the rest would fill the log.
        if (failures === 1) log.warn('measurement: the CMS did not take the events; keeping them for later', { waiting: buffer.length, error: String(error) });
        return;
      }
      buffer = buffer.slice(batch.length);
      if (failures > 0) log.info('measurement: the CMS takes events again', { afterFailures: failures });
      failures = 0;
      if (dropped > 0) {
        log.warn('measurement: events dropped while the CMS was away', { dropped });
        dropped = 0;
      }
    }
  }

  const flush = (): Promise<void> => {
    sending ??= sendAll().finally(() => {
      sending = null;
    });
    return sending;
  };

  return {
    add(events) {
      buffer.push(...events);
      bound();
      if (buffer.length >= size && !sending) void flush();
    },
    flush,
    start() {
      timer ??= setInterval(() => void flush(), intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await flush();
    },
    get pending() {
      return buffer.length;
    },
  };
}
