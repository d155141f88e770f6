// Builds the import reconciler's handler: queues again the import rows whose messages were lost.
import { createReconciler, DEFAULT_MAX_REQUEUES } from '../../imports/rows/reconciler.js';
import { createRowSender } from '../../imports/rows/row-queue.js';
import { IMPORT_ROWS_QUEUE } from '../../platform/queue/queues.js';
import { defaultSqsClient } from '../aws-clients.js';
import { storeOf } from '../services.js';
import type { AppConfig } from '../settings.js';

export function build(config: AppConfig) {
  const reconcile = createReconciler({
    store: storeOf(config),
    sendRow: createRowSender(defaultSqsClient(config.aws), config.queueUrl(IMPORT_ROWS_QUEUE.name)),
    staleAfterSeconds: config.reconcileStaleAfterSeconds,
    maxRequeues: DEFAULT_MAX_REQUEUES,
  });
  return async () => reconcile();
}
