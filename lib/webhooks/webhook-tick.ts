// The webhook tick: every minute, queues the pending deliveries whose next attempt is due in the sharded due index, each claimed under a lease first.
import type { Clock } from '../platform/clock.js';
import { logger } from '../platform/http/logger.js';
import { shardsOf } from '../platform/store/item-type.js';
import type { Store } from '../platform/store/store.js';
import type { TableUse } from '../platform/store/table-use.js';
import type { DeliveryMessage } from './deliver.js';
import { leasedUntil } from './delivery-schedule.js';
import { deliveryDueMarkers, webhookDeliveries } from './webhook-deliveries.js';

export const webhookTickTableUse: readonly TableUse[] = [
  { items: deliveryDueMarkers, may: ['query'] },
  { records: [webhookDeliveries.entity], may: ['get', 'write'] },
];

export interface WebhookTickDeps {
  store: Store;
  now: Clock;
  send(message: DeliveryMessage): Promise<void>;
}

/** Moves the delivery's tick time past a lease, if it is still the marker's: the one tick that does queues it. */
async function claim(
  deps: WebhookTickDeps,
  org: string,
  deliveryId: string,
  dueAt: string,
  at: Date,
): Promise<boolean> {
  const ctx = {
    org,
    actor: { type: 'system' as const, id: 'webhook-tick' },
    requestId: `webhook-tick-${at.toISOString()}`,
  };
  const claimed = await deps.store.updateIf(webhookDeliveries.entity, ctx, deliveryId, (current) =>
    current.status === 'PENDING' && current.tickAt && new Date(current.tickAt).toISOString() === dueAt
      ? { tickAt: leasedUntil(at) }
      : undefined,
  );
  return claimed !== undefined;
}

export function createWebhookTick(deps: WebhookTickDeps) {
  return async function tick(): Promise<{ due: number; queued: number }> {
    const at = deps.now();
    const markers = deps.store.items(deliveryDueMarkers);
    let [due, queued] = [0, 0];
    await Promise.all(
      shardsOf(deliveryDueMarkers).map(async (shard) => {
        const shardDue = markers.query({ shard }, { range: { through: { dueAt: at.toISOString() } }, pageSize: 100 });
        for await (const { org, deliveryId, dueAt } of shardDue) {
          due++;
          try {
            if (!(await claim(deps, org, deliveryId, dueAt, at))) continue;
            await deps.send({ org, deliveryId });
            queued++;
          } catch (error) {
            logger.error('Queuing a due webhook delivery failed', { org, deliveryId, error });
          }
        }
      }),
    );
    if (due) logger.info('Webhook tick', { due, queued });
    return { due, queued };
  };
}
