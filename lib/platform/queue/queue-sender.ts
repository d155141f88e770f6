// Sends one JSON message to a queue of the queue table, in its tenant's message group (SQS fair queues in AWS).
import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { defaultSqsClient } from '../aws/clients.js';
import { requireEnv } from '../config.js';
import { type QueueSpec, queueUrlVariable } from './queues.js';

/** A sender of `M` messages to `queueUrl`, the address of `spec`'s queue. */
export function createQueueSender<M>(sqs: SQSClient, queueUrl: string, spec: QueueSpec): (message: M) => Promise<void> {
  return async (message) => {
    const body = JSON.stringify(message);
    await sqs.send(
      new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: body, MessageGroupId: spec.tenantOf?.(body) }),
    );
  };
}

/** A sender of `spec`'s queue at the URL this process's environment names (QUEUE_URL_<NAME>), built on its first send. */
export function queueSenderFromEnv<M>(spec: QueueSpec): (message: M) => Promise<void> {
  let send: ((message: M) => Promise<void>) | undefined;
  return (message) =>
    (send ??= createQueueSender<M>(defaultSqsClient(), requireEnv(queueUrlVariable(spec.name)), spec))(message);
}
