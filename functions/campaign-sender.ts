// Lambda entry of the campaign sender: consumes the campaign-sends queue with partial batch responses.
import { campaignSenderDepsFromEnv } from '../lib/app/campaign-deps.js';
import { createSendHandler } from '../lib/campaigns/send/send-worker.js';
import { createBatchHandler } from '../lib/platform/queue/batch-handler.js';

export const handler = createBatchHandler(createSendHandler(await campaignSenderDepsFromEnv()));
