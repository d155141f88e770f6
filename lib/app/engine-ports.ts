// What the families' hooks reach above the resources: contacts that join a campaign have their first sends queued, new
// notes their reasoning, fine-tunings are tried with the reasoner. Imported on first use (lib/app/services.ts), so that
// a function whose writes never get there does not load the queues' SDK at cold start.
import { onCampaignContactsJoined } from '../campaigns/send/on-join.js';
import type { SendMessage } from '../campaigns/send/send-queue.js';
import { CAMPAIGN_SENDS_QUEUE, NOTE_REASONING_QUEUE } from '../platform/queue/queues.js';
import type { CampaignJoins, NoteReasoningPort } from '../platform/resources/behaviour.js';
import type { Store } from '../platform/store/store.js';
import { createNoteReasoningPort } from '../reasoning/port.js';
import type { ModelSpend } from '../reasoning/model-spend.js';
import type { ReasoningMessage } from '../reasoning/worker.js';
import { queueSender } from './queue-senders.js';
import type { AppConfig } from './settings.js';

/**
 * The model and local reasoner of trials, imported and built on the first trial: the local one trains a model and
 * carries a language model of several megabytes, the Bedrock one an SDK client, and no cold start needs either (the
 * bundle keeps them in chunks of their own).
 */
function lazyModelSpend(config: AppConfig): ModelSpend {
  let loaded: Promise<ModelSpend> | undefined;
  const load = () =>
    (loaded ??= import('../reasoning/configured-reasoner.js').then(({ configuredModelSpend }) =>
      configuredModelSpend({
        bedrockModelId: config.bedrockModelId,
        monthlyTokenBudget: config.modelMonthlyTokenBudget,
      }),
    ));
  return {
    model: { reason: async (input) => (await load()).model.reason(input) },
    fallback: { reason: async (input) => (await load()).fallback.reason(input) },
    monthlyTokenBudget: config.modelMonthlyTokenBudget,
  };
}

export function createEnginePorts(
  config: AppConfig,
  store: Store,
): { campaignJoins: CampaignJoins; noteReasoning: NoteReasoningPort } {
  const sendToCampaigns = queueSender<SendMessage>(config, CAMPAIGN_SENDS_QUEUE);
  return {
    campaignJoins: {
      joined: (ctx, records) =>
        onCampaignContactsJoined({ store, now: config.clock, send: sendToCampaigns }, ctx, records),
    },
    noteReasoning: createNoteReasoningPort({
      store,
      spend: lazyModelSpend(config),
      send: queueSender<ReasoningMessage>(config, NOTE_REASONING_QUEUE),
      now: config.clock,
    }),
  };
}
