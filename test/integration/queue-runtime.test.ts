// The local runtime's queues: created with their DLQs from the model, polled like an event source mapping with partial failures.
import { GetQueueAttributesCommand, ReceiveMessageCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { LocalRuntime } from '../../infra/local/runtime.js';
import { appModel, type AppModel } from '../../lib/app/function-table.js';
import { createSqsClient } from '../../lib/platform/aws/sqs-client.js';
import { startTestRuntime, testDocumentClient, testEmulators } from '../support/runtime.js';

/** The real app plus a queue whose worker fails on request: 1 s timeout gives a 6 s visibility timeout, 2 receives before the DLQ. */
const model: AppModel = {
  functions: [
    ...appModel.functions,
    {
      name: 'recording-worker',
      entry: 'test/fixtures/recording-worker.ts',
      routes: [],
      table: [{ actions: ['PutItem'], partitionKeys: ['TEST#deliveries#*'] }],
      timeoutSeconds: 1,
      queues: { consumes: { queue: 'jobs', batchSize: 5 } },
    },
  ],
  queues: [...appModel.queues, { name: 'jobs', maxReceiveCount: 2 }],
};

let runtime: LocalRuntime;
const sqs = createSqsClient(testEmulators().sqsEndpoint);
const client = testDocumentClient();

beforeAll(async () => {
  runtime = await startTestRuntime({ model });
});
afterAll(async () => {
  await runtime.stop();
  sqs.destroy();
});

async function deliveries(key: string) {
  const { Items = [] } = await client.send(
    new QueryCommand({
      TableName: runtime.tableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': `TEST#deliveries#${key}` },
    }),
  );
  return Items;
}

async function waitFor<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}

const send = (body: object) =>
  sqs.send(new SendMessageCommand({ QueueUrl: runtime.queueUrls.jobs!.url, MessageBody: JSON.stringify(body) }));

it('creates the queue with a redrive policy to its dead-letter queue and a visibility timeout of 6× the worker timeout', async () => {
  const { Attributes } = await sqs.send(
    new GetQueueAttributesCommand({ QueueUrl: runtime.queueUrls.jobs!.url, AttributeNames: ['All'] }),
  );
  expect(Attributes!.VisibilityTimeout).toBe('6');
  expect(JSON.parse(Attributes!.RedrivePolicy!)).toMatchObject({
    maxReceiveCount: 2,
    deadLetterTargetArn: expect.stringContaining('jobs-dlq'),
  });
});

it('delivers a message to the worker once, and deletes it after success', async () => {
  await send({ key: 'ok-1' });
  const seen = await waitFor(
    () => deliveries('ok-1'),
    (items) => items.length > 0,
  );
  expect(seen).toHaveLength(1);
  await new Promise((r) => setTimeout(r, 1500));
  expect(await deliveries('ok-1')).toHaveLength(1);
});

it('retries only the failed record of a batch, and moves it to the DLQ after the receive count', async () => {
  await Promise.all([send({ key: 'mixed-ok' }), send({ key: 'mixed-bad', fail: true })]);
  const ok = await waitFor(
    () => deliveries('mixed-ok'),
    (items) => items.length > 0,
  );
  // After the first failure the message is invisible for the 6 s visibility timeout, then delivered once more.
  const bad = await waitFor(
    () => deliveries('mixed-bad'),
    (items) => items.length >= 2,
    20_000,
  );
  expect(ok).toHaveLength(1);
  expect(bad.map((item) => item.receiveCount).sort()).toEqual([1, 2]);
  const dead = await waitFor(
    async () =>
      (
        await sqs.send(
          new ReceiveMessageCommand({ QueueUrl: runtime.queueUrls.jobs!.deadLetterUrl, WaitTimeSeconds: 1 }),
        )
      ).Messages ?? [],
    (messages) => messages.length > 0,
    15_000,
  );
  expect(JSON.parse(dead[0]!.Body!)).toEqual({ key: 'mixed-bad', fail: true });
  expect(await deliveries('mixed-ok')).toHaveLength(1);
}, 45_000);
