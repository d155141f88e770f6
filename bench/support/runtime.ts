// Starts the local runtime in the bench's process (stopped on exit and Ctrl-C); organizations with API keys.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { startLocalRuntime } from '../../infra/local/runtime.js';
import { defaultDocumentClient } from '../../lib/app/aws-clients.js';
import { createDocumentClient } from '../../lib/platform/aws/clients.js';
import type { Resource } from '../../lib/platform/resources/define.js';
import { createStore, type Store } from '../../lib/platform/store/store.js';
import type { Item } from '../../lib/platform/store/table-access.js';
import { inParallel } from '../../lib/platform/in-parallel.js';
import { recordCalls } from '../../test/support/dynamodb-calls.js';
import { log } from './report.js';

/** A BENCH_* setting: a non-negative integer, or `fallback` when unset. */
export function envInt(name: string, fallback: number): number {
  const value = Number(process.env[name] || fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, not ${value}`);
  return value;
}

export type BenchRuntime = Awaited<ReturnType<typeof startBenchRuntime>>;

const cleanups: Array<() => Promise<unknown>> = [];
/** Runs on exit of the bench (success, failure or signal). */
export const onStop = (cleanup: () => Promise<unknown>) => void cleanups.push(cleanup);
async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch((error) => log(`cleanup: ${error}`));
}

/** Runs a bench's main function, stops what it started and exits: non-zero when it throws or returns false. */
export function runBench(main: () => Promise<boolean>): void {
  const exit = (code: number) => void cleanUp().then(() => process.exit(code));
  process.once('SIGINT', () => exit(130));
  process.once('SIGTERM', () => exit(143));
  main().then(
    (passed) => exit(passed ? 0 : 1),
    (error: unknown) => exit(console.error(error) ?? 1),
  );
}

/** The local runtime (DynamoDB Local in memory or `onDisk`, fauxqs, HTTP on a free port); `keepInputs`: call inputs. */
export async function startBenchRuntime(
  options: { env?: Record<string, string>; keepInputs?: boolean; scheduleTimers?: boolean; onDisk?: boolean } = {},
) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const started = performance.now();
  const dataRoot = options.onDisk ? mkdtempSync(`${tmpdir()}/outreach-bench-`) : undefined;
  if (dataRoot) onStop(async () => rmSync(dataRoot, { recursive: true, force: true }));
  const runtime = await startLocalRuntime({
    port: 0,
    dataDir: dataRoot && `${dataRoot}/dynamodb`,
    // A bench that drives time runs the scheduled functions itself (runScheduled), at the times it sets.
    scheduleTimers: options.scheduleTimers,
    // The bench measures the service, not its limits: one key, one organization and one address send everything.
    env: {
      RATE_LIMIT_REQUESTS: '100000000',
      PER_IP_LIMIT_MULTIPLIER: '100000',
      IMPORT_ORG_ROWS_PER_SECOND: '100000',
      IMPORT_ORG_ROWS_BURST: '100000',
      ...options.env,
    },
    log: (message, error) => log(`${message} ${error ?? ''}`),
  });
  onStop(() => runtime.stop());
  log(`local runtime up in ${((performance.now() - started) / 1000).toFixed(1)} s at ${runtime.url}`);
  // The bench's own document client, and a store on it: their calls are not the handlers'.
  const client = createDocumentClient(runtime.dynamodbEndpoint);
  const store = createStore({ client, tableName: runtime.tableName });
  // The handlers run in this process and share one document client (for the DYNAMODB_ENDPOINT the runtime set).
  const handlerCalls = recordCalls(defaultDocumentClient(), { keepInputs: options.keepInputs });
  return { runtime, client, store, handlerCalls };
}

/** What the store records as the author of the bench's writes. */
const actor = { type: 'system', id: 'bench' } as const;
export const benchContext = (org: string) => ({ org, actor, requestId: 'bench' });

/** Records of one family in `org` from their data (defaults added), `per` a transaction, 8 in flight: their ids. */
export async function createRecords(store: Store, org: string, family: Resource, datas: Item[], per = 25) {
  // Up to `per` records a transaction, fewer when their items (a contact's tokens, memberships, tallies) pass 100.
  const batches: Item[][] = [];
  let items = 0;
  for (const data of datas.map((raw) => family.withDefaults(raw))) {
    const count = store.createItems(family.entity, benchContext(org), data).items.length;
    if (!batches.length || batches.at(-1)!.length >= per || items + count > 100) {
      batches.push([]);
      items = 0;
    }
    batches.at(-1)!.push(data);
    items += count;
  }
  const ids: string[][] = [];
  await inParallel(batches.length, 8, async (i) => {
    const creates = batches[i]!.map((data) => ({ entity: family.entity, ctx: benchContext(org), data }));
    ids[i] = (await store.createAll(creates)).map((record) => record.id);
  });
  return ids.flat();
}
