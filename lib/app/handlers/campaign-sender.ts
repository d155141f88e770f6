// Builds the campaign sender's handler: the mailer and the tracking tokens made at cold start, failed sends put off.
import { createEntitlements } from '../../billing/index.js';
import { createSendHandler } from '../../campaigns/send/send-worker.js';
import { configuredTrackingTokens } from '../../campaigns/tracking/kms-mac.js';
import { createBatchHandler } from '../../platform/queue/batch-handler.js';
import { CAMPAIGN_SENDS_QUEUE } from '../../platform/queue/queues.js';
import { createRetryBackoff } from '../../platform/queue/retry-backoff.js';
import { defaultSqsClient } from '../sqs-client.js';
import { sesMailerOf } from '../mailer.js';
import { createServices } from '../services.js';
import type { AppConfig } from '../settings.js';

export async function build(config: AppConfig) {
  const services = createServices(config);
  return createBatchHandler(
    createSendHandler({
      ...services,
      sesMailer: sesMailerOf(config, services.store),
      now: config.clock,
      baseUrl: config.linkBaseUrl,
      maxReceiveCount: CAMPAIGN_SENDS_QUEUE.maxReceiveCount,
      organizationDailyCap: config.organizationDailySendCap,
      entitlements: createEntitlements(services.store, config.clock),
      tokens: await configuredTrackingTokens(config.tracking),
      retryLater: createRetryBackoff(defaultSqsClient(config.aws), config.queueUrl(CAMPAIGN_SENDS_QUEUE.name)),
    }),
  );
}
