// The local event source mapping of a DynamoDB stream, on DynamoDB Local: order, images, partial failures, bisecting, giving up and stop.
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { startStreamPoller, type StreamPoller, type StreamPollerOptions } from '../../infra/local/stream-poller.js';
import { provisionTestTable, testDocumentClient, testEmulators, uniqueTableName } from '../support/runtime.js';
import { waitUntil } from '../support/wait-until.js';

const tableName = uniqueTableName();
const client = testDocumentClient();
const pollers: StreamPoller[] = [];

beforeAll(() => provisionTestTable(tableName));

afterEach(async () => {
  await Promise.all(pollers.splice(0).map((poller) => poller.stop()));
});

afterAll(() => client.destroy());

const sortKey = (record: DynamoDBRecord) => record.dynamodb?.Keys?.SK?.S;
const sortKeys = (records: DynamoDBRecord[]) => records.map(sortKey);

const put = (partition: string, key: string, attributes: Record<string, unknown> = {}) =>
  client.send(new PutCommand({ TableName: tableName, Item: { PK: partition, SK: key, ...attributes } }));

/** A promise the test resolves when it chooses: a handler waits on it to let changes pile up in the stream. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

interface Invocations {
  /** The records of each invocation, in the order they were made. */
  batches: DynamoDBRecord[][];
  givenUp: Array<{ record: DynamoDBRecord; error: unknown }>;
  errors: unknown[];
}

/** Starts a poller on the test table that records what it is given. */
async function poll(
  handler: (records: DynamoDBRecord[]) => Promise<unknown>,
  options: Partial<StreamPollerOptions> = {},
): Promise<Invocations & { poller: StreamPoller }> {
  const seen: Invocations = { batches: [], givenUp: [], errors: [] };
  const poller = await startStreamPoller({
    dynamodbEndpoint: testEmulators().dynamodbEndpoint,
    tableName,
    batchSize: 10,
    functionName: 'stream-consumer',
    timeoutSeconds: 60,
    handler: (event) => {
      seen.batches.push(event.Records);
      return handler(event.Records);
    },
    onGivenUp: (record, error) => seen.givenUp.push({ record, error }),
    onError: (error) => seen.errors.push(error),
    ...options,
  });
  pollers.push(poller);
  return { ...seen, poller };
}

/** Waits for a change written now: records are read in order, so every earlier change has been delivered by then. */
async function drain(partition: string, seen: Invocations) {
  await put(partition, 'sentinel');
  await waitUntil(
    async () => sortKeys(seen.batches.flat()),
    (keys) => keys.includes('sentinel'),
    'the sentinel to arrive',
  );
}

it('delivers each change made after the start once, in order within a partition, with images in DynamoDB JSON', async () => {
  await put('order-a', 'before-start');
  const seen = await poll(async () => undefined);
  const expected: Record<string, string[]> = { 'order-a': [], 'order-b': [] };
  for (let i = 0; i < 14; i++) {
    const partition = i % 2 ? 'order-b' : 'order-a';
    const key = `item-${String(i).padStart(2, '0')}`;
    await put(partition, key, { n: i, bytes: Uint8Array.from([i, 255]) });
    expected[partition]!.push(key);
  }
  await client.send(
    new UpdateCommand({
      TableName: tableName,
      Key: { PK: 'order-a', SK: 'item-00' },
      UpdateExpression: 'SET n = :n',
      ExpressionAttributeValues: { ':n': 100 },
    }),
  );
  await drain('order-b', seen);

  const records = seen.batches.flat();
  const inPartition = (partition: string) =>
    sortKeys(records.filter((record) => record.dynamodb?.Keys?.PK?.S === partition));
  expect(inPartition('order-a')).toEqual([...expected['order-a']!, 'item-00']);
  expect(inPartition('order-b')).toEqual([...expected['order-b']!, 'sentinel']);
  expect(seen.batches.every((batch) => batch.length <= 10)).toBe(true);
  const insert = records.find((record) => sortKey(record) === 'item-01');
  expect(insert).toEqual({
    eventID: expect.any(String),
    eventName: 'INSERT',
    eventVersion: '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: expect.any(String),
    eventSourceARN: expect.stringMatching(new RegExp(`:table/${tableName}/stream/`)),
    dynamodb: {
      ApproximateCreationDateTime: expect.any(Number),
      Keys: { PK: { S: 'order-b' }, SK: { S: 'item-01' } },
      NewImage: { PK: { S: 'order-b' }, SK: { S: 'item-01' }, n: { N: '1' }, bytes: { B: 'Af8=' } },
      SequenceNumber: expect.any(String),
      SizeBytes: expect.any(Number),
      StreamViewType: 'NEW_AND_OLD_IMAGES',
    },
  });
  // Epoch seconds, as Lambda gives them (DynamoDB Local rounds them down to the minute).
  const createdAt = insert!.dynamodb!.ApproximateCreationDateTime!;
  expect(Math.abs(createdAt - Date.now() / 1000)).toBeLessThan(3600);
  const update = records.find((record) => record.eventName === 'MODIFY');
  expect(update?.dynamodb?.OldImage?.n).toEqual({ N: '0' });
  expect(update?.dynamodb?.NewImage?.n).toEqual({ N: '100' });
  expect(seen.errors).toEqual([]);
});

