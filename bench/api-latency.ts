// API latency bench (`npm run bench:api`): API requests on 100,000 contacts next to the same DynamoDB reads made bare.
// Settings: BENCH_CONTACTS (100000 in the measured organization), BENCH_NOISE_CONTACTS (5000 in a second one),
// BENCH_SAMPLES (200 a case), BENCH_CASE_SECONDS (60: a case stops sampling after this, with at least one sample),
// BENCH_TIMEOUT_SECONDS (10, the API functions' timeout, at which they answer 500 themselves: a bare replay is
// abandoned after it, a request after twice it). Quick run: BENCH_CONTACTS=5000.
// CPU profile of the whole process (handlers included), to open in Chrome DevTools:
//   node --cpu-prof --cpu-prof-dir=bench/out --import tsx bench/api-latency.ts
import * as ddb from '@aws-sdk/lib-dynamodb';
import type { DynamoDbCall } from './support/dynamodb-calls.js';
import { type Cell, log, markdownTable, writeResults } from './support/report.js';
import { type BenchRuntime, createOrganization, envInt, runBench, startBenchRuntime } from './support/runtime.js';
import { RARE_TAG, SEARCH_NAME, seedContacts } from './support/seed-contacts.js';
import { countBy, round, summarize } from './support/stats.js';

const CONTACTS = envInt('BENCH_CONTACTS', 100_000);
const NOISE_CONTACTS = envInt('BENCH_NOISE_CONTACTS', 5_000);
const SAMPLES = envInt('BENCH_SAMPLES', 200);
const CASE_MS = envInt('BENCH_CASE_SECONDS', 60) * 1000;
const TIMEOUT_MS = envInt('BENCH_TIMEOUT_SECONDS', 10) * 1000;
const ABANDON_MS = 2 * TIMEOUT_MS;
const WARMUP = 10;
/** After a request that failed or timed out, how long its handler may go on reading before the bench moves on. */
const BACKGROUND_WAIT_MS = 600_000;
const DEEP_PAGE = 40;
/** The reads the bench replays bare, by the SDK command the handler sent. */
const REPLAYED = new Set(['GetItemCommand', 'QueryCommand', 'BatchGetItemCommand']);

interface Sample {
  status: number | 'timeout';
  ms: number;
  bareMs: number;
  calls: number;
  itemsRead: number;
  /** Items in the answer (a list's length, a count's value, 1 for a get); undefined without a 200. */
  itemsReturned?: number;
  /** The handler's reads of the data, such as "Query GSI2, GetItem table". */
  dataReads: string;
}

/** The same read as the handler's, through the bench's own document client. */
function sendBare(client: ddb.DynamoDBDocumentClient, { command, input }: DynamoDbCall): Promise<unknown> {
  if (command === 'GetItemCommand') return client.send(new ddb.GetCommand(input as ddb.GetCommandInput));
  if (command === 'QueryCommand') return client.send(new ddb.QueryCommand(input as ddb.QueryCommandInput));
  return client.send(new ddb.BatchGetCommand(input as ddb.BatchGetCommandInput));
}

const signature = (call: DynamoDbCall) => `${call.command} ${JSON.stringify(call.input)}`;
const describeReads = (reads: DynamoDbCall[]): string =>
  [...countBy(reads, ({ command, input }) => `${command.replace(/Command$/, '')} ${input?.IndexName ?? 'table'}`)]
    .map(([read, n]) => (n > 1 ? `${read} ×${n}` : read))
    .join(', ') || 'none';

function itemsIn(answer: unknown): number {
  if (Array.isArray(answer)) return answer.length;
  return typeof answer === 'object' && answer && 'count' in answer ? Number(answer.count) : 1;
}

/** Requests through the API, one at a time, each with the DynamoDB calls its handler made. */
function apiClient({ runtime, handlerCalls }: BenchRuntime, headers: Record<string, string>) {
  return async (path: string) => {
    handlerCalls.take();
    const start = performance.now();
    let status: number | 'timeout' = 'timeout';
    let body = '';
    try {
      const response = await fetch(`${runtime.url}${path}`, { headers, signal: AbortSignal.timeout(ABANDON_MS) });
      body = await response.text();
      status = response.status;
    } catch (error) {
      if ((error as Error).name !== 'TimeoutError') throw error;
    }
    const ms = status === 'timeout' ? ABANDON_MS : performance.now() - start;
    // A handler cut off by its timeout goes on reading: wait, so that its reads count here and slow no later sample.
    if (!(await handlerCalls.idle(status === 200 ? 0 : 500, BACKGROUND_WAIT_MS))) log(`${path}: still reading`);
    return {
      status,
      ms,
      answer: status === 200 ? (JSON.parse(body) as unknown) : undefined,
      calls: handlerCalls.take(),
    };
  };
}

