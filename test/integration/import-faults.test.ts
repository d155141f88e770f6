// Fault tests of webhook imports through the local runtime: crashes between writes, duplicate deliveries, an unreachable or lossy queue, retries into the DLQ and permanent errors; nothing lost, nothing doubled.
import { ReceiveMessageCommand, SendMessageCommand, type Message } from '@aws-sdk/client-sqs';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { buildContext } from '../../infra/local/apigw-event.js';
import type { QueueDelivery } from '../../infra/local/runtime.js';
import { sqsRecordOf } from '../../infra/local/queue-poller.js';
import { appModel, PUBLIC, type AppModel, type FunctionSpec } from '../../lib/app/function-table.js';
import { webhookIntakeAccess } from '../../lib/app/table-grants.js';
import { IMPORT_ROWS_QUEUE } from '../../lib/platform/queue/queues.js';
import { createDocumentClient } from '../../lib/platform/aws/clients.js';
import { createSqsClient } from '../../lib/platform/aws/sqs-client.js';
import { createQueueBacklog } from '../../lib/platform/queue/queue-backlog.js';
import { createReconciler, DEFAULT_MAX_REQUEUES } from '../../lib/imports/rows/reconciler.js';
import { createRowSender, type RowMessage } from '../../lib/imports/rows/row-queue.js';
import { createStore } from '../../lib/platform/store/store.js';
import { ALL } from '../../lib/platform/store/tallies.js';
import { defaultDocumentClient } from '../../lib/app/aws-clients.js';
import { FINISHED_ROWS, importLog, importRowsScope, rowMarkers } from '../../lib/imports/rows/row-markers.js';
import { type ImportRow, importRows } from '../../lib/imports/import-rows.js';
import { ulid } from 'ulid';
import { api, expectStatus, type ApiRecord, TEST_ONLY_ROUTES } from '../support/api-client.js';
import { createWebhookImport, listAll, acceptedRow, postRow, waitForRow } from '../support/imports.js';
import { EVENT_WAIT_MS, waitUntil } from '../support/wait-until.js';
import { useTestRuntime } from '../support/test-runtime.js';
import { seedApiKey, type SeededKey } from '../support/seed.js';

/**
 * The real app, with the import worker replaced by the fault-injecting fixture (the real row handler, with a failing
 * table client when the row's email asks for it) on the same queue. Two more public intakes serve the same import
 * addresses under /test/: one whose queue is unreachable, and one that sends to a queue nobody consumes.
 */
const UNQUEUED_PATH = `${TEST_ONLY_ROUTES}unqueued-webhooks/`;
const LOSSY_PATH = `${TEST_ONLY_ROUTES}lossy-webhooks/`;
const model: AppModel = {
  functions: [
    ...appModel.functions.map(
      (fn): FunctionSpec =>
        fn.name === 'import-worker'
          ? {
              ...fn,
              entry: 'test/fixtures/faulty-import-worker.ts',
              // The fixture also records each delivery in a test partition of its own.
              table: [...fn.table, { actions: ['PutItem'], partitionKeys: ['TEST#deliveries#*'] }],
            }
          : fn,
    ),
    {
      name: 'unqueued-intake',
      entry: 'test/fixtures/unqueued-intake.ts',
      routes: [{ method: 'POST', path: `${UNQUEUED_PATH}{importId}/{secret}`, scope: PUBLIC }],
      table: webhookIntakeAccess,
    },
    {
      name: 'lossy-intake',
      entry: 'test/fixtures/lossy-intake.ts',
      routes: [{ method: 'POST', path: `${LOSSY_PATH}{importId}/{secret}`, scope: PUBLIC }],
      table: webhookIntakeAccess,
      queues: { sends: ['lost-rows'] },
    },
  ],
  queues: [...appModel.queues, { name: 'lost-rows', maxReceiveCount: 5 }],
};

/** A failed delivery comes back at once, not after the queue's visibility timeout: the tests drive redelivery. */
const t = useTestRuntime({ model, redeliverFailedAfterSeconds: 0 });
let sqs: ReturnType<typeof createSqsClient>;
let client: ReturnType<typeof createDocumentClient>;

beforeAll(() => {
  sqs = createSqsClient(t.runtime.sqsEndpoint);
  client = createDocumentClient(t.runtime.dynamodbEndpoint);
});

afterAll(() => {
  sqs?.destroy();
  client?.destroy();
});

interface Scenario {
  key: SeededKey;
  importId: string;
  webhookUrl: string;
  domain: string;
}

