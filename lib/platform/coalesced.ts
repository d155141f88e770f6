// Runs of one task per key that concurrent callers share, so that a burst of the same check costs two runs, not one each.

/**
 * A caller whose key has no run under way starts one; a caller while one is under way waits for the next run, which
 * starts when that one ends and serves every caller who came meanwhile (so each caller's run starts after its call).
 * The next run is the last caller's `run`.
 */
export function coalescedByKey(): (key: string, run: () => Promise<void>) => Promise<void> {
  const running = new Map<string, Promise<void>>();
  const waiting = new Map<string, { run: () => Promise<void>; done: Promise<void> }>();
  const call = (key: string, run: () => Promise<void>): Promise<void> => {
    const next = waiting.get(key);
    if (next) {
      next.run = run;
      return next.done;
    }
    const current = running.get(key);
    if (current) {
      const queued: { run: () => Promise<void>; done: Promise<void> } = {
        run,
        done: current
          .catch(() => undefined)
          .then((): Promise<void> => {
            waiting.delete(key);
            return call(key, queued.run);
          }),
      };
      waiting.set(key, queued);
      return queued.done;
    }
    const started = run().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
  return call;
}
