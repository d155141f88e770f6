// The campaign sender's dependencies as a Lambda instance builds them at cold start.
import { families } from '../families/registry.js';
import { defaultDocumentClient, defaultSqsClient } from '../platform/aws/clients.js';
import { clockFromEnv } from '../platform/clock.js';
import { trackingTokensFromEnv } from '../campaigns/tracking/kms-mac.js';
import type { SendWorkerDeps } from '../campaigns/send/send-worker.js';
import { requireEnv, tableName } from '../platform/config.js';
import { mailerFromEnv } from '../mail/mailer-from-env.js';
import { CAMPAIGN_SENDS_QUEUE, queueUrlVariable } from '../platform/queue/queues.js';
import { createRetryBackoff } from '../platform/queue/retry-backoff.js';
import { createEngine } from '../platform/resources/engine.js';
import { createStore } from '../platform/store/store.js';

export async function campaignSenderDepsFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<SendWorkerDeps> {
  const store = createStore({ client: defaultDocumentClient(), tableName: tableName(env) });
  return {
    store,
    engine: createEngine({ families, store }),
    mailer: mailerFromEnv(store, env),
    now: clockFromEnv(env),
    // PUBLIC_BASE_URL in AWS; the local runtime sets LOCAL_PUBLIC_URL once it listens.
    baseUrl: () => (env.PUBLIC_BASE_URL ?? env.LOCAL_PUBLIC_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
    maxReceiveCount: CAMPAIGN_SENDS_QUEUE.maxReceiveCount,
    tokens: await trackingTokensFromEnv(env),
    retryLater: createRetryBackoff(defaultSqsClient(), requireEnv(queueUrlVariable(CAMPAIGN_SENDS_QUEUE.name), env)),
  };
}
