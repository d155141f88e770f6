// Builds the webhook sender's handler: one attempt per message, the signing secrets opened with the credential vault, the owners mailed of an endpoint it disables.
import { createBatchHandler } from '../../platform/queue/batch-handler.js';
import { WEBHOOK_DELIVERIES_QUEUE } from '../../platform/queue/queues.js';
import { createDeliverySender, type DeliveryMessage } from '../../webhooks/index.js';
import { queueSender } from '../queue-senders.js';
import { ownerMailOf } from '../owner-mail.js';
import { createServices } from '../services.js';
import type { AppConfig } from '../settings.js';

export function build(config: AppConfig) {
  const { store, credentialVault, outbound } = createServices(config);
  return createBatchHandler(
    createDeliverySender({
      store,
      vault: credentialVault,
      outbound,
      now: config.clock,
      timeoutMs: config.webhookTimeoutMs,
      send: queueSender<DeliveryMessage>(config, WEBHOOK_DELIVERIES_QUEUE),
      tellOwners: ownerMailOf(config, store),
    }),
  );
}
