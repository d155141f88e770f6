// Webhook ingest bench: posts BENCH_ROWS rows at a WEBHOOK import of the local runtime, waits until every row is final, and reports accept latency, throughput, lost and duplicated counts and what limits them.
import { loadavg } from 'node:os';
import { startLocalRuntime, type LocalRuntime } from '../infra/local/runtime.js';
import { IMPORT_ROWS_QUEUE } from '../lib/queue/queues.js';
import { createDocumentClient, createSqsClient, defaultDocumentClient, defaultSqsClient } from '../lib/aws/clients.js';
import { imports } from '../lib/resources/imports.js';
import { recordPartition } from '../lib/store/keys.js';
import { seedApiKey } from '../test/support/seed.js';
import { instrumentOrigins } from './support/call-origins.js';
import { startCpuSampler } from './support/cpu-sampler.js';
import { instrumentClient } from './support/dynamodb-time.js';
import {
  COMPANIES,
  CONCURRENCY,
  methodDescription,
  PROBE_ROWS,
  PROFILE,
  QUIET_OTHER_PERCENT,
  QUIET_WAIT_SECONDS,
  RATE_LIMIT,
  ROWS,
  TIMEOUT_SECONDS,
  WARMUP_ROWS,
  workerConsumes,
} from './support/ingest-config.js';
import { ingestFigures, ingestGoals, runTiming } from './support/ingest-figures.js';
import { ingestLimits } from './support/ingest-limits.js';
import { writeMarkdown } from './support/ingest-markdown.js';
import { dynamodbLocalCosts } from './support/ingest-op-costs.js';
import { checkTable } from './support/ingest-outcome.js';
import { createImport, postRows, type PostOutcome } from './support/ingest-post.js';
import { loadResult, saveResult, type IngestResult } from './support/ingest-result.js';
import { generateRows } from './support/ingest-rows.js';
import { printSummary } from './support/ingest-summary.js';
import { readImportItem, waitForFinal } from './support/ingest-wait.js';
import { warmUp } from './support/ingest-warmup.js';
import { log } from './support/log.js';
import { machineFacts, revision } from './support/machine.js';
import { startDnsServer, type DnsServer } from '../test/support/dns-server.js';
import { startNodeProfile } from './support/node-profile.js';
import { progressLine } from './support/progress.js';
import { pollQueueDepth } from './support/queue-depth.js';
import { waitForQuietCpu } from './support/quiet-cpu.js';
import { round } from './support/stats.js';
import { stopOnSignal } from './support/stop-on-signal.js';

