// The ingest bench's headline figures: accept latency and rate, end-to-end throughput, row latency, the table check, and the goals they meet or miss.
import { GOAL_ACCEPT_P99_MS, GOAL_ROWS_PER_SECOND } from './ingest-config.js';
import type { checkTable } from './ingest-outcome.js';
import type { PostOutcome } from './ingest-post.js';
import type { FinalRows } from './ingest-wait.js';
import type { Warmup } from './ingest-warmup.js';
import { round, summarizeTail } from './stats.js';

type TableCheck = Awaited<ReturnType<typeof checkTable>>;

/** When the run's phases ended: accepting (first post → last response) and the whole run (first post → the latest updatedAt of an accepted row made final). */
export function runTiming(post: PostOutcome, finalRows: FinalRows, distinctRowIds: ReadonlySet<string>) {
  const finished = finalRows.rows.filter((row) => distinctRowIds.has(String(row.id)) && row.status !== 'QUEUED');
  const finalTimes = finished.map((row) => Date.parse(String(row.updatedAt)));
  const lastFinalWall = finalTimes.length ? Math.max(...finalTimes) : NaN;
  return {
    acceptSeconds: (post.lastResponsePerf - post.firstPostPerf) / 1000,
    lastFinalWall,
    endToEndSeconds: (lastFinalWall - post.firstPostWall) / 1000,
    rowLatency: summarizeTail(
      finished.map((row) => Date.parse(String(row.updatedAt)) - Date.parse(String(row.createdAt))),
    ),
    finishedRows: finalTimes.length,
  };
}

export type RunTiming = ReturnType<typeof runTiming>;

export function ingestFigures(options: {
  warmup: Warmup;
  post: PostOutcome;
  finalRows: FinalRows;
  timing: RunTiming;
  check: TableCheck;
  importItem: Record<string, unknown>;
}) {
  const { warmup, post, finalRows, timing, check, importItem } = options;
  const distinctRows = check.distinctRowIds.size;
  return {
    acceptOneAtATime: warmup.unloaded && { ...warmup.unloaded, calls: warmup.probeCalls },
    accept: {
      ...summarizeTail(post.latencies),
      unit: 'ms',
      acceptedRows: post.latencies.length,
      errors: post.errors.length,
      rowsPerSecond: round(post.latencies.length / timing.acceptSeconds, 1),
      seconds: round(timing.acceptSeconds, 1),
    },
    endToEnd: {
      seconds: round(timing.endToEndSeconds, 1),
      rowsPerSecond: round(distinctRows / timing.endToEndSeconds, 1),
      pollObservedSeconds: round((finalRows.observedAtWall - post.firstPostWall) / 1000, 1),
    },
    rowLatency: {
      ...timing.rowLatency,
      description: 'row createdAt (intake) → updatedAt of its final state (worker), ms',
    },
    ...check.figures,
    importTotal: {
      total: typeof importItem.total === 'number' ? importItem.total : null,
      finishedRows: timing.finishedRows,
      matches: importItem.total === timing.finishedRows,
    },
    bodyFolds: post.latencies.length - distinctRows,
    timedOut: finalRows.timedOut,
    errors: post.errors.slice(0, 20),
  };
}

export type Figures = ReturnType<typeof ingestFigures>;

/** The goals the run is held to, each with whether it holds and the measured value. */
export function ingestGoals(figures: Figures, post: PostOutcome, rowsPosted: number) {
  const distinctRows = figures.accept.acceptedRows - figures.bodyFolds;
  const { lost, duplicated, accept } = figures;
  return [
    {
      goal: `end to end ≥ ${GOAL_ROWS_PER_SECOND} rows/s`,
      holds: figures.endToEnd.rowsPerSecond >= GOAL_ROWS_PER_SECOND,
      actual: `${figures.endToEnd.rowsPerSecond} rows/s (${figures.endToEnd.seconds} s for ${distinctRows} rows)`,
    },
    {
      goal: `accept p99 ≤ ${GOAL_ACCEPT_P99_MS} ms`,
      holds: accept.p99 <= GOAL_ACCEPT_P99_MS,
      actual: `${accept.p99} ms`,
    },
    { goal: 'LOST = 0', holds: lost.total === 0, actual: String(lost.total) },
    { goal: 'DUPLICATED = 0', holds: duplicated.total === 0, actual: String(duplicated.total) },
    {
      goal: 'every response 200',
      holds: post.errors.length === 0,
      actual: post.errors.length
        ? `${post.errors.length} not 200 (${[...new Set(post.errors.map((e) => e.status))].join(', ')})`
        : `${post.latencies.length} of ${rowsPosted}`,
    },
  ];
}
