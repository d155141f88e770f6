// The webhook sender: one attempt of one pending delivery, signed, its outcome recorded and its next attempt planned; an endpoint failing for 5 days is disabled.
import type { SQSRecord } from 'aws-lambda';
import * as v from 'valibot';
import type { Clock } from '../platform/clock.js';
import type { CredentialVault } from '../platform/credential-vault.js';
import { logger } from '../platform/http/logger.js';
import { allowedRanges, type OutboundRules } from '../platform/http/public-address.js';
import type { SendOptions } from '../platform/queue/queue-sender.js';
import type { RecordHandler } from '../platform/queue/batch-handler.js';
import type { WriteContext } from '../platform/store/records.js';
import type { Store } from '../platform/store/store.js';
import { afterFailure, RESPONSE_BODY_CHARACTERS } from './delivery-schedule.js';
import { outboundUrlRefusal } from '../platform/http/outbound-url.js';
import { slotWaitSeconds, takeEndpointSlot } from './endpoint-slots.js';
import { type PostOutcome, postOnce } from './post-once.js';
import { openSecrets, sealedOf, signatureHeaders, signingAt } from './signing-secrets.js';
import { type WebhookDelivery, webhookDeliveries } from './webhook-deliveries.js';
import { type WebhookEndpoint, webhookEndpoints } from './webhook-endpoints.js';

/** One attempt of a delivery, as its queue message names it; `deferrals`: how often it waited for a free slot. */
const deliveryMessage = v.object({
  org: v.string(),
  deliveryId: v.string(),
  deferrals: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});
export type DeliveryMessage = v.InferOutput<typeof deliveryMessage>;

/** How long an endpoint may fail every attempt before it is disabled. */
const DISABLE_AFTER_MS = 5 * 24 * 3_600_000;

/** How long an endpoint has to answer. */
const DELIVERY_TIMEOUT_MS = 15_000;

export interface DeliverySenderDeps {
  store: Store;
  vault: CredentialVault;
  outbound: OutboundRules;
  /** The service's clock: what schedules the next attempt and dates the records. */
  now: Clock;
  /** The machine's clock: a signature's timestamp, which receivers check against theirs. */
  wallClock?: Clock;
  /** Queues an attempt (a short retry goes with a delay). */
  send(message: DeliveryMessage, options?: SendOptions): Promise<void>;
  /** How long an endpoint has to answer; 15 seconds, or less (a shorter setting is honoured, a longer one is not). */
  timeoutMs?: number;
  /** Mails the organization's owners (an endpoint of theirs was disabled). */
  tellOwners(org: string, mail: { subject: string; text: string }): Promise<void>;
}

const context = (org: string, requestId: string): WriteContext => ({
  org,
  actor: { type: 'system', id: 'webhook-sender' },
  requestId,
});

export function createDeliverySender(deps: DeliverySenderDeps): RecordHandler {
  return async (record: SQSRecord, lambdaContext) => {
    const message = v.parse(deliveryMessage, JSON.parse(record.body));
    await attemptDelivery(deps, message, lambdaContext?.awsRequestId ?? record.messageId);
  };
}

/** Why an endpoint takes no attempt now, or undefined when it does. */
function closedBecause(endpoint: WebhookEndpoint | undefined): string | undefined {
  if (!endpoint) return 'the endpoint was deleted';
  if (endpoint.status === 'DISABLED')
    return `the endpoint is disabled${endpoint.disabledReason ? `: ${endpoint.disabledReason}` : ''}`;
  return undefined;
}

async function attemptDelivery(deps: DeliverySenderDeps, message: DeliveryMessage, requestId: string) {
  const { store } = deps;
  const ctx = context(message.org, requestId);
  const delivery = await store.get(webhookDeliveries.entity, ctx.org, message.deliveryId);
  if (delivery?.status !== 'PENDING') return;
  const endpoint = await store.get(webhookEndpoints.entity, ctx.org, delivery.endpointId);
  const closed = closedBecause(endpoint);
  if (closed || !endpoint)
    return finish(deps, ctx, delivery, { status: 'FAILED', lastError: closed, nextAttemptAt: null, tickAt: null });
  const slot = await takeEndpointSlot(slotsOf(deps), ctx.org, endpoint.id);
  if (!slot) return waitForSlot(deps, message);
  let outcome: PostOutcome;
  try {
    outcome = await post(deps, ctx.org, endpoint, delivery);
  } finally {
    await slot.release();
  }
  const at = deps.now();
  const attempts = delivery.attempts + 1;
  const recorded = {
    attempts,
    lastAttemptAt: at.toISOString(),
    lastResponseStatus: 'status' in outcome ? outcome.status : null,
    lastResponseBody: 'status' in outcome ? outcome.body : null,
    lastError: 'error' in outcome ? outcome.error : null,
  };
  const succeeded = 'status' in outcome && outcome.status >= 200 && outcome.status < 300;
  const next = succeeded ? undefined : afterFailure(attempts, at);
  await finish(deps, ctx, delivery, {
    ...recorded,
    status: succeeded ? 'SUCCEEDED' : next ? 'PENDING' : 'FAILED',
    nextAttemptAt: next?.nextAttemptAt ?? null,
    tickAt: next?.tickAt ?? null,
  });
  await noteEndpointHealth(deps, ctx, endpoint, succeeded, at);
  // A new wait for a slot starts short again.
  if (next?.delaySeconds)
    await deps.send({ org: message.org, deliveryId: message.deliveryId }, { delaySeconds: next.delaySeconds });
}

