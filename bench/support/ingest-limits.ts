// What limits the ingest bench's throughput, from what it recorded during the run: DynamoDB calls and write units per row, worker concurrency, CPU by phase, hot partitions and the import item.
import { cpus } from 'node:os';
import { itemSize, type CallOrigins } from './call-origins.js';
import { cpuMeans, type CpuSampler } from './cpu-sampler.js';
import type { ClientTimer } from './dynamodb-time.js';
import { partitionPatterns, perRow } from './ingest-calls.js';
import type { WorkerConsumes } from './ingest-config.js';
import type { OpCost } from './ingest-op-costs.js';
import type { PostOutcome } from './ingest-post.js';
import type { RunTiming } from './ingest-figures.js';
import type { ProfileSummary } from './node-profile.js';
import { round, summarizeTail } from './stats.js';

/** Average and peak rows in flight on the worker, from each row's span (first read of the row to its final commit). */
function workerConcurrency(spans: Array<{ start: number; end: number }>) {
  if (spans.length === 0) return { average: 0, peak: 0, windowSeconds: 0 };
  const first = Math.min(...spans.map((s) => s.start));
  const last = Math.max(...spans.map((s) => s.end));
  const busy = spans.reduce((sum, s) => sum + (s.end - s.start), 0);
  const events = spans
    .flatMap((s) => [[s.start, 1] as const, [s.end, -1] as const])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let current = 0;
  let peak = 0;
  for (const [, delta] of events) peak = Math.max(peak, (current += delta));
  return { average: round(busy / Math.max(last - first, 1), 1), peak, windowSeconds: round((last - first) / 1000, 1) };
}

export interface LimitsInput {
  origins: CallOrigins;
  sqsSends: ClientTimer;
  dnsQueries: number;
  consumes: WorkerConsumes;
  sampler: CpuSampler;
  /** performance.now() when the sampler started. */
  samplerStart: number;
  post: PostOutcome;
  timing: RunTiming;
  distinctRowIds: ReadonlySet<string>;
  rowsById: ReadonlyMap<string, Record<string, unknown>>;
  importId: string;
  importItem: Record<string, unknown>;
  quietBeforeStart: { otherPercent: number; waitedSeconds: number };
  loadAverage: { start: number; end: number };
  nodeProfile: ProfileSummary | undefined;
  dynamodbLocalCosts: OpCost[];
}

export function ingestLimits(input: LimitsInput) {
  const { origins, sqsSends, consumes, sampler, post, timing, distinctRowIds } = input;
  const acceptedRows = Math.max(distinctRowIds.size, 1);
  const spans = [...origins.rowSpans().entries()]
    .filter(([id, span]) => distinctRowIds.has(id) && span.end !== undefined)
    .map(([id, span]) => ({ id, start: span.start, end: span.end! }));
  const queueWait = summarizeTail(
    spans
      .map((s) => performance.timeOrigin + s.start - Date.parse(String(input.rowsById.get(s.id)?.createdAt)))
      .filter((ms) => Number.isFinite(ms)),
  );
  const report = origins.report();
  const worker = perRow(report.worker, Math.max(timing.finishedRows, 1));
  const others = Object.fromEntries(
    Object.entries(report)
      .filter(([name]) => name !== 'worker' && name !== 'intake')
      .map(([name, r]) => [
        name,
        {
          calls: r.total.calls,
          byCommand: Object.fromEntries(Object.entries(r.byCommand).map(([c, s]) => [c, s.calls])),
        },
      ]),
  );

  // CPU by phase: accepting (first post → last response), draining (→ the last row final) and the whole run.
  const sampleTime = (perf: number) => (perf - input.samplerStart) / 1000;
  const drainEndPerf = timing.lastFinalWall - performance.timeOrigin;
  const wholeRun = cpuMeans(sampler.samples, 0, sampleTime(drainEndPerf));
  const finalAtAcceptEnd =
    sampler.samples.filter((s) => s.t <= sampleTime(post.lastResponsePerf)).at(-1)?.extra.final ?? 0;
  const drainSeconds = (drainEndPerf - post.lastResponsePerf) / 1000;
  const perRowMs = (cpuSeconds: number) => round((cpuSeconds * 1000) / acceptedRows, 1);
  const cpuPerRow = {
    nodeMs: perRowMs(wholeRun.nodeCpuSeconds),
    jvmMs: perRowMs(wholeRun.jvmCpuSeconds),
    otherMs: perRowMs(wholeRun.otherCpuSeconds),
  };
  const transactWorker = worker?.byCommand.TransactWriteCommand;
  const importItemBytes = itemSize(input.importItem);

  return {
    workerDynamodb: worker,
    intakeDynamodb: perRow(report.intake, acceptedRows),
    otherDynamodb: others,
    sqsSendsPerRow: round(sqsSends.calls / acceptedRows, 2),
    sqsSendMeanMs: round(sqsSends.milliseconds / Math.max(sqsSends.calls, 1)),
    attributionOverheadSeconds: round(origins.overheadMilliseconds / 1000, 2),
    dnsQueries: input.dnsQueries,
    worker: {
      pollers: consumes.maxConcurrency ?? 1,
      batchSize: consumes.batchSize,
      maxRowsInFlight: (consumes.maxConcurrency ?? 1) * consumes.batchSize,
      serviceMs: summarizeTail(spans.map((s) => s.end - s.start)),
      queueWaitMs: queueWait,
      rowsInFlight: workerConcurrency(spans),
      rowsPerSecondDuringAccept: round(finalAtAcceptEnd / Math.max(timing.acceptSeconds, 1e-3), 1),
      rowsPerSecondDrainOnly:
        drainSeconds > 1 ? round((timing.finishedRows - finalAtAcceptEnd) / drainSeconds, 1) : NaN,
      finishedAtAcceptEnd: finalAtAcceptEnd,
      maxQueueDepth: Math.max(0, ...sampler.samples.map((s) => s.extra.queueVisible ?? 0).filter(Number.isFinite)),
      transactionItemsPerCommit: transactWorker
        ? round(transactWorker.itemsWritten / Math.max(transactWorker.calls, 1e-9), 1)
        : NaN,
      lostRacesPerRow: transactWorker ? round(transactWorker.errors / Math.max(timing.finishedRows, 1), 3) : NaN,
    },
    cpu: {
      acceptPhase: cpuMeans(sampler.samples, sampleTime(post.firstPostPerf), sampleTime(post.lastResponsePerf)),
      drainPhase: cpuMeans(sampler.samples, sampleTime(post.lastResponsePerf) + 1, sampleTime(drainEndPerf)),
      wholeRun,
      jvmPid: sampler.jvmPid,
      perRow: cpuPerRow,
      ceilingRowsPerSecond: Math.round((cpus().length * 1000) / Math.max(cpuPerRow.nodeMs + cpuPerRow.jvmMs, 1e-9)),
      quietBeforeStart: input.quietBeforeStart,
      loadAverage: input.loadAverage,
    },
    partitions: partitionPatterns(origins.partitions(), input.importId, acceptedRows),
    nodeProfile: input.nodeProfile,
    dynamodbLocalCosts: input.dynamodbLocalCosts,
    importItem: {
      bytes: importItemBytes,
      gsiSlots: Object.keys(input.importItem).filter((name) => /^GSI\d+PK$/.test(name)).length,
      wcuPerCounterUpdate: Math.max(1, Math.ceil(importItemBytes / 1024)),
      logLines: Array.isArray(input.importItem.logs) ? input.importItem.logs.length : 0,
      total: input.importItem.total,
    },
  };
}

export type Limits = ReturnType<typeof ingestLimits>;
