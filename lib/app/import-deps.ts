// The webhook intake's and the import worker's dependencies as a Lambda instance builds them at cold start.
import { defaultDocumentClient, defaultSqsClient } from '../aws/clients.js';
import { requireEnv, tableName } from '../config.js';
import type { WebhookIntakeDeps } from '../imports/intake.js';
import { mxLookupFromEnv } from '../imports/mx-lookup.js';
import { createRowSender } from '../imports/row-queue.js';
import { createImportRateLimiter, organizationRowLimitFromEnv } from '../imports/webhook-rate-limit.js';
import { websiteCheckFromEnv } from '../imports/website-check.js';
import type { ImportWorkerDeps } from '../imports/worker.js';
import { IMPORT_ROWS_QUEUE, queueUrlVariable } from '../queue/queues.js';
import { servicesWithNoteReasoning } from './note-reasoning.js';
import { createStore } from '../store/store.js';

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
