// The backoff of a failed queue message at the SDK boundary: the ChangeMessageVisibility request it sends, longer each time.
import { ChangeMessageVisibilityCommand, type ChangeMessageVisibilityCommandInput } from '@aws-sdk/client-sqs';
import type { SQSRecord } from 'aws-lambda';
import { createRetryBackoff, retryDelaySeconds } from '../../../lib/platform/queue/retry-backoff.js';

const record = (receives: string | undefined) =>
  ({ receiptHandle: `handle-${receives}`, attributes: { ApproximateReceiveCount: receives } }) as unknown as SQSRecord;

test('doubles the wait from 30 seconds and holds it at 5 minutes', () => {
  expect([1, 2, 3, 4, 5, 6, 12].map((receives) => retryDelaySeconds(receives))).toEqual([
    30, 60, 120, 240, 300, 300, 300,
  ]);
  expect(retryDelaySeconds(0)).toBe(30);
  expect(retryDelaySeconds(3, { baseSeconds: 10, maxSeconds: 25 })).toBe(25);
});

test("changes the message's visibility on its queue by its receipt handle, by how often it was received", async () => {
  const requests: ChangeMessageVisibilityCommandInput[] = [];
  const sqs = {
    async send(command: unknown): Promise<any> {
      if (!(command instanceof ChangeMessageVisibilityCommand)) throw new Error('the stub answers this command only');
      requests.push(command.input);
      return {};
    },
  };
  const retryLater = createRetryBackoff(sqs, 'https://sqs.eu-west-1.amazonaws.com/123456789012/campaign-sends');
  await retryLater(record('3'));
  await retryLater(record(undefined));
  expect(requests).toEqual([
    {
      QueueUrl: 'https://sqs.eu-west-1.amazonaws.com/123456789012/campaign-sends',
      ReceiptHandle: 'handle-3',
      VisibilityTimeout: 120,
    },
    {
      QueueUrl: 'https://sqs.eu-west-1.amazonaws.com/123456789012/campaign-sends',
      ReceiptHandle: 'handle-undefined',
      VisibilityTimeout: 30,
    },
  ]);
});
