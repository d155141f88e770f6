// The webhook dispatcher: each new event of the log, read from the table's stream, becomes a delivery to every enabled endpoint of its organization that subscribes to its type.
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import type { Clock } from '../platform/clock.js';
import { logger } from '../platform/http/logger.js';
import type { Families } from '../platform/resources/families.js';
import type { StoredRecord, WriteContext } from '../platform/store/records.js';
import type { Store } from '../platform/store/store.js';
import { type StreamedEvent, streamedEvent } from '../platform/store/event-log.js';
import type { DeliveryMessage } from './deliver.js';
import { recordDelivery } from './delivery-records.js';
import { ALL_EVENT_TYPES, TEST_EVENT_TYPE } from './event-types.js';
import { type WebhookEndpoint, webhookEndpoints } from './webhook-endpoints.js';

interface DispatcherDeps {
  store: Store;
  /** The families, whose records an event's payload presents. */
  families: Pick<Families, 'byIdPrefix'>;
  now: Clock;
  send(message: DeliveryMessage): Promise<void>;
}

const subscribes = (endpoint: WebhookEndpoint, type: string) =>
  endpoint.status === 'ENABLED' && endpoint.events.some((taken) => taken === ALL_EVENT_TYPES || taken === type);

/** The record an event is about, as the API presents it now; null when its family has none or it is gone. */
async function presentedRecord(deps: DispatcherDeps, org: string, event: StoredRecord) {
  const recordId = String(event.recordId ?? '');
  const family = deps.families.byIdPrefix(recordId.slice(0, recordId.indexOf('_')));
  if (!family) return null;
  const record = await deps.store.get(family.entity, org, recordId, { includeDeleted: true });
  return record ? family.present(record) : null;
}

/** Records and queues the deliveries of one event; an organization with no subscribed endpoint costs one read. */
async function dispatchEvent(deps: DispatcherDeps, { org, event }: StreamedEvent): Promise<number> {
  const type = String(event.type);
  if (type === TEST_EVENT_TYPE.type) return 0;
  const { items } = await deps.store.collect({ entity: webhookEndpoints.entity, org });
  const endpoints = items.filter((endpoint) => endpoint.deletedAt === null && subscribes(endpoint, type));
  if (endpoints.length === 0) return 0;
  const outgoing = { id: event.id, type, createdAt: event.createdAt, object: await presentedRecord(deps, org, event) };
  const ctx: WriteContext = { org, actor: { type: 'system', id: 'webhook-dispatcher' }, requestId: event.id };
  const at = deps.now();
  let queued = 0;
  for (const endpoint of endpoints) {
    const delivery = await recordDelivery(deps.store, ctx, endpoint, outgoing, at);
    if (!delivery) continue;
    await deps.send({ org, deliveryId: delivery.id });
    queued++;
  }
  return queued;
}

/**
 * The stream function: dispatches every event item of the batch; a record that fails is reported (with what follows
 * it, as the event source mapping retries from the first one reported), and the ones before it are done.
 */
export function createStreamDispatcher(deps: DispatcherDeps) {
  return async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
    for (const record of event.Records) {
      const streamed = streamedEvent(record);
      if (!streamed) continue;
      try {
        await dispatchEvent(deps, streamed);
      } catch (error) {
        logger.error('Dispatching an event failed', { eventId: streamed.event.id, error });
        return { batchItemFailures: [{ itemIdentifier: streamed.sequenceNumber }] };
      }
    }
    return { batchItemFailures: [] };
  };
}
