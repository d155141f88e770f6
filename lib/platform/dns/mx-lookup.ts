// Asks DNS whether a domain accepts mail (has an MX record), for import validation; a lookup that gets no answer is "unknown", never "invalid".
import { createTtlCache } from '../expiring-cache.js';
import { Resolver } from 'node:dns/promises';
import { queryWithDeadline } from './query-with-deadline.js';

/** What DNS said about a domain's mail exchangers. `unknown` means DNS gave no usable answer and must not be read as "no mail". */
export type MxVerdict =
  | { status: 'found'; exchange: string }
  | { status: 'none' }
  | { status: 'unknown'; reason: string };

export interface MxLookup {
  /** The MX verdict for `domain`; never rejects. */
  lookup(domain: string): Promise<MxVerdict>;
}

export interface DnsMxLookupOptions {
  /** The whole lookup's deadline in ms (default 2000). */
  timeoutMs?: number;
  /** DNS servers as `ip` or `ip:port`; the system's servers when absent. */
  servers?: string[];
  /** How long a `found` or `none` verdict is reused, in ms (default a day: a domain's mail hosts rarely change). */
  cacheTtlMs?: number;
  /** The clock the cache reads, in epoch ms. */
  now?: () => number;
}

const DEFAULT_MX_LOOKUP_TIMEOUT_MS = 2000;
const DEFAULT_MX_CACHE_TTL_MS = 24 * 60 * 60 * 1000;

/** resolveMx's error codes that are a definite "this name has no mail exchanger". */
const NO_MX_CODES = new Set(['ENODATA', 'ENOTFOUND']);

type CachedVerdict = Exclude<MxVerdict, { status: 'unknown' }>;

/** An MX lookup over node's resolver, caching definite answers per lower-cased domain. */
export function createDnsMxLookup(options: DnsMxLookupOptions = {}): MxLookup {
  const timeoutMs = options.timeoutMs ?? DEFAULT_MX_LOOKUP_TIMEOUT_MS;
  const cache = createTtlCache<CachedVerdict>({
    ttlMs: options.cacheTtlMs ?? DEFAULT_MX_CACHE_TTL_MS,
    now: options.now,
  });
  const servers = options.servers && options.servers.length > 0 ? [...options.servers] : undefined;
  if (!(timeoutMs > 0)) throw new Error(`The MX lookup timeout must be a positive number of ms, got ${timeoutMs}`);
  // setServers throws on a malformed address; trying it now turns a bad LOCAL_DNS_SERVERS into a start-up failure, not an "unknown" per row.
  if (servers) new Resolver().setServers(servers);

  function resolve(domain: string): Promise<MxVerdict> {
    return queryWithDeadline(
      { timeoutMs, servers },
      (resolver) => resolver.resolveMx(domain).then(verdictOf, (error: unknown) => verdictOfError(error, timeoutMs)),
      () => ({ status: 'unknown', reason: `no answer within ${timeoutMs} ms` }),
    );
  }

  return {
    async lookup(domain) {
      const key = domain.trim().toLowerCase().replace(/\.$/, '');
      if (key === '') return { status: 'unknown', reason: 'empty domain' };
      const cached = cache.get(key);
      if (cached) return cached;
      const verdict = await resolve(key);
      if (verdict.status !== 'unknown') cache.set(key, verdict);
      return verdict;
    },
  };
}

function verdictOf(records: { exchange: string; priority: number }[]): MxVerdict {
  // RFC 7505: a null MX (exchange "." , which resolvers hand back as "") says the domain accepts no mail at all.
  const usable = records.filter((record) => record.exchange !== '' && record.exchange !== '.');
  if (usable.length === 0) return { status: 'none' };
  const best = usable.reduce((a, b) => (b.priority < a.priority ? b : a));
  return { status: 'found', exchange: best.exchange };
}

function verdictOfError(error: unknown, timeoutMs: number): MxVerdict {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (typeof code === 'string' && NO_MX_CODES.has(code)) return { status: 'none' };
  if (code === 'ETIMEOUT' || code === 'ECANCELLED')
    return { status: 'unknown', reason: `no answer within ${timeoutMs} ms` };
  const message = error instanceof Error ? error.message : String(error);
  return { status: 'unknown', reason: typeof code === 'string' ? `${code}: ${message}` : message };
}
