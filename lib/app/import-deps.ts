// The webhook intake's and the import worker's dependencies as a Lambda instance builds them at cold start.
import { defaultDocumentClient, defaultSqsClient } from '../platform/aws/clients.js';
import { requireEnv, tableName } from '../platform/config.js';
import type { WebhookIntakeDeps } from '../imports/webhook/intake.js';
import { mxLookupFromEnv } from '../imports/rows/mx-lookup.js';
import { createRowSender } from '../imports/rows/row-queue.js';
import { createImportRateLimiter, organizationRowLimitFromEnv } from '../imports/webhook/webhook-rate-limit.js';
import { websiteCheckFromEnv } from '../imports/rows/website-check.js';
import type { ImportWorkerDeps } from '../imports/rows/worker.js';
import { IMPORT_ROWS_QUEUE, queueUrlVariable } from '../platform/queue/queues.js';
import { servicesWithNoteReasoning } from './note-reasoning.js';
import { createStore } from '../platform/store/store.js';

export function intakeDepsFromEnv(): WebhookIntakeDeps {
  const store = createStore({ client: defaultDocumentClient(), tableName: tableName() });
  return {
    store,
    sendRow: createRowSender(defaultSqsClient(), requireEnv(queueUrlVariable(IMPORT_ROWS_QUEUE.name))),
    rateLimiter: createImportRateLimiter({ store }),
    organizationLimit: organizationRowLimitFromEnv(),
  };
}

export function importWorkerDepsFromEnv(): ImportWorkerDeps {
  const store = createStore({ client: defaultDocumentClient(), tableName: tableName() });
  const { engine, noteReasoning } = servicesWithNoteReasoning(store);
  return {
    store,
    engine,
    noteReasoning,
    mx: mxLookupFromEnv(),
    website: websiteCheckFromEnv(),
    maxReceiveCount: IMPORT_ROWS_QUEUE.maxReceiveCount,
  };
}