/** Each scenario has an organization of its own, so counting a whole family counts what that scenario made. */
async function scenario(options: Record<string, unknown> = {}): Promise<Scenario> {
  const key = await seedApiKey(t.runtime);
  const created = await createWebhookImport(t.runtime, key, options);
  return {
    key,
    importId: created.id,
    webhookUrl: created.webhookUrl,
    domain: `faults-${randomUUID().slice(0, 8)}.com`,
  };
}

/** A row with everything a row can create: contact, company with its domain, employment with history, note. */
function fullRow(localPart: string, domain: string) {
  return {
    contact: {
      email: `${localPart}@${domain}`,
      name: `Ada ${localPart}`,
      note: `Met ${localPart} at the fault-injection meetup`,
    },
    employment: {
      title: 'CTO',
      seniority: 'executive',
      history: [
        { start: '2019-01', end: '2021-06', organization: 'Initech' },
        { start: '2021-07', organization: 'Acme' },
      ],
    },
    company: { name: 'Acme', domain },
  };
}

const addressAt = (webhookUrl: string, path: string) => webhookUrl.replace('/v5/webhooks/', path);

const FAMILIES = {
  contacts: 'contacts',
  companies: 'companies',
  domains: 'domains',
  notes: 'notes',
  employments: 'employments',
  emailAddresses: 'email-addresses',
  importRows: 'import-rows',
} as const;
type Family = keyof typeof FAMILIES;

async function records(key: SeededKey): Promise<Record<Family, ApiRecord[]>> {
  const entries = await Promise.all(
    Object.entries(FAMILIES).map(
      async ([family, path]) => [family, await listAll(t.runtime, key, `/v5/${path}`)] as const,
    ),
  );
  return Object.fromEntries(entries) as Record<Family, ApiRecord[]>;
}

const countsOf = (all: Record<Family, ApiRecord[]>) =>
  Object.fromEntries(Object.entries(all).map(([family, list]) => [family, list.length])) as Record<Family, number>;
const census = async (key: SeededKey) => countsOf(await records(key));

const NOTHING = { contacts: 0, companies: 0, domains: 0, notes: 0, employments: 0, emailAddresses: 0 };

/** Asserts that the scenario's organization holds exactly one of each record, all of them the row's (ids from its ULID) and linked. */
async function expectOneOfEach(s: Scenario, rowId: string, importRows = 1) {
  const all = await records(s.key);
  expect(countsOf(all)).toEqual({
    contacts: 1,
    companies: 1,
    domains: 1,
    notes: 1,
    employments: 1,
    emailAddresses: 1,
    importRows,
  });
  const ulid = rowId.slice(rowId.indexOf('_') + 1);
  const [contact, company, domain, note, employment, emailAddress] = [
    all.contacts,
    all.companies,
    all.domains,
    all.notes,
    all.employments,
    all.emailAddresses,
  ].map((list) => list[0]!);
  expect(contact).toMatchObject({ id: `con_${ulid}`, companyId: `com_${ulid}`, importId: s.importId });
  expect(company).toMatchObject({ id: `com_${ulid}`, domain: s.domain });
  expect(domain).toMatchObject({ id: `dom_${ulid}`, name: s.domain, companyId: company!.id });
  expect(note).toMatchObject({ id: `not_${ulid}`, contactId: contact!.id, importId: s.importId });
  expect(employment).toMatchObject({ id: `emp_${ulid}`, contactId: contact!.id, companyId: company!.id });
  expect(emailAddress).toMatchObject({ id: `eml_${ulid}`, contactId: contact!.id, email: contact!.email });
  const row = all.importRows.find((r) => r.id === rowId);
  expect(row).toMatchObject({ status: 'CREATED', contactId: contact!.id, error: null });
  // Each record is in its index slots too (entered after the transaction that stored it): lists in updatedAt order,
  // which an index serves, show what the id order shows.
  const bySlot = await Promise.all(
    Object.values(FAMILIES).map((path) => listAll(t.runtime, s.key, `/v5/${path}`, { orderBy: 'updatedAt' })),
  );
  expect(bySlot.map((list) => list.length)).toEqual(Object.values(countsOf(all)));
  // The row's final state is logged once, whichever delivery wrote it and however many went on to count it.
  const events = await listAll(t.runtime, s.key, '/v5/events', { 'filter.recordId.equals': rowId });
  expect(events.filter((event) => event.type === 'importRow.updated')).toHaveLength(1);
}

