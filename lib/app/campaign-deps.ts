// The campaign sender's dependencies as a Lambda instance builds them at cold start.
import { defaultDocumentClient, defaultSqsClient } from '../aws/clients.js';
import { clockFromEnv } from '../clock.js';
import { trackingTokensFromEnv } from '../campaigns/kms-mac.js';
import type { SendWorkerDeps } from '../campaigns/send-worker.js';
import { requireEnv, tableName } from '../config.js';
import { mailerFromEnv } from '../mail/mailer-from-env.js';
import { CAMPAIGN_SENDS_QUEUE, queueUrlVariable } from '../queue/queues.js';
import { createRetryBackoff } from '../queue/retry-backoff.js';
import { createEngine } from '../resources/engine.js';
import { createStore } from '../store/store.js';

export async function campaignSenderDepsFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<SendWorkerDeps> {
  const store = createStore({ client: defaultDocumentClient(), tableName: tableName(env) });
  return {
    store,
    engine: createEngine({ store }),
    mailer: mailerFromEnv(store, env),
    now: clockFromEnv(env),
    // PUBLIC_BASE_URL in AWS; the local runtime sets LOCAL_PUBLIC_URL once it listens.
    baseUrl: () => (env.PUBLIC_BASE_URL ?? env.LOCAL_PUBLIC_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
    maxReceiveCount: CAMPAIGN_SENDS_QUEUE.maxReceiveCount,
    tokens: await trackingTokensFromEnv(env),
    retryLater: createRetryBackoff(defaultSqsClient(), requireEnv(queueUrlVariable(CAMPAIGN_SENDS_QUEUE.name), env)),
  };
}
