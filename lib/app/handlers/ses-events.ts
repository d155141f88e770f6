// Builds the ses-events handler: bounces and complaints on sent mail; received mail that reaches its queue goes on to
// the inbound-mail queue.
import { handleFeedbackEvent } from '../../campaigns/inbound/feedback-events.js';
import { createBatchHandler, deliveryOf } from '../../platform/queue/batch-handler.js';
import { INBOUND_MAIL_QUEUE, SES_EVENTS_QUEUE } from '../../platform/queue/queues.js';
import { queueSender } from '../queue-senders.js';
import { createServices } from '../services.js';
import type { AppConfig } from '../settings.js';

export function build(config: AppConfig) {
  const services = createServices(config);
  // The body is JSON (the handler parsed it); the sender writes it out again.
  const toInboundMail = queueSender<unknown>(config, INBOUND_MAIL_QUEUE);
  // On its last delivery a notification about a message still not recorded is ignored, not dead.
  return createBatchHandler((record) =>
    handleFeedbackEvent(services, record.body, deliveryOf(record, SES_EVENTS_QUEUE), (body) =>
      toInboundMail(JSON.parse(body)),
    ),
  );
}
