// Builds the inbound-mail handler: received mail (stored in S3 where the deployment receives mail, or the local mailbox
// simulator's out-of-office replies), each reply a note whose reasoning is queued.
import { handleReceivedMail } from '../../campaigns/inbound/inbound.js';
import { storedMailIn } from '../../mail/stored-mail.js';
import { createBatchHandler, deliveryOf } from '../../platform/queue/batch-handler.js';
import { INBOUND_MAIL_QUEUE } from '../../platform/queue/queues.js';
import { defaultS3Client } from '../aws-clients.js';
import { createServices } from '../services.js';
import type { AppConfig } from '../settings.js';

export function build(config: AppConfig) {
  const services = createServices(config);
  const storedMail = storedMailIn(config.receivedMailBucket, () => defaultS3Client(config.aws));
  // On its last delivery a reply still not matched is dropped, as any reply to no known message is.
  return createBatchHandler((record) =>
    handleReceivedMail(services, record.body, deliveryOf(record, INBOUND_MAIL_QUEUE), storedMail),
  );
}
