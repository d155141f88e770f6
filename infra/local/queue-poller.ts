// Polls an SQS queue and invokes its consumer the way a Lambda event source mapping with ReportBatchItemFailures does.
import { DeleteMessageBatchCommand, type Message, type SQSClient } from '@aws-sdk/client-sqs';
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
  onError?: (error: unknown) => void;
}

function toRecord(message: Message, queueArn: string): SQSRecord {
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
    const records = messages.map((message) => toRecord(message, options.queueArn));
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
    if (done.length) {
      await options.sqs.send(
        new DeleteMessageBatchCommand({
          QueueUrl: options.queueUrl,
          Entries: done.map((record, i) => ({ Id: String(i), ReceiptHandle: record.receiptHandle })),
        }),
      );
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
