// Ingest bench (`npm run bench:ingest`, `:api`, `:file`): rows given to one import as webhook posts, API batches of 1,000
// or one CSV file (BENCH_MODE), the table checked, the goals judged. BENCH_ROWS (10000; 100000 for a file),
// BENCH_CONCURRENCY (32 in flight), BENCH_WARMUP_ROWS (300, another organization's import),
// BENCH_TIMEOUT_SECONDS (900 for every row to become final; 7200 for a file). Exits non-zero on a row LOST, DUPLICATED
// or not 200, or DRIFT. A file's run keeps DynamoDB Local on disk: 100,000 rows and their records outgrow its memory.
import { setTimeout as sleep } from 'node:timers/promises';
import { FINISHED_ROWS, importRowsScope } from '../lib/imports/rows/row-markers.js';
import { rowCreatedTypes } from '../lib/imports/rows/row-pending.js';
import { paperSection } from './support/aws-paper.js';
import type { DynamoDbCall } from '../test/support/dynamodb-calls.js';
import { startDnsServer } from '../test/support/dns-server.js';
import { createWebhookImport, listAll } from '../test/support/imports.js';
import { log, markdownTable, verdict, writeResults } from './support/report.js';
import { inParallel } from '../lib/platform/in-parallel.js';
import { type BenchRuntime, envInt, onStop, runBench, startBenchRuntime } from './support/runtime.js';
import { type SeededKey as Organization, seedApiKey } from '../test/support/seed.js';
import { round, summarize } from './support/stats.js';
import { countBy } from '../test/support/count-by.js';
import { checkTable } from '../test/support/ingest-check.js';
import { type WebhookRow, webhookRows } from '../test/support/webhook-rows.js';

/** How rows reach the import: webhook posts (BENCH_MODE=webhook), API batches of 1,000 (api), one CSV file (file). */
const MODE = (process.env.BENCH_MODE ?? 'webhook') as 'webhook' | 'api' | 'file';
const ROWS = envInt('BENCH_ROWS', MODE === 'file' ? 100_000 : 10_000);
const WARMUP_ROWS = envInt('BENCH_WARMUP_ROWS', 300);
const CONCURRENCY = Math.max(1, envInt('BENCH_CONCURRENCY', 32));
const TIMEOUT_MS = envInt('BENCH_TIMEOUT_SECONDS', MODE === 'file' ? 7200 : 900) * 1000;
/** The goals of the cost and speed issue: end to end with nothing lost or doubled, and the write units a row costs. */
const [GOAL_ROWS_PER_SECOND, GOAL_WRITE_UNITS_PER_ROW] = [250, 30];
/** The import's own rate limit at its maximum, and the rules that make free-mail and invalid addresses unqualified. */
const IMPORT_SETTINGS = {
  name: 'Bench ingest',
  webhookRateLimit: { perSecond: 1000, burst: 2000 },
  qualificationContactEmailFreeDomain: true,
  qualificationContactEmailInvalid: true,
  connectExisting: true,
};

/** A file's header: its columns named like the webhook row's fields, which a file import without a mapping reads. */
const CSV_HEADER =
  'contact.email,contact.name,contact.note,contact.externalIdApollo,employment.title,company.name,company.domain';
const csvLine = (cells: unknown[]) => cells.map((cell) => `"${String(cell ?? '').replace(/"/g, '""')}"`).join(',');

