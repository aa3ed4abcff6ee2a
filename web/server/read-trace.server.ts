// The read trace: every content read made while building something (a page) is noted, so the
// result can carry the same cache tags and know how old its oldest input is.
import { AsyncLocalStorage } from 'node:async_hooks';

/** What reads made while building something (a page): its tags, and how old its oldest input is. */
export interface ReadTrace {
  tags: Set<string>;
  /** The oldest input's time; 0 when an outdated copy had to be used (the CMS was down). */
  oldest: number;
}

const traces = new AsyncLocalStorage<ReadTrace>();

/** Runs fn and records every content read it makes, so the result can carry the same tags. */
export async function traceReads<T>(fn: () => Promise<T>): Promise<{ result: T; trace: ReadTrace }> {
  const trace: ReadTrace = { tags: new Set(), oldest: Date.now() };
  const result = await traces.run(trace, fn);
  return { result, trace };
}

/** Notes a read in the trace of the build it is part of, if any. */
export function noteRead(tags: readonly string[], storedAt: number) {
  const trace = traces.getStore();
  if (!trace) return;
  for (const tag of tags) trace.tags.add(tag);
  trace.oldest = Math.min(trace.oldest, storedAt);
}
