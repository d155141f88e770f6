// Backs off a queue message that failed: its next delivery waits longer each time, instead of the fixed visibility timeout.
import { ChangeMessageVisibilityCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { SQSRecord } from 'aws-lambda';
import { logger } from '../http/logger.js';
import type { RecordHandler } from './batch-handler.js';

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

/** Which failures are left to the queue's own visibility timeout rather than backed off. */
export interface BackoffOptions {
  spare?: (error: unknown) => boolean;
}

/**
 * Runs `work` for `record`; if it fails, backs the record off by `retryLater` (when given, and the failure is not
 * spared) and rethrows: SQS counts the receive, and the batch runner logs the error. A backoff that fails itself is
 * logged, not thrown, so the record fails with its own error.
 */
export async function backOffOnFailure(
  record: SQSRecord,
  retryLater: RetryLater | undefined,
  work: () => Promise<void>,
  { spare = () => false }: BackoffOptions = {},
): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (retryLater && !spare(error))
      await retryLater(record).catch((backoff: unknown) =>
        logger.warn('Backing off a failed message failed', { messageId: record.messageId, backoff }),
      );
    throw error;
  }
}

/** The record handler `handler` whose failed records are backed off (`backOffOnFailure`). */
export function withBackoff(
  handler: RecordHandler,
  retryLater: RetryLater | undefined,
  options?: BackoffOptions,
): RecordHandler {
  return (record, context) => backOffOnFailure(record, retryLater, () => handler(record, context), options);
}
