// Builds the ses-events handler: bounces and complaints on sent mail; received mail that reaches its queue goes on to
// the inbound-mail queue.
import { handleFeedbackEvent } from '../../campaigns/inbound/feedback-events.js';
import { createBatchHandler } from '../../platform/queue/batch-handler.js';
import { INBOUND_MAIL_QUEUE, SES_EVENTS_QUEUE } from '../../platform/queue/queues.js';
import { queueSender } from '../queue-senders.js';
import { createServices } from '../services.js';
import type { AppConfig } from '../settings.js';

export function build(config: AppConfig) {
  const services = createServices(config);
  // The body is JSON (the handler parsed it); the sender writes it out again.
  const toInboundMail = queueSender<unknown>(config, INBOUND_MAIL_QUEUE);
  return createBatchHandler((record) =>
    handleFeedbackEvent(
      services,
      record.body,
      {
        requestId: record.messageId,
        // The delivery after which the queue gives up on it: a message still not recorded then is ignored, not dead.
        lastDelivery: Number(record.attributes.ApproximateReceiveCount) >= SES_EVENTS_QUEUE.maxReceiveCount,
      },
      (body) => toInboundMail(JSON.parse(body)),
    ),
  );
}
