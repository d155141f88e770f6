// A per-instance cache of authentication facts: each entry lives a fixed time on an injected clock, and the number of
// entries is capped (least recently used goes first), so that requests with ever new credentials cannot fill memory.

/** How long an instance trusts the authentication facts it read (30 s): what revoking a key or a member costs. */
export const AUTH_CACHE_TTL_MS = 30_000;
/** Entries one cache holds at most. */
const AUTH_CACHE_MAX_ENTRIES = 10_000;

export interface TtlCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** Milliseconds since the epoch; tests drive it. */
  now: () => number;
}

export interface TtlCache<V> {
  /** The entry read less than `ttlMs` ago, if there is one. */
  get(key: string): { value: V } | undefined;
  /** Keeps `value`, read at `readAt` (by default now); the least recently used entry goes beyond the cap. */
  set(key: string, value: V, readAt?: number): void;
  /** The fresh entry's value, or what `load` answers (undefined too), kept from the time the read began. */
  through(key: string, load: () => Promise<V>): Promise<V>;
  readonly size: number;
}

export function createTtlCache<V>({
  ttlMs = AUTH_CACHE_TTL_MS,
  maxEntries = AUTH_CACHE_MAX_ENTRIES,
  now,
}: TtlCacheOptions): TtlCache<V> {
  if (!(maxEntries >= 1)) throw new Error(`A cache holds at least one entry, got ${maxEntries}`);
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently used first.
  const entries = new Map<string, { value: V; readAt: number }>();

  const cache: TtlCache<V> = {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      const age = now() - entry.readAt;
      // A clock that went back (a test resetting it) makes an entry's age negative: it is not trusted either.
      if (age < 0 || age >= ttlMs) return undefined;
      entries.set(key, entry);
      return entry;
    },
    set(key, value, readAt = now()) {
      entries.delete(key);
      entries.set(key, { value, readAt });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    async through(key, load) {
      const hit = cache.get(key);
      if (hit) return hit.value;
      // Aged from before the read, so that nothing is trusted longer than ttlMs after DynamoDB answered it.
      const readAt = now();
      const value = await load();
      cache.set(key, value, readAt);
      return value;
    },
    get size() {
      return entries.size;
    },
  };
  return cache;
}