const wallClockOf = (deps: DeliverySenderDeps): Clock => deps.wallClock ?? (() => new Date());
const slotsOf = (deps: DeliverySenderDeps) => ({ store: deps.store, wallClock: wallClockOf(deps) });

/** Queues the attempt again for later, uncounted: its endpoint has as many attempts in flight as it may. */
async function waitForSlot(deps: DeliverySenderDeps, message: DeliveryMessage) {
  const deferrals = (message.deferrals ?? 0) + 1;
  logger.debug('The endpoint has no free slot; the delivery waits', { deliveryId: message.deliveryId, deferrals });
  await deps.send({ ...message, deferrals }, { delaySeconds: slotWaitSeconds(deferrals - 1) });
}

/** Posts the delivery's payload, signed with the secrets that sign now, unless the URL may no longer be reached. */
async function post(
  deps: DeliverySenderDeps,
  org: string,
  endpoint: WebhookEndpoint,
  delivery: WebhookDelivery,
): Promise<PostOutcome> {
  const refusal = await outboundUrlRefusal(endpoint.url, deps.outbound);
  if (refusal) return { error: `url ${refusal}` };
  const secrets = signingAt(await openSecrets(deps.vault, org, endpoint.id, sealedOf(endpoint)), deps.now());
  const sentAt = wallClockOf(deps)();
  const headers = signatureHeaders(secrets, delivery.eventId, sentAt, delivery.payload);
  return postOnce(new URL(endpoint.url), headers, delivery.payload, {
    allowed: allowedRanges(deps.outbound),
    timeoutMs: Math.min(deps.timeoutMs ?? DELIVERY_TIMEOUT_MS, DELIVERY_TIMEOUT_MS),
    bodyCharacters: RESPONSE_BODY_CHARACTERS,
  });
}

/** Records the attempt, only over the delivery as it was read: a concurrent attempt's record is not overwritten. */
async function finish(
  deps: DeliverySenderDeps,
  ctx: WriteContext,
  delivery: WebhookDelivery,
  change: Record<string, unknown>,
) {
  const recorded = await deps.store.updateIf(webhookDeliveries.entity, ctx, delivery.id, (current) =>
    current.attempts === delivery.attempts && current.status === 'PENDING' ? change : undefined,
  );
  if (!recorded) logger.info('Another attempt of the delivery was recorded first', { deliveryId: delivery.id });
}

/**
 * Keeps the endpoint's failing streak: a success ends it, the first failure starts it, and a failure 5 days into it
 * disables the endpoint. Writes only when one of those changes something.
 */
async function noteEndpointHealth(
  deps: DeliverySenderDeps,
  ctx: WriteContext,
  endpoint: WebhookEndpoint,
  succeeded: boolean,
  at: Date,
) {
  const since = endpoint.failingSince;
  if (succeeded) return since ? markStreak(deps, ctx.org, endpoint.id, null) : undefined;
  if (!since) return markStreak(deps, ctx.org, endpoint.id, at.toISOString());
  if (at.getTime() - new Date(since).getTime() < DISABLE_AFTER_MS) return;
  // An endpoint disabled since it was read stays as it is: no empty write, no empty event.
  const disabled = await deps.store.updateIf(webhookEndpoints.entity, ctx, endpoint.id, (current) =>
    current.status === 'DISABLED'
      ? undefined
      : { status: 'DISABLED', disabledReason: `Every delivery failed since ${since}.` },
  );
  // Only the sender whose write disabled it tells the owners, so they hear it once.
  if (disabled) await tellOwnersOfDisabling(deps, ctx.org, disabled);
}

/**
 * Starts the failing streak (at `since`) or ends it (null), in place and with no event: a streak that comes and goes is
 * bookkeeping, and an event for each would go to the organization's endpoints that take every type, whose own failures
 * under that load would make more of them. A streak is started only once, and only on an enabled endpoint.
 */
async function markStreak(deps: DeliverySenderDeps, org: string, endpointId: string, since: string | null) {
  const change: Omit<Parameters<Store['updateInPlace']>[3], 'set'> =
    since === null
      ? {
          condition: 'attribute_exists(#since) AND NOT attribute_type(#since, :null)',
          names: { '#since': 'failingSince' },
          values: { ':since': null, ':null': 'NULL' },
        }
      : {
          condition: '#status = :enabled AND (attribute_not_exists(#since) OR attribute_type(#since, :null))',
          names: { '#since': 'failingSince', '#status': 'status' },
          values: { ':since': since, ':null': 'NULL', ':enabled': 'ENABLED' },
        };
  await deps.store.updateInPlace(webhookEndpoints.entity, org, endpointId, { set: '#since = :since', ...change });
}

/** The owners' mail about a disabled endpoint; a mail that fails is logged, and the endpoint stays disabled. */
async function tellOwnersOfDisabling(deps: DeliverySenderDeps, org: string, endpoint: WebhookEndpoint) {
  try {
    await deps.tellOwners(org, {
      subject: `Webhook endpoint disabled: ${endpoint.url}`,
      text:
        `The webhook endpoint ${endpoint.id} (${endpoint.url}) was disabled. ${endpoint.disabledReason ?? ''}\n\n` +
        'Deliveries to it stopped. Once it answers again, enable it with PATCH /v5/webhook-endpoints/' +
        `${endpoint.id} {"status":"ENABLED"}, and retry what it missed with POST /v5/webhook-deliveries/{id}/retry.\n`,
    });
  } catch (error) {
    logger.error("The owners' mail about a disabled webhook endpoint failed", { endpointId: endpoint.id, error });
  }
}
