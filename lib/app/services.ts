// The one builder of what every function runs with: the store on the single table, and the resource engine with the
// ports the families' hooks find (campaign joins, note reasoning), which are imported and built on first use.
import { configuredCredentialVault } from '../connections/configured-credential-vault.js';
import { configuredSendingDomains } from '../connections/configured-sending-domains.js';
import { families } from '../families/registry.js';
import type { CredentialVault } from '../platform/credential-vault.js';
import type { SendingDomains } from '../platform/sending-domains.js';
import { IMPORT_ROWS_QUEUE, WEBHOOK_DELIVERIES_QUEUE } from '../platform/queue/queues.js';
import type {
  CampaignJoins,
  ImportRowsPort,
  NoteReasoningPort,
  WebhookDeliveryPort,
} from '../platform/resources/behaviour.js';
import { createEngine } from '../platform/resources/engine.js';
import { createDnsMxLookup } from '../platform/dns/mx-lookup.js';
import { createS3SigningClient } from '../platform/aws/clients.js';
import { createUploadBucket, type UploadBucket } from '../platform/aws/upload-bucket.js';
import { MissingConfigError } from '../platform/config.js';
import { defaultS3Client } from './aws-clients.js';
import { IMPORT_FILES_BUCKET_VARIABLE } from './function-spec.js';
import type { DeliveryMessage } from '../webhooks/index.js';
import type { Store } from '../platform/store/store.js';
import type { AppConfig } from './settings.js';
import { storeOf } from './store.js';

/** The ports of lib/app/engine-ports.ts, loaded the first time a hook reaches one. */
function lazyEnginePorts(
  config: AppConfig,
  store: Store,
): { campaignJoins: CampaignJoins; noteReasoning: NoteReasoningPort } {
  let loaded: ReturnType<typeof load> | undefined;
  const load = () => import('./engine-ports.js').then(({ createEnginePorts }) => createEnginePorts(config, store));
  const ports = () => (loaded ??= load());
  return {
    campaignJoins: { joined: async (ctx, records) => (await ports()).campaignJoins.joined(ctx, records) },
    noteReasoning: {
      queue: async (ctx, notes) => (await ports()).noteReasoning.queue(ctx, notes),
      trial: async (org, fineTuning, text) => (await ports()).noteReasoning.trial(org, fineTuning, text),
    },
  };
}

/** The configured vault, built when a credential is first sealed or opened: a function that never does needs no key. */
function lazyCredentialVault(config: AppConfig): CredentialVault {
  let vault: CredentialVault | undefined;
  const built = () => (vault ??= configuredCredentialVault(config.credentials));
  return {
    seal: async (secrets, context) => built().seal(secrets, context),
    open: async (sealed, context) => built().open(sealed, context),
  };
}

/** Webhook deliveries' attempts, queued through a sender imported on first use (the queues' SDK stays out of cold starts). */
function lazyWebhookDeliveries(config: AppConfig): WebhookDeliveryPort {
  let send: Promise<(message: DeliveryMessage) => Promise<void>> | undefined;
  const load = () =>
    import('./queue-senders.js').then(({ queueSender }) =>
      queueSender<DeliveryMessage>(config, WEBHOOK_DELIVERIES_QUEUE),
    );
  return { queue: async (org, deliveryId) => (await (send ??= load()))({ org, deliveryId }) };
}

/** Import rows taken by API, queued in batches through a sender imported on first use. */
function lazyImportRows(config: AppConfig): ImportRowsPort {
  let send: Promise<(messages: readonly object[]) => Promise<void>> | undefined;
  const load = () =>
    import('./queue-senders.js').then(({ queueBatchSender }) => queueBatchSender<object>(config, IMPORT_ROWS_QUEUE));
  return { queue: async (messages) => (await (send ??= load()))(messages) };
}

/** The uploads bucket of file imports, built when a file is first signed for or read. */
function lazyUploadBucket(config: AppConfig): UploadBucket {
  let bucket: UploadBucket | undefined;
  const built = () => {
    const { bucket: name, uploadEndpoint } = config.importFiles;
    if (!name) throw new MissingConfigError(IMPORT_FILES_BUCKET_VARIABLE);
    return (bucket ??= createUploadBucket({
      client: defaultS3Client(config.aws),
      signer: createS3SigningClient(uploadEndpoint ?? config.aws.s3),
      bucket: name,
    }));
  };
  return {
    signUpload: async (key, expiresInSeconds, now) => built().signUpload(key, expiresInSeconds, now),
    sizeOf: async (key) => built().sizeOf(key),
    read: async (key, offset) => built().read(key, offset),
    store: async (key, bytes) => built().store(key, bytes),
  };
}

/** The configured sending domains, built when an SES connection is first created or verified. */
function lazySendingDomains(config: AppConfig): SendingDomains {
  let domains: SendingDomains | undefined;
  const built = () => (domains ??= configuredSendingDomains(config.sendingDomains()));
  return {
    ensure: async (org, domain) => built().ensure(org, domain),
    verified: async (domain) => built().verified(domain),
  };
}

/**
 * The store and engine of a function (on `store` when a caller brings its own), with what the families' hooks and
 * actions find on them: the ports, the configuration's clock, the API's public address, the DNS servers and the
 * deployment's own sender (read when first asked for: only the functions that write connections or send have it) and
 * the credential vault (built when first used, for the same functions).
 */
export function createServices(config: AppConfig, store: Store = storeOf(config)) {
  const { campaignJoins, noteReasoning } = lazyEnginePorts(config, store);
  const credentialVault = lazyCredentialVault(config);
  const sendingDomains = lazySendingDomains(config);
  // The local runtime delivers to receivers on this machine; a deployment only to public https addresses.
  const outbound = { allowLoopback: config.local };
  const engine = createEngine({
    families,
    store,
    readBudget: config.readBudget,
    campaignJoins,
    noteReasoning,
    publicUrl: config.publicUrl,
    deploymentSender: config.deploymentSender,
    credentialVault,
    sendingDomains,
    outbound,
    now: config.clock,
  });
  return {
    store,
    engine,
    campaignJoins,
    noteReasoning,
    publicUrl: config.publicUrl,
    dnsServers: config.dnsServers,
    deploymentSender: config.deploymentSender,
    credentialVault,
    sendingDomains,
    oauth: config.oauth,
    outbound,
    webhookDeliveries: lazyWebhookDeliveries(config),
    importRows: lazyImportRows(config),
    mx: createDnsMxLookup(config.mxLookup),
    uploads: lazyUploadBucket(config),
  };
}

export type Services = ReturnType<typeof createServices>;
