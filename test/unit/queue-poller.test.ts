// Unit tests of which messages the local queue poller deletes after an invocation, as a Lambda event source mapping would, and of what it tells of each delivery.
import type { Message, SQSClient } from '@aws-sdk/client-sqs';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import {
  type Delivery,
  type QueuePollerOptions,
  sqsRecordOf,
  startQueuePoller,
  succeededMessages,
} from '../../infra/local/queue-poller.js';

const record = (messageId: string): SQSRecord =>
  sqsRecordOf(
    { MessageId: messageId, ReceiptHandle: `rh-${messageId}`, Body: '{}' },
    'arn:aws:sqs:us-east-1:000000000000:imports',
  );

const records = ['m1', 'm2', 'm3'].map(record);
const ids = (list: SQSRecord[]) => list.map((r) => r.messageId);

describe('succeededMessages', () => {
  it('deletes every message when the handler returns nothing', () => {
    expect(ids(succeededMessages(records, {}))).toEqual(['m1', 'm2', 'm3']);
    expect(ids(succeededMessages(records, { response: undefined }))).toEqual(['m1', 'm2', 'm3']);
  });

  it('deletes every message when the handler reports no failures', () => {
    expect(ids(succeededMessages(records, { response: { batchItemFailures: [] } }))).toEqual(['m1', 'm2', 'm3']);
  });

  it('keeps the reported failures and deletes the rest', () => {
    expect(ids(succeededMessages(records, { response: { batchItemFailures: [{ itemIdentifier: 'm2' }] } }))).toEqual([
      'm1',
      'm3',
    ]);
    expect(
      ids(
        succeededMessages(records, {
          response: { batchItemFailures: [{ itemIdentifier: 'm1' }, { itemIdentifier: 'm3' }] },
        }),
      ),
    ).toEqual(['m2']);
  });

  it('deletes nothing when every message failed', () => {
    const failures = ids(records).map((itemIdentifier) => ({ itemIdentifier }));
    expect(succeededMessages(records, { response: { batchItemFailures: failures } })).toEqual([]);
  });

  it('deletes nothing when the handler threw', () => {
    expect(succeededMessages(records, { error: new Error('boom') })).toEqual([]);
  });

  it('deletes nothing when the handler threw a falsy value', () => {
    // `throw ''` or `throw 0` is still a failed invocation to Lambda.
    expect(succeededMessages(records, { error: '' })).toEqual([]);
    expect(succeededMessages(records, { error: 0 })).toEqual([]);
  });

  it('deletes nothing when a failure names a message that is not in the batch', () => {
    expect(
      succeededMessages(records, {
        response: { batchItemFailures: [{ itemIdentifier: 'm2' }, { itemIdentifier: 'elsewhere' }] },
      }),
    ).toEqual([]);
    expect(succeededMessages(records, { response: { batchItemFailures: [{ itemIdentifier: '' }] } })).toEqual([]);
  });
});

/** An SQS client that holds `messages` until they are received, and answers the poller's other calls. */
function fakeSqs(messages: Message[]) {
  const calls: Array<{ command: string; input: any }> = [];
  const sqs = {
    send: async (command: { constructor: { name: string }; input: any }) => {
      calls.push({ command: command.constructor.name, input: command.input });
      switch (command.constructor.name) {
        case 'GetQueueAttributesCommand':
          return { Attributes: { VisibilityTimeout: '30' } };
        case 'ReceiveMessageCommand': {
          const received = messages.splice(0);
          // A long poll that finds nothing waits; this one briefly.
          if (!received.length) await new Promise((resolve) => setTimeout(resolve, 10));
          return { Messages: received };
        }
        case 'DeleteMessageBatchCommand':
          return { Successful: command.input.Entries.map((entry: { Id: string }) => ({ Id: entry.Id })) };
        default:
          return {};
      }
    },
  } as unknown as SQSClient;
  return { sqs, calls };
}

const message = (id: string): Message => ({
  MessageId: id,
  ReceiptHandle: `rh-${id}`,
  Body: `{"id":"${id}"}`,
  Attributes: { ApproximateReceiveCount: '1' },
});

/** Polls `messages` with a handler that fails `bad`, and answers the deliveries once there are `count` of them. */
async function deliver(messages: Message[], count: number, options: Partial<QueuePollerOptions> = {}) {
  const { sqs, calls } = fakeSqs(messages);
  const deliveries: Delivery[] = [];
  let poller: { stop(): Promise<void> } | undefined;
  await new Promise<void>((resolve) => {
    poller = startQueuePoller({
      sqs,
      queueUrl: 'http://sqs.local/000000000000/jobs',
      queueArn: 'arn:aws:sqs:us-east-1:000000000000:jobs',
      batchSize: 10,
      functionName: 'jobs-worker',
      timeoutSeconds: 1,
      handler: async (event) => ({
        batchItemFailures: (event as SQSEvent).Records.filter((r) => r.messageId === 'bad').map((r) => ({
          itemIdentifier: r.messageId,
        })),
      }),
      onDelivered: (delivery) => {
        deliveries.push(delivery);
        if (deliveries.length === count) resolve();
      },
      ...options,
    });
  });
  await poller!.stop();
  return { deliveries, calls };
}

describe('startQueuePoller', () => {
  it('tells of each delivery once its invocation is over: deleted after success, kept after a failure', async () => {
    const { deliveries, calls } = await deliver([message('good'), message('bad')], 2);
    expect(
      deliveries.map(({ messageId, receiptHandle, receiveCount, deleted }) => [
        messageId,
        receiptHandle,
        receiveCount,
        deleted,
      ]),
    ).toEqual([
      ['good', 'rh-good', 1, true],
      ['bad', 'rh-bad', 1, false],
    ]);
    expect(deliveries[0]!.body).toBe('{"id":"good"}');
    // Without redeliverFailedAfterSeconds, the failed message waits for its visibility timeout, as in AWS.
    expect(calls.map((call) => call.command)).not.toContain('ChangeMessageVisibilityBatchCommand');
  });

  it('with redeliverFailedAfterSeconds, makes a failed message visible again after that many seconds', async () => {
    const { calls } = await deliver([message('good'), message('bad')], 2, { redeliverFailedAfterSeconds: 0 });
    expect(
      calls.filter((call) => call.command === 'ChangeMessageVisibilityBatchCommand').map((call) => call.input),
    ).toEqual([
      {
        QueueUrl: 'http://sqs.local/000000000000/jobs',
        Entries: [{ Id: '0', ReceiptHandle: 'rh-bad', VisibilityTimeout: 0 }],
      },
    ]);
  });
});
