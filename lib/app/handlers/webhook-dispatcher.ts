// Builds the webhook dispatcher's handler: the table's stream in, the deliveries of each new event recorded and queued.
import { families } from '../../families/registry.js';
import { WEBHOOK_DELIVERIES_QUEUE } from '../../platform/queue/queues.js';
import { createStreamDispatcher, type DeliveryMessage } from '../../webhooks/index.js';
import { queueSender } from '../queue-senders.js';
import { storeOf } from '../store.js';
import type { AppConfig } from '../settings.js';

export function build(config: AppConfig) {
  return createStreamDispatcher({
    store: storeOf(config),
    families,
    now: config.clock,
    send: queueSender<DeliveryMessage>(config, WEBHOOK_DELIVERIES_QUEUE),
  });
}
