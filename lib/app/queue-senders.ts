// Senders to the queue table's queues from the configuration, each made on its first send (its URL looked up then).
import type { PlatformConfig } from '../platform/config.js';
import { createQueueBatchSender, createQueueSender, type SendOptions } from '../platform/queue/queue-sender.js';
import type { QueueSpec } from '../platform/queue/queues.js';
import { defaultSqsClient } from './sqs-client.js';

export function queueSender<M>(
  config: PlatformConfig,
  spec: QueueSpec,
): (message: M, options?: SendOptions) => Promise<void> {
  let send: ((message: M, options?: SendOptions) => Promise<void>) | undefined;
  return (message, options) =>
    (send ??= createQueueSender<M>(defaultSqsClient(config.aws), config.queueUrl(spec.name), spec))(message, options);
}

/** A sender of many messages at once (createQueueBatchSender), made on its first send. */
export function queueBatchSender<M>(
  config: PlatformConfig,
  spec: QueueSpec,
): (messages: readonly M[]) => Promise<void> {
  let send: ((messages: readonly M[]) => Promise<void>) | undefined;
  return (messages) =>
    (send ??= createQueueBatchSender<M>(defaultSqsClient(config.aws), config.queueUrl(spec.name), spec))(messages);
}
