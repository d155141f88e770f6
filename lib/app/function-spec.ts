// The shape of the function table's entries: what a function serves, how its handler is built, and how it is deployed.
import type { Route, RouteSpec } from '../platform/http/route.js';
import type { QueueSpec } from '../platform/queue/queues.js';
import type { AppConfig } from './settings.js';
import type { TableGrant } from './table-grants.js';

/**
 * Services beyond the table a function may use: `signing-key` signs and verifies access tokens, `mail` sends email
 * (SES, through the stack's configuration set), `sender-address` knows the deployment's sender address without sending
 * (DEPLOYMENT_SENDER_EMAIL: the API keeps it and its domain from tenants' connections), `tracking-key` derives the
 * secret that signs tracking links (a KMS HMAC key), `received-mail` reads the raw replies SES's receipt rule stores in
 * S3 (where the deployment receives mail), `reasoning-model` calls the Bedrock model that reasons over notes (where the
 * deployment names one: otherwise the local reasoner runs), `credentials-seal` seals mailbox credentials (KMS
 * GenerateDataKey: the functions that write connections or refresh OAuth tokens), `credentials-open` opens them (KMS
 * Decrypt: the functions that send or read mail), `oauth-client` talks to the OAuth providers of GMAIL and OUTLOOK
 * connections (their client ids and secrets), `sending-domains` makes SES connections' domain identities and the
 * organizations' SES tenants and reads their state (the API serving /v5/connections), `tenant-mail` sends from the
 * identities of the account's tenants (the campaign sender's SES connections), `import-uploads` signs upload URLs for
 * file imports (s3:PutObject under the files bucket's upload prefix), `import-files` reads uploaded files (s3:GetObject
 * there) and keeps the files recurring imports fetch (s3:PutObject and s3:GetObject under the fetched prefix),
 * `billing-provider` reads the billing provider's secret key and webhook signing secret (a Secrets Manager secret) at
 * cold start. The stack grants each function exactly the ones it lists.
 */
export type FunctionService =
  | 'credentials-seal'
  | 'credentials-open'
  | 'oauth-client'
  | 'signing-key'
  | 'mail'
  | 'sender-address'
  | 'tracking-key'
  | 'received-mail'
  | 'reasoning-model'
  | 'sending-domains'
  | 'tenant-mail'
  | 'import-uploads'
  | 'import-files'
  | 'billing-provider';

/**
 * An alarm on a function's own log lines: it goes off when a JSON line sets `field` to true within the alarm period
 * (a metric filter on the function's log group in AWS).
 */
interface LogAlarm {
  field: string;
  description: string;
}

/** The variable that gives a function using `sender-address` the deployment's sender (SenderEmail). */
export const DEPLOYMENT_SENDER_VARIABLE = 'DEPLOYMENT_SENDER_EMAIL';

/** The variable that names the bucket of file imports' uploads to a function using `import-uploads` or `import-files`. */
export const IMPORT_FILES_BUCKET_VARIABLE = 'IMPORT_FILES_BUCKET';
/** The Secrets Manager secret (JSON: secretKey, webhookSecret) of the billing provider, for `billing-provider`. */
export const BILLING_SECRET_VARIABLE = 'BILLING_SECRET_ARN';

/** Where uploads of file imports go in their bucket: `<prefix><org>/<importId>/<uploadId>.csv`. */
export { IMPORT_UPLOAD_PREFIX } from '../imports/files/file-runs.js';
/** Where recurring imports' fetched files go: no notification covers it (the reader reads what it stored). */
export { FETCHED_PREFIX } from '../imports/files/recurring-runs.js';

export interface FunctionSpec {
  /** Short kebab-case name; the CDK construct id and the log group derive from it. */
  name: string;
  /** Path of the handler module from the repository root; its export is `handler`. */
  entry: string;
  /**
   * Files of packages the function reads at run time rather than imports (a page's script), put beside its bundle:
   * the name in the bundle, and the module path it is resolved from (`redoc/bundles/redoc.standalone.js`).
   */
  files?: Readonly<Record<string, string>>;
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
  /**
   * Consumes the table's stream (an event source mapping with partial batch responses, bisection on error and an
   * on-failure queue in AWS; a stream poller on the local runtime), `batchSize` records an invocation at most.
   */
  tableStream?: { batchSize: number };
  /** Runs every so many minutes (an EventBridge schedule in AWS, a timer on the local runtime). */
  schedule?: { everyMinutes: number };
  timeoutSeconds?: number;
  memoryMb?: number;
  /** Serves API Gateway's `$default` route: every request no other route matches. */
  catchAll?: boolean;
  /**
   * Its routes that take a credential are served through one `ANY <path>` route (`/v5/{proxy+}`), which API Gateway
   * picks only when no route of a more specific path matches; the handler finds each request's own route
   * (gathered-routes.ts). A CloudFormation stack holds at most 500 resources, and a route is one.
   */
  gathered?: string;
  /** Exists only in the local runtime (the mailbox); the CDK stack never deploys it. */
  localOnly?: boolean;
  /**
   * Services beyond the table: `signing-key` to sign and verify tokens (every authenticating function), `mail` to
   * send email. The stack grants each function exactly these.
   */
  uses?: ReadonlyArray<FunctionService>;
  /** Log lines worth an operator's look, each raising an alarm. */
  logAlarms?: readonly LogAlarm[];
}

/** Everything that is deployed: functions with their routes, and queues. */
export interface AppModel {
  functions: readonly FunctionSpec[];
  queues: readonly QueueSpec[];
}

/** A handler as Lambda calls it, with an API Gateway, SQS or schedule event and the invocation's context. */
export type LambdaHandler = (event: never, context: never) => Promise<unknown>;

/** A module that builds a function's handler from the configuration, once, at cold start. */
export interface HandlerBuilder<H extends LambdaHandler = LambdaHandler> {
  build(config: AppConfig): H | Promise<H>;
}

/**
 * A function of the service's own table: every route it lists carries what serves it, and `build` names the module
 * (lib/app/handlers/<name>.ts) that builds its handler, which its entry in functions/ calls.
 */
export type ServedFunction = FunctionSpec & {
  routes: readonly Route<never>[];
  build: () => Promise<HandlerBuilder>;
};
