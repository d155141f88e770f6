// Latency statistics for the API bench: percentiles, mean and a timer around one async call.

export interface Summary {
  n: number;
  p50: number;
  p95: number;
  mean: number;
}

/** Nearest-rank percentile of sorted samples (p in 0..1). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

/** p50, p95 and mean of millisecond samples, rounded to 0.01 ms. */
export function summarize(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 100) / 100;
  const mean = samples.reduce((sum, value) => sum + value, 0) / (samples.length || 1);
  return { n: samples.length, p50: round(percentile(sorted, 0.5)), p95: round(percentile(sorted, 0.95)), mean: round(mean) };
}

/** Milliseconds one call takes, measured with the monotonic clock. */
export async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}
