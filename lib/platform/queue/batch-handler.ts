// The shared SQS batch runner: runs a record handler over each message and reports failures as batchItemFailures.
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { logger } from '../http/logger.js';
import type { QueueSpec } from './queues.js';

/**
 * Handles one SQS record; throwing fails that record alone, so SQS redelivers it (and, after the queue's receive
 * count, moves it to the dead-letter queue). SQS delivers at least once: a record handler must be idempotent.
 */
export type RecordHandler = (record: SQSRecord, context: Context) => Promise<void>;

export function createBatchHandler(recordHandler: RecordHandler) {
  return async (event: SQSEvent, context: Context): Promise<SQSBatchResponse> => {
    // A processor per invocation: it holds the batch's records and failures, and the local runtime runs several
    // batches of one handler at once (Lambda does not, but nothing here should depend on that).
    const processor = new BatchProcessor(EventType.SQS);
    const response = await processPartialResponse(
      event,
      (record: SQSRecord) => recordHandler(record, context),
      processor,
      {
        context,
        // Report every failure as a batch item failure, even when all fail: Lambda then retries them one by one.
        throwOnFullBatchFailure: false,
      },
    );
    if (response.batchItemFailures.length)
      logger.warn('Records failed', {
        failed: response.batchItemFailures.length,
        of: event.Records.length,
        // Each failure's own error, so a burst of failures can be told apart from one cause failing them all.
        errors: processor.errors.map((error, index) => ({
          messageId: response.batchItemFailures[index]?.itemIdentifier,
          name: error.name,
          message: error.message,
        })),
      });
    return response;
  };
}

/** A record's delivery: its message id as the request id, and whether the queue gives up on it after this one. */
export interface Delivery {
  requestId: string;
  /** The delivery after which the queue moves the message to its dead-letter queue. */
  lastDelivery: boolean;
}

export function deliveryOf(record: SQSRecord, queue: Pick<QueueSpec, 'maxReceiveCount'>): Delivery {
  return {
    requestId: record.messageId,
    lastDelivery: Number(record.attributes.ApproximateReceiveCount) >= queue.maxReceiveCount,
  };
}
