// Lambda entry of the import worker: consumes the import-rows queue with partial batch responses.
import { importWorkerDepsFromEnv } from '../lib/app/import-deps.js';
import { createImportRowHandler } from '../lib/imports/rows/worker.js';
import { createBatchHandler } from '../lib/platform/queue/batch-handler.js';

export const handler = createBatchHandler(createImportRowHandler(importWorkerDepsFromEnv()));
