// Builds the webhook intake's handler: rows accepted within their import's and organization's limits, queued for the worker.
import { createRowSender } from '../../imports/rows/row-queue.js';
import type { WebhookIntakeDeps } from '../../imports/webhook/intake.js';
import { webhookIntakeHandler } from '../../imports/webhook/intake-handler.js';
import { createImportRateLimiter } from '../../imports/webhook/webhook-rate-limit.js';
import { IMPORT_ROWS_QUEUE } from '../../platform/queue/queues.js';
import { defaultSqsClient } from '../sqs-client.js';
import { storeOf } from '../store.js';
import type { AppConfig } from '../settings.js';

/** The intake's dependencies; the fault tests replace its queue. */
export function webhookIntakeDeps(config: AppConfig): WebhookIntakeDeps {
  const store = storeOf(config);
  return {
    store,
    sendRow: createRowSender(defaultSqsClient(config.aws), config.queueUrl(IMPORT_ROWS_QUEUE.name)),
    rateLimiter: createImportRateLimiter({ store }),
    organizationLimit: config.organizationRowLimit,
  };
}

export const build = (config: AppConfig) => webhookIntakeHandler(webhookIntakeDeps(config), config.requestLimits);
