// Builds the campaign tick's handler: claims what is due on the configuration's clock and queues its sends.
import { createCampaignTick } from '../../campaigns/schedule/tick.js';
import type { SendMessage } from '../../campaigns/send/send-queue.js';
import { CAMPAIGN_SENDS_QUEUE } from '../../platform/queue/queues.js';
import { queueSender } from '../queue-senders.js';
import { storeOf } from '../store.js';
import type { AppConfig } from '../settings.js';

export function build(config: AppConfig) {
  const tick = createCampaignTick({
    store: storeOf(config),
    send: queueSender<SendMessage>(config, CAMPAIGN_SENDS_QUEUE),
    now: config.clock,
  });
  return async (_event: unknown, context?: { awsRequestId?: string }) => tick(context?.awsRequestId);
}
