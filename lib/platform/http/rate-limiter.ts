// Rate limits per API key, user, organization and source address: fixed-window counters in the table, written behind the request, expired by TTL.
import type { LimitSubject, RateLimiter, RateLimitWindow, RequestLimits } from './request-limits.js';
import type { RateLimitState } from './rate-limit-headers.js';
import * as v from 'valibot';
import { defineItem, part } from '../store/item-type.js';
import type { Store } from '../store/store.js';
import type { TableUse } from '../store/table-use.js';
import { logger } from './logger.js';
import { createWrittenBehindCounts } from './written-behind-counts.js';
import { makeRoom } from './bounded-map.js';

export { rateLimitHeaders } from './rate-limit-headers.js';
export type { RateLimiter } from './request-limits.js';

/**
 * The request counter of a principal (an API key, a user, an organization, a source address) in the fixed window
 * starting at `windowStart` (epoch seconds); it expires with its window.
 */
export const requestCounts = defineItem({
  name: 'request count',
  partition: ['RATE', part('kind'), part('id')],
  sort: [part('windowStart')],
  attributes: v.object({ count: v.number() }),
  expires: true,
});

/**
 * What counting requests does to the table: an update per count, and a read of a window's total when the instance has
 * not heard it lately (and before a public route that counts failures only).
 */
export const requestLimitsUse: TableUse = { items: requestCounts, may: ['get', 'update'] };

export interface RateLimiterOptions extends RateLimitWindow {
  /** Keeps the counts. */
  store: Pick<Store, 'counters'>;
  now?: () => Date;
}

/** Subjects an instance remembers as refused: a bound on its memory, however many callers hammer it. */
const MAX_REMEMBERED_REFUSALS = 10_000;
/** Subjects whose counts an instance keeps; past it, the oldest is forgotten (and read from the table again). */
const MAX_KEPT_COUNTS = 10_000;
/**
 * How old the table's last answer on a count may be for a request to be decided from it, without waiting for a write.
 * A busy instance hears a fresh total with every write behind its requests; an idle one waits once for the table.
 */
const COUNT_FRESH_MS = 1_000;
/**
 * How long an instance gathers a subject's counts before writing them: a write a subject per tenth of a second at most,
 * not one a request, which cost a GET two writes beside its one read.
 */
const COUNT_GATHER_MS = 100;

/**
 * A fixed-window limiter whose counts hold across Lambda instances: each count is added to one counter item in the
 * table, behind the request (README.md, "Three flows"). A request waits only to read the total when the instance has not
 * heard the window's total within a second. A subject refused once is refused again from memory until its window
 * ends, so a caller that hammers past its limit costs the table nothing more.
 */
