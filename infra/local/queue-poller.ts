// Polls an SQS queue and invokes its consumer the way a Lambda event source mapping with ReportBatchItemFailures does.
import {
  ChangeMessageVisibilityBatchCommand,
  DeleteMessageBatchCommand,
  type Message,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type { AnyHandler } from './handler-loader.js';
import { buildContext } from './apigw-event.js';
import { startFairQueue } from './fair-queue.js';

export interface QueuePollerOptions {
  sqs: SQSClient;
  queueUrl: string;
  queueArn: string;
  batchSize: number;
  functionName: string;
  timeoutSeconds: number;
  handler: AnyHandler;
  /** Batches in flight at once, like an event source mapping's maximum concurrency (default 1). */
  concurrency?: number;
  /** The tenant of a message body, for a fair queue (QueueSpec.tenantOf): its backlog does not hold back other tenants. */
  tenantOf?: (body: string) => string | undefined;
  /** Long-poll wait; short so that stop() returns quickly. */
  waitTimeSeconds?: number;
  /**
   * Tests: a failed message is visible again after this many seconds, instead of after the rest of its visibility
   * timeout, which runs on the emulator's clock and no test can move. It overrides a worker's own backoff. Unset, as in
   * AWS.
   */
  redeliverFailedAfterSeconds?: number;
  /** Told of each delivery once the invocation is over and the poller deleted (or kept) its message. */
  onDelivered?: (delivery: Delivery) => void;
  onError?: (error: unknown) => void;
}

/** One delivery of a message, as its invocation left it. */
export interface Delivery {
  messageId: string;
  /** Valid until the message is received again: ChangeMessageVisibility with it makes a failed message come back. */
  receiptHandle: string;
  body: string;
  receiveCount: number;
  /** Deleted after the handler succeeded with it (it can never come back), or kept because it failed. */
  deleted: boolean;
}

/** The Lambda event record of a message received from `queueArn`, as an SQS event source mapping hands it over. */
export function sqsRecordOf(message: Message, queueArn: string): SQSRecord {
  const attributes = message.Attributes ?? {};
  return {
    messageId: message.MessageId!,
    receiptHandle: message.ReceiptHandle!,
    body: message.Body ?? '',
    attributes: {
      ApproximateReceiveCount: attributes.ApproximateReceiveCount ?? '1',
      SentTimestamp: attributes.SentTimestamp ?? String(Date.now()),
      SenderId: attributes.SenderId ?? 'local',
      ApproximateFirstReceiveTimestamp: attributes.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
    },
    messageAttributes: Object.fromEntries(
      Object.entries(message.MessageAttributes ?? {}).map(([name, value]) => [
        name,
        {
          stringValue: value.StringValue,
          dataType: value.DataType ?? 'String',
          stringListValues: [],
          binaryListValues: [],
        },
      ]),
    ),
    md5OfBody: message.MD5OfBody ?? '',
    eventSource: 'aws:sqs',
    eventSourceARN: queueArn,
    awsRegion: queueArn.split(':')[3] ?? 'us-east-1',
  };
}

/**
 * Which messages to delete after an invocation: all but the reported failures. A thrown error, or a failure id that is
 * not in the batch, fails the whole batch, as Lambda does.
 */
export function succeededMessages(
  records: SQSRecord[],
  outcome: { response?: SQSBatchResponse | undefined; error?: unknown },
): SQSRecord[] {
  // Any thrown value fails the batch, even a falsy one.
  if ('error' in outcome) return [];
  const failed = new Set((outcome.response?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier));
  if ([...failed].some((id) => !records.some((record) => record.messageId === id))) return [];
  return records.filter((record) => !failed.has(record.messageId));
}

/**
 * Runs `concurrency` invocations at once, each on a batch taken from one fair queue. In AWS, fairness between tenants
 * is the queue's own (SQS fair queues: senders set MessageGroupId); the emulator ignores MessageGroupId, so the local
 * stand-in (fair-queue.ts) does it here. Doing it in a worker instead, by deferring a busy tenant's message, would spend
 * a receive count per deferral (sending rows to the DLQ unprocessed) and need a count of rows in flight that every
 * Lambda instance shares.
 */
export function startQueuePoller(options: QueuePollerOptions): { stop(): Promise<void> } {
  let running = true;
  const queue = startFairQueue({
    sqs: options.sqs,
    queueUrl: options.queueUrl,
    tenantOf: options.tenantOf,
    waitTimeSeconds: options.waitTimeSeconds,
    onError: options.onError,
  });

  async function invoke(messages: Message[]) {
    const records = messages.map((message) => sqsRecordOf(message, options.queueArn));
    const event: SQSEvent = { Records: records };
    const outcome: { response?: SQSBatchResponse | undefined; error?: unknown } = {};
    try {
      outcome.response = (await options.handler(event, buildContext(options.functionName, options.timeoutSeconds))) as
        | SQSBatchResponse
        | undefined;
    } catch (error) {
      outcome.error = error;
      options.onError?.(error);
    }
    const done = succeededMessages(records, outcome);
    const deleted = new Set<string>();
    try {
      if (done.length) {
        const { Successful = [] } = await options.sqs.send(
          new DeleteMessageBatchCommand({
            QueueUrl: options.queueUrl,
            Entries: done.map((record, i) => ({ Id: String(i), ReceiptHandle: record.receiptHandle })),
          }),
        );
        for (const entry of Successful) deleted.add(done[Number(entry.Id)]!.messageId);
      }
      const failed = records.filter((record) => !deleted.has(record.messageId));
      if (failed.length && options.redeliverFailedAfterSeconds !== undefined) {
        await options.sqs.send(
          new ChangeMessageVisibilityBatchCommand({
            QueueUrl: options.queueUrl,
            Entries: failed.map((record, i) => ({
              Id: String(i),
              ReceiptHandle: record.receiptHandle,
              VisibilityTimeout: options.redeliverFailedAfterSeconds,
            })),
          }),
        );
      }
    } finally {
      for (const record of records)
        options.onDelivered?.({
          messageId: record.messageId,
          receiptHandle: record.receiptHandle,
          body: record.body,
          receiveCount: Number(record.attributes.ApproximateReceiveCount),
          deleted: deleted.has(record.messageId),
        });
    }
  }

  const consume = async () => {
    while (running) {
      try {
        const messages = await queue.take(Math.min(options.batchSize, 10));
        if (messages.length === 0) continue;
        try {
          await invoke(messages);
        } finally {
          queue.release(messages);
        }
      } catch (error) {
        if (!running) break;
        options.onError?.(error);
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  };
  const consumers = Array.from({ length: options.concurrency ?? 1 }, consume);
  return {
    stop: async () => {
      running = false;
      await Promise.all(consumers);
      await queue.stop();
    },
  };
}