async function main(): Promise<void> {
  let runtime: LocalRuntime | undefined;
  let dns: DnsServer | undefined;
  stopOnSignal(async () => {
    await runtime?.stop();
    await dns?.close();
  });

  const dataset = generateRows({ count: ROWS, companies: COMPANIES, seed: 1 });
  const warmupSet = generateRows({
    count: Math.max(WARMUP_ROWS + PROBE_ROWS, 1),
    companies: Math.min(COMPANIES, 50),
    seed: 2,
    emailTag: 'warmup',
  });
  const { rows } = dataset;

  try {
    // MX lookups go to this server: with no DNS reachable they would time out (2 s each, "unknown") and the bench would measure timeouts.
    // MX `mx1.<name>` for every domain of the bench; any other name exists with no records (a definite "no MX").
    const domains = [...dataset.companyDomains, ...dataset.freeDomains, ...warmupSet.companyDomains].map((domain) =>
      domain.toLowerCase(),
    );
    dns = await startDnsServer({
      mx: Object.fromEntries(domains.map((domain) => [domain, [{ exchange: `mx1.${domain}`, priority: 10 }]])),
    });
    log(
      `DNS server for MX lookups at ${dns.address} (LOCAL_DNS_SERVERS): MX for ${dataset.companyDomains.length} company domains and ${dataset.freeDomains.length} free-mail domains`,
    );

    const bootStart = performance.now();
    // The API's per-key limit stays in the path with a limit the bench does not reach (it only creates the imports).
    runtime = await startLocalRuntime({
      port: 0,
      env: { RATE_LIMIT_REQUESTS: '100000000', LOCAL_DNS_SERVERS: dns.address },
      log: (message, error) => log(`${message} ${error ?? ''}`),
    });
    log(
      `local runtime up in ${((performance.now() - bootStart) / 1000).toFixed(1)} s at ${runtime.url} (DynamoDB Local in memory at ${runtime.dynamodbEndpoint})`,
    );
    const client = createDocumentClient(runtime.dynamodbEndpoint);
    const sqs = createSqsClient(runtime.sqsEndpoint);
    const tableName = runtime.tableName;
    const queueUrl = runtime.queueUrls[IMPORT_ROWS_QUEUE.name]!.url;

    // The handlers run in this process and share the process-wide clients: wrapping them attributes every call.
    const key = await seedApiKey(runtime, ['*:write']);
    const org = key.org;
    const importBytes = new Map<string, number>();
    const origins = instrumentOrigins(
      defaultDocumentClient(),
      [
        { origin: 'intake', file: '/lib/imports/intake' },
        { origin: 'intake', file: '/lib/imports/webhook-rate-limit.ts' },
        { origin: 'worker', file: '/lib/imports/worker.ts' },
        { origin: 'worker', file: '/lib/imports/import-progress.ts' },
        { origin: 'reconciler', file: '/lib/imports/reconciler.ts' },
      ],
      {
        organization: org,
        itemBytes: ({ pk, sk }) => (pk === recordPartition(org, imports.object) ? importBytes.get(sk) : undefined),
      },
    );
    const sqsSends = instrumentClient(defaultSqsClient() as never);

    // 1. Warm-up: another organization's import, so that its rows count nowhere in the figures.
    const warmup = await warmUp({ runtime, client, tableName, rows: warmupSet.rows, origins, sqsSends });

    // 2. The measured import, once the machine is quiet.
    const quietBeforeStart = await waitForQuietCpu(QUIET_OTHER_PERCENT, QUIET_WAIT_SECONDS);
    const loadAtStart = round(loadavg()[0]!);
    const benchImport = await createImport(runtime, key, 'Bench ingest');
    log(
      `import ${benchImport.id}: WEBHOOK, rate limit ${RATE_LIMIT.perSecond}/s burst ${RATE_LIMIT.burst}, free-mail and invalid-email rules on, connectExisting on`,
    );
    log(
      `posting ${ROWS.toLocaleString('en-US')} rows (${Object.entries(dataset.counts)
        .map(([kind, n]) => `${n} ${kind}`)
        .join(', ')}) with ${CONCURRENCY} requests in flight`,
    );
    origins.reset();
    sqsSends.reset();
    const dnsQueriesBefore = dns.totalQueries();

    let accepted = 0;
    let lastTotal = 0;
    const profiler = PROFILE ? await startNodeProfile() : undefined;
    const sampler = startCpuSampler(() => ({
      accepted,
      final: lastTotal,
      queueVisible: queue.current.visible,
      queueInFlight: queue.current.inFlight,
    }));
    const samplerStart = performance.now();
    const queue = pollQueueDepth(sqs, queueUrl);

    let posted: PostOutcome | undefined;
    const firstPostWall = Date.now();
    const posting = postRows(benchImport.webhookUrl, rows, CONCURRENCY, 'posting', (n) => (accepted = n)).then(
      (outcome) => (posted = outcome),
    );
    const finalProgress = progressLine('final rows', ROWS);
    const finalRows = await waitForFinal({
      client,
      tableName,
      org,
      importId: benchImport.id,
      expectedRows: () => (posted ? new Set(posted.rowIds.values()).size : undefined),
      acceptedIds: () => new Set(posted?.rowIds.values() ?? []),
      deadlineWall: () => firstPostWall + TIMEOUT_SECONDS * 1000,
      onTotal: (total, bytes) => {
        importBytes.set(benchImport.id, bytes);
        lastTotal = total;
        finalProgress.tick(total);
      },
    });
    await posting;
    finalProgress.finish(lastTotal);
    sampler.stop();
    const nodeProfile = await profiler?.stop();
    queue.stop();
    const loadAtEnd = round(loadavg()[0]!);
    const post = posted!;
    const dnsQueries = dns.totalQueries() - dnsQueriesBefore;
    if (finalRows.timedOut) log(`TIMED OUT after ${TIMEOUT_SECONDS} s: some rows never became final`);

    // 3. What the table holds.
    log('counting what the table holds…');
    const check = await checkTable({ client, tableName, org, rows, post, finalRows });
    const importItem = (await readImportItem(client, tableName, org, benchImport.id)) ?? {};
    log('timing single operations on DynamoDB Local…');
    const opCosts = await dynamodbLocalCosts(client, tableName, importItem, sampler.jvmPid);

    // 4. Figures, what limits them, the report.
    const timing = runTiming(post, finalRows, check.distinctRowIds);
    const figures = ingestFigures({ warmup, post, finalRows, timing, check, importItem });
    const limits = ingestLimits({
      origins,
      sqsSends,
      dnsQueries,
      consumes: workerConsumes(),
      sampler,
      samplerStart,
      post,
      timing,
      distinctRowIds: check.distinctRowIds,
      rowsById: check.rowsById,
      importId: benchImport.id,
      importItem,
      quietBeforeStart,
      loadAverage: { start: loadAtStart, end: loadAtEnd },
      nodeProfile,
      dynamodbLocalCosts: opCosts,
    });
    const result: IngestResult = {
      generatedAt: new Date().toISOString(),
      revision: revision(),
      machine: { ...machineFacts(), sqs: 'fauxqs (in process)' },
      method: methodDescription(dataset, warmup.info),
      figures,
      limits,
      goals: ingestGoals(figures, post, rows.length),
      timeline: sampler.samples,
    };
    saveResult(result);
    writeMarkdown(result);

    // 5. Console summary.
    printSummary(result, dns.address);

    await runtime.stop();
    runtime = undefined;
    await dns.close();
    dns = undefined;
    client.destroy();
    sqs.destroy();
    const { lost, duplicated } = figures;
    if (lost.total !== 0 || duplicated.total !== 0 || post.errors.length !== 0) {
      console.error(
        `FAILED: LOST ${lost.total}, DUPLICATED ${duplicated.total}, responses not 200: ${post.errors.length}`,
      );
      process.exitCode = 1;
    }
  } catch (error) {
    await runtime?.stop();
    await dns?.close();
    throw error;
  }
}

/** BENCH_RENDER_ONLY=1 rewrites INGEST.md from the last ingest.json without running anything. */
async function renderOnly(): Promise<void> {
  writeMarkdown(loadResult());
  log('rewrote bench/INGEST.md from bench/ingest.json');
}

(process.env.BENCH_RENDER_ONLY === '1' ? renderOnly() : main()).then(
  () => process.exit(process.exitCode ?? 0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
