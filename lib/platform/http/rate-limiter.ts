// Rate limits per API key, user, organization and source address: fixed-window counters in the table, expired by TTL.
import { positiveIntegerEnv } from '../config.js';
import type { LimitSubject, RateLimiter, RateLimitWindow, RequestLimits } from './request-limits.js';
import type { RateLimitState } from './rate-limit-headers.js';
import { rateLimitWindowKey } from '../store/keys.js';
import type { Store } from '../store/store.js';

export { rateLimitHeaders } from './rate-limit-headers.js';
export type { RateLimiter } from './request-limits.js';

/** Requests allowed per window when RATE_LIMIT_REQUESTS is not set. */
export const DEFAULT_RATE_LIMIT_REQUESTS = 100;
/** Length of a window in seconds when RATE_LIMIT_WINDOW_SECONDS is not set. */
export const DEFAULT_RATE_LIMIT_WINDOW_SECONDS = 10;
/** An organization may make this many times what one of its keys or users may, when ORG_RATE_LIMIT_REQUESTS is not set. */
export const ORGANIZATION_LIMIT_FACTOR = 3;

export interface RateLimiterOptions extends RateLimitWindow {
  /** Keeps the counts. */
  store: Pick<Store, 'counters'>;
  now?: () => Date;
}

/** The outcome of one request against its principal's window. */
export type { RateLimitState } from './rate-limit-headers.js';

/** A fixed-window limiter; each call is one counter update in the table, so the count holds across Lambda instances. */
export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { store, limit, windowSeconds } = options;
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`The rate limit must be a positive integer, got ${limit}`);
  if (!Number.isInteger(windowSeconds) || windowSeconds < 1)
    throw new Error(`The rate-limit window must be a positive integer of seconds, got ${windowSeconds}`);
  const now = options.now ?? (() => new Date());
  const windowMs = windowSeconds * 1000;

  /** The subject's current window: its counter's key, when it ends, and the state a count gives. */
  function windowOf(subject: LimitSubject) {
    const nowMs = now().getTime();
    const startMs = Math.floor(nowMs / windowMs) * windowMs;
    const windowStart = startMs / 1000;
    return {
      // Keyed by subject and window, not by organization, so switching organization resets nothing; the counter is of
      // no use once its window is over, and TTL removes it some time after.
      key: rateLimitWindowKey(subject.kind, subject.id, windowStart),
      endEpoch: windowStart + windowSeconds,
      stateAt: (count: number, allowed: boolean): RateLimitState => ({
        allowed,
        limit,
        remaining: Math.max(0, limit - count),
        resetSeconds: Math.max(1, Math.ceil((startMs + windowMs - nowMs) / 1000)),
      }),
    };
  }

  return {
    async consume(subject) {
      const { key, endEpoch, stateAt } = windowOf(subject);
      const count = await store.counters.countInWindow(key, endEpoch);
      return stateAt(count, count <= limit);
    },
    async peek(subject) {
      const { key, stateAt } = windowOf(subject);
      const count = await store.counters.readCount(key);
      return stateAt(count, count < limit);
    },
  };
}

/** The limit and window from RATE_LIMIT_REQUESTS and RATE_LIMIT_WINDOW_SECONDS (100 per 10 s by default); fails fast on a bad value. */
export function rateLimitConfigFromEnv(env: NodeJS.ProcessEnv = process.env): RateLimitWindow {
  return {
    limit: positiveIntegerEnv('RATE_LIMIT_REQUESTS', DEFAULT_RATE_LIMIT_REQUESTS, env),
    windowSeconds: positiveIntegerEnv('RATE_LIMIT_WINDOW_SECONDS', DEFAULT_RATE_LIMIT_WINDOW_SECONDS, env),
  };
}

/**
 * Every limit a request meets, from the environment: per key or user (RATE_LIMIT_REQUESTS), per organization
 * (ORG_RATE_LIMIT_REQUESTS, three times the per-key limit by default, in the same window) so that minting keys does
 * not multiply what an organization may ask, and per source address on public routes, whose limits the route table
 * gives, multiplied by PER_IP_LIMIT_MULTIPLIER (1 by default; the test runtime raises it, since every test request
 * comes from 127.0.0.1).
 */
export function createRequestLimits(
  store: Pick<Store, 'counters'>,
  env: NodeJS.ProcessEnv = process.env,
  now?: () => Date,
): RequestLimits {
  const perCaller = rateLimitConfigFromEnv(env);
  const perOrganization = {
    limit: positiveIntegerEnv('ORG_RATE_LIMIT_REQUESTS', perCaller.limit * ORGANIZATION_LIMIT_FACTOR, env),
    windowSeconds: perCaller.windowSeconds,
  };
  const multiplier = positiveIntegerEnv('PER_IP_LIMIT_MULTIPLIER', 1, env);
  const byWindow = new Map<string, RateLimiter>();
  return {
    perCaller: createRateLimiter({ store, now, ...perCaller }),
    perOrganization: createRateLimiter({ store, now, ...perOrganization }),
    perAddress({ limit, windowSeconds }) {
      const name = `${limit}/${windowSeconds}`;
      let limiter = byWindow.get(name);
      if (!limiter) {
        limiter = createRateLimiter({ store, now, limit: limit * multiplier, windowSeconds });
        byWindow.set(name, limiter);
      }
      return limiter;
    },
  };
}