const importOf = async (s: Scenario) =>
  expectStatus(await api(t.runtime, s.key).get<ApiRecord>(`/v5/imports/${s.importId}`), 200);
const getRow = async (s: Scenario, rowId: string) =>
  expectStatus(await api(t.runtime, s.key).get<ApiRecord>(`/v5/import-rows/${rowId}`), 200);
const messageOf = (s: Scenario, rowId: string): RowMessage => ({ org: s.key.org, importId: s.importId, rowId });
const sendToRowsQueue = (message: RowMessage) =>
  sqs.send(
    new SendMessageCommand({
      QueueUrl: t.runtime.queueUrls[IMPORT_ROWS_QUEUE.name]!.url,
      MessageBody: JSON.stringify(message),
    }),
  );

/** The deliveries of a row's messages through the import-rows queue, as the runtime's poller finished them. */
const ofRow = (rowId: string) => (delivery: QueueDelivery) =>
  delivery.queue === IMPORT_ROWS_QUEUE.name && (JSON.parse(delivery.body) as RowMessage).rowId === rowId;

/** Receives from a queue until a message of the row is among what it received, and answers all it received. */
async function receivedOfRow(queueUrl: string, rowId: string, timeoutMs = EVENT_WAIT_MS): Promise<Message[]> {
  const received: Message[] = [];
  await waitUntil(
    async () => {
      const { Messages = [] } = await sqs.send(
        new ReceiveMessageCommand({ QueueUrl: queueUrl, WaitTimeSeconds: 1, MaxNumberOfMessages: 10 }),
      );
      received.push(...Messages);
      return received.map((m) => JSON.parse(m.Body!) as RowMessage);
    },
    (bodies) => bodies.some((body) => body.rowId === rowId),
    `${rowId} in ${queueUrl}`,
    timeoutMs,
  );
  return received;
}

/** An SQS record of a first delivery, built by hand for direct invocations of the worker. */
const sqsRecord = (message: RowMessage): SQSRecord =>
  sqsRecordOf(
    { MessageId: randomUUID(), ReceiptHandle: randomUUID(), Body: JSON.stringify(message) },
    'arn:aws:sqs:us-east-1:000000000000:import-rows',
  );

/** Invokes the real import worker's Lambda entry in this process, as its event source mapping would; loaded after the runtime set the environment. */
async function invokeWorker(records: SQSRecord[]): Promise<SQSBatchResponse> {
  const { handler } = await import('../../functions/import-worker.js');
  return handler({ Records: records } satisfies SQSEvent, buildContext('import-worker', 30));
}

interface Delivery {
  receiveCount: number;
  at: number;
  state: 'running' | 'succeeded' | 'failed';
}

/** The deliveries the fixture worker recorded for a row, by receive count. */
async function deliveries(rowId: string): Promise<Delivery[]> {
  const { Items = [] } = await client.send(
    new QueryCommand({
      TableName: t.runtime.tableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': `TEST#deliveries#${rowId}` },
      ConsistentRead: true,
    }),
  );
  return (Items as Delivery[])
    .map(({ receiveCount, at, state }) => ({ receiveCount, at, state }))
    .sort((a, b) => a.receiveCount - b.receiveCount);
}

/** Waits until the fixture worker finished `count` deliveries of the row. */
const finishedDeliveries = (rowId: string, count: number, timeoutMs = EVENT_WAIT_MS) =>
  waitUntil(
    () => deliveries(rowId),
    (list) => list.length >= count && list.every((d) => d.state !== 'running'),
    `${count} finished deliveries of ${rowId}`,
    timeoutMs,
  );

it('redelivers a row whose worker crashed before, between or after its writes, and creates each record once', async () => {
  // A full row's writes: its records with its count (1), their six records' slots (2 to 7), its final state (8), its
  // event (9), its marker removed (10).
  const cases = await Promise.all(
    [0, 1, 2, 7, 8, 9, 10].map(async (afterWrites) => {
      const s = await scenario();
      const row = await acceptedRow(s.webhookUrl, fullRow(`crash-after-${afterWrites}`, s.domain));
      return { afterWrites, s, row };
    }),
  );
  await Promise.all(
    cases.map(async ({ afterWrites, s, row }) => {
      // The first delivery crashed; the message came back and the second one finished. Each wait is for two deliveries
      // of up to ten writes, seven rows at once: beside bench:ingest, where a write took seconds, that passed a minute.
      const seen = await finishedDeliveries(row.id, 2, 2 * EVENT_WAIT_MS);
      expect([afterWrites, seen.map((d) => [d.receiveCount, d.state])]).toEqual([
        afterWrites,
        [
          [1, 'failed'],
          [2, 'succeeded'],
        ],
      ]);
      expect((await waitForRow(t.runtime, s.key, row.id)).status).toBe('CREATED');
      await expectOneOfEach(s, row.id);
      // The row is counted in its own transaction: once, whatever the crash interrupted.
      expect((await importOf(s)).total).toBe(1);
    }),
  );
  // Seven rows' two deliveries, then their records read back: more than jest's three minutes on a loaded machine.
}, 300_000);