/** Creates an import of the mode's type, gives it `rows` and waits until it has counted each accepted row as done. */
async function ingest({ runtime, store }: BenchRuntime, organization: Organization, rows: WebhookRow[]) {
  const type = { webhook: 'WEBHOOK', api: 'API', file: 'FILE_IMPORT' }[MODE];
  const { id, webhookUrl } = await createWebhookImport(runtime, organization, { ...IMPORT_SETTINGS, type });
  const [latencies, rowIds, failures, firstPost]: [number[], string[], string[], number] = [[], [], [], Date.now()];
  let busyRetries = 0;
  // `CONCURRENCY` in flight, each try timed until its answer is read. A busy answer (429, 503) is sent again after its
  // Retry-After, as integrators do: a row taken though its answer came late is then answered with the stored row.
  const send = async (url: string, body: string, init: RequestInit, took: (text: string) => void) => {
    for (let attempt = 1; ; attempt++, busyRetries++) {
      const start = performance.now();
      const response = await fetch(url, { method: 'POST', ...init, body });
      const text = await response.text();
      latencies.push(performance.now() - start);
      if ([200, 202].includes(response.status)) return took(text);
      if (![429, 503].includes(response.status) || attempt === 20)
        return void failures.push(`${response.status} ${text}`);
      await sleep(Number(response.headers.get('retry-after') ?? 1) * 1000);
    }
  };
  // Webhook posts carry no credential but their address; the API's requests carry the key's headers.
  const [plain, keyed] = [{ headers: { 'Content-Type': 'application/json' } }, { headers: organization.headers }];
  if (MODE === 'webhook')
    // The address names the host the request came to; post to the runtime's own origin.
    await inParallel(rows.length, CONCURRENCY, (i) =>
      send(`${runtime.url}${new URL(webhookUrl).pathname}`, JSON.stringify(rows[i]!.body), plain, (text) => {
        rowIds[i] = (JSON.parse(text) as { id: string }).id;
      }),
    );
  if (MODE === 'api')
    await inParallel(Math.ceil(rows.length / 1000), Math.min(CONCURRENCY, 4), (batch) => {
      const body = JSON.stringify({ rows: rows.slice(batch * 1000, (batch + 1) * 1000).map((row) => row.body) });
      return send(`${runtime.url}/v5/imports/${id}/rows`, body, keyed, (text) => {
        const taken = (JSON.parse(text) as { rows: { id: string }[] }).rows;
        for (const [i, row] of taken.entries()) rowIds[batch * 1000 + i] = row.id;
      });
    });
  if (MODE === 'file') {
    const ask = JSON.stringify({ fileName: 'bench.csv', contentType: 'text/csv' });
    let upload = { uploadUrl: '', headers: {} };
    await send(`${runtime.url}/v5/imports/${id}/upload`, ask, keyed, (text) => (upload = JSON.parse(text)));
    const lines = rows.map(({ body: { contact: c, employment: e, company: o } }) =>
      csvLine([c.email, c.name, c.note, c.externalIdApollo, e.title, o.name, o.domain]),
    );
    const file = [CSV_HEADER, ...lines].join('\n');
    await fetch(upload.uploadUrl, { method: 'PUT', headers: upload.headers, body: file });
  }
  const accepted = MODE === 'file' ? rows.length : rowIds.filter(Boolean).length;
  // The import's total counts the rows on a tally beside it: read through the bench's own store, not the handlers'.
  const finished = () => store.tallies.read(organization.org, importRowsScope(id), FINISHED_ROWS);
  let total = await finished();
  for (; total < accepted && Date.now() - firstPost <= TIMEOUT_MS; total = await finished()) await sleep(250);
  return { id, firstPost, total, accepted, latencies, rowIds, failures, busyRetries };
}

