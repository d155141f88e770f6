// What the senders of each kind of send share: the sender's dependencies, and one delivery of a send as they take it.
import type { Entitlements } from '../../billing/index.js';
import type { Mailer } from '../../mail/index.js';
import type { Clock } from '../../platform/clock.js';
import type { CredentialVault } from '../../platform/credential-vault.js';
import type { OAuthSettings } from '../../platform/oauth-settings.js';
import type { RetryLater } from '../../platform/queue/retry-backoff.js';
import type { Engine } from '../../platform/resources/engine.js';
import type { WriteContext } from '../../platform/store/records.js';
import type { Store } from '../../platform/store/store.js';
import type { TrackingTokens } from '../tracking/tracking-token.js';

export interface SendWorkerDeps {
  store: Store;
  engine: Engine;
  /** The mailer of an organization's SES connection: its own identity and tenant in AWS, the local mailbox locally. */
  sesMailer: (org: string, connection: { email: string }) => Mailer;
  /** Opens mailbox connections' passwords and tokens (kms:Decrypt in AWS); a mailbox cannot send without it. */
  credentialVault?: CredentialVault;
  /** The deployment's OAuth providers, whose tokens GMAIL and OUTLOOK mailboxes log in with (refreshed here). */
  oauth?: OAuthSettings;
  now: Clock;
  /** Where tracking links point when the campaign has no verified tracking domain: the API's address. */
  baseUrl: () => string;
  /** Signs the tracking addresses of each message. */
  tokens: TrackingTokens;
  /** Deliveries of one message before SQS moves it to the dead-letter queue: the last one marks the send FAILED. */
  maxReceiveCount: number;
  /**
   * How long a reservation counts as another sender's send in flight (longer than the sender's timeout). An older one
   * whose send was never confirmed is "sent, outcome unknown" (lib/campaigns/send/send-once.ts).
   */
  inFlightMs?: number;
  /** Puts a failed send's next delivery off, longer each time (the queue's own timeout when absent). */
  retryLater?: RetryLater;
  /** The deployment's own sender (SENDER_EMAIL): no organization's message goes from it or its domain. */
  deploymentSender: () => string;
  /** Messages one organization may send in a UTC day across its connections (the deployment's default when absent). */
  organizationDailyCap?: number;
  /** What each organization's subscription lets it send (its status, its credits); nothing is held when absent. */
  entitlements?: Entitlements;
}

/** One delivery of a send, as the sender of its kind takes it. */
export interface SendJob {
  deps: SendWorkerDeps;
  /** The writes' context: the organization, the sender as actor, the request. */
  ctx: WriteContext;
  /** The moment every check of this delivery is made at. */
  now: Date;
  /** Deliveries of the queue message so far: the last one marks a refused send FAILED. */
  receives: number;
}
