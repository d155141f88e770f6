// API latency bench (`npm run bench:api`): requests on 100,000 contacts next to the same reads made bare; the goals.
// BENCH_CONTACTS (100000), BENCH_NOISE_CONTACTS (5000, another organization), BENCH_SAMPLES (200 a case),
// BENCH_CASE_SECONDS (60 a case), BENCH_TIMEOUT_SECONDS (10: bare replays stop after it, requests after twice it).
import { BatchGetCommand, type DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { paperSection } from './support/aws-paper.js';
import type { DynamoDbCall } from '../test/support/dynamodb-calls.js';
import { type Cell, log, markdownTable, verdict, writeResults } from './support/report.js';
import { seedApiKey } from '../test/support/seed.js';
import { envInt, runBench, startBenchRuntime } from './support/runtime.js';
import { COMMON_WORD, RARE_TAG, SEARCH_NAME, seedContacts } from './support/seed-contacts.js';
import { round, summarize } from './support/stats.js';
import { countBy } from '../test/support/count-by.js';

const [CONTACTS, NOISE_CONTACTS] = [envInt('BENCH_CONTACTS', 100_000), envInt('BENCH_NOISE_CONTACTS', 5_000)];
const [SAMPLES, CASE_MS] = [envInt('BENCH_SAMPLES', 200), envInt('BENCH_CASE_SECONDS', 60) * 1000];
const TIMEOUT_MS = envInt('BENCH_TIMEOUT_SECONDS', 10) * 1000;
const [ABANDON_MS, WARMUP] = [2 * TIMEOUT_MS, 10];
/** After a request that failed or timed out, how long its handler may go on reading; the page a cursor case reads. */
const [BACKGROUND_WAIT_MS, DEEP_PAGE] = [600_000, 40];
/** The reads the bench replays bare, by the SDK command the handler sent: the same read for the bench's own client. */
const BARE = { GetItemCommand: GetCommand, QueryCommand, BatchGetItemCommand: BatchGetCommand };
const isReplayed = (call: DynamoDbCall) => Object.hasOwn(BARE, call.command);
const sendBare = (client: DynamoDBDocumentClient, { command, input }: DynamoDbCall) =>
  client.send(new BARE[command as keyof typeof BARE](input as never) as GetCommand);

/** One request, timed through the API and bare, and the items it read for its data. */
type Sample = { status: number | 'timeout'; ms: number; bareMs: number; itemsRead: number } & {
  /** A list's length, a count's value or 1; none without a 200. */
  itemsReturned?: number;
  dataReads: string;
  /** Every DynamoDB call it made, writes and authentication too: its cost on paper. */
  allCalls: DynamoDbCall[];
};

const signature = (call: DynamoDbCall) => `${call.command} ${JSON.stringify(call.input)}`;
const describeReads = (reads: DynamoDbCall[]): string =>
  [...countBy(reads, ({ command, input }) => `${command.replace(/Command$/, '')} ${input?.IndexName ?? 'table'}`)]
    .map(([read, n]) => (n > 1 ? `${read} ×${n}` : read))
    .join(', ') || 'none';

async function main(): Promise<boolean> {
  const { runtime, client, store, handlerCalls } = await startBenchRuntime({ keepInputs: true });
  const { org, headers } = await seedApiKey(runtime);
  log(`seeding ${CONTACTS} contacts, and ${NOISE_CONTACTS} in another organization`);
  const { live, deleted, seconds } = await seedContacts(store, org, CONTACTS, 1);
  const seedSeconds = Math.round(seconds);
  if (NOISE_CONTACTS) await seedContacts(store, (await seedApiKey(runtime)).org, NOISE_CONTACTS, 2);
  log(`seeded in ${seedSeconds} s (${Math.round(CONTACTS / seconds)} contacts/s)`);
  const liveContact = (i: number, salt: number) => live[(i * 7919 + salt * 104_729) % live.length]!;
  /** A request through the API (one at a time), with the DynamoDB calls its handler made. */
  const api = async (path: string, json?: unknown) => {
    handlerCalls.take();
    const start = performance.now();
    let status: number | 'timeout' = 'timeout';
    let body = '';
    try {
      const post = json === undefined ? {} : { method: 'POST', body: JSON.stringify(json) };
      const response = await fetch(runtime.url + path, { headers, ...post, signal: AbortSignal.timeout(ABANDON_MS) });
      body = await response.text();
      status = response.status;
    } catch (error) {
      if ((error as Error).name !== 'TimeoutError') throw error;
    }
    const ms = status === 'timeout' ? ABANDON_MS : performance.now() - start;
    // A handler cut off by its timeout goes on reading: wait, so that its reads count here and slow no later sample.
    if (!(await handlerCalls.idle(status === 200 ? 0 : 500, BACKGROUND_WAIT_MS))) log(`${path}: still reading`);
    const answer = status === 200 ? (JSON.parse(body) as unknown) : undefined;
    return { status, ms, answer, calls: handlerCalls.take() };
  };
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
  for (const path of probes) probeCalls.push((await api(path)).calls.filter(isReplayed));
  const authReads = probeCalls[0]!.filter((call) =>
    probeCalls.every((calls) => calls.some((other) => signature(other) === signature(call))),
  );
  const perRequest = new Set(authReads.map(signature));
  log(`every request first reads: ${describeReads(authReads)}`);
  /** One request, then the reads its handler made for the data replayed bare (abandoned at the timeout). */
  const sample = async (path: string, json?: unknown): Promise<Sample> => {
    const { status, ms, answer, calls } = await api(path, json);
    const dataReads = calls.filter((call) => isReplayed(call) && !perRequest.has(signature(call)));
    const bareStart = performance.now();
    for (const read of dataReads) if (performance.now() - bareStart < TIMEOUT_MS) await sendBare(client, read);
    const bareMs = Math.min(TIMEOUT_MS, performance.now() - bareStart);
    const itemsRead = dataReads.reduce((sum, read) => sum + read.itemsRead, 0);
    const count = (answer as { count?: number } | undefined)?.count;
    const itemsReturned = status !== 200 ? undefined : Array.isArray(answer) ? answer.length : Number(count ?? 1);
    return { status, ms, bareMs, itemsRead, itemsReturned, dataReads: describeReads(dataReads), allCalls: calls };
  };

  const contacts = '/v5/contacts';
  const search = SEARCH_NAME.toLowerCase();
  const at = (query: string) => () => `${contacts}${query}`;
  const cases: Array<[name: string, path: (i: number) => string, body?: (i: number) => unknown]> = [
    ['get by id', (i) => `${contacts}/${liveContact(i, 1).id}`],
    ['default list', at('')],
    ['limit=100', at('?limit=100')],
    ['orderBy=name', at('?orderBy=name')],
    ['filter.email.equals', (i) => `${contacts}?filter.email.equals=${encodeURIComponent(liveContact(i, 2).email)}`],
    ['filter.status.equals=REPLIED&orderBy=updatedAt', at('?filter.status.equals=REPLIED&orderBy=updatedAt')],
    [`filter.tags.has=${RARE_TAG}`, at(`?filter.tags.has=${RARE_TAG}`)],
    [`query=${search} (1%, token index)`, at(`?query=${search}`)],
    ['query matching nothing', at('?query=zzqxj')],
    [`query=${COMMON_WORD} (about half, read in order)`, at(`?query=${COMMON_WORD}`)],
    [`page ${DEEP_PAGE} via startingAfter`, () => `${contacts}?startingAfter=${cursor}`],
    ['count filter.status.equals=REPLIED', at('/count?filter.status.equals=REPLIED')],
    [`count filter.tags.has=${RARE_TAG}`, at(`/count?filter.tags.has=${RARE_TAG}`)],
    [`count query=${search}`, at(`/count?query=${search}`)],
    ['create a contact (POST)', at(''), (i) => ({ name: `Bench Created ${i}`, email: `created.${i}@example.com` })],
  ];
  const results: Array<{ name: string; request: string } & ReturnType<typeof summarizeCase>> = [];
  for (const [name, path, body] of cases) {
    const run = (i: number) => sample(path(i), body?.(i));
    const warming = performance.now();
    for (let w = 0; w < WARMUP && performance.now() - warming < CASE_MS / 4; w++)
      if ((await run(SAMPLES + w)).status === 'timeout') break;
    const samples: Sample[] = [];
    const sampling = performance.now();
    while (samples.length < SAMPLES && (samples.length === 0 || performance.now() - sampling < CASE_MS))
      samples.push(await run(samples.length));
    results.push({ name, request: `${body ? 'POST' : 'GET'} ${path(0)}`, ...summarizeCase(samples) });
    log(`${name.padEnd(48)} n ${samples.length}, p50 api ${results.at(-1)!.api.p50} bare ${results.at(-1)!.bare.p50}`);
  }

  // The issue's goals, each against figures of this run: [goal, figure, most it may be].
  const of = (name: string) => results.find((result) => result.name.startsWith(name))!;
  const [get, list, found] = [of('get by id'), of('default list'), of(`query=${search}`)];
  const vsList = (result: (typeof results)[number]) => round(result.api.p95 / list.api.p95, 2);
  const goals: Array<[string, number, number]> = [
    ['get by id: API p50 / bare GetItem p50', round(get.api.p50 / get.bare.p50, 2), 1.5],
    ['default list: API p95 / bare Query p95', round(list.api.p95 / list.bare.p95, 2), 2],
    [`query=${search}: items read per item`, Number(found.itemsReadPerItem), 3],
    [`query=${search}: API p95 / the default list's`, vsList(found), 2],
    ['query matching nothing: items read', of('query matching').meanItemsRead, 20],
    ["query matching nothing: API p95 / the default list's", vsList(of('query matching')), 2],
    [`filter.tags.has=${RARE_TAG}: items read per item`, Number(of('filter.tags.has').itemsReadPerItem), 1.5],
    ['count status=REPLIED: API p50 / bare GetItem p50', round(of('count filter.status').api.p50 / get.bare.p50, 2), 2],
    [`count tags.has=${RARE_TAG}: API p95 / default list's`, vsList(of('count filter.tags')), 3],
  ];
  const shown = (ms: number, limit: number): Cell => (ms >= limit ? `≥ ${limit}` : ms);
  const ratio = (api: number, bare: number): Cell =>
    api >= ABANDON_MS || bare >= TIMEOUT_MS || !bare ? '—' : round(api / bare, 2);
  const body = [
    `${CONTACTS} contacts in the measured organization (${deleted} soft-deleted), ${NOISE_CONTACTS} in another,`,
    `seeded by \`store.createAll\` (as many a transaction as fit 100 items, 8 in flight) in ${seedSeconds} s. Every request`,
    `first reads ${describeReads(authReads)} (authentication): counted in "DynamoDB calls per request" (writes too), not`,
    'in "bare" nor in "items read per item". "≥" marks a percentile that timed out, "—" a ratio a timeout leaves unknown.',
    '',
    markdownTable(
      (
        'Case,n,API p50 ms,API p95 ms,Bare p50 ms,Bare p95 ms,API/bare p50,API/bare p95,Items read per item,' +
        'DynamoDB calls per request,Data reads,Answers'
      ).split(','),
      results.map((r) =>
        [r.name, r.n, ...[r.api.p50, r.api.p95].map((ms) => shown(ms, ABANDON_MS))]
          .concat([r.bare.p50, r.bare.p95].map((ms) => shown(ms, TIMEOUT_MS)))
          .concat([ratio(r.api.p50, r.bare.p50), ratio(r.api.p95, r.bare.p95), r.itemsReadPerItem])
          .concat([r.callsPerRequest, r.dataReads, r.answers]),
      ),
    ),
    '',
    ...results.map((r) => `- ${r.name}: \`${r.request.replace(cursor, '<last id of page 39>')}\``),
    '',
    '## Goals (issue 13), against the figures above',
    '',
    ...goals.map(([goal, figure, most]) => verdict(figure <= most, `${goal}: ${figure} (goal ≤ ${most})`)),
    '',
    paperSection(results.map((r) => [r.name, r.allCalls])),
  ].join('\n');
  writeResults({
    title: 'API latency bench',
    script: 'bench:api',
    markdownName: 'RESULTS',
    jsonName: 'results',
    method: [
      `one request at a time over keep-alive fetch, timed until the body is read: up to ${SAMPLES} a case after up to`,
      `${WARMUP} warm-ups, at most ${CASE_MS / 1000} s a case; reads a handler makes after its ${TIMEOUT_MS / 1000} s timeout are waited for`,
      'and counted. Bare: the reads a handler made for the data, replayed in order through a plain DocumentClient. Calls',
      "and items read come from a middleware on the handlers' SDK client. All on this machine; nearest-rank percentiles.",
    ],
    body,
    figures: {
      ...{ contacts: CONTACTS, noiseContacts: NOISE_CONTACTS, deleted, seedSeconds, goals },
      results: results.map(({ allCalls, ...result }) => result),
    },
  });
  console.log(body);
  return true;
}

function summarizeCase(samples: Sample[]) {
  const answered = samples.filter((s) => s.itemsReturned !== undefined);
  const itemsRead = answered.reduce((sum, s) => sum + s.itemsRead, 0);
  const itemsReturned = answered.reduce((sum, s) => sum + s.itemsReturned!, 0);
  const meanItemsRead = Math.round(samples.reduce((sum, s) => sum + s.itemsRead, 0) / samples.length);
  return {
    n: samples.length,
    api: summarize(samples.map((s) => s.ms)),
    bare: summarize(samples.map((s) => s.bareMs)),
    meanItemsRead,
    itemsReadPerItem: itemsReturned ? round(itemsRead / itemsReturned, 2) : `${meanItemsRead} read, none returned`,
    callsPerRequest: round(samples.reduce((sum, s) => sum + s.allCalls.length, 0) / samples.length, 2),
    dataReads: samples.at(-1)!.dataReads,
    allCalls: samples.map((s) => s.allCalls),
    answers: [...countBy(samples, (s) => String(s.status))]
      .map(([status, n]) => `${n}× ${status === 'timeout' ? `no answer in ${ABANDON_MS / 1000} s` : status}`)
      .join(', '),
  };
}

runBench(main);
