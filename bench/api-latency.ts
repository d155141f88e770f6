// API latency bench: seeds 100,000 contacts into the local runtime, times /v5 requests against bare DynamoDB calls, and counts items read per item returned.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { GetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { startLocalRuntime, type LocalRuntime } from '../infra/local/runtime.js';
import { repositoryRoot } from '../infra/local/handler-loader.js';
import { createDocumentClient, defaultDocumentClient } from '../lib/aws/clients.js';
import { recordPredicate } from '../lib/query/matches.js';
import { parseListQuery } from '../lib/query/parse-list-query.js';
import { planList, type ListPlan } from '../lib/query/plan.js';
import type { ListQuery } from '../lib/query/types.js';
import { apiKeys } from '../lib/resources/api-keys.js';
import { organizations } from '../lib/resources/organizations.js';
import { contacts } from '../lib/resources/contacts.js';
import { createEngine } from '../lib/resources/engine.js';
import { guardKey, recordKey, recordPartition } from '../lib/store/keys.js';
import { createStore } from '../lib/store/store.js';
import { tableDefinition } from '../lib/store/table-definition.js';
import { seedApiKey } from '../test/support/seed.js';
import { searchLastName, seedOrganization, type SeedMethod } from './support/seed-contacts.js';
import { instrumentClient } from './support/dynamodb-time.js';
import { envInt } from './support/env.js';
import { log } from './support/log.js';
import { machineFacts, revision } from './support/machine.js';
import { countItems } from './support/partition-reads.js';
import { stopOnSignal } from './support/stop-on-signal.js';
import { round, summarize, timed, type Summary } from './support/stats.js';
import { currentRefill, pagedRead, proportionalRefill, type RefillRule } from './support/what-if.js';

const CONTACTS = envInt('BENCH_CONTACTS', 100_000);
const NOISE_CONTACTS = envInt('BENCH_NOISE_CONTACTS', 5_000);
const SAMPLES = envInt('BENCH_SAMPLES', 200);
const WARMUP = envInt('BENCH_WARMUP', 20);
const SEED_METHOD: SeedMethod = process.env.BENCH_SEED === 'transact' ? 'transact' : 'batch';
const SEED_CONCURRENCY = envInt('BENCH_SEED_CONCURRENCY', SEED_METHOD === 'batch' ? 32 : 64);
/** Before each case, wait (at most QUIET_WAIT_SECONDS) until the 1-minute load average is under this: other work on the machine skews latency. */
const QUIET_LOAD = Number(process.env.BENCH_QUIET_LOAD ?? cpus().length + 0.5);
const QUIET_WAIT_SECONDS = envInt('BENCH_QUIET_WAIT_SECONDS', 60);
/** Distinct variants (ids, emails, cursors) run through the engine to count items read. */
const WORK_VARIANTS = 20;
/** The page the deep-page case times: reached by startingAfter cursors, 25 a page. */
const DEEP_PAGE = 40;
const FILTER_STATUS = 'REPLIED';
const FILTER_TAG = 'vip';
/** A case stops sampling after this long (once it has MIN_SAMPLES): count takes seconds a request on DynamoDB Local. */
const CASE_BUDGET_MS = envInt('BENCH_CASE_BUDGET_SECONDS', 300) * 1000;
const MIN_SAMPLES = Math.min(SAMPLES, envInt('BENCH_MIN_SAMPLES', 30));
const WARMUP_BUDGET_MS = 20_000;

const benchDir = join(repositoryRoot, 'bench');

interface Case {
  name: string;
  /** What the case exercises, for the report. */
  exercises: string;
  operation: 'get' | 'list' | 'count';
  /** The request path and query string of sample i. */
  path(i: number): string;
  /** The raw query string of variant i, as the engine receives it (list and count). */
  rawQuery?(i: number): string;
  /** The bare DynamoDB call of the same data access for sample i, built ahead so that only the call is timed. */
  bare(i: number): () => Promise<unknown>;
  bareDescription: string;
  /** How the planner serves it, filled in from the plan. */
  servedBy?: string;
  /** Every filter and the order are served by the key (no residual filter, no search). */
  indexed?: boolean;
}

interface CaseResult {
  name: string;
  operation: Case['operation'];
  request: string;
  exercises: string;
  servedBy: string;
  indexed: boolean;
  api: Summary;
  /** Requests that did not answer 200 (a function timeout answers 500); their times are in the latencies. */
  failures?: string;
  bare: Summary & { request: string };
  ratioP50: number;
  ratioP95: number;
  /** The handler's DynamoDB calls per request (auth included), and the time spent in them. */
  dynamodbCallsPerRequest: number;
  dynamodbTime: Summary;
  /** API time minus the time in the handler's DynamoDB calls: HTTP, event building, middleware, JSON, our code. */
  outsideDynamodb: Summary;
  /** DynamoDB items read per item returned (for count: per item counted), from the engine's own scannedCount. */
  itemsReadPerItem: number;
  itemsRead: number;
  itemsReturned: number;
  /** 1-minute load average when the case started and ended (the bench itself keeps about one core busy). */
  load: { start: number; end: number };
}

