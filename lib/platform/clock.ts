// The injectable clock: the system's in AWS; the configuration (config.ts) shifts it on the local runtime to drive time.
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
