// Latency statistics for the benches: rounding, percentiles, summaries of millisecond samples and a timer around one async call.

export interface Summary {
  n: number;
  p50: number;
  p95: number;
  mean: number;
}

/** A summary with the tail too: p99 and the maximum. */
export interface TailSummary extends Summary {
  p99: number;
  max: number;
}

/** `value` rounded to `digits` decimals. */
export const round = (value: number, digits = 2): number => Math.round(value * 10 ** digits) / 10 ** digits;

/** Nearest-rank percentile of sorted samples (p in 0..1). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

const ascending = (samples: readonly number[]) => [...samples].sort((a, b) => a - b);

/** p50, p95 and mean of millisecond samples, rounded to 0.01 ms. */
export function summarize(samples: readonly number[]): Summary {
  const sorted = ascending(samples);
  const mean = samples.reduce((sum, value) => sum + value, 0) / (samples.length || 1);
  return {
    n: samples.length,
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    mean: round(mean),
  };
}

/** `summarize` with p99 and the maximum, rounded to 0.01 ms. */
export function summarizeTail(samples: readonly number[]): TailSummary {
  const sorted = ascending(samples);
  const { n, p50, p95, mean } = summarize(samples);
  return { n, p50, p95, p99: round(percentile(sorted, 0.99)), mean, max: round(sorted[sorted.length - 1] ?? NaN) };
}

/** Milliseconds one call takes, measured with the monotonic clock. */
export async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}
