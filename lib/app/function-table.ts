// The single table of Lambda functions and their routes, queues and table access: CDK, the local runtime and tests all read it.
import { resources } from '../families/registry.js';
import { authRoutes } from '../auth/routes.js';
import { trackingRoutes } from '../campaigns/tracking/tracking-routes.js';
import { inboundEmailRoute } from '../campaigns/inbound/inbound-route.js';
import { localInboxRoute } from '../campaigns/inbound/inbox-route.js';
import { healthRoute } from '../platform/health/health.js';
import type { Route, RouteSpec } from '../platform/http/route.js';
import { webhookIntakeRoute } from '../imports/webhook/intake-handler.js';
import { localMailboxRoute } from '../mail/mailbox-route.js';
import { openApiRoutes } from '../openapi/routes.js';
import {
  CAMPAIGN_SENDS_QUEUE,
  IMPORT_ROWS_QUEUE,
  NOTE_REASONING_QUEUE,
  queueTable,
  type QueueSpec,
  SES_EVENTS_QUEUE,
} from '../platform/queue/queues.js';
import { resourceRoutes } from '../platform/resources/routes.js';
import {
  authAccess,
  campaignSenderAccess,
  campaignTickAccess,
  importReconcilerAccess,
  importWorkerAccess,
  inboundMailAccess,
  mailboxReadAccess,
  noteReasonerAccess,
  resourcesAccess,
  type TableGrant,
  trackingAccess,
  webhookIntakeAccess,
} from './table-grants.js';

export { type HttpMethod, PUBLIC, type RouteSpec } from '../platform/http/route.js';

/**
 * Services beyond the table a function may use: `signing-key` signs and verifies access tokens, `mail` sends email
 * (SES, through the stack's configuration set), `tracking-key` derives the secret that signs tracking links (a KMS
 * HMAC key), `received-mail` reads the raw replies SES's receipt rule stores in S3 (where the deployment receives
 * mail), `reasoning-model` calls the Bedrock model that reasons over notes (where the deployment names one: otherwise
 * the local reasoner runs). The stack grants each function exactly the ones it lists.
 */
export type FunctionService = 'signing-key' | 'mail' | 'tracking-key' | 'received-mail' | 'reasoning-model';

export interface FunctionSpec {
  /** Short kebab-case name; the CDK construct id and the log group derive from it. */
  name: string;
  /** Path of the handler module from the repository root; its export is `handler`. */
  entry: string;
  /**
   * The routes the function serves. The service's own table lists Route objects, each with the function that serves
   * it; the deployment reads only method, path and scope, so models built for infrastructure tests may omit `serve`.
   */
  routes: readonly RouteSpec[];
  /**
   * What the function may do to the single table: the DynamoDB actions its store calls make, each on the partition keys
   * they touch (lib/app/table-grants.ts); empty for none. The stack grants exactly these; the local runtime can check them.
   */
  table: readonly TableGrant[];
  /**
   * Queues the function sends to, and the one queue it consumes through an event source mapping; `maxConcurrency`
   * caps how many batches run at once (the mapping's maximum concurrency, and the local runtime's pollers).
   */
  queues?: { sends?: string[]; consumes?: { queue: string; batchSize: number; maxConcurrency?: number } };
  /** Runs every so many minutes (an EventBridge schedule in AWS, a timer on the local runtime). */
  schedule?: { everyMinutes: number };
  timeoutSeconds?: number;
  memoryMb?: number;
  /** Serves API Gateway's `$default` route: every request no other route matches. */
  catchAll?: boolean;
  /** Exists only in the local runtime (the mailbox); the CDK stack never deploys it. */
  localOnly?: boolean;
  /**
   * Services beyond the table: `signing-key` to sign and verify tokens (every authenticating function), `mail` to
   * send email. The stack grants each function exactly these.
   */
  uses?: ReadonlyArray<FunctionService>;
}

/** Everything that is deployed: functions with their routes, and queues. */
export interface AppModel {
  functions: readonly FunctionSpec[];
  queues: readonly QueueSpec[];
}

/** Defaults every function gets unless its entry says otherwise. */
export const functionDefaults = { timeoutSeconds: 10, memoryMb: 1024 } as const;

/** A function of the service's own table: every route it lists carries what serves it. */
type ServedFunction = FunctionSpec & { routes: readonly Route<never>[] };

