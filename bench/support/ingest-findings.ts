// The findings of INGEST.md, from the ingest bench's result: what limited the run on this machine, and what would change it, one paragraph each.
import { GOAL_ACCEPT_P99_MS, GOAL_ROWS_PER_SECOND, workerConsumes } from './ingest-config.js';
import type { IngestResult } from './ingest-result.js';
import { round } from './stats.js';

/** A worker row's sequential DynamoDB time on AWS, and the rows per second the event source mapping then allows. */
export function awsEstimate(l: IngestResult['limits']) {
  // On AWS: every worker call is one sequential round trip; typical in-region latencies (assumed, not measured here).
  const awsMs = { read: 4, write: 6, transaction: 15 };
  const byCommand = l.workerDynamodb?.byCommand ?? {};
  const reads = ['GetCommand', 'BatchGetCommand', 'QueryCommand'].reduce(
    (sum, name) => sum + (byCommand[name]?.calls ?? 0),
    0,
  );
  const writes = ['UpdateCommand', 'PutCommand', 'DeleteCommand'].reduce(
    (sum, name) => sum + (byCommand[name]?.calls ?? 0),
    0,
  );
  const transactions = byCommand.TransactWriteCommand?.calls ?? 0;
  const awsServiceMs = round(reads * awsMs.read + writes * awsMs.write + transactions * awsMs.transaction, 1);
  const awsRowsPerSecond = Math.round((l.worker.maxRowsInFlight / awsServiceMs) * 1000);
  return { awsMs, awsServiceMs, awsRowsPerSecond };
}