it('finishes a row as the delivery that stored its records decided, when a copy of its message meets them', async () => {
  const s = await scenario();
  // A row whose own message is lost, and the row as the intake stored it, which a message carries.
  const lost = expectStatus(await postRow(addressAt(s.webhookUrl, LOSSY_PATH), fullRow('met', s.domain)), 200);
  const store = createStore({ client, tableName: t.runtime.tableName });
  const queued = await store.get(importRows.entity, s.key.org, lost.id);
  // A first delivery stores the row's records, then stops at its first slot write: the records are there, the row
  // still QUEUED, its outcome on its marker.
  const handlers = defaultDocumentClient();
  let refused = 0;
  handlers.middlewareStack.add(
    (next, context) => async (args) => {
      // A slot write: an UpdateItem that sets an index slot's key.
      const names = Object.values((args.input as { ExpressionAttributeNames?: object }).ExpressionAttributeNames ?? {});
      if (refused === 0 && context.commandName === 'UpdateItemCommand' && names.includes('GSI1PK')) {
        refused++;
        throw new Error("Injected: the worker stopped after storing the row's records");
      }
      return next(args);
    },
    { step: 'initialize', name: 'refuseFirstSlots' },
  );
  try {
    const first = await invokeWorker([sqsRecord(messageOf(s, lost.id))]);
    expect([refused, first.batchItemFailures.length]).toEqual([1, 1]);
  } finally {
    handlers.middlewareStack.remove('refuseFirstSlots');
  }
  expect((await getRow(s, lost.id)).status).toBe('QUEUED');
  // A copy carrying the queued row finds the contact's email held by the row's own contact: not an existing contact
  // to leave alone (which would make the row UNQUALIFIED), but the first delivery's, whose outcome it finishes.
  const second = await invokeWorker([sqsRecord({ ...messageOf(s, lost.id), row: queued as ImportRow })]);
  expect(second.batchItemFailures).toEqual([]);
  expect((await getRow(s, lost.id)).status).toBe('CREATED');
  await expectOneOfEach(s, lost.id);
  expect((await importOf(s)).total).toBe(1);
});

it('creates each record once when the same message is delivered twice at once', async () => {
  const [viaIntake, viaHandler] = await Promise.all([scenario(), scenario()]);

  // The intake queues the row; a second copy of its message follows at once, and two pollers take them.
  const intakeRow = await acceptedRow(viaIntake.webhookUrl, fullRow('twice', viaIntake.domain));
  await sendToRowsQueue(messageOf(viaIntake, intakeRow.id));

  // A row whose own message is lost, delivered four times at once: two copies through the queue, and two direct
  // invocations of the real worker handler.
  const lostRow = expectStatus(
    await postRow(addressAt(viaHandler.webhookUrl, LOSSY_PATH), fullRow('four-times', viaHandler.domain)),
    200,
  );
  const invoke = () => invokeWorker([sqsRecord(messageOf(viaHandler, lostRow.id))]);
  const message = messageOf(viaHandler, lostRow.id);
  const [, , first, second] = await Promise.all([
    sendToRowsQueue(message),
    sendToRowsQueue(message),
    invoke(),
    invoke(),
  ]);
  expect([first.batchItemFailures, second.batchItemFailures]).toEqual([[], []]);

  await Promise.all(
    [
      { s: viaIntake, rowId: intakeRow.id },
      { s: viaHandler, rowId: lostRow.id },
    ].map(async ({ s, rowId }) => {
      // Both queued copies reached the worker, and both deliveries succeeded.
      expect((await finishedDeliveries(rowId, 2)).map((d) => d.state)).toEqual(['succeeded', 'succeeded']);
      expect((await waitForRow(t.runtime, s.key, rowId)).status).toBe('CREATED');
      await expectOneOfEach(s, rowId);
      expect(await importOf(s)).toMatchObject({ total: 1, status: 'IMPORTED' });
    }),
  );
});

