// Builds the file reader's handler: each message of the import-files queue (an uploaded file, a run going on, or a
// recurring run to fetch) read into its import's rows; a run that fails is delivered again soon, backed off.
import { createFileReader, runsOf } from '../../imports/files/file-reader.js';
import type { FileRunKey } from '../../imports/files/file-runs.js';
import { createBatchHandler } from '../../platform/queue/batch-handler.js';
import { IMPORT_FILES_QUEUE } from '../../platform/queue/queues.js';
import { createRetryBackoff, withBackoff } from '../../platform/queue/retry-backoff.js';
import { queueSender } from '../queue-senders.js';
import { defaultSqsClient } from '../sqs-client.js';
import { createServices } from '../services.js';
import type { AppConfig } from '../settings.js';

export function build(config: AppConfig) {
  const services = createServices(config);
  const continueRun = queueSender<{ run: FileRunKey }>(config, IMPORT_FILES_QUEUE);
  const reader = createFileReader({
    store: services.store,
    uploads: services.uploads,
    queueRows: services.importRows.queue,
    continueRun: (run) => continueRun({ run }),
    now: config.clock,
    settings: config.importFiles,
    outbound: services.outbound,
  });
  const retryLater = createRetryBackoff(defaultSqsClient(config.aws), config.queueUrl(IMPORT_FILES_QUEUE.name));
  // The next delivery of a failed run goes on from its checkpoint: in 30 s, then longer, not after the queue's 90 minutes.
  return createBatchHandler(
    withBackoff(async (record) => {
      for (const { run, fetch } of runsOf(record.body)) await (fetch ? reader.fetchRun(run) : reader.readRun(run));
    }, retryLater),
  );
}
