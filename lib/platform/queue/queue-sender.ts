// Sends one JSON message to a queue of the queue table, in its tenant's message group (SQS fair queues in AWS).
import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
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