it('answers 429 with Retry-After and marks the row FAILED when the queue is unavailable, and the same request then queues a new row', async () => {
  const s = await scenario();
  const body = fullRow('unqueued', s.domain);
  const headers = { 'Idempotency-Key': `faults-${randomUUID()}` };

  // A queue that refuses the row is a dependency's brief failure: the specification tells integrators to back off on 429.
  const refused = await postRow(addressAt(s.webhookUrl, UNQUEUED_PATH), body, headers);
  expect(refused.status).toBe(429);
  expect(refused.body).toMatchObject({ code: 'rate_limited', status: 429 });
  expect(refused.headers.get('retry-after')).toBe('1');
  const [failed, ...others] = await listAll(t.runtime, s.key, '/v5/import-rows');
  expect(others).toEqual([]);
  expect(failed).toMatchObject({ importId: s.importId, status: 'FAILED', contactId: null });
  // The queue's error (which names the address of the queue it failed to reach) stays in the log.
  expect(failed!.error).toBe('The row could not be queued; send it again.');
  expect(await census(s.key)).toEqual({ ...NOTHING, importRows: 1 });

  // The failed row released its duplicate claims: the sender's retry, with the same key and body, is a new row.
  const accepted = await acceptedRow(s.webhookUrl, body, headers);
  expect(accepted.id).not.toBe(failed!.id);
  expect(accepted.status).toBe('QUEUED');
  expect((await waitForRow(t.runtime, s.key, accepted.id)).status).toBe('CREATED');
  await expectOneOfEach(s, accepted.id, 2);
  expect((await getRow(s, failed!.id)).status).toBe('FAILED');
  // The new row holds the claims now: a third try returns it.
  expect((await acceptedRow(s.webhookUrl, body, headers)).id).toBe(accepted.id);
  expect(await census(s.key)).toMatchObject({ contacts: 1, importRows: 2 });
});

it('does not retry a row that fails for a permanent reason', async () => {
  const s = await scenario();
  // The email rule is off (the default): the email's syntax is not a qualification reason, and the row cannot be created.
  const row = await acceptedRow(s.webhookUrl, { contact: { email: 'not-an-email', name: 'Nobody' } });
  const final = await waitForRow(t.runtime, s.key, row.id);
  expect(final.status).toBe('FAILED');
  expect(final.error).toMatch(/email/i);
  const [firstDelivery] = await finishedDeliveries(row.id, 1);
  // Had the delivery failed, the message would be back at once; the poller deleted it instead, so it never comes back.
  const [delivered] = await t.deliveries.waitFor(ofRow(row.id), `the poller to finish with ${row.id}`);
  expect(delivered!.deleted).toBe(true);
  expect(await deliveries(row.id)).toEqual([{ receiveCount: 1, at: firstDelivery!.at, state: 'succeeded' }]);
  expect(await census(s.key)).toEqual({ ...NOTHING, importRows: 1 });
  const imported = await importOf(s);
  expect(imported.total).toBe(1);
  expect(imported.logs).toEqual([expect.stringMatching(new RegExp(`^${row.id} FAILED: .*email`, 'i'))]);
});

it('moves a row that fails every delivery to the DLQ after 5 deliveries, and marks it FAILED', async () => {
  const s = await scenario();
  const row = await acceptedRow(s.webhookUrl, fullRow('always-fails', s.domain));
  const message = messageOf(s, row.id);
  const dead = await receivedOfRow(
    t.runtime.queueUrls[IMPORT_ROWS_QUEUE.name]!.deadLetterUrl,
    row.id,
    2 * EVENT_WAIT_MS,
  );
  // The intake's message, with the copy of the row it carries.
  expect(dead.map((m) => JSON.parse(m.Body!))).toEqual([
    { ...message, row: expect.objectContaining({ id: row.id, status: 'QUEUED' }) },
  ]);
  expect((await deliveries(row.id)).map((d) => [d.receiveCount, d.state])).toEqual(
    [1, 2, 3, 4, 5].map((n) => [n, 'failed']),
  );

  const final = await getRow(s, row.id);
  expect(final).toMatchObject({ status: 'FAILED', contactId: null });
  // The error of the last delivery stays in the log: the row says only that it failed.
  expect(final.error).toBe('The row could not be processed (5 attempts).');
  expect(await census(s.key)).toEqual({ ...NOTHING, importRows: 1 });
  const imported = await importOf(s);
  expect(imported.total).toBe(1);
  expect(imported.logs).toEqual([`${row.id} FAILED: ${final.error}`]);
});

