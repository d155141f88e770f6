// The webhook dispatcher: each new event of the log, read from the table's stream, becomes a delivery to every enabled endpoint of its organization that subscribes to its type.
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import type { Clock } from '../platform/clock.js';
import { logger } from '../platform/http/logger.js';
import { inParallel } from '../platform/in-parallel.js';
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
  endpoint.events.some((taken) => taken === ALL_EVENT_TYPES || taken === type);

/** The record an event is about, as the API presents it now; null when its family has none or it is gone. */
async function presentedRecord(deps: DispatcherDeps, org: string, event: StoredRecord) {
  const recordId = String(event.recordId ?? '');
  const family = deps.families.byIdPrefix(recordId.slice(0, recordId.indexOf('_')));
  if (!family) return null;
  const record = await deps.store.get(family.entity, org, recordId, { includeDeleted: true });
  return record ? family.present(record) : null;
}

/** The organization's enabled endpoints: one read per organization a batch has events of. */
async function endpointsOf(deps: DispatcherDeps, org: string): Promise<WebhookEndpoint[]> {
  const { items } = await deps.store.collect({ entity: webhookEndpoints.entity, org });
  return items.filter((endpoint) => endpoint.deletedAt === null && endpoint.status === 'ENABLED');
}

/** Records and queues the deliveries of one event to the endpoints (of its organization) that subscribe to its type. */
async function dispatchEvent(deps: DispatcherDeps, { org, event }: StreamedEvent, enabled: WebhookEndpoint[]) {
  const type = String(event.type);
  const endpoints = enabled.filter((endpoint) => subscribes(endpoint, type));
  if (type === TEST_EVENT_TYPE.type || endpoints.length === 0) return;
  const outgoing = { id: event.id, type, createdAt: event.createdAt, object: await presentedRecord(deps, org, event) };
  const ctx: WriteContext = { org, actor: { type: 'system', id: 'webhook-dispatcher' }, requestId: event.id };
  const at = deps.now();
  await Promise.all(
    endpoints.map(async (endpoint) => {
      const delivery = await recordDelivery(deps.store, ctx, endpoint, outgoing, at);
      if (delivery) await deps.send({ org, deliveryId: delivery.id });
    }),
  );
}

/** Events of one organization dispatched at once: receivers get no order (they dedupe by webhook-id), so none waits. */
const EVENTS_IN_FLIGHT = 16;

/**
 * The stream function: dispatches the batch's event items, several of an organization at once and the organizations side
 * by side, with one read of each organization's endpoints. The first record (in stream order) that failed is reported:
 * the event source mapping retries from it, and what follows it that was dispatched already records nothing twice (a
 * delivery recorded but not queued is queued by the tick once its lease ends).
 */
export function createStreamDispatcher(deps: DispatcherDeps) {
  return async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
    const streamed = event.Records.map(streamedEvent).filter((record) => record !== undefined);
    const byOrg = new Map<string, StreamedEvent[]>();
    for (const record of streamed) byOrg.set(record.org, [...(byOrg.get(record.org) ?? []), record]);
    const failed = new Set<string>();
    await Promise.all(
      [...byOrg].map(async ([org, events]) => {
        const enabled = await endpointsOf(deps, org).catch((error) => {
          logger.error("Reading an organization's webhook endpoints failed", { org, error });
          for (const record of events) failed.add(record.sequenceNumber);
        });
        if (!enabled) return;
        await inParallel(events.length, EVENTS_IN_FLIGHT, async (i) => {
          const record = events[i]!;
          await dispatchEvent(deps, record, enabled).catch((error) => {
            logger.error('Dispatching an event failed', { org, eventId: record.event.id, error });
            failed.add(record.sequenceNumber);
          });
        });
      }),
    );
    const first = streamed.find((record) => failed.has(record.sequenceNumber));
    return { batchItemFailures: first ? [{ itemIdentifier: first.sequenceNumber }] : [] };
  };
}
