// Waits, before a measured run, until other processes leave the cores alone (their CPU sampled from /proc), or gives up after a while.
import { setTimeout as sleep } from 'node:timers/promises';
import { cpuMeans, startCpuSampler } from './cpu-sampler.js';
import { log } from './log.js';

/** Waits until the processes outside this one and its JVM use less than `otherPercentBelow`% of a core over 3 s, or `waitSeconds` have passed; returns their last share. */
export async function waitForQuietCpu(
  otherPercentBelow: number,
  waitSeconds: number,
): Promise<{ otherPercent: number; waitedSeconds: number }> {
  const start = Date.now();
  for (;;) {
    const sampler = startCpuSampler(() => ({}), 500);
    await sleep(3100);
    sampler.stop();
    const otherPercent = cpuMeans(sampler.samples, 0, Infinity).otherPercent;
    const waitedSeconds = Math.round((Date.now() - start) / 1000);
    if (otherPercent < otherPercentBelow || waitedSeconds >= waitSeconds) return { otherPercent, waitedSeconds };
    log(
      `other processes use ${otherPercent}% of a core (≥ ${otherPercentBelow}%): waiting for them (${waitedSeconds} of at most ${waitSeconds} s)`,
    );
    await sleep(5000);
  }
}
