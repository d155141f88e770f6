// Backs off a queue message that failed: its next delivery waits longer each time, instead of the fixed visibility timeout.
import { ChangeMessageVisibilityCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { SQSRecord } from 'aws-lambda';

/** Puts a failed message's next delivery off (the consumer still reports it failed, so SQS keeps counting receives). */
export type RetryLater = (record: SQSRecord) => Promise<void>;

/** Seconds before the next delivery after the `receives`-th failed: 30, 60, 120, 240, then 300 at most. */
export function retryDelaySeconds(receives: number, { baseSeconds = 30, maxSeconds = 300 } = {}): number {
  return Math.min(maxSeconds, baseSeconds * 2 ** Math.max(0, receives - 1));
}

export function createRetryBackoff(sqs: Pick<SQSClient, 'send'>, queueUrl: string): RetryLater {
  return async (record) => {
    const receives = Number(record.attributes.ApproximateReceiveCount ?? 1);
    await sqs.send(
      new ChangeMessageVisibilityCommand({
        QueueUrl: queueUrl,
        ReceiptHandle: record.receiptHandle,
        VisibilityTimeout: retryDelaySeconds(receives),
      }),
    );
  };
}
