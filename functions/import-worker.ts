// Lambda entry of the import worker: consumes the import-rows queue with partial batch responses.
import { importWorkerDepsFromEnv } from '../lib/app/import-deps.js';
import { createImportRowHandler } from '../lib/imports/worker.js';
import { createBatchHandler } from '../lib/queue/batch-handler.js';

export const handler = createBatchHandler(createImportRowHandler(importWorkerDepsFromEnv()));