export const functionTable: readonly ServedFunction[] = [
  {
    name: 'health',
    entry: 'functions/health.ts',
    routes: [healthRoute],
    table: [],
  },
  {
    // The interface description and its reference page, built from this table (lib/openapi).
    name: 'openapi',
    entry: 'functions/openapi.ts',
    routes: openApiRoutes,
    table: [],
  },
  {
    name: 'resources',
    entry: 'functions/resources.ts',
    // The families' routes, and the one write of the read-only inbound emails, which the campaign code serves.
    routes: [...resourceRoutes(resources), inboundEmailRoute],
    table: resourcesAccess,
    // The reasoning model answers POST /v5/fine-tunings/{id}/test.
    uses: ['signing-key', 'reasoning-model'],
    // A contact that joins a campaign with sendFirstMessageImmediately is queued at once, and so is a new note's reasoning.
    queues: { sends: [CAMPAIGN_SENDS_QUEUE.name, NOTE_REASONING_QUEUE.name] },
  },
  {
    name: 'auth',
    entry: 'functions/auth.ts',
    routes: authRoutes,
    table: authAccess,
    uses: ['signing-key', 'mail'],
  },
  {
    name: 'webhook-intake',
    entry: 'functions/webhook-intake.ts',
    routes: [webhookIntakeRoute],
    table: webhookIntakeAccess,
    queues: { sends: [IMPORT_ROWS_QUEUE.name] },
  },
  {
    name: 'import-worker',
    entry: 'functions/import-worker.ts',
    routes: [],
    table: importWorkerAccess,
    queues: {
      consumes: { queue: IMPORT_ROWS_QUEUE.name, batchSize: 10, maxConcurrency: 8 },
      sends: [CAMPAIGN_SENDS_QUEUE.name, NOTE_REASONING_QUEUE.name],
    },
    // A row may wait on an MX lookup (2 s) and a website check (5 s) before its writes.
    timeoutSeconds: 30,
  },
  {
    name: 'import-reconciler',
    entry: 'functions/import-reconciler.ts',
    routes: [],
    table: importReconcilerAccess,
    queues: { sends: [IMPORT_ROWS_QUEUE.name] },
    schedule: { everyMinutes: 5 },
    timeoutSeconds: 60,
  },
  {
    name: 'campaign-tick',
    entry: 'functions/campaign-tick.ts',
    routes: [],
    table: campaignTickAccess,
    queues: { sends: [CAMPAIGN_SENDS_QUEUE.name] },
    schedule: { everyMinutes: 1 },
    timeoutSeconds: 60,
  },
  {
    name: 'campaign-sender',
    entry: 'functions/campaign-sender.ts',
    routes: [],
    table: campaignSenderAccess,
    queues: { consumes: { queue: CAMPAIGN_SENDS_QUEUE.name, batchSize: 10, maxConcurrency: 4 } },
    uses: ['mail', 'tracking-key'],
    timeoutSeconds: 30,
  },
  {
    name: 'local-mailbox',
    entry: 'functions/local-mailbox.ts',
    routes: [localMailboxRoute],
    table: mailboxReadAccess,
    localOnly: true,
  },
  {
    name: 'local-inbox',
    entry: 'functions/local-inbox.ts',
    routes: [localInboxRoute],
    table: inboundMailAccess,
    // A reply becomes a note, whose reasoning is queued.
    queues: { sends: [NOTE_REASONING_QUEUE.name] },
    localOnly: true,
  },
  {
    name: 'ses-events',
    entry: 'functions/ses-events.ts',
    routes: [],
    table: inboundMailAccess,
    queues: { consumes: { queue: SES_EVENTS_QUEUE.name, batchSize: 10 }, sends: [NOTE_REASONING_QUEUE.name] },
    uses: ['received-mail'],
  },
  {
    name: 'note-reasoner',
    entry: 'functions/note-reasoner.ts',
    routes: [],
    table: noteReasonerAccess,
    queues: { consumes: { queue: NOTE_REASONING_QUEUE.name, batchSize: 5, maxConcurrency: 4 } },
    uses: ['reasoning-model'],
    // A model may take some seconds to answer.
    timeoutSeconds: 60,
  },
  {
    name: 'tracking',
    entry: 'functions/tracking.ts',
    routes: trackingRoutes,
    table: trackingAccess,
    uses: ['tracking-key'],
  },
  {
    name: 'not-found',
    entry: 'functions/not-found.ts',
    routes: [],
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
