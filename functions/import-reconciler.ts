// Lambda entry of the import reconciler, run on a schedule: queues again the import rows whose messages were lost.
import { IMPORT_ROWS_QUEUE, queueUrlVariable } from '../lib/platform/queue/queues.js';
import { defaultDocumentClient, defaultSqsClient } from '../lib/platform/aws/clients.js';
import { positiveIntegerEnv, requireEnv, tableName } from '../lib/platform/config.js';
import { createReconciler, DEFAULT_MAX_REQUEUES, DEFAULT_STALE_AFTER_SECONDS } from '../lib/imports/rows/reconciler.js';
import { createRowSender } from '../lib/imports/rows/row-queue.js';
import { createStore } from '../lib/platform/store/store.js';

const reconcile = createReconciler({
  store: createStore({ client: defaultDocumentClient(), tableName: tableName() }),
  sendRow: createRowSender(defaultSqsClient(), requireEnv(queueUrlVariable(IMPORT_ROWS_QUEUE.name))),
  staleAfterSeconds: positiveIntegerEnv('RECONCILE_STALE_AFTER_SECONDS', DEFAULT_STALE_AFTER_SECONDS),
  maxRequeues: DEFAULT_MAX_REQUEUES,
});

export const handler = async () => reconcile();
