// Waits on the event a test needs (polling the state it shows), never for a fixed time: a slow machine waits longer, a fast one not at all.
/** Polls until `probe` gives a value `done` accepts, or fails the test with the last value after `timeoutMs`. */
export async function waitUntil<T>(
  probe: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 20_000,
  what = 'condition',
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
