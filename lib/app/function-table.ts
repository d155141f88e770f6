// The single table of Lambda functions: the routes each serves (lib/app/route-table.ts), the builder of its handler
// (lib/app/handlers), its queues and table access. CDK, the local runtime and tests all read it.
import { GATHERED_PATH } from './gathered-routes.js';
import { REFERENCE_RENDERER } from '../openapi/reference-page.js';
import {
  CAMPAIGN_SENDS_QUEUE,
  IMPORT_FILES_QUEUE,
  IMPORT_ROWS_QUEUE,
  INBOUND_MAIL_QUEUE,
  NOTE_REASONING_QUEUE,
  queueTable,
  SES_EVENTS_QUEUE,
  WEBHOOK_DELIVERIES_QUEUE,
} from '../platform/queue/queues.js';
import type { RouteSpec } from '../platform/http/route.js';
import type { AppModel, FunctionSpec, ServedFunction } from './function-spec.js';
import { routesOf } from './route-table.js';
import { DELIVERY_UNKNOWN_ALARM } from '../campaigns/send/delivery-unknown.js';
import {
  authAccess,
  billingAccess,
  billingSyncAccess,
  campaignSenderAccess,
  campaignTickAccess,
  importFileReaderAccess,
  importReconcilerAccess,
  importWorkerAccess,
  localInboxAccess,
  mailboxReadAccess,
  mailFeedbackAccess,
  noteReasonerAccess,
  receivedMailAccess,
  replyReaderAccess,
  resourcesAccess,
  trackingAccess,
  webhookDispatcherAccess,
  webhookIntakeAccess,
  webhookSenderAccess,
  webhookTickAccess,
} from './table-grants.js';

export { PUBLIC, type RouteSpec } from '../platform/http/route.js';
export type { AppModel, FunctionService, FunctionSpec } from './function-spec.js';

/** Defaults every function gets unless its entry says otherwise. */
export const functionDefaults = { timeoutSeconds: 10, memoryMb: 1024 } as const;

