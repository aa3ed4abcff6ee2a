// A fixed list written once as a map from each value to what goes with it (a label, an icon):
// the values are the map's keys, in the order written (string keys keep their order in
// JavaScript), typed as the non-empty tuple enumeration() and z.enum take.

/** The keys of `map`, in the order they were written. */
export function keysOf<K extends string>(map: Record<K, unknown>): readonly [K, ...K[]] {
  const keys = Object.keys(map);
  if (keys.length === 0) throw new Error('keysOf: the map is empty');
  return keys as unknown as readonly [K, ...K[]];
}
