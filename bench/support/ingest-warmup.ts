// The ingest bench's warm-up: rows posted to another organization's import and waited for, then a few posted one at a time for the intake's latency without contention.
import { setTimeout as sleep } from 'node:timers/promises';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { LocalRuntime } from '../../infra/local/runtime.js';
import { seedApiKey } from '../../test/support/seed.js';
import type { CallOrigins } from './call-origins.js';
import type { ClientTimer } from './dynamodb-time.js';
import { perRow } from './ingest-calls.js';
import { CONCURRENCY, PROBE_ROWS, WARMUP_ROWS } from './ingest-config.js';
import { createImport, postRows } from './ingest-post.js';
import type { BenchRow } from './ingest-rows.js';
import { readImportItem, waitForFinal } from './ingest-wait.js';
import { log } from './log.js';
import { round, summarizeTail, type TailSummary } from './stats.js';

export interface ProbeCalls {
  dynamodb: Record<string, { calls: number; meanMs: number }>;
  sqsSendMeanMs: number;
}

export interface Warmup {
  info: { rows: number; final: number; importTotal: number } | undefined;
  /** Accept latency one request at a time, after the warm-up. */
  unloaded: TailSummary | undefined;
  /** The intake's calls during those requests. */
  probeCalls: ProbeCalls | undefined;
}

/** Posts WARMUP_ROWS rows (waiting until they are final), then PROBE_ROWS one at a time, from `rows`, in an organization of its own so that they count nowhere in the figures. */
export async function warmUp(options: {
  runtime: LocalRuntime;
  client: DynamoDBDocumentClient;
  tableName: string;
  rows: BenchRow[];
  origins: CallOrigins;
  sqsSends: ClientTimer;
}): Promise<Warmup> {
  const { runtime, client, tableName, origins, sqsSends } = options;
  const warmup: Warmup = { info: undefined, unloaded: undefined, probeCalls: undefined };
  if (WARMUP_ROWS + PROBE_ROWS === 0) return warmup;
  const warmKey = await seedApiKey(runtime, ['*:write']);
  const warmImport = await createImport(runtime, warmKey, 'Bench warm-up');
  const warmStart = Date.now();
  const posted = await postRows(
    warmImport.webhookUrl,
    options.rows.slice(0, WARMUP_ROWS),
    CONCURRENCY,
    undefined,
    () => undefined,
  );
  const accepted = new Set(posted.rowIds.values());
  const final = await waitForFinal({
    client,
    tableName,
    org: warmKey.org,
    importId: warmImport.id,
    expectedRows: () => accepted.size,
    acceptedIds: () => accepted,
    deadlineWall: () => warmStart + 180_000,
    onTotal: () => undefined,
  });
  if (final.timedOut) log('warm-up: some rows were not final after 180 s; measuring anyway');
  const warmTotal = (await readImportItem(client, tableName, warmKey.org, warmImport.id))?.total;
  warmup.info = {
    rows: accepted.size,
    final: final.rows.filter((row) => row.status !== 'QUEUED').length,
    importTotal: typeof warmTotal === 'number' ? warmTotal : 0,
  };
  if (warmup.info.importTotal !== warmup.info.final)
    log(`warm-up: the import's total says ${warmup.info.importTotal} but ${warmup.info.final} rows are final`);
  if (PROBE_ROWS > 0) {
    // One request at a time: the intake's own latency, with only the worker's processing of the previous rows beside it.
    origins.reset();
    sqsSends.reset();
    const probe = await postRows(warmImport.webhookUrl, options.rows.slice(WARMUP_ROWS), 1, undefined, () => undefined);
    const unloaded = summarizeTail(probe.latencies);
    const calls = perRow(origins.report().intake, Math.max(probe.latencies.length, 1));
    warmup.unloaded = unloaded;
    warmup.probeCalls = {
      dynamodb: Object.fromEntries(
        Object.entries(calls?.bySite ?? {}).map(([site, stats]) => [
          site,
          { calls: stats.calls, meanMs: stats.meanMs },
        ]),
      ),
      sqsSendMeanMs: round(sqsSends.milliseconds / Math.max(sqsSends.calls, 1)),
    };
    log(`one request at a time (${unloaded.n} rows): accept p50 ${unloaded.p50} ms, p99 ${unloaded.p99} ms`);
    await sleep(3000);
  }
  log(
    `warm-up: ${accepted.size} rows (${posted.errors.length} not 200) posted and processed in ${((Date.now() - warmStart) / 1000).toFixed(1)} s in another organization`,
  );
  return warmup;
}