/** What limited the measured run on this machine: CPU, the event loop, DynamoDB Local, the worker's concurrency, the intake. */
export function measuredFindings(r: IngestResult): string[] {
  const f = r.figures;
  const l = r.limits;
  const w = l.worker;
  const cpu = l.cpu;
  const cores = Number(r.machine.cpus);
  const acceptedRows = f.accept.acceptedRows - f.bodyFolds;
  const workerCalls = l.workerDynamodb?.total.calls ?? NaN;
  const workerMeanMs = l.workerDynamodb?.total.meanMs ?? NaN;
  const inDynamo = round(workerCalls * workerMeanMs, 1);
  const cpuBound = cpu.drainPhase.machinePercent >= 85 || cpu.acceptPhase.machinePercent >= 85;
  const nodeBound = cpu.drainPhase.eventLoopUtilization >= 0.85 || cpu.acceptPhase.eventLoopUtilization >= 0.85;
  const fillRatio = w.rowsInFlight.average / w.maxRowsInFlight;
  const drained = cpu.drainPhase.samples > 0;
  const limitsFound: string[] = [];
  const perRowCpu = cpu.perRow;
  limitsFound.push(
    `**CPU per row.** Over the run, each accepted row cost ${perRowCpu.jvmMs} ms of DynamoDB Local (JVM) CPU and ${perRowCpu.nodeMs} ms of Node CPU (intake, worker, fauxqs, the bench client), ` +
      `${round(perRowCpu.jvmMs + perRowCpu.nodeMs, 1)} ms in all: ${cores} cores can do at most ≈ **${cpu.ceilingRowsPerSecond.toLocaleString('en-US')} rows/s** of that work, whatever the concurrency. ` +
      `Node's share runs on one main thread (the handlers, fauxqs and the bench client; event-loop utilization ${cpu.acceptPhase.eventLoopUtilization} while accepting), so on its own it allows at most ≈ ${Math.floor(1000 / Math.max(perRowCpu.nodeMs, 1e-9))} rows/s; ` +
      `DynamoDB Local's share is the SQLite work of the ${l.workerDynamodb?.total.itemsWritten} items a worker row writes (with ${l.workerDynamodb?.total.gsiWrites} GSI entries) and the intake's ${l.intakeDynamodb?.total.itemsWritten}, plus a fixed cost per request (${l.dynamodbLocalCosts[2]?.jvmCpuMs ?? '?'} ms for a bare GetItem, below) over ${round((l.workerDynamodb?.total.calls ?? 0) + (l.intakeDynamodb?.total.calls ?? 0), 1)} requests per row.`,
  );
  const [importUpdate, smallUpdate] = l.dynamodbLocalCosts;
  if (importUpdate && smallUpdate && Number.isFinite(importUpdate.jvmCpuMs)) {
    const perRowUpdates = l.workerDynamodb?.bySite['UpdateCommand ← send (lib/imports/import-progress.ts)']?.calls ?? 1;
    limitsFound.push(
      `**The import item's counter.** Each finished row updates the import item (${l.importItem.bytes} bytes with ${l.importItem.logLines} log lines, ${l.importItem.gsiSlots} GSI keys; ${perRowUpdates} updates per row counting the log appends). ` +
        `Timed alone after the run, one such UpdateItem costs DynamoDB Local ${importUpdate.jvmCpuMs} ms of CPU (p50 ${importUpdate.latency.p50} ms) against ${smallUpdate.jvmCpuMs} ms (p50 ${smallUpdate.latency.p50} ms) on a small item without index keys: ` +
        `≈ ${round(perRowUpdates * importUpdate.jvmCpuMs, 1)} of the ${perRowCpu.jvmMs} ms of JVM CPU per row, which a separate small counter would cut to ≈ ${round(perRowUpdates * smallUpdate.jvmCpuMs, 1)} ms.`,
    );
  }
  if (l.nodeProfile) {
    const top = l.nodeProfile.byCategory
      .slice(0, 5)
      .map((c) => `${c.category} ${c.share}%`)
      .join(', ');
    const sdk = l.nodeProfile.byCategory.find((c) => c.category.startsWith('AWS SDK'));
    const sdkCalls =
      acceptedRows * ((l.workerDynamodb?.total.calls ?? 0) + (l.intakeDynamodb?.total.calls ?? 0) + l.sqsSendsPerRow);
    limitsFound.push(
      `**Where Node's CPU goes** (V8 sampling profile of the main thread, ${Math.round(l.nodeProfile.sampledMs / 1000)} s sampled): ${top}. The table below has the rest.` +
        (sdk
          ? ` The SDK's own code alone is ≈ ${round(sdk.ms / Math.max(sdkCalls, 1), 2)} ms per DynamoDB call or SendMessage (${Math.round(sdkCalls).toLocaleString('en-US')} of them; the pollers' receives and deletes are in that time too), before HTTP, sockets and GC.`
          : ''),
    );
  }
  if (cpu.wholeRun.otherPercent >= 10) {
    limitsFound.push(
      `**Other work on the machine.** Processes other than this bench and its JVM used ${cpu.wholeRun.otherPercent}% of a core on average during the run (${perRowCpu.otherMs} ms per row; the bench waited ${cpu.quietBeforeStart.waitedSeconds} s for quiet and started with them at ${cpu.quietBeforeStart.otherPercent}%), so the figures are lower than an idle machine would give.`,
    );
  }
  if (cpuBound) {
    limitsFound.push(
      `**CPU saturation.** The ${cores} cores were busy: the machine was ${cpu.acceptPhase.machinePercent}% busy while rows were being accepted${drained ? ` and ${cpu.drainPhase.machinePercent}% while the worker drained the queue` : ''} ` +
        `(DynamoDB Local's JVM ${cpu.wholeRun.jvmPercent}% of one core over the run, this Node process ${cpu.wholeRun.nodePercent}%). Everything — intake, worker, fauxqs, the bench client and DynamoDB Local — shares them, so on this machine throughput is CPU work per row, not concurrency.`,
    );
  } else {
    limitsFound.push(
      `**CPU** is not saturated (machine ${cpu.acceptPhase.machinePercent}% busy while accepting, ${cpu.drainPhase.machinePercent}% while draining), so the limit is latency × concurrency rather than CPU.`,
    );
  }
  limitsFound.push(
    `**Node's event loop.** The handlers, fauxqs and the bench client run on one Node main thread: its utilization was ${cpu.acceptPhase.eventLoopUtilization} while accepting${drained ? ` and ${cpu.drainPhase.eventLoopUtilization} while draining` : ''}` +
      (nodeBound
        ? ' — at or near 1, so every request and every row waits its turn on that one thread; accept latency includes that queueing.'
        : '.'),
  );
  limitsFound.push(
    `**DynamoDB Local.** A worker row makes ${workerCalls} sequential DynamoDB calls at a mean of ${workerMeanMs} ms each under this load (≈ ${inDynamo} ms per row on average; single calls take 1–2 ms on an idle emulator, see below, so most of that is queueing: in DynamoDB Local, in the SDK's pool of 50 sockets that the intake and the worker share in this process, and on the busy event loop) and writes ${l.workerDynamodb?.total.itemsWritten} items ` +
      `(${w.transactionItemsPerCommit} items per transaction); the worker's service time per row was p50 ${w.serviceMs.p50} ms, p95 ${w.serviceMs.p95} ms. DynamoDB Local (SQLite behind a Java HTTP server, ${cpu.wholeRun.jvmPercent}% of a core on average) is the slowest part of each call.`,
  );
  limitsFound.push(
    `**Worker concurrency.** ${w.pollers} pollers × batch ${w.batchSize} allow ${w.maxRowsInFlight} rows in flight; the rows' spans show ${w.rowsInFlight.average} in flight on average (peak ${w.rowsInFlight.peak}), ${Math.round(fillRatio * 100)}% of the cap. ` +
      (w.maxQueueDepth < w.maxRowsInFlight
        ? `The queue never held more than ${w.maxQueueDepth} waiting messages: the worker kept up with the intake, so the pollers were not the limit — rows arrived at the intake's pace, and both shared the same CPU.`
        : fillRatio >= 0.7
          ? 'The pollers are mostly full while a backlog waits: more pollers would only help if CPU were free.'
          : 'A backlog waited while the pollers were not full: a batch runs its rows in parallel but the poller waits for the slowest before it deletes and receives again, and each receive/delete is a round trip to fauxqs on the same busy event loop.') +
      ` The queue backlog peaked at ${w.maxQueueDepth} messages; rows waited p50 ${w.queueWaitMs.p50} ms (p95 ${w.queueWaitMs.p95} ms) in the queue before the worker read them. The worker finished ${w.rowsPerSecondDuringAccept} rows/s while the intake was also busy${Number.isFinite(w.rowsPerSecondDrainOnly) ? ` and ${w.rowsPerSecondDrainOnly} rows/s once the intake was done` : ''}.`,
  );
  limitsFound.push(
    `**Intake.** A request makes ${l.intakeDynamodb?.total.calls} DynamoDB calls (${Object.entries(
      l.intakeDynamodb?.byCommand ?? {},
    )
      .map(([name, s]) => `${name.replace('Command', '')} ${s.calls}`)
      .join(', ')}) and ${l.sqsSendsPerRow} SQS SendMessage (mean ${l.sqsSendMeanMs} ms), ` +
      `each sequential, so its latency is at least the sum of those round trips; it ran at ${f.accept.rowsPerSecond} rows/s with ${r.method.concurrency} requests in flight. ` +
      `By Little's law ${r.method.concurrency} requests in flight at ${f.accept.rowsPerSecond} rows/s must take ${round((1000 * r.method.concurrency) / f.accept.rowsPerSecond, 0)} ms on average (measured mean ${f.accept.mean} ms): under this load the accept latency is queueing for the CPU, ` +
      `and a p99 of ${GOAL_ACCEPT_P99_MS} ms with ${r.method.concurrency} in flight needs the intake to go well beyond ${Math.round((1000 * r.method.concurrency) / GOAL_ACCEPT_P99_MS).toLocaleString('en-US')} rows/s.` +
      (f.acceptOneAtATime
        ? ` One request at a time (before the run, the worker processing the previous rows beside it) it took p50 ${f.acceptOneAtATime.p50} ms, p99 ${f.acceptOneAtATime.p99} ms` +
          (f.acceptOneAtATime.calls
            ? `, its calls then averaging ${Object.entries(f.acceptOneAtATime.calls.dynamodb)
                .map(([site, c]) => `${site.split(' ← ')[0]!.replace('Command', '')} ${c.meanMs} ms × ${c.calls}`)
                .join(
                  ', ',
                )} and SendMessage ${f.acceptOneAtATime.calls.sqsSendMeanMs} ms, against ${l.dynamodbLocalCosts[2]?.latency.p50 ?? '?'} ms for a GetItem through the same SDK on the idle emulator after the run: the rest is the worker's processing of the previous rows, on the same event loop and the same emulator.`
            : '.')
        : ''),
  );
  return limitsFound;
}

