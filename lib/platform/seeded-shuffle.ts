// A shuffle that a seed makes repeatable: a retry of the same work gets the same order.
import { createHash } from 'node:crypto';

/** A seeded shuffle (mulberry32 over a hash of the seed): the same seed, the same order. */
export function shuffled<T>(items: readonly T[], seed: string): T[] {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}
