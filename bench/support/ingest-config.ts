// The ingest bench's settings (BENCH_* variables and fixed values), the worker's event source mapping it measures against, and the description of its method that the report carries.
import { appModel } from '../../lib/app/function-table.js';
import { IMPORT_ROWS_QUEUE } from '../../lib/queue/queues.js';
import { envInt } from './env.js';
import type { RowSet } from './ingest-rows.js';

export const ROWS = envInt('BENCH_ROWS', 10_000);
export const CONCURRENCY = Math.max(1, envInt('BENCH_CONCURRENCY', 32));
export const TIMEOUT_SECONDS = envInt('BENCH_TIMEOUT_SECONDS', 900);
/** Rows posted first to another organization's import and waited for, so that module loading and JIT warm-up (Node and the JVM) stay out of the figures. */
export const WARMUP_ROWS = envInt('BENCH_WARMUP_ROWS', 300);
export const COMPANIES = Math.max(1, envInt('BENCH_COMPANIES', 300));
/** Rows posted one at a time after the warm-up, for the intake's latency without contention. */
export const PROBE_ROWS = envInt('BENCH_PROBE_ROWS', 200);
/** The import's own limit at its maximum, so that it does not throttle the bench. */
export const RATE_LIMIT = { perSecond: 1000, burst: 2000 } as const;
/** The import's rules: free-mail and invalid addresses are unqualified, a known email connects to its contact. */
export const IMPORT_RULES = {
  qualificationContactEmailFreeDomain: true,
  qualificationContactEmailInvalid: true,
  connectExisting: true,
} as const;
/** How often the import's `total` is read while rows are being processed. */
export const POLL_MS = 250;
/** Without a new finished row for this long, the rows are listed to see whether some finished without being counted. */
export const STALL_MS = 15_000;
/** Before posting, wait (at most QUIET_WAIT_SECONDS) until other processes use less than this % of one core: other work on the 2 cores skews every figure. */
export const QUIET_OTHER_PERCENT = envInt('BENCH_QUIET_OTHER_PERCENT', 25);
export const QUIET_WAIT_SECONDS = envInt('BENCH_QUIET_WAIT_SECONDS', 300);
/** Samples the Node main thread with V8's profiler during the measured run (BENCH_PROFILE=0 turns it off). */
export const PROFILE = process.env.BENCH_PROFILE !== '0';
/** Operations per case of the DynamoDB Local cost references run after the figures are taken. */
export const COST_OPS = envInt('BENCH_COST_OPS', 300);
export const GOAL_ROWS_PER_SECOND = 1000;
export const GOAL_ACCEPT_P99_MS = 25;

/** The import-row worker's event source mapping (batch size, maximum concurrency), from the function table. */
export function workerConsumes() {
  return appModel.functions.find((fn) => fn.queues?.consumes?.queue === IMPORT_ROWS_QUEUE.name)!.queues!.consumes!;
}

export type WorkerConsumes = ReturnType<typeof workerConsumes>;

/** How the run was made, for ingest.json and INGEST.md. */
export function methodDescription(
  dataset: RowSet,
  warmup: { rows: number; final: number; importTotal: number } | undefined,
) {
  return {
    rows: ROWS,
    concurrency: CONCURRENCY,
    warmupRows: WARMUP_ROWS,
    timeoutSeconds: TIMEOUT_SECONDS,
    mix: dataset.counts,
    companies: COMPANIES,
    import: { rateLimit: RATE_LIMIT, ...IMPORT_RULES },
    client: 'fetch (undici, keep-alive), N requests in flight, each timed until its body is read',
    dns: `an in-process dns2 UDP server at LOCAL_DNS_SERVERS answering MX for the ${dataset.companyDomains.length} company domains and ${dataset.freeDomains.length} free-mail domains (the worker caches definite answers 10 minutes)`,
    completion: `the import's total polled every ${POLL_MS} ms (one GetItem), then every row listed once (Query of the org's importRow partition) to confirm; the end is the latest updatedAt of a final row`,
    warmup,
    quiet: `before posting, waited up to ${QUIET_WAIT_SECONDS} s until other processes used < ${QUIET_OTHER_PERCENT}% of a core; other processes' CPU is sampled through the run`,
    attribution:
      'the process-wide DynamoDB client wrapped: each call attributed by the source files on its async stack (intake, worker), its items written and estimated WCUs taken from the request',
  };
}