async function main(): Promise<boolean> {
  const bench = await startBenchRuntime({ keepInputs: true });
  const { org, headers } = await createOrganization(bench.store, 'Bench');
  log(`seeding ${CONTACTS} contacts, and ${NOISE_CONTACTS} in another organization`);
  const { live, deleted, seconds: seedSeconds } = await seedContacts(bench.store, org, CONTACTS, 1);
  if (NOISE_CONTACTS)
    await seedContacts(bench.store, (await createOrganization(bench.store, 'Noise')).org, NOISE_CONTACTS, 2);
  log(`seeded in ${seedSeconds.toFixed(0)} s (${(CONTACTS / seedSeconds).toFixed(0)} contacts/s)`);
  const liveContact = (i: number, salt: number) => live[(i * 7919 + salt * 104_729) % live.length]!;
  const api = apiClient(bench, headers);

  // The cursor of page DEEP_PAGE: the last id of page DEEP_PAGE - 1, found by walking the pages once.
  let cursor = '';
  for (let page = 1; page < DEEP_PAGE; page++) {
    const { answer } = await api(`/v5/contacts?limit=25${cursor ? `&startingAfter=${cursor}` : ''}`);
    cursor = (answer as Array<{ id: string }>)[24]?.id ?? '';
    if (!cursor) throw new Error(`Page ${page} is not full: seed at least ${DEEP_PAGE * 25} contacts.`);
  }
  // The reads every request makes before its own (authentication): those that three different requests share.
  const probes = ['/v5/contacts?limit=1', `/v5/contacts/${live[0]!.id}`, '/v5/contacts?orderBy=name&limit=1'];
  const probeCalls: DynamoDbCall[][] = [];
  for (const path of probes) probeCalls.push((await api(path)).calls.filter((call) => REPLAYED.has(call.command)));
  const authReads = probeCalls[0]!.filter((call) =>
    probeCalls.every((calls) => calls.some((other) => signature(other) === signature(call))),
  );
  const perRequest = new Set(authReads.map(signature));
  log(`every request first reads: ${describeReads(authReads)}`);

  /** One request, then the reads its handler made for the data replayed bare (abandoned at the timeout). */
  const sample = async (path: string): Promise<Sample> => {
    const { status, ms, answer, calls } = await api(path);
    const dataReads = calls.filter((call) => REPLAYED.has(call.command) && !perRequest.has(signature(call)));
    const bareStart = performance.now();
    for (const read of dataReads) if (performance.now() - bareStart < TIMEOUT_MS) await sendBare(bench.client, read);
    return {
      status,
      ms,
      bareMs: Math.min(TIMEOUT_MS, performance.now() - bareStart),
      calls: calls.length,
      itemsRead: dataReads.reduce((sum, read) => sum + read.itemsRead, 0),
      itemsReturned: status === 200 ? itemsIn(answer) : undefined,
      dataReads: describeReads(dataReads),
    };
  };

  const contacts = '/v5/contacts';
  const cases: Array<[name: string, path: (i: number) => string]> = [
    ['get by id', (i) => `${contacts}/${liveContact(i, 1).id}`],
    ['default list', () => contacts],
    ['limit=100', () => `${contacts}?limit=100`],
    ['orderBy=name', () => `${contacts}?orderBy=name`],
    ['filter.email.equals', (i) => `${contacts}?filter.email.equals=${encodeURIComponent(liveContact(i, 2).email)}`],
    [
      'filter.status.equals=REPLIED&orderBy=updatedAt',
      () => `${contacts}?filter.status.equals=REPLIED&orderBy=updatedAt`,
    ],
    [`filter.tags.has=${RARE_TAG}`, () => `${contacts}?filter.tags.has=${RARE_TAG}`],
    [`query=${SEARCH_NAME.toLowerCase()} (1%)`, () => `${contacts}?query=${SEARCH_NAME.toLowerCase()}`],
    ['query matching nothing', () => `${contacts}?query=zzqxj`],
    [`page ${DEEP_PAGE} via startingAfter`, () => `${contacts}?startingAfter=${cursor}`],
    ['count filter.status.equals=REPLIED', () => `${contacts}/count?filter.status.equals=REPLIED`],
    [`count filter.tags.has=${RARE_TAG}`, () => `${contacts}/count?filter.tags.has=${RARE_TAG}`],
  ];
  const results = [];
  for (const [name, path] of cases) {
    const warming = performance.now();
    for (let w = 0; w < WARMUP && performance.now() - warming < CASE_MS / 4; w++)
      if ((await sample(path(SAMPLES + w))).status === 'timeout') break;
    const samples: Sample[] = [];
    const sampling = performance.now();
    while (samples.length < SAMPLES && (samples.length === 0 || performance.now() - sampling < CASE_MS))
      samples.push(await sample(path(samples.length)));
    results.push({ name, request: `GET ${path(0)}`, ...summarizeCase(samples) });
    log(`${name.padEnd(48)} n ${samples.length}, p50 api ${results.at(-1)!.api.p50} bare ${results.at(-1)!.bare.p50}`);
  }

  const shown = (ms: number, limit: number): Cell => (ms >= limit ? `≥ ${limit}` : ms);
  const ratio = (api: number, bare: number): Cell =>
    api >= ABANDON_MS || bare >= TIMEOUT_MS ? '—' : round(api / bare, 2);
  const body = [
    `${CONTACTS} contacts in the measured organization (${deleted} soft-deleted), ${NOISE_CONTACTS} in another,`,
    `seeded through \`store.createAll\` (25 contacts a transaction, 8 in flight) in ${seedSeconds.toFixed(0)} s.`,
    `Every request first reads ${describeReads(authReads)} (authentication): counted in "DynamoDB calls per request"`,
    '(writes too), not in "bare" nor in "items read per item". "≥" marks a percentile that timed out, "—" a ratio',
    'that a timeout leaves unknown. Results and JSON: bench/RESULTS.md, bench/results.json.',
    '',
    markdownTable(
      ['Case', 'n', 'API p50 ms', 'API p95 ms', 'Bare p50 ms', 'Bare p95 ms', 'API/bare p50', 'API/bare p95'].concat([
        'Items read per item',
        'DynamoDB calls per request',
        'Data reads',
        'Answers',
      ]),
      results.map((r) => [
        r.name,
        r.n,
        shown(r.api.p50, ABANDON_MS),
        shown(r.api.p95, ABANDON_MS),
        shown(r.bare.p50, TIMEOUT_MS),
        shown(r.bare.p95, TIMEOUT_MS),
        ratio(r.api.p50, r.bare.p50),
        ratio(r.api.p95, r.bare.p95),
        r.itemsReadPerItem,
        r.callsPerRequest,
        r.dataReads,
        r.answers,
      ]),
    ),
    '',
    ...results.map((r) => `- ${r.name}: \`${r.request.replace(cursor, '<last id of page 39>')}\``),
  ].join('\n');
  writeResults({
    title: 'API latency bench',
    script: 'bench:api',
    markdownName: 'RESULTS',
    jsonName: 'results',
    method: [
      `one request at a time over keep-alive fetch, timed until the body is read: up to ${SAMPLES} a case, after`,
      `up to ${WARMUP} warm-up requests, for at most ${CASE_MS / 1000} s a case. The API functions answer 500 at their`,
      `${TIMEOUT_MS / 1000} s timeout; the reads a handler goes on with after that are waited for and counted.`,
      'Bare: after each request, the reads its handler made for the data, replayed in order through a plain',
      `DocumentClient (abandoned after ${TIMEOUT_MS / 1000} s). Calls and items read (ScannedCount, items found) come`,
      'from a middleware on the SDK client the handlers share. DynamoDB Local (in memory), fauxqs, the API and the',
      'bench share this machine. Percentiles are nearest-rank.',
    ],
    body,
    figures: { contacts: CONTACTS, noiseContacts: NOISE_CONTACTS, deleted, seedSeconds: round(seedSeconds), results },
  });
  console.log(body);
  return true;
}

function summarizeCase(samples: Sample[]) {
  const answered = samples.filter((s) => s.itemsReturned !== undefined);
  const itemsRead = answered.reduce((sum, s) => sum + s.itemsRead, 0);
  const itemsReturned = answered.reduce((sum, s) => sum + s.itemsReturned!, 0);
  const meanItemsRead = Math.round(samples.reduce((sum, s) => sum + s.itemsRead, 0) / samples.length);
  const timeout = `no answer in ${ABANDON_MS / 1000} s`;
  return {
    n: samples.length,
    api: summarize(samples.map((s) => s.ms)),
    bare: summarize(samples.map((s) => s.bareMs)),
    meanItemsRead,
    itemsReadPerItem: (itemsReturned
      ? round(itemsRead / itemsReturned, 2)
      : `${meanItemsRead} read, none returned`) as Cell,
    callsPerRequest: round(samples.reduce((sum, s) => sum + s.calls, 0) / samples.length, 2),
    dataReads: samples.at(-1)!.dataReads,
    answers: [...countBy(samples, (s) => String(s.status))]
      .map(([status, n]) => `${n}× ${status === 'timeout' ? timeout : status}`)
      .join(', '),
  };
}

runBench(main);
