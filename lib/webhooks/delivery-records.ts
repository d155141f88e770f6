// A delivery's record as it is first written: its id (one per event and endpoint, so that a redelivered stream record makes none twice) and the body every attempt posts.
import { DuplicateIdError } from '../platform/store/errors.js';
import { seededRandomPart } from '../platform/ulid-parts.js';
import type { Store } from '../platform/store/store.js';
import type { StoredRecord, WriteContext } from '../platform/store/records.js';
import { leasedUntil } from './delivery-schedule.js';
import { webhookDeliveries } from './webhook-deliveries.js';

/** What a delivery says of its event. */
export interface OutgoingEvent {
  /** `evt_` and a ULID: the `webhook-id` of every attempt. */
  id: string;
  type: string;
  createdAt: string;
  /** The record the event is about, as the API presents it; null when there is none (a test event) or it is gone. */
  object: Record<string, unknown> | null;
}

/**
 * `whd_` and a ULID whose time is the event's (the first 10 characters of its id's ULID) and whose randomness comes
 * from the event and endpoint ids: the same delivery id however many times the event is dispatched.
 */
function deliveryIdOf(eventId: string, endpointId: string): string {
  const randomness = seededRandomPart(`${eventId}|${endpointId}`);
  const eventTime = eventId.slice(eventId.indexOf('_') + 1, eventId.indexOf('_') + 11);
  return `${webhookDeliveries.idPrefix}_${eventTime}${randomness}`;
}

/** The JSON every attempt of a delivery of `event` posts (the clarifications' shape). */
const payloadOf = (org: string, event: OutgoingEvent): string =>
  JSON.stringify({
    id: event.id,
    type: event.type,
    createdAt: event.createdAt,
    organizationId: org,
    data: { object: event.object },
  });

/**
 * Records a pending delivery of `event` to `endpoint`, due now, with the tick's lease on it; undefined when an earlier
 * dispatch of the same event recorded it already (the lease then queues it, if that dispatch did not).
 */
export async function recordDelivery(
  store: Store,
  ctx: WriteContext,
  endpoint: StoredRecord,
  event: OutgoingEvent,
  at: Date,
): Promise<StoredRecord | undefined> {
  const data = webhookDeliveries.withDefaults({
    endpointId: endpoint.id,
    eventId: event.id,
    eventType: event.type,
    payload: payloadOf(ctx.org, event),
    nextAttemptAt: at.toISOString(),
    tickAt: leasedUntil(at),
  });
  try {
    return await store.create(webhookDeliveries.entity, ctx, data, { id: deliveryIdOf(event.id, endpoint.id) });
  } catch (error) {
    if (error instanceof DuplicateIdError) return undefined;
    throw error;
  }
}