it('reports to each of two concurrent worker invocations the failures of its own batch only', async () => {
  // The local runtime runs the worker's pollers (maxConcurrency 8) on one loaded handler, as concurrent invocations.
  const s = await scenario();
  const row = expectStatus(
    await postRow(addressAt(s.webhookUrl, LOSSY_PATH), fullRow('beside-a-failure', s.domain)),
    200,
  );
  // DynamoDB refuses a sort key over 1,024 bytes: reading this row fails at once with a transient (non-HTTP) error.
  const broken = sqsRecord({ org: s.key.org, importId: s.importId, rowId: `row_${'X'.repeat(1100)}` });
  const good = sqsRecord(messageOf(s, row.id));
  const [failing, succeeding] = await Promise.all([invokeWorker([broken]), invokeWorker([good])]);
  expect((await getRow(s, row.id)).status).toBe('CREATED');
  // An item failure that is not in the batch fails the whole batch: the row's message would be delivered again.
  expect({ failing: failing.batchItemFailures, succeeding: succeeding.batchItemFailures }).toEqual({
    failing: [{ itemIdentifier: broken.messageId }],
    succeeding: [],
  });
});

// The reconciler re-queues every stale QUEUED row of the table: each other test waits until its rows are final.
it('re-queues a row whose message was lost once the reconciler runs, and only once', async () => {
  const s = await scenario();
  const row = await acceptedRow(addressAt(s.webhookUrl, LOSSY_PATH), fullRow('lost', s.domain));
  expect(row.status).toBe('QUEUED');
  // Its message went to a queue nobody consumes, and waits there: nothing will deliver it.
  await receivedOfRow(t.runtime.queueUrls['lost-rows']!.url, row.id);
  expect((await getRow(s, row.id)).status).toBe('QUEUED');
  expect(await deliveries(row.id)).toEqual([]);

  const sent: RowMessage[] = [];
  const sender = createRowSender(sqs, t.runtime.queueUrls[IMPORT_ROWS_QUEUE.name]!.url);
  const reconcile = createReconciler({
    store: createStore({ client, tableName: t.runtime.tableName }),
    sendRow: async (message) => {
      await sender(message);
      sent.push(message);
    },
    staleAfterSeconds: 1,
    maxRequeues: DEFAULT_MAX_REQUEUES,
    // Its clock a minute on: the row is stale without waiting for it.
    now: () => Date.now() + 60_000,
  });

  const first = await reconcile();
  expect(first.requeued).toBeGreaterThanOrEqual(1);
  expect(sent).toContainEqual(messageOf(s, row.id));
  expect((await waitForRow(t.runtime, s.key, row.id)).status).toBe('CREATED');
  await expectOneOfEach(s, row.id);
  // The row is final in its own transaction; the import moves to IMPORTED after it, before the delivery finishes.
  expect((await finishedDeliveries(row.id, 1)).map((d) => d.state)).toEqual(['succeeded']);
  expect(await importOf(s)).toMatchObject({ total: 1, status: 'IMPORTED' });

  sent.length = 0;
  await reconcile();
  expect(sent).not.toContainEqual(messageOf(s, row.id));
});

it('stores a row whose first request ended between its claims and its row when the body is sent again, once', async () => {
  const s = await scenario();
  // The handlers' table client refuses the row's own put (the one write after the claims' transaction), once.
  const handlers = defaultDocumentClient();
  let refused = 0;
  handlers.middlewareStack.add(
    (next, context) => async (args) => {
      const input = JSON.stringify(args.input);
      if (refused === 0 && context.commandName === 'PutItemCommand' && input.includes('#importRow"')) {
        refused++;
        throw Object.assign(new Error('Throughput exceeded'), {
          name: 'ProvisionedThroughputExceededException',
          $metadata: { httpStatusCode: 400, attempts: 1 },
        });
      }
      return next(args);
    },
    { step: 'initialize', name: 'refuseFirstRowPut' },
  );
  const body = fullRow('between', s.domain);
  try {
    const first = await postRow(s.webhookUrl, body);
    expect([refused, first.status]).toEqual([1, 429]);
  } finally {
    handlers.middlewareStack.remove('refuseFirstRowPut');
  }
  // The claims hold the body, and the row is not in the table: the repeat stores it under the id they hold.
  expect(await listAll(t.runtime, s.key, '/v5/import-rows')).toEqual([]);
  const repeat = expectStatus(await postRow(s.webhookUrl, body), 200);
  const stored = await waitForRow(t.runtime, s.key, repeat.id);
  expect(stored.status).toBe('CREATED');
  await expectOneOfEach(s, repeat.id);
  // Counted once: the claims' transaction counted it, and the repeat did not count it again.
  const counted = expectStatus(await api(t.runtime, s.key).get<{ count: number }>('/v5/import-rows/count'), 200);
  expect(counted.count).toBe(1);
  expect(expectStatus(await postRow(s.webhookUrl, body), 200).id).toBe(repeat.id);
});