interface WorstCase {
  name: string;
  request: string;
  servedBy: string;
  ms: number;
  outcome: string;
  itemsRead: number;
}

/** How a list or count query is planned: the same parse and plan the engine runs. */
function planOf(org: string, rawQuery: string, mode: 'list' | 'count'): { query: ListQuery; plan: ListPlan } {
  const query = parseListQuery(rawQuery, contacts.catalog, { idPrefix: contacts.idPrefix, mode });
  return { query, plan: planList(contacts.entity, org, query) };
}

function describePlan({ query, plan }: { query: ListQuery; plan: ListPlan }): { servedBy: string; indexed: boolean } {
  const mapping = plan.index && contacts.entity.indexes?.find((m) => m.slot === plan.index!.slot);
  const read = mapping
    ? `GSI${mapping.slot} (${mapping.partitionBy ? `${mapping.partitionBy.field} partition, ` : ''}${mapping.sortBy.field} order${plan.keyCondition ? `, key ${plan.keyCondition.op}` : ''})`
    : 'base table (id order)';
  const leftovers = [
    ...plan.residual.map((filter) => `${filter.field.path} ${filter.operator}`),
    ...(query.search ? ['query search'] : []),
  ];
  const sorted = plan.ordered ? '' : ', sorted in memory';
  return {
    servedBy: `${read}${sorted}${leftovers.length ? `; in memory: ${leftovers.join(', ')}` : ''}`,
    indexed: leftovers.length === 0 && plan.ordered,
  };
}

/** The bare Query of a planned page: the same table or index, key condition, direction and Limit, without the filters. */
function bareQueryInput(
  tableName: string,
  org: string,
  { query, plan }: { query: ListQuery; plan: ListPlan },
  startKey?: Record<string, unknown>,
): QueryCommandInput {
  const index = plan.index ? tableDefinition.indexes[plan.index.slot - 1]! : undefined;
  const names: Record<string, string> = { '#pk': index?.partitionKey ?? tableDefinition.partitionKey };
  const values: Record<string, unknown> = { ':pk': plan.index?.partition ?? recordPartition(org, contacts.object) };
  let expression = '#pk = :pk';
  const condition = plan.keyCondition;
  if (condition) {
    names['#sk'] = index?.sortKey ?? tableDefinition.sortKey;
    if (condition.op === 'between') {
      expression += ' AND #sk BETWEEN :lo AND :hi';
      Object.assign(values, { ':lo': condition.low, ':hi': condition.high });
    } else {
      expression += condition.op === '=' ? ' AND #sk = :sk' : ' AND begins_with(#sk, :sk)';
      values[':sk'] = condition.value;
    }
  }
  return {
    TableName: tableName,
    IndexName: index?.name,
    KeyConditionExpression: expression,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ScanIndexForward: query.sort === 'asc',
    Limit: query.limit,
    ExclusiveStartKey: startKey,
  };
}

function describeBare(input: QueryCommandInput, extra = ''): string {
  return `Query ${input.IndexName ?? 'table'} ${input.ScanIndexForward ? 'asc' : 'desc'} Limit ${input.Limit}${extra}`;
}

/** Waits until the machine is quiet enough, or QUIET_WAIT_SECONDS have passed. */
async function quiet(label: string): Promise<void> {
  const deadline = Date.now() + QUIET_WAIT_SECONDS * 1000;
  if (loadavg()[0]! < QUIET_LOAD) return;
  log(
    `${label}: load average ${loadavg()[0]!.toFixed(2)} ≥ ${QUIET_LOAD}, waiting up to ${QUIET_WAIT_SECONDS} s for other work to finish`,
  );
  while (Date.now() < deadline && loadavg()[0]! >= QUIET_LOAD)
    await new Promise((resolve) => setTimeout(resolve, 2000));
}

function table(results: CaseResult[]): string {
  const header =
    '| Case | API p50 ms | API p95 ms | API mean ms | Bare p50 ms | Bare p95 ms | API/bare p50 | API/bare p95 | Items read per item | DynamoDB calls per request | In DynamoDB p50 ms | Outside DynamoDB p50 ms | Served by |';
  const rule = '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|';
  const rows = results.map(
    (r) =>
      `| ${r.name}${r.failures ? ' ⚠️' : ''} | ${r.api.p50.toFixed(1)} | ${r.api.p95.toFixed(1)} | ${r.api.mean.toFixed(1)} | ${r.bare.p50.toFixed(1)} | ${r.bare.p95.toFixed(1)} | ${r.ratioP50.toFixed(2)}× | ${r.ratioP95.toFixed(2)}× | ${r.itemsReadPerItem.toFixed(2)} | ${r.dynamodbCallsPerRequest} | ${r.dynamodbTime.p50.toFixed(1)} | ${r.outsideDynamodb.p50.toFixed(1)} | ${r.servedBy} |`,
  );
  return [header, rule, ...rows].join('\n');
}