it('retries from a record reported as a batch item failure, without the records before it', async () => {
  const piledUp = gate();
  let failed = false;
  const seen = await poll(async (records) => {
    if (sortKeys(records).includes('gate')) await piledUp.opened;
    const bad = records.find((record) => sortKey(record) === 'item-3');
    if (!bad || failed) return { batchItemFailures: [] };
    failed = true;
    return { batchItemFailures: [{ itemIdentifier: bad.dynamodb!.SequenceNumber! }] };
  });
  await put('partial', 'gate');
  await waitUntil(
    async () => seen.batches.length,
    (count) => count > 0,
    'the gate to be delivered',
  );
  for (let i = 0; i < 6; i++) await put('partial', `item-${i}`);
  piledUp.open();
  // The sentinel must not join the batch that piled up.
  await waitUntil(
    async () => seen.batches.length,
    (count) => count > 1,
    'the piled-up batch to be delivered',
  );
  await drain('partial', seen);

  expect(seen.batches.map(sortKeys)).toEqual([
    ['gate'],
    ['item-0', 'item-1', 'item-2', 'item-3', 'item-4', 'item-5'],
    ['item-3', 'item-4', 'item-5'],
    ['sentinel'],
  ]);
  expect(seen.givenUp).toEqual([]);
});

it('bisects a failing batch, gives up a record that always fails after its retries, and goes on with the rest', async () => {
  const piledUp = gate();
  const poison = new Error('poison');
  const seen = await poll(
    async (records) => {
      if (sortKeys(records).includes('gate')) await piledUp.opened;
      if (sortKeys(records).includes('poison')) throw poison;
    },
    { maxRetryAttempts: 2 },
  );
  await put('bisect', 'gate');
  await waitUntil(
    async () => seen.batches.length,
    (count) => count > 0,
    'the gate to be delivered',
  );
  for (const key of ['a', 'b', 'poison', 'c', 'd']) await put('bisect', key);
  piledUp.open();
  // The sentinel must not join the batch that piled up.
  await waitUntil(
    async () => seen.batches.length,
    (count) => count > 1,
    'the piled-up batch to be delivered',
  );
  await drain('bisect', seen);

  expect(seen.batches.map(sortKeys)).toEqual([
    ['gate'],
    ['a', 'b', 'poison', 'c', 'd'],
    ['a', 'b', 'poison'],
    ['a', 'b'],
    // Alone, the record is tried once and retried twice.
    ['poison'],
    ['poison'],
    ['poison'],
    ['c', 'd'],
    ['sentinel'],
  ]);
  expect(seen.givenUp).toHaveLength(1);
  expect(sortKey(seen.givenUp[0]!.record)).toBe('poison');
  expect(seen.givenUp[0]!.error).toBe(poison);
});

it('fails an invocation that outlives the timeout', async () => {
  const hung = gate();
  const seen = await poll(
    async (records) => {
      if (sortKeys(records).includes('hangs')) await hung.opened;
    },
    { timeoutSeconds: 1, maxRetryAttempts: 0 },
  );
  try {
    await put('timeout', 'hangs');
    await waitUntil(
      async () => seen.batches.length,
      (count) => count > 0,
      'the invocation to start',
    );
    await drain('timeout', seen);
    expect(seen.batches.map(sortKeys)).toEqual([['hangs'], ['sentinel']]);
    expect(seen.givenUp).toEqual([{ record: expect.anything(), error: expect.any(Error) }]);
    expect(String(seen.givenUp[0]!.error)).toMatch(/timed out/);
  } finally {
    hung.open();
  }
});

it('stops after the invocation in flight, and delivers nothing afterwards', async () => {
  // Another mapping on the same stream shows when a change has been there to read.
  const witness = await poll(async () => undefined);
  const release = gate();
  let invocationOver = false;
  const seen = await poll(async () => {
    await release.opened;
    invocationOver = true;
  });
  await put('stop', 'in-flight');
  await waitUntil(
    async () => seen.batches.length,
    (count) => count > 0,
    'the invocation to start',
  );
  const stopped = seen.poller.stop().then(() => invocationOver);
  release.open();
  expect(await stopped).toBe(true);

  await put('stop', 'after-stop');
  await waitUntil(
    async () => sortKeys(witness.batches.flat()),
    (keys) => keys.includes('after-stop'),
    'the witness to read the change',
  );
  expect(seen.batches.map(sortKeys)).toEqual([['in-flight']]);
  expect(seen.errors).toEqual([]);
});
