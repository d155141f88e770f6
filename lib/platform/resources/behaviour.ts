// What a family adds to the generic engine, declared beside its fields: hooks around writes, extra routes, who may write.
import type { UploadBucket } from '../aws/upload-bucket.js';
import type { CredentialVault } from '../credential-vault.js';
import type { MxLookup } from '../dns/mx-lookup.js';
import type { Principal } from '../http/principal.js';
import type { OutboundRules } from '../http/public-address.js';
import type { OAuthSettings } from '../oauth-settings.js';
import type { SendingDomains } from '../sending-domains.js';
import type { PublicUrlSettings } from '../http/public-url.js';
import type { ApiRequest, ApiResult, HttpMethod, RouteLimit } from '../http/route.js';
import type { BillingProvider } from '../billing-port.js';
import type { StoredRecord, WriteContext } from '../store/records.js';
import type { Store } from '../store/store.js';
import type { Fields, Resource } from './define.js';
import type { Engine } from './engine.js';

export type Data = Record<string, unknown>;

/** What the parts above the resources do when contacts join a campaign (queue first sends); wired in lib/app. */
export interface CampaignJoins {
  /** Called once the joined campaign contacts are stored, with those records; it does not throw for a stored join. */
  joined(ctx: WriteContext, records: readonly StoredRecord[]): Promise<void>;
}

/** Reasoning over notes, done above the resources (lib/reasoning); wired in lib/app. */
export interface NoteReasoningPort {
  /** Queues the reasoning of notes just stored; it does not throw for a stored note. */
  queue(ctx: WriteContext, notes: readonly StoredRecord[]): Promise<void>;
  /**
   * The reasoning a note with `text` would get under `fineTuning`: nothing is stored and nothing applied, but the
   * model's tokens are counted on the organization's usage (`ctx`'s).
   */
  trial(ctx: WriteContext, fineTuning: StoredRecord, text: string): Promise<Record<string, unknown>>;
}

/** Attempts of webhook deliveries, sent to the webhook sender (lib/webhooks); wired in lib/app. */
export interface WebhookDeliveryPort {
  /** Queues an attempt of the delivery now (an endpoint's test, a retry by hand). */
  queue(org: string, deliveryId: string): Promise<void>;
}

/** Import rows for the import worker (lib/imports), queued many at once; wired in lib/app. */
export interface ImportRowsPort {
  /** Rejects when some messages were not queued. */
  queue(messages: readonly object[]): Promise<void>;
}

/** What the routes of resource families run with. */
export interface ResourceServices {
  store: Store;
  engine: Engine;
  /** What the parts above the resources do when contacts join a campaign (queue first sends); wired in lib/app. */
  campaignJoins?: CampaignJoins;
  /** Reasoning over notes (queue it for new notes, try a fine-tuning); wired in lib/app. */
  noteReasoning?: NoteReasoningPort;
  /** How the addresses the API hands out begin (publicBaseUrl); each request's host over https when absent. */
  publicUrl?: PublicUrlSettings;
  /** The DNS servers lookups ask (the local runtime's); the system's when absent. */
  dnsServers?: readonly string[];
  /**
   * The deployment's own sender address (SENDER_EMAIL: login codes come from it), which no organization may send as,
   * nor from its domain; read when a family needs it (a function without it fails then, naming the variable).
   */
  deploymentSender?: () => string;
  /** Seals the secrets families keep (mailbox passwords); built on first use (a function without a key fails then). */
  credentialVault?: CredentialVault;
  /** Makes the SES domain identities of SES connections (a tenant per organization); built on first use. */
  sendingDomains?: SendingDomains;
  /** The deployment's OAuth providers: what GMAIL and OUTLOOK mailboxes log in and refresh their tokens with. */
  oauth?: OAuthSettings;
  /** Where requests to customers' systems (webhook endpoints) may go; public https only when absent. */
  outbound?: OutboundRules;
  /** Queues webhook deliveries' attempts (an endpoint's test, a retry by hand); wired in lib/app. */
  webhookDeliveries?: WebhookDeliveryPort;
  /** Queues rows taken by API for the import worker; wired in lib/app. */
  importRows?: ImportRowsPort;
  /** Looks up domains' MX records (email verification), caching answers per instance; wired in lib/app. */
  mx?: MxLookup;
  /** Signs the upload URLs of file imports (and reads their files); wired in lib/app. */
  uploads?: UploadBucket;
  /** The billing provider and the secret its events are signed with; wired in lib/app for the billing function. */
  billing?: BillingServices;
}

