// Builds the import reconciler's handler: queues again the import rows whose messages were lost.
import { createReconciler, DEFAULT_MAX_REQUEUES, DEFAULT_STALE_AFTER_SECONDS } from '../../imports/rows/reconciler.js';
import { createRowSender } from '../../imports/rows/row-queue.js';
import { IMPORT_ROWS_QUEUE } from '../../platform/queue/queues.js';
import { createQueueBacklog } from '../../platform/queue/queue-backlog.js';
import { defaultSqsClient } from '../sqs-client.js';
import { storeOf } from '../store.js';
import type { AppConfig } from '../settings.js';

export function build(config: AppConfig) {
  const [sqs, queueUrl] = [defaultSqsClient(config.aws), config.queueUrl(IMPORT_ROWS_QUEUE.name)];
  const reconcile = createReconciler({
    store: storeOf(config),
    sendRow: createRowSender(sqs, queueUrl),
    backlog: createQueueBacklog(sqs, queueUrl),
    staleAfterSeconds: config.reconcileStaleAfterSeconds ?? DEFAULT_STALE_AFTER_SECONDS,
    maxRequeues: DEFAULT_MAX_REQUEUES,
  });
  return async () => reconcile();
}
