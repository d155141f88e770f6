// How often the login flow may mail a code to an email address and take wrong codes for it: fixed one-hour windows counted in the table.
import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { RateLimitedError } from '../platform/http/errors.js';
import { defineItem, part } from '../platform/store/item-type.js';
import type { Store } from '../platform/store/store.js';

/** What the login flow counts per email address and window: codes mailed, codes tried and codes accepted. */
type LoginCount = 'mailed' | 'tried' | 'accepted';

/**
 * A login count of one email address (by its SHA-256, so no address is kept) in the window starting at `windowStart`
 * (epoch seconds); it expires with its window.
 */
export const loginCounts = defineItem({
  name: 'login count',
  partition: ['RATE', 'login', part('address')],
  sort: [part('counted'), part('windowStart')],
  attributes: v.object({ count: v.number() }),
  expires: true,
});

const LOGIN_WINDOW_SECONDS = 60 * 60;
/** Wrong codes an address may present per window; past them even the right code waits for the next window. */
export const MAX_WRONG_CODES_PER_WINDOW = 5;
/** Codes mailed to one address per window when LOGIN_CODES_PER_EMAIL_PER_HOUR is not set. */
const DEFAULT_CODES_PER_EMAIL_PER_HOUR = 5;

/**
 * An email address as the login flow keeps it: the SHA-256 of its lower-cased form. One user has one address and keeps
 * it, so counting per address is counting per user, and it counts the same for an address no account has.
 */
export function addressKey(email: string): string {
  return createHash('sha256').update(email.toLowerCase()).digest('hex');
}

export interface LoginLimitsOptions {
  codesPerEmailPerHour?: number;
  now?: () => Date;
}

export function createLoginLimits(
  store: Pick<Store, 'counters'>,
  { codesPerEmailPerHour = DEFAULT_CODES_PER_EMAIL_PER_HOUR, now = () => new Date() }: LoginLimitsOptions = {},
) {
  function currentWindow() {
    const nowMs = now().getTime();
    const windowMs = LOGIN_WINDOW_SECONDS * 1000;
    const startMs = Math.floor(nowMs / windowMs) * windowMs;
    return {
      startEpoch: startMs / 1000,
      endEpoch: startMs / 1000 + LOGIN_WINDOW_SECONDS,
      retryAfterSeconds: Math.max(1, Math.ceil((startMs + windowMs - nowMs) / 1000)),
    };
  }

  function add(count: LoginCount, address: string, window: ReturnType<typeof currentWindow>): Promise<number> {
    return store.counters.countInWindow(
      loginCounts,
      { address, counted: count, windowStart: window.startEpoch },
      window.endEpoch,
    );
  }

  return {
    /** Counts a code about to be mailed to the address; past the limit, 429 instead. */
    async countMailedCode(address: string): Promise<void> {
      const window = currentWindow();
      if ((await add('mailed', address, window)) > codesPerEmailPerHour)
        throw new RateLimitedError(window.retryAfterSeconds);
    },

    /**
     * Counts a code presented for the address before it is checked, and refuses it (429) once the window holds the
     * maximum of wrong ones. Wrong codes are the tried ones that were not accepted: counting the try first, in one
     * atomic add, means that guesses sent at once cannot all slip under the limit.
     */
    async countTriedCode(address: string): Promise<void> {
      const window = currentWindow();
      const [tried, accepted] = await Promise.all([
        add('tried', address, window),
        store.counters.readCount(loginCounts, { address, counted: 'accepted', windowStart: window.startEpoch }),
      ]);
      if (tried - accepted > MAX_WRONG_CODES_PER_WINDOW) throw new RateLimitedError(window.retryAfterSeconds);
    },

    /** Counts a code that was right, so that it does not count as a wrong one. */
    async countAcceptedCode(address: string): Promise<void> {
      await add('accepted', address, currentWindow());
    },
  };
}

export type LoginLimits = ReturnType<typeof createLoginLimits>;