export const functionTable: readonly ServedFunction[] = [
  {
    name: 'health',
    entry: 'functions/health.ts',
    routes: routesOf.health,
    build: () => import('./handlers/health.js'),
    table: [],
  },
  {
    // The interface description and its reference page, built from this table (lib/openapi).
    name: 'openapi',
    entry: 'functions/openapi.ts',
    // The reference page's renderer, read when the page is first built.
    files: { [REFERENCE_RENDERER.bundled]: REFERENCE_RENDERER.module },
    routes: routesOf.openapi,
    build: () => import('./handlers/openapi.js'),
    table: [],
  },
  {
    name: 'resources',
    entry: 'functions/resources.ts',
    routes: routesOf.resources,
    gathered: GATHERED_PATH,
    build: () => import('./handlers/resources.js'),
    table: resourcesAccess,
    // The reasoning model answers POST /v5/fine-tunings/{id}/test; connections may not take the deployment's sender,
    // and their passwords are sealed here, never opened: the API that faces the internet cannot read one back. It
    // authorizes GMAIL and OUTLOOK connections and serves the OAuth callback, which seals the tokens.
    // It signs the upload URLs of file imports.
    uses: [
      'signing-key',
      'reasoning-model',
      'sender-address',
      'credentials-seal',
      'oauth-client',
      'sending-domains',
      'import-uploads',
    ],
    // A contact that joins a campaign with sendFirstMessageImmediately is queued at once, and so is a new note's reasoning.
    // Test events and retries by hand are queued for the webhook sender, rows posted by API for the import worker.
    queues: {
      sends: [
        CAMPAIGN_SENDS_QUEUE.name,
        NOTE_REASONING_QUEUE.name,
        WEBHOOK_DELIVERIES_QUEUE.name,
        IMPORT_ROWS_QUEUE.name,
      ],
    },
  },
  {
    // POST /v5/connections/{id}/verify: logs in to a connection's mail servers with its opened passwords, which the
    // resources function may only seal; a server that hangs is given up on before 15 seconds. A GMAIL or OUTLOOK
    // connection's access token near its end is refreshed first (and sealed again); an SES one reads its identity.
    name: 'connection-verifier',
    entry: 'functions/connection-verifier.ts',
    routes: routesOf['connection-verifier'],
    build: () => import('./handlers/connection-verifier.js'),
    table: resourcesAccess,
    uses: ['signing-key', 'credentials-open', 'credentials-seal', 'oauth-client', 'sending-domains'],
    timeoutSeconds: 30,
  },
  {
    // POST /v5/prices and the billing provider's webhook (and locally, the payment a browser makes): the only function
    // that reads the provider's secrets. A call to the provider may take its retries (three tries of 8 s).
    name: 'billing',
    entry: 'functions/billing.ts',
    routes: routesOf.billing,
    build: () => import('./handlers/billing.js'),
    table: billingAccess,
    uses: ['signing-key', 'billing-provider'],
    timeoutSeconds: 30,
  },
  {
    // The catalogue's prices from the billing provider, once a day (npm start runs it as it starts).
    name: 'prices-sync',
    entry: 'functions/prices-sync.ts',
    routes: [],
    build: () => import('./handlers/prices-sync.js'),
    table: billingSyncAccess,
    uses: ['billing-provider'],
    schedule: { everyMinutes: 24 * 60 },
    timeoutSeconds: 60,
  },
  {
    name: 'auth',
    entry: 'functions/auth.ts',
    routes: routesOf.auth,
    build: () => import('./handlers/auth.js'),
    table: authAccess,
    uses: ['signing-key', 'mail'],
  },
  {
    name: 'webhook-intake',
    entry: 'functions/webhook-intake.ts',
    routes: routesOf['webhook-intake'],
    build: () => import('./handlers/webhook-intake.js'),
    table: webhookIntakeAccess,
    queues: { sends: [IMPORT_ROWS_QUEUE.name] },
  },
  {
    name: 'import-worker',
    entry: 'functions/import-worker.ts',
    routes: [],
    build: () => import('./handlers/import-worker.js'),
    table: importWorkerAccess,
    queues: {
      consumes: { queue: IMPORT_ROWS_QUEUE.name, batchSize: 10, maxConcurrency: 8 },
      sends: [CAMPAIGN_SENDS_QUEUE.name, NOTE_REASONING_QUEUE.name],
    },
    // A row may wait on an MX lookup (2 s) and a website check (5 s) before its writes.
    timeoutSeconds: 30,
  },
  {
    // Reads an uploaded CSV file as a stream and takes its lines as rows, in transactions that also note how far it
    // read; a file longer than one run goes on in the next (its own message on import-files), from that byte offset.
    name: 'import-file-reader',
    entry: 'functions/import-file-reader.ts',
    routes: [],
    build: () => import('./handlers/import-file-reader.js'),
    table: importFileReaderAccess,
    uses: ['import-files'],
    queues: {
      consumes: { queue: IMPORT_FILES_QUEUE.name, batchSize: 1, maxConcurrency: 4 },
      sends: [IMPORT_ROWS_QUEUE.name, IMPORT_FILES_QUEUE.name],
    },
    // A run stops taking lines after IMPORT_FILE_RUN_SECONDS (600 by default), well within Lambda's 15 minutes. A
    // recurring run first fetches its import's sourceUrl (webhook endpoints' URL rules) into the bucket.
    timeoutSeconds: 900,
  },
  {
    name: 'import-reconciler',
    entry: 'functions/import-reconciler.ts',
    routes: [],
    build: () => import('./handlers/import-reconciler.js'),
    table: importReconcilerAccess,
    // Sending grants sqs:GetQueueAttributes too: the reconciler reads the queue's backlog with it.
    queues: { sends: [IMPORT_ROWS_QUEUE.name] },
    schedule: { everyMinutes: 5 },
    timeoutSeconds: 60,
  },
  {
    // The minute tick: the campaign contacts and drafts due (their sends queued), and the recurring file imports due
    // (each a run whose fetch the file reader makes). One function for both: the stack is near CloudFormation's 500
    // resources, and a function of its own costs eight.
    name: 'campaign-tick',
    entry: 'functions/campaign-tick.ts',
    routes: [],
    build: () => import('./handlers/campaign-tick.js'),
    table: campaignTickAccess,
    queues: { sends: [CAMPAIGN_SENDS_QUEUE.name, IMPORT_FILES_QUEUE.name] },
    schedule: { everyMinutes: 1 },
    timeoutSeconds: 60,
  },
  {
    name: 'campaign-sender',
    entry: 'functions/campaign-sender.ts',
    routes: [],
    build: () => import('./handlers/campaign-sender.js'),
    table: campaignSenderAccess,
    queues: { consumes: { queue: CAMPAIGN_SENDS_QUEUE.name, batchSize: 10, maxConcurrency: 4 } },
    // It logs in to the connections' mail servers (as the reply reader does). An
    // OAuth access token about to expire is refreshed here and the new tokens sealed: it seals as well as opens.
    uses: ['mail', 'tracking-key', 'credentials-open', 'credentials-seal', 'oauth-client', 'tenant-mail'],
    logAlarms: [DELIVERY_UNKNOWN_ALARM],
    timeoutSeconds: 30,
  },
  {
    // Turns each new event of the log into deliveries to the endpoints that subscribe: from the table's stream, so that
    // no request waits for a customer's endpoint.
    name: 'webhook-dispatcher',
    entry: 'functions/webhook-dispatcher.ts',
    routes: [],
    build: () => import('./handlers/webhook-dispatcher.js'),
    table: webhookDispatcherAccess,
    tableStream: { batchSize: 100 },
    queues: { sends: [WEBHOOK_DELIVERIES_QUEUE.name] },
    timeoutSeconds: 60,
  },
  {
    // POSTs one attempt of a delivery (an endpoint has 15 seconds to answer) and plans the next; it opens the signing
    // secrets the API seals, and mails the owners of an endpoint it disables.
    name: 'webhook-sender',
    entry: 'functions/webhook-sender.ts',
    routes: [],
    build: () => import('./handlers/webhook-sender.js'),
    table: webhookSenderAccess,
    uses: ['credentials-open', 'mail'],
    queues: {
      consumes: { queue: WEBHOOK_DELIVERIES_QUEUE.name, batchSize: 10, maxConcurrency: 8 },
      sends: [WEBHOOK_DELIVERIES_QUEUE.name],
    },
    timeoutSeconds: 60,
  },
  {
    name: 'webhook-tick',
    entry: 'functions/webhook-tick.ts',
    routes: [],
    build: () => import('./handlers/webhook-tick.js'),
    table: webhookTickAccess,
    queues: { sends: [WEBHOOK_DELIVERIES_QUEUE.name] },
    schedule: { everyMinutes: 1 },
    timeoutSeconds: 60,
  },
  {
    name: 'local-mailbox',
    entry: 'functions/local-mailbox.ts',
    routes: routesOf['local-mailbox'],
    build: () => import('./handlers/local-mailbox.js'),
    table: mailboxReadAccess,
    localOnly: true,
  },
  {
    name: 'local-mail-servers',
    entry: 'functions/local-mail-servers.ts',
    routes: routesOf['local-mail-servers'],
    build: () => import('./handlers/local-mail-servers.js'),
    table: [],
    localOnly: true,
  },
  {
    name: 'local-inbox',
    entry: 'functions/local-inbox.ts',
    routes: routesOf['local-inbox'],
    build: () => import('./handlers/local-inbox.js'),
    table: localInboxAccess,
    // Access tokens are verified with the signing key, as on every route that takes a credential.
    uses: ['signing-key'],
    // A reply becomes a note, whose reasoning is queued.
    queues: { sends: [NOTE_REASONING_QUEUE.name] },
    localOnly: true,
  },
  {
    // Bounces and complaints, on a queue of their own so that received mail never delays them.
    name: 'ses-events',
    entry: 'functions/ses-events.ts',
    routes: [],
    build: () => import('./handlers/ses-events.js'),
    table: mailFeedbackAccess,
    // Received mail that reaches ses-events (queued before the split) goes on to inbound-mail.
    queues: { consumes: { queue: SES_EVENTS_QUEUE.name, batchSize: 10 }, sends: [INBOUND_MAIL_QUEUE.name] },
  },
  {
    name: 'inbound-mail',
    entry: 'functions/inbound-mail.ts',
    routes: [],
    build: () => import('./handlers/inbound-mail.js'),
    table: receivedMailAccess,
    // A reply becomes a note, whose reasoning is queued.
    queues: { consumes: { queue: INBOUND_MAIL_QUEUE.name, batchSize: 10 }, sends: [NOTE_REASONING_QUEUE.name] },
    uses: ['received-mail'],
    // Each message is read from S3 and parsed (up to SES's 40 MB, attachments drained unread) before its writes.
    timeoutSeconds: 30,
  },
  {
    // Each minute, the INBOX of the mailboxes that read replies (issue 23), a bounded number per run taken in turn
    // across organizations: it logs in with their opened passwords or OAuth access tokens, refreshing (and sealing)
    // those about to expire; a reply becomes a note, whose reasoning is queued.
    name: 'reply-reader',
    entry: 'functions/reply-reader.ts',
    routes: [],
    build: () => import('./handlers/reply-reader.js'),
    table: replyReaderAccess,
    queues: { sends: [NOTE_REASONING_QUEUE.name] },
    uses: ['credentials-open', 'credentials-seal', 'oauth-client'],
    schedule: { everyMinutes: 1 },
    // The run stops taking mailboxes and messages after 40 s; a login or fetch under way ends within its own 10 s.
    timeoutSeconds: 60,
  },
  {
    name: 'note-reasoner',
    entry: 'functions/note-reasoner.ts',
    routes: [],
    build: () => import('./handlers/note-reasoner.js'),
    table: noteReasonerAccess,
    queues: { consumes: { queue: NOTE_REASONING_QUEUE.name, batchSize: 5, maxConcurrency: 4 } },
    uses: ['reasoning-model'],
    // A model may take some seconds to answer.
    timeoutSeconds: 60,
  },
  {
    name: 'tracking',
    entry: 'functions/tracking.ts',
    routes: routesOf.tracking,
    build: () => import('./handlers/tracking.js'),
    table: trackingAccess,
    uses: ['tracking-key'],
  },
  {
    name: 'not-found',
    entry: 'functions/not-found.ts',
    routes: [],
    build: () => import('./handlers/not-found.js'),
    table: [],
    catchAll: true,
  },
];

export const appModel: AppModel = { functions: functionTable, queues: queueTable };

export type BoundRoute = RouteSpec & { fn: FunctionSpec };

/** Every route with the function that serves it. */
export function allRoutes(model: AppModel = appModel): BoundRoute[] {
  return model.functions.flatMap((fn) => fn.routes.map((route) => ({ ...route, fn })));
}

/** Timeout of a function, with the default applied. */
export function timeoutOf(fn: FunctionSpec): number {
  return fn.timeoutSeconds ?? functionDefaults.timeoutSeconds;
}

/** Visibility timeout of a queue: six times its consumer's timeout, as AWS advises for event source mappings. */
export function visibilityTimeoutOf(queue: string, model: AppModel = appModel): number {
  const consumer = model.functions.find((fn) => fn.queues?.consumes?.queue === queue);
  return 6 * (consumer ? timeoutOf(consumer) : functionDefaults.timeoutSeconds);
}