/**
 * A row id from 2001 and a reconciler whose clock is in 2001, to which every marker of the row is stale, and no other
 * test's marker.
 */
function reconcilerOf2001(store: ReturnType<typeof createStore>, sendRow: (message: RowMessage) => Promise<void>) {
  const rowId = `row_${ulid(Date.parse('2001-01-01T00:00:00Z'))}`;
  const reconcile = createReconciler({
    store,
    sendRow,
    staleAfterSeconds: 0,
    maxRequeues: DEFAULT_MAX_REQUEUES,
    now: () => Date.parse('2001-06-01T00:00:00Z'),
  });
  return { rowId, reconcile };
}

it('queues a row whose records are stored again however often it was queued, and never fails it', async () => {
  const s = await scenario();
  const store = createStore({ client, tableName: t.runtime.tableName });
  // What a delivery cut short after storing the row's records left: the outcome on the marker, queued too often.
  const sent: RowMessage[] = [];
  const { rowId, reconcile } = reconcilerOf2001(store, async (message) => void sent.push(message));
  const marker = { org: s.key.org, importId: s.importId, rowId };
  const pending = { status: 'CREATED' as const, contactId: `con_${rowId.slice(4)}`, records: [] };
  await store.items(rowMarkers).put({ rowId }, { ...marker, attempts: DEFAULT_MAX_REQUEUES, pending });
  expect(await reconcile()).toEqual({ requeued: 1, failed: 0 });
  expect(sent).toEqual([marker]);
  expect(await store.items(rowMarkers).get({ rowId })).toMatchObject({ attempts: DEFAULT_MAX_REQUEUES + 1, pending });
  await store.items(rowMarkers).delete({ rowId });
});

it('counts a final row whose count a delivery cut short, once, when the reconciler finds its marker', async () => {
  const s = await scenario();
  const store = createStore({ client, tableName: t.runtime.tableName });
  const finished = () => store.tallies.read(s.key.org, importRowsScope(s.importId), FINISHED_ROWS);
  // What a delivery cut short between the row's final write and its count left: the final row and its marker, queued
  // too often.
  const { rowId, reconcile } = reconcilerOf2001(store, async () => undefined);
  const ctx = { org: s.key.org, actor: { type: 'system' as const, id: 'test' }, requestId: rowId };
  const row = {
    importId: s.importId,
    status: 'UNQUALIFIED',
    data: {},
    reasons: ['test'],
    error: null,
    contactId: null,
  };
  await store.commit(store.createItems(importRows.entity, ctx, row, { id: rowId }).items);
  const marker = { org: s.key.org, importId: s.importId, rowId };
  await store.items(rowMarkers).put({ rowId }, { ...marker, attempts: DEFAULT_MAX_REQUEUES });
  const before = await finished();
  expect(await reconcile()).toEqual({ requeued: 0, failed: 0 });
  expect(await store.items(rowMarkers).get({ rowId })).toBeUndefined();
  expect(await finished()).toBe(before + 1);
  expect(await importLog(store, s.key.org, s.importId, 10)).toEqual([`${rowId} UNQUALIFIED: test`]);
  // Once only: a second run finds no marker.
  await reconcile();
  expect(await finished()).toBe(before + 1);
});

