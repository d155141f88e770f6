// Keeps a per-caller map of an instance bounded: however many callers come, room is made before an entry is added.

/** Before adding to `map` at `max` entries: drops the entries `done` says are of no more use, then, if still full, the oldest. */
export function makeRoom<K, V>(map: Map<K, V>, max: number, done: (value: V) => boolean): void {
  if (map.size < max) return;
  for (const [key, value] of map) if (done(value)) map.delete(key);
  const oldest = map.keys().next();
  if (map.size >= max && !oldest.done) map.delete(oldest.value);
}
