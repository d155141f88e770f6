// Sends one JSON message to a queue of the queue table, in its tenant's message group (SQS fair queues in AWS).
import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { QueueSpec } from './queues.js';

/** A sender of `M` messages to `queueUrl`, the address of `spec`'s queue. */
export function createQueueSender<M>(sqs: SQSClient, queueUrl: string, spec: QueueSpec): (message: M) => Promise<void> {
  return async (message) => {
    const body = JSON.stringify(message);
    await sqs.send(
      new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: body, MessageGroupId: spec.tenantOf?.(body) }),
    );
  };
}
