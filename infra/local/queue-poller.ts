// Polls an SQS queue and invokes its consumer the way a Lambda event source mapping with ReportBatchItemFailures does.
import { DeleteMessageBatchCommand, ReceiveMessageCommand, type Message, type SQSClient } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type { AnyHandler } from './handler-loader.js';
import { buildContext } from './apigw-event.js';

export interface QueuePollerOptions {
  sqs: SQSClient;
  queueUrl: string;
  queueArn: string;
  batchSize: number;
  functionName: string;
  timeoutSeconds: number;
  handler: AnyHandler;
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

export function startQueuePoller(options: QueuePollerOptions): { stop(): Promise<void> } {
  let running = true;
  const loop = (async () => {
    while (running) {
      try {
        const { Messages = [] } = await options.sqs.send(
          new ReceiveMessageCommand({
            QueueUrl: options.queueUrl,
            MaxNumberOfMessages: Math.min(options.batchSize, 10),
            WaitTimeSeconds: options.waitTimeSeconds ?? 1,
            MessageSystemAttributeNames: ['All'],
            MessageAttributeNames: ['All'],
          }),
        );
        if (Messages.length === 0) continue;
        const records = Messages.map((message) => toRecord(message, options.queueArn));
        const event: SQSEvent = { Records: records };
        const outcome: { response?: SQSBatchResponse | undefined; error?: unknown } = {};
        try {
          outcome.response = (await options.handler(
            event,
            buildContext(options.functionName, options.timeoutSeconds),
          )) as SQSBatchResponse | undefined;
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
      } catch (error) {
        if (!running) break;
        options.onError?.(error);
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
    },
  };
}