/** Changes to the implementation that the figures point to (not made by the bench). */
export function suggestions(r: IngestResult): string[] {
  const l = r.limits;
  const w = l.worker;
  const cores = Number(r.machine.cpus);
  const perRowCpu = l.cpu.perRow;
  const consumes = workerConsumes();
  const { awsServiceMs, awsRowsPerSecond } = awsEstimate(l);
  const importUpdate = l.dynamodbLocalCosts[0];
  const eventPattern = l.partitions.find((p) => p.pattern === 'ORG#<org>#event');
  const rateSite = l.intakeDynamodb?.bySite['UpdateCommand ← consume (lib/imports/webhook-rate-limit.ts)'];
  const importGet = l.intakeDynamodb?.bySite['GetCommand ← findImport (lib/imports/intake.ts)'];
  return [
    `**Count rows without rewriting the import item.** ${l.importItem.wcuPerCounterUpdate} WCU per row on one item caps an import at ≈ ${Math.floor(1000 / l.importItem.wcuPerCounterUpdate)} rows/s on AWS, and costs DynamoDB Local ${importUpdate?.jvmCpuMs ?? '?'} ms CPU per update here. ` +
      'Keep the counter in small items sharded by row (e.g. `IMPORTCOUNT#<import>#<0..n>`, summed when the import is read, or folded into the import now and then), or count a whole batch in one update per invocation; keep `logs` in their own item(s) so the counted item stays small.',
    `**Fewer items per row.** A worker row writes ${l.workerDynamodb?.total.itemsWritten} items (${w.transactionItemsPerCommit} per transaction) plus ${l.workerDynamodb?.total.gsiWrites} GSI entries; ${eventPattern ? `${eventPattern.itemsPerRow} of them are event items, all in the one partition \`ORG#<org>#event\` (${eventPattern.hottestPartitionWcuPerRow} WCU per row, ≈ ${eventPattern.rowsPerSecondAt1000Wcu} rows/s per organization on AWS)` : 'each record with an event item'}. ` +
      "Writing one event per row (the row's own, listing what it created) instead of one per record, sharding the event partition (`ORG#<org>#event#<n>`), and giving import rows and events only the GSI slots their queries use would cut both the emulator's CPU per row and the hot-partition load.",
    `**Intake round trips.** Each accepted request makes ${l.intakeDynamodb?.total.calls} DynamoDB calls and 1 SQS send, one after another: the import GetItem (${importGet?.calls ?? '?'} per request) could be cached for a second or two per instance (the secret hash and rate limit change rarely; a rotation would then take that long to bite), ` +
      `and the rate limiter takes ${rateSite?.calls ?? '?'} UpdateItems per request (${rateSite?.errors ?? '?'} conditional failures over the run: the idle-bucket write goes first, and when another request came within the same interval it fails and the busy-bucket write follows; trying the busy write first for imports last seen busy was measured worse, 2.16 writes a request, as buckets flip between the two states) — a per-instance token pre-fetch would take it under one.`,
    `**Worker concurrency on AWS.** With ${w.maxRowsInFlight} rows in flight (maximum concurrency ${consumes.maxConcurrency ?? 1} × batch ${consumes.batchSize}) and ≈ ${awsServiceMs} ms of sequential DynamoDB time per row, the mapping tops out near ${awsRowsPerSecond.toLocaleString('en-US')} rows/s; raise maximum concurrency for more, up to what the partitions above allow. A row's reads are a chain of dependent round trips before its transaction (${l.workerDynamodb?.byCommand.BatchGetCommand?.calls ?? '?'} BatchGetItems and ${l.workerDynamodb?.byCommand.GetCommand?.calls ?? '?'} GetItems per row: row and import → unique guards → the existing contact and domain → the domain's company). If the queue message carried the row's normalized email and company domain (the intake has them), the first two would be one BatchGetItem; keeping the company's id and name on the domain guard would drop the last.`,
    `**The local goal needs a lighter local store or more cores.** At ${round(perRowCpu.jvmMs + perRowCpu.nodeMs, 1)} ms of CPU per row, ${cores} cores cannot reach ${GOAL_ROWS_PER_SECOND} rows/s (that needs ≤ ${round((cores * 1000) / GOAL_ROWS_PER_SECOND, 1)} ms per row); even the suggestions above leave DynamoDB Local's per-item cost. The accept p99 goal suffers from the same contention: the intake's ${l.intakeDynamodb?.total.calls} sequential DynamoDB calls (mean ${l.intakeDynamodb?.total.meanMs} ms each here) wait behind the worker's writes on the same emulator and event loop.`,
  ];
}