async function main(): Promise<boolean> {
  const dns = await startDnsServer({ mxForAny: true });
  onStop(() => dns.close());
  const env = { LOCAL_DNS_SERVERS: dns.address };
  const bench = await startBenchRuntime({ env, keepInputs: true, onDisk: MODE === 'file' });
  const { runtime, handlerCalls } = bench;
  // Warm-up rows to another organization's import.
  if (WARMUP_ROWS > 0) await ingest(bench, await seedApiKey(runtime), webhookRows(WARMUP_ROWS, 'warmup'));
  const [organization, rows] = [await seedApiKey(runtime), webhookRows(ROWS, 'bench')];
  log(`posting ${ROWS} rows, ${CONCURRENCY} in flight`);
  // The run's calls alone: those made before it (the warm-up's too) are settled and dropped.
  const settledCalls = () => handlerCalls.idle(500, 60_000).then(() => handlerCalls.take());
  await settledCalls();
  const mxQueriesBefore = dns.totalQueries();
  const run = await ingest(bench, organization, rows);
  const [calls, mxQueries] = [await settledCalls(), dns.totalQueries() - mxQueriesBefore];
  log(`${run.total} of ${run.accepted} rows final; reading rows and contacts back through the API`);
  // What the table holds, read back through the API.
  const storedRows = await listAll(runtime, organization, '/v5/import-rows', { 'filter.importId.equals': run.id });
  // A file's rows are taken in its order (CHRONOLOGICAL): their ids sort as its lines do.
  const rowIds = MODE === 'file' ? storedRows.map((row) => String(row.id)).sort() : run.rowIds;
  const check = checkTable(rows, rowIds, storedRows, await listAll(runtime, organization, '/v5/contacts'));
  log(`lost ${JSON.stringify(check.figures.lost)}, duplicated ${check.figures.duplicated}; auditing the indexes`);
  // Every token, membership and tally of the records rows make, against them: a Scan in segments of ~1,000 items.
  const audit = await bench.store.auditIndexing(organization.org, rowCreatedTypes, { segments: ROWS / 50 });
  const { total: drift, byType: indexDrift } = audit;
  const [seconds, accept] = [(check.lastFinal - run.firstPost) / 1000, summarize(run.latencies)];
  const figures = {
    ...{ rows: ROWS, concurrency: CONCURRENCY, kinds: Object.fromEntries(countBy(rows, (row) => row.kind)) },
    ...{ withNote: rows.filter((row) => row.body.contact.note).length, accepted: run.accepted, mxQueries },
    ...{ notAccepted: run.failures.length, failureExamples: run.failures.slice(0, 5), busyRetries: run.busyRetries },
    ...{ acceptLatencyMs: accept, endToEndSeconds: round(seconds, 1), rowsPerSecond: round(run.accepted / seconds, 1) },
    ...{ importTotal: run.total, ...check.figures, drift, indexDrift },
    dynamodbPerRow: callsPerRow(calls, run.accepted),
  };

  const [{ lost, duplicated }, writeUnits] = [figures, figures.dynamodbPerRow.All?.writeUnits ?? 0];
  const fast = figures.rowsPerSecond >= GOAL_ROWS_PER_SECOND && lost.total === 0 && duplicated === 0;
  const bold = (value: number) => (value === 0 ? '0' : `**${value}**`);
  const lostDetail = `${bold(lost.total)} (${lost.rowsNotFinal} + ${lost.emailsWithoutContact})`;
  const listed = (of: Record<string, number>) =>
    Object.entries(of)
      .map(([name, n]) => `${n} ${name}`)
      .join(', ');
  const body = [
    verdict(fast, `≥ ${GOAL_ROWS_PER_SECOND} rows/s end to end with 0 lost and 0 duplicated: ${figures.rowsPerSecond}`),
    verdict(writeUnits <= GOAL_WRITE_UNITS_PER_ROW, `≤ ${GOAL_WRITE_UNITS_PER_ROW} write units per row: ${writeUnits}`),
    '',
    markdownTable(
      ['Figure', 'Value'],
      [
        ['Rows posted', `${ROWS}: ${listed(figures.kinds)}`],
        ['Rows with a note', figures.withNote],
        ['Accepted (200) / not / busy answers resent', `${run.accepted} / ${run.failures.length} / ${run.busyRetries}`],
        ['Accept latency p50 / p95 / p99 / max', `${accept.p50} / ${accept.p95} / ${accept.p99} / ${accept.max} ms`],
        ['End to end (first post → last row final)', `${figures.endToEndSeconds} s, ${figures.rowsPerSecond} rows/s`],
        ['LOST: rows not final + emails without contact', lostDetail],
        ['DUPLICATED: contacts beyond one per qualifying email', bold(duplicated)],
        ['DRIFT: index items missing or stale, tally miscounts', bold(drift)],
        ['Contacts / distinct qualifying emails', `${figures.contacts} / ${figures.distinctQualifyingEmails}`],
        ['Final statuses', listed(figures.statuses)],
        ['Rows whose status is not their kind’s', figures.unexpectedStatuses],
        ["The import's total / accepted rows", `${run.total} / ${run.accepted}`],
        ['MX lookups that reached DNS', mxQueries],
      ],
    ),
    '',
    'DynamoDB calls per accepted row, by command, and the capacity units DynamoDB Local reported for them (writes to',
    'the indexes included; an index slot carries keys, id and deletedAt):',
    '',
    markdownTable(
      ['Command', 'Calls per row', 'Write units per row', 'Read units per row'],
      Object.entries(figures.dynamodbPerRow).map(([command, c]) => [command, c.calls, c.writeUnits, c.readUnits]),
    ),
    '',
    paperSection([[`a ${MODE} row, from its arrival to its final write`, [calls], run.accepted]]),
  ].join('\n');
  writeResults({
    title: `Ingest bench: ${{ webhook: 'webhook rows', api: 'API batches of 1,000', file: 'one CSV file' }[MODE]}`,
    script: MODE === 'webhook' ? 'bench:ingest' : `bench:ingest:${MODE}`,
    markdownName: MODE === 'webhook' ? 'INGEST' : `INGEST-${MODE.toUpperCase()}`,
    jsonName: MODE === 'webhook' ? 'ingest' : `ingest-${MODE}`,
    method: [
      `${ROWS} rows to one import (${{ webhook: `posted to a WEBHOOK import, ${CONCURRENCY}`, api: 'posted to an API import in batches of 1,000, 4', file: 'in one CSV file uploaded to a FILE_IMPORT' }[MODE]}`,
      `${MODE === 'file' ? '' : 'in flight (keep-alive fetch, each timed until its answer is read), '}after ${WARMUP_ROWS} warm-up rows to another org;`,
      'rate limit at its maximum, free-mail and invalid-email rules on.',
      "Done when the import's total counts every accepted row; end to end: first post to latest updatedAt of a final row.",
      'LOST, DUPLICATED: read back through the API; DRIFT: every token, membership and tally of the types rows create',
      "against their records, by a Scan. Calls and capacity (ReturnConsumedCapacity TOTAL): a middleware on the handlers'",
      `SDK client. MX: a local DNS server. DynamoDB Local (${MODE === 'file' ? 'on disk' : 'in memory'}), fauxqs, API and bench on one machine.`,
    ],
    body,
    figures,
  });
  console.log(body);
  // The goals are judged above; the run fails only when rows were lost, doubled or refused, or the indexes drifted.
  const passed = lost.total === 0 && duplicated === 0 && drift === 0 && run.failures.length === 0;
  if (!passed) console.error(`FAILED: ${lost.total} lost, ${duplicated} duplicated, ${drift} drift`);
  return passed;
}

/** The calls, write units and read units per row, by command (most called first) and in all. */
function callsPerRow(calls: DynamoDbCall[], rows: number) {
  const perRow = (of: DynamoDbCall[], units?: 'writeUnits' | 'readUnits') =>
    round((units ? of.reduce((total, call) => total + call[units], 0) : of.length) / rows, 2);
  const tally = (of: DynamoDbCall[]) => ({
    calls: perRow(of),
    writeUnits: perRow(of, 'writeUnits'),
    readUnits: perRow(of, 'readUnits'),
  });
  const byCommand = [...countBy(calls, (call) => call.command)]
    .sort((a, b) => b[1] - a[1])
    .map(([command]) => [command.replace(/Command$/, ''), tally(calls.filter((call) => call.command === command))]);
  return Object.fromEntries([...byCommand, ['All', tally(calls)]]) as Record<string, ReturnType<typeof tally>>;
}

runBench(main);
