// What the webhook dispatcher and sender do to the table: the records events are about, endpoints, and deliveries with their due markers.
import type { TableUse } from '../platform/store/table-use.js';
import { endpointSlotsUse } from './endpoint-slots.js';
import { webhookDeliveries } from './webhook-deliveries.js';
import { webhookEndpoints } from './webhook-endpoints.js';

export const webhookTableUse = {
  /** Reads each event's record (of any family) and the organization's endpoints; records its deliveries. */
  dispatcher: [
    { records: 'any', may: ['get'] },
    { records: [webhookEndpoints.entity], may: ['list'] },
    { records: [webhookDeliveries.entity], may: ['write'] },
  ],
  /** Reads a delivery and its endpoint, takes one of the endpoint's slots, records the attempt and the failing streak. */
  sender: [
    { records: [webhookDeliveries.entity, webhookEndpoints.entity], may: ['get', 'write'] },
    // The failing streak is marked in place (deliver.ts, markStreak).
    { records: [webhookEndpoints.entity], may: ['updateInPlace'] },
    endpointSlotsUse,
  ],
} satisfies Record<string, readonly TableUse[]>;