it('counts a row whose records were stored uncounted when it finishes, and one counted with them never again', async () => {
  const store = createStore({ client, tableName: t.runtime.tableName });
  // What a delivery cut short after storing the row's records left: the row QUEUED, its outcome on its marker; a
  // marker written before rows were counted with their records lacks `counted`.
  const finishedOnce = async (counted: boolean | undefined) => {
    const s = await scenario();
    const rowId = `row_${ulid()}`;
    const ctx = { org: s.key.org, actor: { type: 'system' as const, id: 'test' }, requestId: rowId };
    const row = { importId: s.importId, status: 'QUEUED', data: {}, reasons: [], error: null, contactId: null };
    await store.commit(store.createItems(importRows.entity, ctx, row, { id: rowId }).items);
    const outcome = { status: 'CREATED' as const, contactId: `con_${rowId.slice(4)}`, records: [] };
    const pending = counted === undefined ? outcome : { ...outcome, counted };
    await store.items(rowMarkers).put({ rowId }, { org: s.key.org, importId: s.importId, rowId, pending });
    const delivered = await invokeWorker([sqsRecord(messageOf(s, rowId))]);
    expect(delivered.batchItemFailures).toEqual([]);
    expect(await store.items(rowMarkers).get({ rowId })).toBeUndefined();
    return {
      status: (await getRow(s, rowId)).status,
      finished: await store.tallies.read(s.key.org, importRowsScope(s.importId), FINISHED_ROWS),
    };
  };
  const [before, counted] = await Promise.all([finishedOnce(undefined), finishedOnce(true)]);
  expect(before).toEqual({ status: 'CREATED', finished: 1 });
  expect(counted).toEqual({ status: 'CREATED', finished: 0 });
});

it('gives back the count of a row that never reached the table when the reconciler drops its marker', async () => {
  const s = await scenario();
  const store = createStore({ client, tableName: t.runtime.tableName });
  const counted = () => store.tallies.read(s.key.org, 'importRow', ALL);
  const before = await counted();
  // What a request that ended between its claims and its row left: the marker and the row's count, no row.
  const { rowId, reconcile } = reconcilerOf2001(store, async () => undefined);
  const marker = { org: s.key.org, importId: s.importId, rowId };
  await store.commit([
    store.items(rowMarkers).transactPut({ rowId }, { ...marker, attempts: DEFAULT_MAX_REQUEUES }),
    store.tallies.addItem(s.key.org, 'importRow', ALL, rowId, 1),
  ]);
  expect(await counted()).toBe(before + 1);
  expect(await reconcile()).toEqual({ requeued: 0, failed: 0 });
  expect(await store.items(rowMarkers).get({ rowId })).toBeUndefined();
  expect(await counted()).toBe(before);
  // Once only: a second run finds nothing to give back.
  await reconcile();
  expect(await counted()).toBe(before);
});

it('leaves a late row alone while messages wait in the queue, and queues it again once the queue is drained or an hour passed', async () => {
  const s = await scenario();
  const store = createStore({ client, tableName: t.runtime.tableName });
  // A row of 2001, late by ten minutes on a clock of 2001: no other test's marker is in range.
  const arrived = Date.parse('2001-01-01T00:00:00Z');
  const rowId = `row_${ulid(arrived)}`;
  const marker = { org: s.key.org, importId: s.importId, rowId };
  await store.items(rowMarkers).put({ rowId }, { ...marker, attempts: 0 });
  const sent: RowMessage[] = [];
  const reconcilerAt = (minutes: number, backlog: () => Promise<number>) =>
    createReconciler({
      store,
      sendRow: async (message) => void sent.push(message),
      staleAfterSeconds: 300,
      backlog,
      maxRequeues: DEFAULT_MAX_REQUEUES,
      now: () => arrived + minutes * 60_000,
    });
  expect(await reconcilerAt(10, async () => 5_000)()).toEqual({ requeued: 0, failed: 0 });
  expect(sent).toEqual([]);
  // The queue drained: the row's message was lost.
  expect(await reconcilerAt(10, async () => 0)()).toEqual({ requeued: 1, failed: 0 });
  // Still waiting behind a backlog an hour after its last queueing: lost too. A queue that cannot be read is no backlog.
  expect(await reconcilerAt(75, async () => 5_000)()).toEqual({ requeued: 1, failed: 0 });
  expect(
    await reconcilerAt(150, async () => {
      throw new Error('the queue is unreachable');
    })(),
  ).toEqual({ requeued: 1, failed: 0 });
  expect(sent).toEqual([marker, marker, marker]);
  await store.items(rowMarkers).delete({ rowId });
});

it('reads a queue’s backlog as the messages waiting in it (the emulator’s GetQueueAttributes)', async () => {
  const url = t.runtime.queueUrls['lost-rows']!.url;
  const backlog = createQueueBacklog(sqs, url);
  const before = await backlog();
  await sqs.send(new SendMessageCommand({ QueueUrl: url, MessageBody: JSON.stringify({ waiting: true }) }));
  expect(await backlog()).toBe(before + 1);
});
