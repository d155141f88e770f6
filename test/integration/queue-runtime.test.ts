// The local runtime's queues: created with their DLQs from the model, polled like an event source mapping with partial failures.
import { GetQueueAttributesCommand, ReceiveMessageCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { appModel, type AppModel } from '../../lib/app/function-table.js';
import { createSqsClient } from '../../lib/platform/aws/sqs-client.js';
import { deleted, ofMessage } from '../support/deliveries.js';
import { testDocumentClient, testEmulators } from '../support/runtime.js';
import { useTestRuntime } from '../support/test-runtime.js';
import { waitUntil } from '../support/wait-until.js';

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

const t = useTestRuntime({ model });
const sqs = createSqsClient(testEmulators().sqsEndpoint);
const client = testDocumentClient();

afterAll(() => {
  sqs.destroy();
  client.destroy();
});

async function deliveries(key: string) {
  const { Items = [] } = await client.send(
    new QueryCommand({
      TableName: t.runtime.tableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': `TEST#deliveries#${key}` },
    }),
  );
  return Items;
}

const send = (body: object) =>
  sqs.send(new SendMessageCommand({ QueueUrl: t.runtime.queueUrls.jobs!.url, MessageBody: JSON.stringify(body) }));

it('creates the queue with a redrive policy to its dead-letter queue and a visibility timeout of 6× the worker timeout', async () => {
  const { Attributes } = await sqs.send(
    new GetQueueAttributesCommand({ QueueUrl: t.runtime.queueUrls.jobs!.url, AttributeNames: ['All'] }),
  );
  expect(Attributes!.VisibilityTimeout).toBe('6');
  expect(JSON.parse(Attributes!.RedrivePolicy!)).toMatchObject({
    maxReceiveCount: 2,
    deadLetterTargetArn: expect.stringContaining('jobs-dlq'),
  });
});

it('delivers a message to the worker once, and deletes it after success', async () => {
  const { MessageId } = await send({ key: 'ok-1' });
  const seen = await waitUntil(
    () => deliveries('ok-1'),
    (items) => items.length > 0,
  );
  expect(seen).toHaveLength(1);
  // Deleted, the message can never come back: every delivery it will ever have is recorded by now.
  await t.deliveries.waitFor(ofMessage(MessageId), 'ok-1 to be deleted', deleted);
  expect(await deliveries('ok-1')).toHaveLength(1);
});

it('retries only the failed record of a batch, and moves it to the DLQ after the receive count', async () => {
  await Promise.all([send({ key: 'mixed-ok' }), send({ key: 'mixed-bad', fail: true })]);
  const ok = await waitUntil(
    () => deliveries('mixed-ok'),
    (items) => items.length > 0,
  );
  // After the first failure the message is invisible for the 6 s visibility timeout, then delivered once more.
  const bad = await waitUntil(
    () => deliveries('mixed-bad'),
    (items) => items.length >= 2,
  );
  expect(ok).toHaveLength(1);
  expect(bad.map((item) => item.receiveCount).sort()).toEqual([1, 2]);
  const dead = await waitUntil(
    async () =>
      (
        await sqs.send(
          new ReceiveMessageCommand({ QueueUrl: t.runtime.queueUrls.jobs!.deadLetterUrl, WaitTimeSeconds: 1 }),
        )
      ).Messages ?? [],
    (messages) => messages.length > 0,
  );
  expect(JSON.parse(dead[0]!.Body!)).toEqual({ key: 'mixed-bad', fail: true });
  expect(await deliveries('mixed-ok')).toHaveLength(1);
});
