// A small in-memory cache for a Lambda instance (lookups, reads of imports): entries expire after a time, and the oldest go first beyond a size.

const DEFAULT_CACHE_TTL_MS = 10 * 60 * 1000;
const DEFAULT_MAX_ENTRIES = 10_000;

export interface TtlCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
}

export function createTtlCache<V>(
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
): TtlCache<V> {
  const ttlMs = options.ttlMs ?? DEFAULT_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: V; expiresAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return entry.value;
      if (entry) entries.delete(key);
      return undefined;
    },
    set(key, value) {
      // Deleting first moves a refreshed entry to the end, so that insertion order stays oldest-first for eviction.
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + ttlMs });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
  };
}
