// Rate limits per API key and per user: a fixed-window counter in the table (one UpdateItem a request), expired by TTL.
import { positiveIntegerEnv } from '../config.js';
import type { Principal } from '../http/principal.js';
import type { RateLimitState } from '../http/rate-limit-headers.js';
import { rateLimitWindowKey } from '../store/keys.js';
import type { Store } from '../store/store.js';

export { rateLimitHeaders } from '../http/rate-limit-headers.js';

/** Requests allowed per window when RATE_LIMIT_REQUESTS is not set. */
export const DEFAULT_RATE_LIMIT_REQUESTS = 100;
/** Length of a window in seconds when RATE_LIMIT_WINDOW_SECONDS is not set. */
export const DEFAULT_RATE_LIMIT_WINDOW_SECONDS = 10;

export interface RateLimiterOptions {
  /** Keeps the counts. */
  store: Pick<Store, 'counters'>;
  /** Requests allowed per principal per window. */
  limit: number;
  windowSeconds: number;
  now?: () => Date;
}

/** The outcome of one request against its principal's window. */
export type { RateLimitState } from '../http/rate-limit-headers.js';

export interface RateLimiter {
  /** Counts a request of the principal and says whether it is within the limit. */
  consume(principal: Pick<Principal, 'kind' | 'id'>): Promise<RateLimitState>;
}

/** A fixed-window limiter; each call is one counter update in the table, so the count holds across Lambda instances. */
export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { store, limit, windowSeconds } = options;
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`The rate limit must be a positive integer, got ${limit}`);
  if (!Number.isInteger(windowSeconds) || windowSeconds < 1)
    throw new Error(`The rate-limit window must be a positive integer of seconds, got ${windowSeconds}`);
  const now = options.now ?? (() => new Date());
  const windowMs = windowSeconds * 1000;

  return {
    async consume(principal) {
      const nowMs = now().getTime();
      const startMs = Math.floor(nowMs / windowMs) * windowMs;
      const windowStart = startMs / 1000;
      // The counter is keyed by principal and window, not by organization, so switching it resets nothing; it is of
      // no use once its window is over, and TTL removes it some time after.
      const count = await store.counters.countInWindow(
        rateLimitWindowKey(principal.kind, principal.id, windowStart),
        windowStart + windowSeconds,
      );
      return {
        allowed: count <= limit,
        limit,
        remaining: Math.max(0, limit - count),
        resetSeconds: Math.max(1, Math.ceil((startMs + windowMs - nowMs) / 1000)),
      };
    },
  };
}

/** The limit and window from RATE_LIMIT_REQUESTS and RATE_LIMIT_WINDOW_SECONDS (100 per 10 s by default); fails fast on a bad value. */
export function rateLimitConfigFromEnv(env: NodeJS.ProcessEnv = process.env): { limit: number; windowSeconds: number } {
  return {
    limit: positiveIntegerEnv('RATE_LIMIT_REQUESTS', DEFAULT_RATE_LIMIT_REQUESTS, env),
    windowSeconds: positiveIntegerEnv('RATE_LIMIT_WINDOW_SECONDS', DEFAULT_RATE_LIMIT_WINDOW_SECONDS, env),
  };
}
