// Builds the webhook tick's handler: queues the deliveries whose next attempt is due on the configuration's clock.
import { WEBHOOK_DELIVERIES_QUEUE } from '../../platform/queue/queues.js';
import { createWebhookTick, type DeliveryMessage } from '../../webhooks/index.js';
import { queueSender } from '../queue-senders.js';
import { storeOf } from '../store.js';
import type { AppConfig } from '../settings.js';

export function build(config: AppConfig) {
  const tick = createWebhookTick({
    store: storeOf(config),
    now: config.clock,
    send: queueSender<DeliveryMessage>(config, WEBHOOK_DELIVERIES_QUEUE),
  });
  return async () => tick();
}
