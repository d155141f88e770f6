// Webhook deliveries: one record per event and subscribed endpoint, with its attempts; read-only, but for a retry by hand.
import * as v from 'valibot';
import { type ResourceAction, type ResourceServices, writeContextOf } from '../platform/resources/behaviour.js';
import { defineResource, type RecordOf } from '../platform/resources/define.js';
import { f } from '../platform/resources/fields.js';
import { companionsOf, defineItem, part, shard } from '../platform/store/item-type.js';
import { RESPONSE_BODY_CHARACTERS, leasedUntil } from './delivery-schedule.js';

const DELIVERY_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;

/** Due markers are spread over this many partitions, so that no due minute is one hot key. */
const DUE_SHARDS = 16;

/**
 * The marker of a pending delivery whose next attempt the webhook tick queues (`tickAt`): its sort key starts with that
 * time, so that a shard read up to now finds exactly what is due.
 */
export const deliveryDueMarkers = defineItem({
  name: 'webhook delivery due marker',
  partition: ['WHDUE', shard('deliveryId', DUE_SHARDS)],
  sort: [part('dueAt'), part('org'), part('deliveryId')],
  attributes: v.object({ org: v.string(), deliveryId: v.string(), dueAt: v.string() }),
});

const dueMarkerOf = companionsOf(deliveryDueMarkers, (org, record) => {
  if (record.status !== 'PENDING' || typeof record.tickAt !== 'string') return [];
  const marker = { org, deliveryId: record.id, dueAt: new Date(record.tickAt).toISOString() };
  return [{ key: marker, attributes: marker }];
});

const service = { readOnly: true } as const;

/** The port that queues attempts (an endpoint's test, a retry by hand): wired into the functions that serve them. */
export function deliveryPortOf({ webhookDeliveries: port }: Pick<ResourceServices, 'webhookDeliveries'>) {
  if (!port) throw new Error('Webhook deliveries are not wired into this function');
  return port;
}

/** POST /v5/webhook-deliveries/{id}/retry: an attempt now, whatever the delivery's status; answers the delivery. */
const retryAction: ResourceAction = {
  method: 'POST',
  suffix: '/{id}/retry',
  access: 'write',
  bodyless: true,
  async serve(services, request, deliveries) {
    const { store, engine } = services;
    const port = deliveryPortOf(services);
    const ctx = writeContextOf(deliveries, request);
    const at = engine.now();
    const record = await store.update(deliveries.entity, ctx, request.pathParameters.id!, () => ({
      status: 'PENDING',
      nextAttemptAt: at.toISOString(),
      tickAt: leasedUntil(at),
    }));
    await port.queue(ctx.org, record.id);
    return { body: deliveries.present(record) };
  },
};

export const webhookDeliveries = defineResource({
  object: 'webhookDelivery',
  idPrefix: 'whd',
  path: 'webhook-deliveries',
  description: `A delivery of one event to one webhook endpoint, and how its attempts went: PENDING until an attempt is answered 2xx (SUCCEEDED) or the retries run out (FAILED). lastResponseBody holds the first ${RESPONSE_BODY_CHARACTERS} characters of the last answer; lastError says what went wrong when there was none (a timeout, a refused connection). POST /v5/webhook-deliveries/{id}/retry sends it again now.`,
  readOnly: true,
  // A log of events itself: its writes log no events, which an endpoint subscribed to everything would be sent again.
  logged: false,
  retentionDays: 30,
  fields: {
    endpointId: f.ref('whe', service),
    eventId: f.ref('evt', service),
    eventType: f.text({ ...service, search: true }),
    status: f.enum(DELIVERY_STATUSES, { ...service, default: 'PENDING' }),
    attempts: f.number({ ...service, integer: true, min: 0, default: 0 }),
    lastResponseStatus: f.number({ ...service, integer: true, nullable: true }),
    lastResponseBody: f.string({ ...service, nullable: true }),
    lastError: f.string({ ...service, nullable: true }),
    lastAttemptAt: f.dateTime({ ...service, nullable: true }),
    nextAttemptAt: f.dateTime({ ...service, nullable: true }),
    /** The body every attempt posts, byte for byte, so that a retry is signed over what the first attempt sent. */
    payload: f.string({ ...service, hidden: true, max: 400_000, filterable: false, sortable: false }),
    /** When the webhook tick queues the next attempt (a long wait, or the lease on one queued now); null when none. */
    tickAt: f.dateTime({ ...service, hidden: true, nullable: true }),
  },
  indexes: [
    { sortBy: 'updatedAt' },
    { sortBy: 'endpointId' },
    { sortBy: 'eventId' },
    { sortBy: 'updatedAt', partitionBy: 'status' },
  ],
  companionItems: [dueMarkerOf],
  actions: [retryAction],
});

export type WebhookDelivery = RecordOf<typeof webhookDeliveries.fields>;
