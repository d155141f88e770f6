// Builds the minute tick's handler: on the configuration's clock, claims the campaign contacts and drafts due and
// queues their sends, and starts the recurring file imports due.
import { createCampaignTick } from '../../campaigns/schedule/tick.js';
import type { SendMessage } from '../../campaigns/send/send-queue.js';
import { CAMPAIGN_SENDS_QUEUE, IMPORT_FILES_QUEUE } from '../../platform/queue/queues.js';
import { createImportTick } from '../../imports/files/recurring-runs.js';
import type { FileRunKey } from '../../imports/files/file-runs.js';
import { imports } from '../../imports/index.js';
import { queueSender } from '../queue-senders.js';
import { storeOf } from '../store.js';
import type { AppConfig } from '../settings.js';

export function build(config: AppConfig) {
  const store = storeOf(config);
  const tick = createCampaignTick({
    store,
    send: queueSender<SendMessage>(config, CAMPAIGN_SENDS_QUEUE),
    now: config.clock,
  });
  const fetchRun = queueSender<{ fetch: FileRunKey }>(config, IMPORT_FILES_QUEUE);
  const importTick = createImportTick({
    store,
    importEntity: imports.entity,
    now: config.clock,
    fetchRun: (run) => fetchRun({ fetch: run }),
  });
  // Each apart: a failure of one leaves the other's work done.
  return async (_event: unknown, context?: { awsRequestId?: string }) => {
    const [sends, runs] = await Promise.allSettled([tick(context?.awsRequestId), importTick()]);
    if (sends.status === 'rejected') throw sends.reason;
    if (runs.status === 'rejected') throw runs.reason;
    return { ...sends.value, importRuns: runs.value.started };
  };
}
