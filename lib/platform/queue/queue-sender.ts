// Sends JSON messages to a queue of the queue table, one or a batch at a time, each in its tenant's message group (SQS fair queues in AWS).
import { SendMessageBatchCommand, SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { QueueSpec } from './queues.js';

/** How a message is sent: `delaySeconds` (0 to 900) keeps it from consumers that long, as SQS's DelaySeconds does. */
export interface SendOptions {
  delaySeconds?: number;
}

/** A sender of `M` messages to `queueUrl`, the address of `spec`'s queue. */
export function createQueueSender<M>(
  sqs: SQSClient,
  queueUrl: string,
  spec: QueueSpec,
): (message: M, options?: SendOptions) => Promise<void> {
  return async (message, options = {}) => {
    const body = JSON.stringify(message);
    await sqs.send(
      new SendMessageCommand({
        QueueUrl: queueUrl,
        MessageBody: body,
        MessageGroupId: spec.tenantOf?.(body),
        ...(options.delaySeconds ? { DelaySeconds: options.delaySeconds } : {}),
      }),
    );
  };
}

/** Messages one SendMessageBatch carries, and the bytes of their bodies it may hold (SQS's limit is 256 KiB). */
const BATCH_MESSAGES = 10;
const BATCH_BYTES = 200 * 1024;

/** Bodies in batches of at most BATCH_MESSAGES and BATCH_BYTES, in their order. */
function batchesOf(bodies: readonly string[]): string[][] {
  const batches: string[][] = [];
  let bytes = 0;
  for (const body of bodies) {
    const size = Buffer.byteLength(body);
    const last = batches.at(-1);
    if (last && last.length < BATCH_MESSAGES && bytes + size <= BATCH_BYTES) {
      last.push(body);
      bytes += size;
    } else {
      batches.push([body]);
      bytes = size;
    }
  }
  return batches;
}

/**
 * A sender of many `M` messages at once to `queueUrl`, ten to a SendMessageBatch, the batches side by side. It
 * rejects, after sending every batch, when any message was not taken, saying how many.
 */
export function createQueueBatchSender<M>(
  sqs: SQSClient,
  queueUrl: string,
  spec: QueueSpec,
): (messages: readonly M[]) => Promise<void> {
  const sendBatch = async (batch: string[]): Promise<{ unsent: number; error?: unknown }> => {
    try {
      const { Failed = [] } = await sqs.send(
        new SendMessageBatchCommand({
          QueueUrl: queueUrl,
          Entries: batch.map((body, i) => ({
            Id: String(i),
            MessageBody: body,
            MessageGroupId: spec.tenantOf?.(body),
          })),
        }),
      );
      return { unsent: Failed.length, error: Failed[0]?.Message };
    } catch (error) {
      return { unsent: batch.length, error };
    }
  };
  return async (messages) => {
    const outcomes = await Promise.all(batchesOf(messages.map((message) => JSON.stringify(message))).map(sendBatch));
    const unsent = outcomes.reduce((sum, outcome) => sum + outcome.unsent, 0);
    const cause = outcomes.find((outcome) => outcome.unsent)?.error;
    if (unsent) throw new Error(`${unsent} of ${messages.length} messages were not queued`, { cause });
  };
}
