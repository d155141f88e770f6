// A small seeded pseudo-random generator (mulberry32), so that the benches generate the same data on every run.

export interface Random {
  /** The next number in [0, 1). */
  next(): number;
  pick<T>(list: readonly T[]): T;
  /** A whole number in [low, high]. */
  int(low: number, high: number): number;
  /** A value drawn with the given weights. */
  weighted<T>(list: ReadonlyArray<readonly [T, number]>): T;
}

export function generator(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const int = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  const weighted = <T>(list: ReadonlyArray<readonly [T, number]>): T => {
    const total = list.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = next() * total;
    for (const [value, weight] of list) if ((roll -= weight) < 0) return value;
    return list[list.length - 1]![0];
  };
  return { next, pick, int, weighted };
}