/** What the billing routes run with: the provider, its webhook secret, and locally the provider that takes payments. */
export interface BillingServices {
  provider: BillingProvider;
  webhookSecret: string;
  /** The local provider's payments (POST /local/billing/pay); absent in AWS. */
  pay?: (clientSecret: string, options: { fail?: boolean }) => Promise<{ invoice: string; status: string }>;
  /** The local provider's renewals of subscriptions whose period ended (Stripe renews its own); absent in AWS. */
  renew?: () => Promise<number>;
}

/** Where a write comes from: an API request, or the service itself (the import worker) when absent. */
export interface WriteOrigin {
  request?: ApiRequest;
}

/** What a hook sees of the write it is part of. */
export interface HookContext extends ResourceServices, WriteOrigin {
  write: WriteContext;
  /** Fields the answer to this write adds to the record, shown this once (a new secret, its address). */
  reveal: Data;
  /** The live records the body's reference fields name, by id, as the engine's reference check read them. */
  references?: ReadonlyMap<string, StoredRecord>;
}

/**
 * Hooks around a family's writes. `before*` hooks run before the store's read-modify-write (so a retried write does
 * not repeat them) and return the data to write; `after*` hooks run once the write is stored.
 */
export interface WriteHooks<R extends StoredRecord = StoredRecord> {
  /** `id` is the id the record will have. */
  beforeCreate?(ctx: HookContext & { id: string }, data: Data): Promise<Data> | Data;
  afterCreate?(ctx: HookContext, record: R): Promise<void> | void;
  beforeUpdate?(ctx: HookContext, patch: Data, current: R): Promise<Data> | Data;
  afterUpdate?(ctx: HookContext, record: R): Promise<void> | void;
  beforeDelete?(ctx: HookContext, current: R): Promise<void> | void;
  afterDelete?(ctx: HookContext, record: R): Promise<void> | void;
}

/** One hook for creates and updates alike: it gets the record's current state on updates only. */
export function onCreateAndUpdate<R extends StoredRecord = StoredRecord>(
  hook: (ctx: HookContext, data: Data, current: R | undefined) => Promise<Data> | Data,
): Pick<WriteHooks<R>, 'beforeCreate' | 'beforeUpdate'> {
  return { beforeCreate: (ctx, data) => hook(ctx, data, undefined), beforeUpdate: hook };
}

export type WriteOperation = 'create' | 'update' | 'delete';

/** A write through the API, before it happens. */
export interface WriteAttempt extends ResourceServices {
  principal: Principal;
  org: string;
  operation: WriteOperation;
  /** The record's id; undefined on create. */
  id: string | undefined;
  body: unknown;
}

/** Who may write a family's records: throws (403, or 409 for a rule such as "the last owner stays") to refuse. */
export type WritePolicy = (attempt: WriteAttempt) => Promise<void> | void;

/**
 * A route a family serves beyond list, count, get, create, update and delete: `suffix` is below the family's path
 * (`/{id}/webhook/rotate`), `path` a whole path elsewhere. One with the key of a generic route replaces it.
 */
export type ResourceAction<F extends Fields = Fields> = ({ suffix: string } | { path: string }) & {
  method: HttpMethod;
  /** The family's read or write scope. */
  access: 'read' | 'write';
  credential?: 'user';
  organizationOptional?: boolean;
  bodyless?: boolean;
  /** Sent again, the same request finishes what a failed one began (route.ts's `resumable`). */
  resumable?: boolean;
  /** The generic write an action stands in for: the family's write policy runs before it, as before that write. */
  write?: WriteOperation;
  /** The action's own limit per organization, for one that spends something costly (a model's tokens). */
  perOrganization?: RouteLimit;
  /** Serves the action; `resource` is the family that declares it. */
  serve(services: ResourceServices, request: ApiRequest, resource: Resource<F>): Promise<ApiResult> | ApiResult;
};

/** The namespace a request's records live in: the organization, or the calling user's own for user-owned families. */
export function namespaceOf(resource: Pick<Resource, 'owner'>, principal: Principal): string {
  if (resource.owner === 'service') return SERVICE_NAMESPACE;
  return resource.owner === 'user' ? principal.userId! : principal.org;
}

/** The namespace of the service's own records, which every organization reads (define.ts's `owner`). */
export const SERVICE_NAMESPACE = 'service';

/** A request's writes in the namespace `org`, attributed to its caller. */
export function writeContextIn(org: string, { principal, requestId, clientRequestId }: ApiRequest): WriteContext {
  return { org, actor: { type: principal!.kind, id: principal!.id }, requestId, clientRequestId };
}

/** Who a request's writes are attributed to, in the namespace they write to. */
export function writeContextOf(resource: Pick<Resource, 'owner'>, request: ApiRequest): WriteContext {
  return writeContextIn(namespaceOf(resource, request.principal!), request);
}