export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { store, limit, windowSeconds } = options;
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`The rate limit must be a positive integer, got ${limit}`);
  if (!Number.isInteger(windowSeconds) || windowSeconds < 1)
    throw new Error(`The rate-limit window must be a positive integer of seconds, got ${windowSeconds}`);
  const now = options.now ?? (() => new Date());
  const windowMs = windowSeconds * 1000;
  /** When each refused subject's window ends (epoch ms), by `kind#id`. */
  const refusedUntil = new Map<string, number>();
  const subjectKey = (subject: LimitSubject) => `${subject.kind}#${subject.id}`;
  const counts = createWrittenBehindCounts({
    freshMs: COUNT_FRESH_MS,
    gatherMs: COUNT_GATHER_MS,
    maxTallies: MAX_KEPT_COUNTS,
    nowMs: () => now().getTime(),
    // The counts stay pending and go with the next request's write; meanwhile this instance still counts them.
    onWriteError: (error) => logger.warn('A rate-limit count could not be written; it is sent again', { error }),
  });

  function rememberRefusal(subject: LimitSubject, untilMs: number) {
    // Still full of live refusals, it forgets the oldest: that subject is only counted in the table again.
    const nowMs = now().getTime();
    makeRoom(refusedUntil, MAX_REMEMBERED_REFUSALS, (until) => until <= nowMs);
    refusedUntil.set(subjectKey(subject), untilMs);
  }

  /** The subject's current window: its counter's key, when it ends, and the state a count gives. */
  function windowOf(subject: LimitSubject) {
    const nowMs = now().getTime();
    const startMs = Math.floor(nowMs / windowMs) * windowMs;
    const windowStart = startMs / 1000;
    return {
      // Keyed by subject and window, not by organization, so switching organization resets nothing; the counter is of
      // no use once its window is over, and TTL removes it some time after.
      key: { kind: subject.kind, id: subject.id, windowStart },
      endEpoch: windowStart + windowSeconds,
      endMs: startMs + windowMs,
      nowMs,
      stateAt: (count: number, allowed: boolean): RateLimitState => ({
        allowed,
        limit,
        remaining: Math.max(0, limit - count),
        resetSeconds: Math.max(1, Math.ceil((startMs + windowMs - nowMs) / 1000)),
      }),
    };
  }

  function knownRefusal(subject: LimitSubject): RateLimitState | undefined {
    const { endMs, nowMs, stateAt } = windowOf(subject);
    const until = refusedUntil.get(subjectKey(subject));
    if (until === undefined) return undefined;
    // A refusal of an earlier window says nothing of this one.
    if (until <= nowMs || until !== endMs) {
      refusedUntil.delete(subjectKey(subject));
      return undefined;
    }
    return stateAt(limit + 1, false);
  }

  return {
    knownRefusal,
    async consume(subject) {
      const known = knownRefusal(subject);
      if (known) return known;
      const { key, endEpoch, endMs, stateAt } = windowOf(subject);
      const count = await counts.count(subjectKey(subject), endMs, limit, {
        add: (amount) => store.counters.countInWindow(requestCounts, key, endEpoch, amount),
        read: () => store.counters.readCount(requestCounts, key),
      });
      if (count > limit) rememberRefusal(subject, endMs);
      return stateAt(count, count <= limit);
    },
    async peek(subject) {
      const { key, endMs, stateAt } = windowOf(subject);
      const count = counts.known(subjectKey(subject), endMs) ?? (await store.counters.readCount(requestCounts, key));
      return stateAt(count, count < limit);
    },
    written: () => counts.written(),
  };
}

/** The limits of config.ts's requestLimitsFromEnv: per caller, per organization, and the per-address multiplier. */
export interface RequestLimitSettings {
  perCaller: RateLimitWindow;
  perOrganization: RateLimitWindow;
  /** Multiplies the public routes' per-address limits, whose windows the route table gives. */
  addressMultiplier: number;
}

/**
 * Every limit a request meets: per key or user, per organization (so that minting keys does not multiply what an
 * organization may ask), per source address on public routes, and a costly route's own per organization.
 */
export function createRequestLimits(
  store: Pick<Store, 'counters'>,
  { perCaller, perOrganization, addressMultiplier }: RequestLimitSettings,
  now?: () => Date,
): RequestLimits {
  const byWindow = new Map<string, RateLimiter>();
  /** One limiter per window, made on first use, so that it remembers its refusals across requests. */
  const limiterOf = (limit: number, windowSeconds: number) => {
    const name = `${limit}/${windowSeconds}`;
    let limiter = byWindow.get(name);
    if (!limiter) {
      limiter = createRateLimiter({ store, now, limit, windowSeconds });
      byWindow.set(name, limiter);
    }
    return limiter;
  };
  return {
    perCaller: createRateLimiter({ store, now, ...perCaller }),
    perOrganization: createRateLimiter({ store, now, ...perOrganization }),
    perAddress: ({ limit, windowSeconds }) => limiterOf(limit * addressMultiplier, windowSeconds),
    perRoute: ({ limit, windowSeconds }) => limiterOf(limit, windowSeconds),
  };
}
