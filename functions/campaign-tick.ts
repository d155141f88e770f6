// Lambda entry of the campaign tick, run every minute: claims the due campaign contacts and queues their sends.
import { defaultDocumentClient } from '../lib/platform/aws/clients.js';
import { tableName } from '../lib/platform/config.js';
import { clockFromEnv } from '../lib/platform/clock.js';
import { sendSenderFromEnv } from '../lib/campaigns/send/send-queue.js';
import { createCampaignTick } from '../lib/campaigns/schedule/tick.js';
import { createStore } from '../lib/platform/store/store.js';

const tick = createCampaignTick({
  store: createStore({ client: defaultDocumentClient(), tableName: tableName() }),
  send: (message) => sendSenderFromEnv()(message),
  now: clockFromEnv(),
});

export const handler = async (_event: unknown, context?: { awsRequestId?: string }) => tick(context?.awsRequestId);
