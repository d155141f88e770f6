// The import worker's dependencies as a Lambda instance builds them at cold start.
import { IMPORT_ROWS_QUEUE } from '../app/queues.js';
import { createServiceEngine } from '../app/services.js';
import { defaultDocumentClient } from '../aws/clients.js';
import { tableName } from '../config.js';
import { createStore } from '../store/store.js';
import { mxLookupFromEnv } from './mx-lookup.js';
import { websiteCheckFromEnv } from './website-check.js';
import type { ImportWorkerDeps } from './worker.js';

export function importWorkerDepsFromEnv(): ImportWorkerDeps {
  const store = createStore({ client: defaultDocumentClient(), tableName: tableName() });
  return {
    store,
    engine: createServiceEngine(store),
    mx: mxLookupFromEnv(),
    website: websiteCheckFromEnv(),
    maxReceiveCount: IMPORT_ROWS_QUEUE.maxReceiveCount,
  };
}
