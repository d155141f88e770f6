// What the families' hooks reach above the resources: contacts that join a campaign have their first sends queued, new
// notes their reasoning, fine-tunings are tried with the reasoner. Imported on first use (lib/app/services.ts), so that
// a function whose writes never get there does not load the queues' SDK at cold start.
import { onCampaignContactsJoined } from '../campaigns/send/on-join.js';
import type { SendMessage } from '../campaigns/send/send-queue.js';
import { CAMPAIGN_SENDS_QUEUE, NOTE_REASONING_QUEUE } from '../platform/queue/queues.js';
import type { CampaignJoins, NoteReasoningPort } from '../platform/resources/behaviour.js';
import type { Store } from '../platform/store/store.js';
import { createNoteReasoningPort } from '../reasoning/port.js';
import type { Reasoner } from '../reasoning/reasoner.js';
import type { ReasoningMessage } from '../reasoning/worker.js';
import { queueSender } from './queue-senders.js';
import type { AppConfig } from './settings.js';

/**
 * The reasoner of trials, imported and built on the first trial: the local one trains a model and carries a language
 * model of several megabytes, the Bedrock one an SDK client, and no cold start needs either (the bundle keeps them in
 * chunks of their own).
 */
function lazyReasoner(config: AppConfig): Reasoner {
  let reasoner: Promise<Reasoner> | undefined;
  return {
    async reason(input) {
      reasoner ??= import('../reasoning/configured-reasoner.js').then(({ configuredReasoner }) =>
        configuredReasoner({ bedrockModelId: config.bedrockModelId }),
      );
      return (await reasoner).reason(input);
    },
  };
}

export function createEnginePorts(
  config: AppConfig,
  store: Store,
): { campaignJoins: CampaignJoins; noteReasoning: NoteReasoningPort } {
  const sendToCampaigns = queueSender<SendMessage>(config, CAMPAIGN_SENDS_QUEUE);
  const reasoner = lazyReasoner(config);
  return {
    campaignJoins: {
      joined: (ctx, records) =>
        onCampaignContactsJoined({ store, now: config.clock, send: sendToCampaigns }, ctx, records),
    },
    noteReasoning: createNoteReasoningPort({
      store,
      reasoner: () => reasoner,
      send: queueSender<ReasoningMessage>(config, NOTE_REASONING_QUEUE),
    }),
  };
}
