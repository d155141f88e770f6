// Latency statistics for the benches: nearest-rank percentiles of millisecond samples, and rounding.

export type Summary = Record<'n' | 'p50' | 'p95' | 'p99' | 'mean' | 'max', number>;

/** `value` rounded to `digits` decimals. */
export const round = (value: number, digits = 1): number => Math.round(value * 10 ** digits) / 10 ** digits;

/** Nearest-rank percentile (p in 0..1) of samples sorted ascending. */
function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? Number.NaN;
}

export function summarize(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => round(percentile(sorted, p));
  const mean = sorted.reduce((sum, value) => sum + value, 0) / (sorted.length || 1);
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), mean: round(mean), max: at(1) };
}

/** How many of `items` have each key, in the order keys first appear. */
export function countBy<T>(items: Iterable<T>, key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}