async function main(): Promise<void> {
  let runtime: LocalRuntime | undefined;
  stopOnSignal(async () => {
    await runtime?.stop();
  });

  try {
    const bootStart = performance.now();
    // The rate limiter stays in the path (one UpdateItem a request) but with a limit the bench does not reach.
    runtime = await startLocalRuntime({
      port: 0,
      env: { RATE_LIMIT_REQUESTS: '100000000' },
      log: (message, error) => log(`${message} ${error ?? ''}`),
    });
    log(
      `local runtime up in ${((performance.now() - bootStart) / 1000).toFixed(1)} s at ${runtime.url} (DynamoDB Local in memory at ${runtime.dynamodbEndpoint})`,
    );
    const client = createDocumentClient(runtime.dynamodbEndpoint);
    const store = createStore({ client, tableName: runtime.tableName });

    // Load the handlers now (a first request imports them), so that the code measured is the code of this moment.
    // seedApiKey creates the organization too: authentication refuses keys of an organization that does not exist.
    const key = await seedApiKey(runtime, ['*:write']);
    const org = key.org;
    const first = await fetch(`${runtime.url}/v5/contacts?limit=1`, {
      headers: { Authorization: key.headers.Authorization!, 'Service-Organization-ID': org },
    });
    if (!first.ok) throw new Error(`The first request answered ${first.status}: ${await first.text()}`);
    // The handlers run in this process and share this client: timing its calls splits a request's time.
    const handlerCalls = instrumentClient(defaultDocumentClient());

    // 1. Seed.
    log(
      `seeding ${CONTACTS.toLocaleString('en-US')} contacts (+${NOISE_CONTACTS.toLocaleString('en-US')} in another organization) with ${SEED_METHOD}, ${SEED_CONCURRENCY} requests in flight`,
    );
    const seedStart = performance.now();
    const orgA = await seedOrganization({
      client,
      tableName: runtime.tableName,
      org,
      contacts: CONTACTS,
      seed: 1,
      method: SEED_METHOD,
      concurrency: SEED_CONCURRENCY,
      label: 'org A',
    });
    const noise = NOISE_CONTACTS
      ? await seedOrganization({
          client,
          tableName: runtime.tableName,
          org: `org_${ulid()}`,
          contacts: NOISE_CONTACTS,
          seed: 2,
          method: SEED_METHOD,
          concurrency: SEED_CONCURRENCY,
          label: 'noise',
        })
      : undefined;
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const seeded = CONTACTS + NOISE_CONTACTS;
    log(
      `seeded ${seeded.toLocaleString('en-US')} contacts in ${seedSeconds.toFixed(1)} s (${(seeded / seedSeconds).toFixed(0)} contacts/s; org A ${(CONTACTS / orgA.seconds).toFixed(0)}/s` +
        `${orgA.itemsWritten ? `, ${orgA.itemsWritten.toLocaleString('en-US')} items` : ''}); org A: ${orgA.live.length} live, ${orgA.deleted} deleted, statuses ${JSON.stringify(orgA.statusCounts)}`,
    );
    if (orgA.live.length === 0) throw new Error('No live contacts were seeded.');

    const headers = { Authorization: key.headers.Authorization!, 'Service-Organization-ID': org };
    const engine = createEngine({ store });

    // Deterministic spread over the seeded contacts, different for each case.
    const pickLive = (i: number, salt: number) => orgA.live[(i * 7919 + salt * 104_729) % orgA.live.length]!;
    const apiCall = async (path: string): Promise<{ status: number; body: string }> => {
      const response = await fetch(`${runtime!.url}${path}`, { headers });
      return { status: response.status, body: await response.text() };
    };
    const apiGet = async (path: string): Promise<string> => {
      const { status, body } = await apiCall(path);
      if (status !== 200) throw new Error(`GET ${path} answered ${status}: ${body.slice(0, 300)}`);
      return body;
    };
    /** What engine.count reads: the engine answers the count with the items it read to find it. */
    const engineCount = (rawQuery: string) => engine.count(contacts, org, rawQuery);

    // The cursor of the deep page: the last id of page DEEP_PAGE - 1, walked once through the API.
    let cursorId: string | undefined;
    for (let page = 1; page < DEEP_PAGE; page++) {
      const items = JSON.parse(
        await apiGet(`/v5/contacts?limit=25${cursorId ? `&startingAfter=${cursorId}` : ''}`),
      ) as Array<{ id: string }>;
      if (items.length < 25)
        throw new Error(`Page ${page} has ${items.length} contacts: seed at least ${DEEP_PAGE * 25}.`);
      cursorId = items[items.length - 1]!.id;
    }
    const cursorRecord = (await store.get(contacts.entity, org, cursorId!))!;

    const listCase = (
      name: string,
      exercises: string,
      rawQuery: (i: number) => string,
      options: { startAfter?: boolean } = {},
    ): Case => {
      const planned = (i: number) => planOf(org, rawQuery(i), 'list');
      const startKey = options.startAfter
        ? () => store.positionOf({ entity: contacts.entity, org, index: planned(0).plan.index }, cursorRecord)
        : () => undefined;
      const sample = bareQueryInput(runtime!.tableName, org, planned(0), startKey());
      return {
        name,
        exercises,
        operation: 'list',
        path: (i) => `/v5/contacts${rawQuery(i) ? `?${rawQuery(i)}` : ''}`,
        rawQuery,
        bare: (i) => {
          const input = bareQueryInput(runtime!.tableName, org, planned(i), startKey());
          return () => client.send(new QueryCommand(input));
        },
        bareDescription: describeBare(sample, options.startAfter ? ' ExclusiveStartKey' : ''),
        ...describePlan(planned(0)),
      };
    };
    const enc = encodeURIComponent;
    const statusCount = planOf(org, `filter.status.equals=${FILTER_STATUS}`, 'count');

    const cases: Case[] = [
      {
        name: 'get by id',
        exercises: 'GET /v5/contacts/{id} of a random live contact: one strongly consistent GetItem on the base table.',
        operation: 'get',
        path: (i) => `/v5/contacts/${pickLive(i, 1).id}`,
        bare: (i) => {
          const input = {
            TableName: runtime!.tableName,
            Key: recordKey(org, contacts.object, pickLive(i, 1).id),
            ConsistentRead: true,
          };
          return () => client.send(new GetCommand(input));
        },
        bareDescription: 'GetItem (ConsistentRead) of the same key',
        servedBy: 'base table GetItem',
        indexed: true,
      },
      listCase(
        'default list',
        'The first page in the default order (createdAt desc, 25 items): the base table in key order.',
        () => '',
      ),
      listCase('limit=100', 'The first page of 100 items in the default order.', () => 'limit=100'),
      listCase('orderBy=name&sort=asc', 'The first page ordered by name ascending.', () => 'orderBy=name&sort=asc'),
      listCase(
        'filter.email.equals',
        'An equality filter on an existing (random) email: one key in the email index.',
        (i) => `filter.email.equals=${enc(pickLive(i, 2).email)}`,
      ),
      listCase(
        `filter.status.equals=${FILTER_STATUS}&orderBy=updatedAt`,
        'A status filter in updatedAt order: the index partitioned by status, sorted by updatedAt.',
        () => `filter.status.equals=${FILTER_STATUS}&orderBy=updatedAt`,
      ),
      listCase(
        `filter.tags.has=${FILTER_TAG}`,
        `Contacts tagged "${FILTER_TAG}" (about ${Math.round((100 * (orgA.tagCounts[FILTER_TAG] ?? 0)) / orgA.live.length)}% of them), default order.`,
        () => `filter.tags.has=${FILTER_TAG}`,
      ),
      listCase(
        `query=${searchLastName.toLowerCase()}`,
        `Case-insensitive search for a last name that ${orgA.searchMatches} contacts (${round((100 * orgA.searchMatches) / orgA.live.length, 1)}%) carry, default order.`,
        () => `query=${searchLastName.toLowerCase()}`,
      ),
      listCase(
        `page ${DEEP_PAGE} (startingAfter)`,
        `Page ${DEEP_PAGE} of the default order, 25 a page: startingAfter = the last id of page ${DEEP_PAGE - 1}, found once by walking the pages; the page-${DEEP_PAGE} request is timed.`,
        () => `startingAfter=${cursorId}`,
        { startAfter: true },
      ),
      {
        name: `count filter.status.equals=${FILTER_STATUS}`,
        exercises: `GET /v5/contacts/count of one status (${orgA.statusCounts[FILTER_STATUS] ?? 0} contacts): every matching key is read and counted.`,
        operation: 'count',
        path: () => `/v5/contacts/count?filter.status.equals=${FILTER_STATUS}`,
        rawQuery: () => `filter.status.equals=${FILTER_STATUS}`,
        bare: () => {
          const input = bareQueryInput(runtime!.tableName, org, statusCount);
          // Select COUNT over every page of the key range, as a count without a predicate does.
          return () => countItems(store.client, { ...input, Limit: undefined });
        },
        bareDescription: `${describeBare(bareQueryInput(runtime.tableName, org, statusCount)).replace(/ Limit \d+/, '')} Select COUNT, every page`,
        ...describePlan(statusCount),
      },
    ];

    // 2-4. Warm up every path first (DynamoDB Local's JIT warms per code path), then measure each case: its own
    // warm-up, then API and bare calls alternately, so that drift hits both alike. A case whose requests take
    // seconds (count, on DynamoDB Local) stops after its time budget, with at least MIN_SAMPLES samples.
    const warmStart = performance.now();
    for (const c of cases) {
      const caseStart = performance.now();
      for (let w = 0; w < WARMUP && performance.now() - caseStart < WARMUP_BUDGET_MS; w++) {
        await apiCall(c.path(2 * SAMPLES + w));
        await c.bare(2 * SAMPLES + w)();
      }
    }
    log(`warmed up every case in ${((performance.now() - warmStart) / 1000).toFixed(1)} s`);
    const results: CaseResult[] = [];
    for (const c of cases) {
      await quiet(c.name);
      const loadStart = round(loadavg()[0]!);
      const warmCase = performance.now();
      for (let w = 0; w < WARMUP && performance.now() - warmCase < WARMUP_BUDGET_MS; w++) {
        await apiCall(c.path(SAMPLES + w));
        await c.bare(SAMPLES + w)();
      }
      const apiTimes: number[] = [];
      const bareTimes: number[] = [];
      const dynamodbTimes: number[] = [];
      const outsideTimes: number[] = [];
      const failures: string[] = [];
      let dynamodbCalls = 0;
      const caseStart = performance.now();
      for (let i = 0; i < SAMPLES && (i < MIN_SAMPLES || performance.now() - caseStart < CASE_BUDGET_MS); i++) {
        handlerCalls.reset();
        let status = 0;
        const total = await timed(async () => ({ status } = await apiCall(c.path(i))));
        if (status !== 200) failures.push(String(status));
        apiTimes.push(total);
        dynamodbTimes.push(handlerCalls.milliseconds);
        outsideTimes.push(total - handlerCalls.milliseconds);
        dynamodbCalls += handlerCalls.calls;
        const bare = c.bare(i);
        bareTimes.push(await timed(bare));
      }
      if (apiTimes.length < SAMPLES)
        log(`${c.name}: ${apiTimes.length} samples fit in the ${CASE_BUDGET_MS / 1000} s budget`);

      // Items read, from the engine's own accounting, over a few variants of the request.
      let itemsRead = 0;
      let itemsReturned = 0;
      const variants = c.operation === 'list' && c.rawQuery && c.rawQuery(0) !== c.rawQuery(1) ? WORK_VARIANTS : 1;
      for (let v = 0; v < variants; v++) {
        if (c.operation === 'get') {
          itemsRead += 1; // One GetItem reads exactly the one item.
          itemsReturned += 1;
        } else if (c.operation === 'list') {
          const { items, scannedCount } = await engine.list(contacts, org, c.rawQuery!(v));
          itemsRead += scannedCount;
          itemsReturned += items.length;
        } else {
          const counted = await engineCount(c.rawQuery!(v));
          itemsRead += counted.scannedCount;
          itemsReturned += counted.count;
        }
      }
      const api = summarize(apiTimes);
      const bare = summarize(bareTimes);
      const result: CaseResult = {
        name: c.name,
        operation: c.operation,
        request: `GET ${c.path(0)}`,
        exercises: c.exercises,
        servedBy: c.servedBy ?? '',
        indexed: c.indexed ?? false,
        api,
        failures: failures.length
          ? `${failures.length} of ${apiTimes.length} answered ${[...new Set(failures)].join(', ')}`
          : undefined,
        bare: { ...bare, request: c.bareDescription },
        dynamodbCallsPerRequest: round(dynamodbCalls / apiTimes.length),
        dynamodbTime: summarize(dynamodbTimes),
        outsideDynamodb: summarize(outsideTimes),
        ratioP50: round(api.p50 / bare.p50),
        ratioP95: round(api.p95 / bare.p95),
        itemsReadPerItem: itemsReturned ? round(itemsRead / itemsReturned, 3) : NaN,
        itemsRead,
        itemsReturned,
        load: { start: loadStart, end: round(loadavg()[0]!) },
      };
      results.push(result);
      log(
        `${c.name.padEnd(44)} n ${String(api.n).padStart(3)} load ${result.load.start.toFixed(1)}→${result.load.end.toFixed(1)}  api p50 ${api.p50.toFixed(1).padStart(7)} p95 ${api.p95.toFixed(1).padStart(7)}  bare p50 ${bare.p50.toFixed(1).padStart(7)} p95 ${bare.p95.toFixed(1).padStart(7)}  read/item ${result.itemsReadPerItem}${result.failures ? `  FAILED: ${result.failures}` : ''}`,
      );
    }

    // Where the time of a request goes (the HTTP layer alone, the API key lookup every request makes), and what the
    // store's reads would cost with bigger Query pages (what-if calls, not what the API does today).
    const reference = async (description: string, run: (i: number) => Promise<unknown>) => {
      const warm = performance.now();
      for (let w = 0; w < WARMUP && performance.now() - warm < WARMUP_BUDGET_MS; w++) await run(w);
      const times: number[] = [];
      const start = performance.now();
      for (let i = 0; i < SAMPLES && (i < MIN_SAMPLES || performance.now() - start < CASE_BUDGET_MS); i++)
        times.push(await timed(() => run(i)));
      const summary = { description, ...summarize(times) };
      log(`${description.slice(0, 60).padEnd(60)} n ${summary.n} p50 ${summary.p50} p95 ${summary.p95}`);
      return summary;
    };
    const guard = guardKey(
      apiKeys.entity,
      apiKeys.unique![0]!,
      '',
      String((await store.get(apiKeys.entity, org, key.id))!.hash),
    );
    const countInput = bareQueryInput(runtime.tableName, org, statusCount);
    /** A page read as the store reads it, with today's refill rule or the proposed one; counts its calls and items read. */
    const whatIfPage = async (description: string, rawQuery: string, refill: RefillRule) => {
      const planned = planOf(org, rawQuery, 'list');
      const input = bareQueryInput(runtime!.tableName, org, planned);
      const predicate = recordPredicate(planned.plan.residual, planned.query.search);
      const totals = { pages: 0, calls: 0, scanned: 0, kept: 0 };
      const summary = await reference(description, async () => {
        const stats = await pagedRead(client, input, planned.query.limit, predicate, refill);
        totals.pages++;
        totals.calls += stats.calls;
        totals.scanned += stats.scanned;
        totals.kept += stats.kept;
      });
      const extra = {
        callsPerPage: round(totals.calls / totals.pages, 1),
        itemsReadPerItem: round(totals.scanned / Math.max(totals.kept, 1), 2),
      };
      return {
        ...summary,
        ...extra,
        description: `${description}: ${extra.callsPerPage} calls a page, ${extra.itemsReadPerItem} items read per item`,
      };
    };
    const httpFloor = await reference('GET /v5/health through the local HTTP runtime (no DynamoDB call)', () =>
      apiGet('/v5/health'),
    );
    const authLookup = await reference(
      'The authentication each request makes, as bare calls: GetItem of the key hash guard, of the key record, of the organization',
      async () => {
        await client.send(new GetCommand({ TableName: runtime!.tableName, Key: guard }));
        await client.send(
          new GetCommand({
            TableName: runtime!.tableName,
            Key: recordKey(org, apiKeys.object, key.id),
            ConsistentRead: true,
          }),
        );
        await client.send(
          new GetCommand({
            TableName: runtime!.tableName,
            Key: recordKey(org, organizations.object, org),
            ConsistentRead: true,
          }),
        );
      },
    );
    const references: Record<string, Summary & { description: string }> = { httpFloor, authLookup };
    for (const [name, rawQuery] of [
      ['defaultList', ''],
      ['tags', `filter.tags.has=${FILTER_TAG}`],
      ['search', `query=${searchLastName.toLowerCase()}`],
    ] as const) {
      const label = rawQuery || 'default list';
      references[`${name}Today`] = await whatIfPage(
        `Store page read of ${label}, bare, today's refill (a full page per call)`,
        rawQuery,
        currentRefill,
      );
      references[`${name}Proportional`] = await whatIfPage(
        `What if: store page read of ${label}, bare, proportional refill`,
        rawQuery,
        proportionalRefill,
      );
    }
    references.countWithPageLimit = await reference(
      `What if: the count of ${FILTER_STATUS} as bare Select COUNT pages with Limit 1000 (the store sends no Limit)`,
      async () => {
        let start: Record<string, unknown> | undefined;
        do {
          const page = await client.send(
            new QueryCommand({ ...countInput, Limit: 1000, Select: 'COUNT', ExclusiveStartKey: start }),
          );
          start = page.LastEvaluatedKey;
        } while (start);
      },
    );
    const emailPlan = (i: number) => planOf(org, `filter.email.equals=${enc(pickLive(i, 2).email)}`, 'list');
    references.emailBetween = await reference(
      'What if: the email equality as KeyCondition BETWEEN <value># AND <value>#\\uffff instead of begins_with, bare',
      async (i) => {
        const input = bareQueryInput(runtime!.tableName, org, emailPlan(i));
        const prefix = String(input.ExpressionAttributeValues![':sk']);
        await client.send(
          new QueryCommand({
            ...input,
            KeyConditionExpression: input.KeyConditionExpression!.replace(
              'begins_with(#sk, :sk)',
              '#sk BETWEEN :sk AND :skEnd',
            ),
            ExpressionAttributeValues: { ...input.ExpressionAttributeValues, ':skEnd': `${prefix}\uffff` },
          }),
        );
      },
    );

    // The worst cases of the unindexed paths: a search that matches nothing and a count with a filter no index serves
    // both read every contact of the organization. One request each through the API (the function's 10 s timeout
    // applies; a timed-out request's work goes on in the background, so these run last), and the search once through
    // the engine, without a timeout, for its items read.
    const worstCases: WorstCase[] = [];
    const nothing = 'query=zzqxj';
    const engineStart = performance.now();
    const nothingWork = await engine.list(contacts, org, nothing);
    worstCases.push({
      name: 'query matching nothing, through the engine (no timeout)',
      request: `engine.list ${nothing}`,
      servedBy: describePlan(planOf(org, nothing, 'list')).servedBy,
      ms: round(performance.now() - engineStart, 1),
      outcome: `${nothingWork.items.length} items`,
      itemsRead: nothingWork.scannedCount,
    });
    for (const [name, path, rawQuery, mode] of [
      ['query matching nothing, through the API', `/v5/contacts?${nothing}`, nothing, 'list'],
      [
        `count filter.tags.has=${FILTER_TAG}, through the API`,
        `/v5/contacts/count?filter.tags.has=${FILTER_TAG}`,
        `filter.tags.has=${FILTER_TAG}`,
        'count',
      ],
    ] as const) {
      let response = { status: 0, body: '' };
      const ms = await timed(async () => (response = await apiCall(path)));
      worstCases.push({
        name,
        request: `GET ${path}`,
        servedBy: describePlan(planOf(org, rawQuery, mode)).servedBy,
        ms: round(ms, 1),
        outcome:
          response.status === 200
            ? `200 ${response.body.slice(0, 40)}`
            : `${response.status} ${(JSON.parse(response.body) as { code?: string }).code ?? ''}`,
        // By the plan: the base table without a key condition reads every contact item of the organization.
        itemsRead: CONTACTS,
      });
    }
    for (const w of worstCases) log(`${w.name.padEnd(60)} ${w.ms} ms, ${w.outcome}, ${w.itemsRead} items read`);

    // 5. Goals, results.json, RESULTS.md.
    const byName = (name: string) => results.find((r) => r.name === name)!;
    const get = byName('get by id');
    const list = byName('default list');
    const indexedOver = results.filter((r) => r.indexed && r.operation !== 'get' && r.itemsReadPerItem > 1.2);
    const goals = [
      {
        goal: 'get by id p50 ≤ 1.5× bare GetItem p50',
        holds: get.ratioP50 <= 1.5,
        actual: `${get.ratioP50.toFixed(2)}× (${get.api.p50} vs ${get.bare.p50} ms)`,
      },
      {
        goal: 'default list and every indexed order/filter ≤ 1.2 items read per item returned',
        holds: indexedOver.length === 0,
        actual: indexedOver.length
          ? `over: ${indexedOver.map((r) => `${r.name} ${r.itemsReadPerItem}`).join(', ')}`
          : `max ${Math.max(...results.filter((r) => r.indexed).map((r) => r.itemsReadPerItem)).toFixed(3)}`,
      },
      {
        goal: 'default list p95 ≤ 2× bare Query p95 of the same page',
        holds: list.ratioP95 <= 2,
        actual: `${list.ratioP95.toFixed(2)}× (${list.api.p95} vs ${list.bare.p95} ms)`,
      },
    ];

    const machine = machineFacts();
    const report = {
      generatedAt: new Date().toISOString(),
      revision: revision(),
      machine,
      method: {
        samples: SAMPLES,
        warmup: WARMUP,
        concurrency: 1,
        client: 'fetch (undici, keep-alive), sequential, one request at a time; timed until the body is read',
        bare: 'the same DynamoDB data access from the bench process through a DynamoDBDocumentClient, alternated with the API requests',
        percentiles: 'nearest rank',
        budget: `a case stops after ${CASE_BUDGET_MS / 1000} s once it has ${MIN_SAMPLES} samples; warm-up stops after ${WARMUP} requests or ${WARMUP_BUDGET_MS / 1000} s`,
        quiet: `before each case, waited up to ${QUIET_WAIT_SECONDS} s for the 1-minute load average to fall under ${QUIET_LOAD}; each case records the load at its start and end`,
        deepPage: `the last id of page ${DEEP_PAGE - 1} is found once by walking the pages; the page-${DEEP_PAGE} request (startingAfter=<that id>) is the timed request`,
        itemsRead: `engine.list's scannedCount (store.count's for count) over ${WORK_VARIANTS} variants where the request varies; auth and cursor GetItems not included`,
      },
      dataset: {
        contacts: CONTACTS,
        noiseContacts: NOISE_CONTACTS,
        live: orgA.live.length,
        deleted: orgA.deleted,
        companies: orgA.companies,
        statusCounts: orgA.statusCounts,
        tagCounts: orgA.tagCounts,
        searchMatches: orgA.searchMatches,
      },
      seeding: {
        method: SEED_METHOD,
        concurrency: SEED_CONCURRENCY,
        seconds: round(seedSeconds, 1),
        contactsPerSecond: Math.round(seeded / seedSeconds),
        itemsWritten: SEED_METHOD === 'batch' ? (orgA.itemsWritten ?? 0) + (noise?.itemsWritten ?? 0) : undefined,
      },
      cases: results,
      references,
      worstCases,
      goals,
    };
    writeFileSync(join(benchDir, 'results.json'), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(join(benchDir, 'RESULTS.md'), markdown(report, results, references, worstCases, goals));

    const rendered = table(results);
    console.log(`\n${rendered}\n`);
    console.log(`HTTP floor (GET /v5/health): p50 ${httpFloor.p50} ms, p95 ${httpFloor.p95} ms`);
    console.log(`Authentication lookups (3 GetItems, bare): p50 ${authLookup.p50} ms, p95 ${authLookup.p95} ms`);
    for (const r of Object.values(references).slice(2))
      console.log(`${r.description}: p50 ${r.p50} ms, p95 ${r.p95} ms (n=${r.n})`);
    for (const w of worstCases) console.log(`${w.name}: ${w.ms} ms, ${w.outcome}, ${w.itemsRead} items read`);
    console.log('');
    for (const g of goals) console.log(`${g.holds ? 'HOLDS ' : 'FAILS '} ${g.goal}: ${g.actual}`);
    console.log(`\nwrote bench/results.json and bench/RESULTS.md`);
    await runtime.stop();
    runtime = undefined;
    client.destroy();
  } catch (error) {
    await runtime?.stop();
    throw error;
  }
}

function markdown(
  report: {
    generatedAt: string;
    machine: Record<string, unknown>;
    dataset: {
      contacts: number;
      noiseContacts: number;
      live: number;
      deleted: number;
      companies: number;
      statusCounts: Record<string, number>;
      searchMatches: number;
    };
    seeding: { method: string; seconds: number; contactsPerSecond: number; concurrency: number };
  },
  results: CaseResult[],
  references: Record<string, Summary & { description: string }>,
  worstCases: WorstCase[],
  goals: Array<{ goal: string; holds: boolean; actual: string }>,
): string {
  const m = report.machine;
  const d = report.dataset;
  return `<!-- Generated by \`npm run bench:api\` (bench/api-latency.ts); do not edit by hand. -->
# API latency bench

Run ${report.generatedAt}. One organization with ${d.contacts.toLocaleString('en-US')} contacts (${d.live.toLocaleString('en-US')} live, ${d.deleted} soft-deleted, ${d.companies} companies,
statuses ${Object.entries(d.statusCounts)
    .map(([s, n]) => `${s} ${n}`)
    .join(', ')}), plus ${d.noiseContacts.toLocaleString('en-US')} contacts in a second organization as noise.
Seeded through the store's write path (${report.seeding.method}, ${report.seeding.concurrency} in flight) in ${report.seeding.seconds} s, ${report.seeding.contactsPerSecond} contacts/s.

**Machine:** ${m.cpus} cores (${m.cpuModel}), ${m.memoryGb} GB, Node ${m.node}, ${m.java}, ${m.dynamodbLocal}.
DynamoDB Local, the HTTP runtime and the bench client share these ${m.cpus} cores; absolute numbers are DynamoDB Local's (SQLite behind a Java HTTP server), not AWS's.

**Method:** ${SAMPLES} timed requests per case (a case whose requests take seconds stops after ${CASE_BUDGET_MS / 1000} s, with at least ${MIN_SAMPLES}; n is in results.json) after up to ${WARMUP} warm-up requests, sequential (concurrency 1) over keep-alive \`fetch\`, timed until the body is read;
each API request is followed by its bare DynamoDB call (same key, same key condition and Limit, from the same process through a DocumentClient), so drift affects both.
Percentiles are nearest-rank. The handlers run in the bench's process, so the time of their DynamoDB calls is measured
too ("In DynamoDB": the sum of the request's calls, the API key lookup included); "Outside DynamoDB" is the rest: HTTP, the API Gateway event,
middleware, validation, our code and JSON. "Items read per item" is the engine's own \`scannedCount\` divided by the items returned (for count: by the items counted);
the reads every API request makes besides (authentication: 3 GetItems; the rate limiter: 1 UpdateItem; a startingAfter request: 1 GetItem of the cursor record;
an order by a changing field: 1 BatchWriteItem remembering the page's cursor positions) are not in that column but are in "DynamoDB calls per request".

${table(results)}

| Reference | p50 ms | p95 ms | mean ms |
|---|--:|--:|--:|
${Object.values(references)
  .map((r) => `| ${r.description} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.mean.toFixed(1)} |`)
  .join('\n')}

Worst cases of the unindexed paths: each reads every contact item of the organization. One request each, run last
(a request the function's 10 s timeout cuts off goes on reading in the background):

| Request | ms | Outcome | Items read | Served by |
|---|--:|---|--:|---|
${worstCases.map((w) => `| ${w.name} | ${w.ms.toFixed(0)} | ${w.outcome} | ${w.itemsRead} | ${w.servedBy} |`).join('\n')}

## Goals

${goals.map((g) => `- ${g.holds ? '✅' : '❌'} ${g.goal}: ${g.actual}`).join('\n')}

## What each case exercises

${results.map((r) => `- **${r.name}** — ${r.exercises} ${r.indexed ? 'Served entirely by a key' : 'Not served by an index: filtered in memory'} (${r.servedBy}). Bare call: ${r.bare.request}. Request: \`${r.request.length > 140 ? `${r.request.slice(0, 140)}…` : r.request}\`. n = ${r.api.n}, load average ${r.load.start}→${r.load.end}.${r.failures ? ` **Failures: ${r.failures}.**` : ''}`).join('\n')}
`;
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
