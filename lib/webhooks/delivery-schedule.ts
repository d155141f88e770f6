// When a webhook delivery is attempted again: the clarifications' retry schedule, and which waits the queue's delay serves and which the minute tick.

/** Waits after the 1st, 2nd, ... failed attempt; after the last, the delivery has FAILED. */
const RETRY_WAITS_MS: readonly number[] = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
];

/** Waits up to this long go as the queue message's delay; longer ones to the tick, which runs every minute. */
const QUEUE_DELAY_LIMIT_SECONDS = 60;

/**
 * How long after an attempt is queued the tick queues it again if it is still pending: a message lost between the
 * record's write and its send, or an attempt whose sender died, is not lost with it.
 */
const LEASE_MS = 10 * 60_000;

/** How much of an answer's body a delivery keeps (and reads: the rest is never read off the socket). */
export const RESPONSE_BODY_CHARACTERS = 1024;

/** The time the tick queues an attempt again that was queued at `at` and has not been recorded. */
export const leasedUntil = (at: Date): string => new Date(at.getTime() + LEASE_MS).toISOString();

/** What follows a failed attempt, the `attempts`-th: the next one's time and how it is queued, or none (FAILED). */
export function afterFailure(attempts: number, at: Date) {
  const wait = RETRY_WAITS_MS[attempts - 1];
  if (wait === undefined) return undefined;
  const next = new Date(at.getTime() + wait);
  const delaySeconds = wait / 1000;
  if (delaySeconds <= QUEUE_DELAY_LIMIT_SECONDS)
    return { nextAttemptAt: next.toISOString(), tickAt: leasedUntil(next), delaySeconds };
  return { nextAttemptAt: next.toISOString(), tickAt: next.toISOString(), delaySeconds: undefined };
}
