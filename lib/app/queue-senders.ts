// Senders to the queue table's queues from the configuration, each made on its first send (its URL looked up then).
import type { PlatformConfig } from '../platform/config.js';
import { createQueueSender } from '../platform/queue/queue-sender.js';
import type { QueueSpec } from '../platform/queue/queues.js';
import { defaultSqsClient } from './sqs-client.js';

export function queueSender<M>(config: PlatformConfig, spec: QueueSpec): (message: M) => Promise<void> {
  let send: ((message: M) => Promise<void>) | undefined;
  return (message) =>
    (send ??= createQueueSender<M>(defaultSqsClient(config.aws), config.queueUrl(spec.name), spec))(message);
}
