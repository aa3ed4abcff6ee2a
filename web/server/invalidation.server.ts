// Invalidation across web instances. The instance the CMS calls (POST /api/revalidate) raises the
// versions of the changed tags: in Redis (INCR, so every instance agrees on the numbers) and in
// its own memory, then publishes them; every instance raises its own copy of the versions when
// the message arrives (milliseconds), which outdates its in-process entries and the Redis copies
// stored before the change (both caches compare versions on read: see cache.server.ts).
//
// While Redis is away, an invalidation takes effect in this instance only and is remembered; it
// is sent again as soon as Redis is back, and every instance re-reads the versions then.
import type { TagVersions } from './tag-versions.server.js';
import { log } from './log.server.js';
import type { SharedState } from './shared-state.server.js';

export const INVALIDATION_CHANNEL = 'invalidate';


export interface Invalidator {
  /** Outdates every entry carrying one of the tags, in every instance; returns the new versions. */
  invalidate(tags: readonly string[]): Promise<Record<string, number>>;
  /** Runs after any invalidation reaches this instance (its own included). */
  onInvalidate(handler: (tags: string[]) => void): void;
}

/** namespace: this site's, so sites sharing a Redis never invalidate each other. */
export function createInvalidator(state: SharedState, versions: TagVersions, knownTags: readonly string[], namespace = ''): Invalidator {
  const scope = namespace ? `${namespace}:` : '';
  const channel = `${INVALIDATION_CHANNEL}${namespace ? `:${namespace}` : ''}`;
  const versionKey = (tag: string) => `${state.prefix}${scope}tagver:${tag}`;
  const pending = new Set<string>();
  const handlers = new Set<(tags: string[]) => void>();
  const notify = (tags: string[]) => {
    for (const handler of handlers) handler(tags);
  };

  function adopt(next: Record<string, number>) {
    for (const [tag, version] of Object.entries(next)) {
      if (typeof version === 'number' && Number.isFinite(version)) versions.raise(tag, version);
    }
  }

  state.subscribe(channel, (message) => {
    try {
      const { tags, versions: next } = JSON.parse(message) as { tags: string[]; versions: Record<string, number> };
      adopt(next);
      notify(tags);
    } catch {
      log.warn('invalidation: unreadable message ignored');
    }
  });

  /** Raises the shared versions (never below this instance's); undefined when Redis is not usable. */
  async function raiseShared(tags: readonly string[], local: Record<string, number>): Promise<Record<string, number> | undefined> {
    const client = state.redis();
    if (!client) return undefined;
    try {
      const results = (await tags.reduce((multi, tag) => multi.incr(versionKey(tag)), client.multi()).exec()) ?? [];
      const out: Record<string, number> = {};
      for (const [i, tag] of tags.entries()) {
        const [error, value] = results[i] ?? [new Error('no answer'), 0];
        if (error) throw error;
        out[tag] = Math.max(Number(value), local[tag] ?? 0);
        if (out[tag] > Number(value)) await client.set(versionKey(tag), String(out[tag]));
      }
      return out;
    } catch (error) {
      log.warn('invalidation: redis refused the new versions; this instance only until it is back', { error: String(error) });
      return undefined;
    }
  }

  async function invalidate(tags: readonly string[]): Promise<Record<string, number>> {
    // This instance at once, whatever happens to Redis.
    const local = versions.bump(tags);
    let next = local;
    if (state.kind === 'redis') {
      const shared = await raiseShared(tags, local);
      if (shared) next = shared;
      else tags.forEach((t) => pending.add(t));
    }
    adopt(next);
    await state.publish(channel, JSON.stringify({ tags, versions: next }));
    return next;
  }

  // Redis (back): learn the versions others raised meanwhile, then send what this instance missed.
  state.onAvailable(() => {
    void (async () => {
      const client = state.redis();
      if (!client) return;
      const tags = [...new Set([...knownTags, ...Object.keys(versions.all())])];
      try {
        const values = await client.mget(tags.map(versionKey));
        const known: Record<string, number> = {};
        tags.forEach((tag, i) => {
          if (values[i] !== null && values[i] !== undefined) known[tag] = Number(values[i]);
        });
        adopt(known);
      } catch (error) {
        log.warn('invalidation: could not read the shared versions', { error: String(error) });
      }
      if (pending.size > 0) {
        const missed = [...pending];
        pending.clear();
        log.info('invalidation: sending the invalidations made while redis was away', { tags: missed });
        await invalidate(missed);
      }
    })();
  });

  return {
    invalidate,
    onInvalidate(handler) {
      handlers.add(handler);
    },
  };
}
