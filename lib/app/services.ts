// The one builder of what every function runs with: the store on the single table, and the resource engine with the
// ports the families' hooks find (campaign joins, note reasoning), each port's outside service made on first use.
import { onCampaignContactsJoined } from '../campaigns/send/on-join.js';
import type { SendMessage } from '../campaigns/send/send-queue.js';
import { families } from '../families/registry.js';
import type { PlatformConfig } from '../platform/config.js';
import { createQueueSender } from '../platform/queue/queue-sender.js';
import { CAMPAIGN_SENDS_QUEUE, NOTE_REASONING_QUEUE, type QueueSpec } from '../platform/queue/queues.js';
import type { CampaignJoins } from '../platform/resources/behaviour.js';
import { createEngine } from '../platform/resources/engine.js';
import { createStore, type Store } from '../platform/store/store.js';
import { createNoteReasoningPort } from '../reasoning/port.js';
import type { Reasoner } from '../reasoning/reasoner.js';
import type { ReasoningMessage } from '../reasoning/worker.js';
import { defaultDocumentClient, defaultSqsClient } from './aws-clients.js';
import type { AppConfig } from './settings.js';

/** The store on the configured table, through the process's document client. */
export function storeOf(config: PlatformConfig): Store {
  return createStore({ client: defaultDocumentClient(config.aws), tableName: config.tableName() });
}

/** A sender to one of the queue table's queues, whose URL (and client) is looked up on its first send. */
export function queueSender<M>(config: PlatformConfig, spec: QueueSpec): (message: M) => Promise<void> {
  let send: ((message: M) => Promise<void>) | undefined;
  return (message) =>
    (send ??= createQueueSender<M>(defaultSqsClient(config.aws), config.queueUrl(spec.name), spec))(message);
}

/**
 * The reasoner of trials, imported and built on the first trial: the local one trains a model and carries a language
 * model of several megabytes, the Bedrock one an SDK client, and an API cold start needs neither (the bundle keeps
 * them in chunks of their own).
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

/**
 * The store and engine of a function (on `store` when a caller brings its own), with what the families' hooks and
 * actions find on them: contacts that join a campaign have their first sends queued, new notes their reasoning, the
 * clock is the configuration's, and so are the API's public address and the DNS servers.
 */
export function createServices(config: AppConfig, store: Store = storeOf(config)) {
  const sendToCampaigns = queueSender<SendMessage>(config, CAMPAIGN_SENDS_QUEUE);
  const campaignJoins: CampaignJoins = {
    joined: (ctx, records) =>
      onCampaignContactsJoined({ store, now: config.clock, send: sendToCampaigns }, ctx, records),
  };
  const reasoner = lazyReasoner(config);
  const noteReasoning = createNoteReasoningPort({
    store,
    reasoner: () => reasoner,
    send: queueSender<ReasoningMessage>(config, NOTE_REASONING_QUEUE),
  });
  const engine = createEngine({
    families,
    store,
    readBudget: config.readBudget,
    campaignJoins,
    noteReasoning,
    publicUrl: config.publicUrl,
    now: config.clock,
  });
  return {
    store,
    engine,
    campaignJoins,
    noteReasoning,
    publicUrl: config.publicUrl,
    dnsServers: config.dnsServers,
  };
}

export type Services = ReturnType<typeof createServices>;
