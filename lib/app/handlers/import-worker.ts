// Builds the import worker's handler: each row of the import-rows queue, checked (MX, website) and written.
import { createWebsiteCheck } from '../../imports/rows/website-check.js';
import { createImportRowHandler } from '../../imports/rows/worker.js';
import { createBatchHandler } from '../../platform/queue/batch-handler.js';
import { IMPORT_ROWS_QUEUE } from '../../platform/queue/queues.js';
import { createServices } from '../services.js';
import type { AppConfig } from '../settings.js';

export function build(config: AppConfig) {
  return createBatchHandler(
    createImportRowHandler({
      ...createServices(config),
      website: createWebsiteCheck(config.websiteCheck),
      maxReceiveCount: IMPORT_ROWS_QUEUE.maxReceiveCount,
    }),
  );
}
