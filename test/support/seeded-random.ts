// A seeded pseudo-random source (mulberry32), so that a fuzzed run is repeated exactly by its seed.

export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** One of `items`. */
  pick<T>(items: readonly T[]): T;
  /** `items` in a shuffled order (a copy). */
  shuffled<T>(items: readonly T[]): T[];
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const shuffled = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  };
  return { next, pick, shuffled };
}

/** The seed of a run: FUZZ_SEED when set (to repeat a failed run), otherwise `fixed`. */
export function fuzzSeed(fixed: number): number {
  const given = process.env.FUZZ_SEED;
  if (given === undefined || given === '') return fixed;
  const seed = Number(given);
  if (!Number.isInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, not ${given}`);
  return seed;
}
