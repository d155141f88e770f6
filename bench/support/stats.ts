// Latency statistics for the benches: nearest-rank percentiles of millisecond samples, and rounding.

/** `value` rounded to `digits` decimals. */
export const round = (value: number, digits = 1): number => Math.round(value * 10 ** digits) / 10 ** digits;

/** The count, nearest-rank percentiles, mean and maximum of `samples`; NaN percentiles of no samples. */
export function summarize(samples: readonly number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  // The smallest sample with a share p of the samples at or below it (p > 0).
  const at = (p: number) => round(sorted[Math.ceil(p * sorted.length) - 1] ?? Number.NaN);
  const mean = sorted.reduce((sum, value) => sum + value, 0) / (sorted.length || 1);
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), mean: round(mean), max: at(1) };
}
