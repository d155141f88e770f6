// The injectable clock read from the environment: the system's, shifted locally by LOCAL_CLOCK_OFFSET_MS to drive time.
export type Clock = () => Date;

/**
 * The clock of the tick and the sender. On the local runtime only (so that no deployed function can be moved in time),
 * LOCAL_CLOCK_OFFSET_MS, read on every call, shifts it: tests and developers drive time instead of waiting for it.
 */
export function clockFromEnv(env: NodeJS.ProcessEnv = process.env): Clock {
  return () => {
    const offset = env.LOCAL_RUNTIME === 'true' ? Number(env.LOCAL_CLOCK_OFFSET_MS ?? 0) : 0;
    return new Date(Date.now() + (Number.isFinite(offset) ? offset : 0));
  };
}
