// What the search keeps in memory until the index changes: answers being worked out or worked
// out, by key, the last `limit` of them; a failed one is not kept, so the next ask tries again.
// Keeping the promise (not its value) lets asks made meanwhile share the work.

export function keptPromises<K, V>(limit: number) {
  const kept = new Map<K, Promise<V>>();
  return {
    /** The kept answer for this key, else make's, kept. */
    get(key: K, make: () => Promise<V>): Promise<V> {
      const known = kept.get(key);
      if (known) return known;
      const made = make();
      if (kept.size >= limit) kept.delete(kept.keys().next().value!);
      kept.set(key, made);
      made.catch(() => kept.get(key) === made && kept.delete(key));
      return made;
    },
    clear: () => kept.clear(),
  };
}
