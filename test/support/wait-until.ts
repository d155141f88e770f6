// Waits on the event a test needs (polling the state it shows), never for a fixed time: a slow machine waits longer, a fast one not at all.

/**
 * How long a test waits for something the runtime does by itself (a queued send, a tick's effect, a reply read)
 * before it fails. A safety net, not a measure: on a loaded 2-core machine, with three test files at once beside
 * bench:ingest, a step that takes a second alone took over 20 s. Waits end as soon as the event is seen.
 */
export const EVENT_WAIT_MS = 60_000;

/** Polls until `probe` gives a value `done` accepts, or fails the test with the last value after `timeoutMs`. */
export async function waitUntil<T>(
  probe: () => Promise<T>,
  done: (value: T) => boolean,
  what = 'condition',
  timeoutMs = EVENT_WAIT_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`Timed out waiting for ${what}; last value: ${JSON.stringify(value).slice(0, 2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
