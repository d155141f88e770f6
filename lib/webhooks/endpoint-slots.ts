// How many of an endpoint's deliveries are in flight at once: a few leased slots per endpoint in the table, so that one slow receiver holds a few senders and never all of them.
import * as v from 'valibot';
import { defineItem, part } from '../platform/store/item-type.js';
import type { Store } from '../platform/store/store.js';
import type { TableUse } from '../platform/store/table-use.js';

/** Attempts of one endpoint in flight at once, across every sender. */
export const ENDPOINT_CONCURRENCY = 10;

/**
 * How long a slot stays taken if its sender dies before giving it back: longer than an attempt's 15 seconds and its
 * record, so that a live attempt never loses its slot.
 */
const LEASE_MS = 45_000;

/** One of an endpoint's slots: taken until `leasedUntil` (epoch ms), free once that is past. */
const endpointSlots = defineItem({
  name: 'webhook endpoint slot',
  partition: ['WHSLOT', part('org'), part('endpointId')],
  sort: [part('slot')],
  attributes: v.object({ org: v.string(), endpointId: v.string(), slot: v.string(), leasedUntil: v.number() }),
});

/** A query of an endpoint's slots, then one conditional update per slot tried. */
export const endpointSlotsUse: TableUse = { items: endpointSlots, may: ['query', 'update'] };

/** A taken slot; `release` gives it back (if its lease is still this one). */
export interface SlotLease {
  release(): Promise<void>;
}

export interface EndpointSlotsDeps {
  store: Pick<Store, 'items'>;
  /** The machine's clock: leases measure how long an attempt really runs, whatever time the service is told it is. */
  wallClock: () => Date;
}

/**
 * Takes a free slot of the endpoint, or answers undefined when all are taken. It reads which slots look free, then
 * takes one with a write that holds only if it still is, so two senders never hold the same slot.
 */
export async function takeEndpointSlot(
  { store, wallClock }: EndpointSlotsDeps,
  org: string,
  endpointId: string,
): Promise<SlotLease | undefined> {
  const items = store.items(endpointSlots);
  const nowMs = wallClock().getTime();
  const takenUntil = new Map<string, number>();
  for await (const slot of items.query({ org, endpointId })) takenUntil.set(slot.slot, slot.leasedUntil);
  const free = Array.from({ length: ENDPOINT_CONCURRENCY }, (_, i) => String(i)).filter(
    (slot) => (takenUntil.get(slot) ?? 0) <= nowMs,
  );
  // Senders that read the same free slots start at different ones, so that most take one at the first write.
  const start = Math.floor(Math.random() * free.length);
  for (const slot of [...free.slice(start), ...free.slice(0, start)]) {
    const key = { org, endpointId, slot };
    const leasedUntil = nowMs + LEASE_MS;
    const taken = await items.update(
      key,
      { set: { org, endpointId, slot, leasedUntil } },
      { absentOrBelow: { leasedUntil: nowMs + 1 } },
    );
    if (taken)
      return {
        release: async () => {
          await items.update(key, { set: { leasedUntil: 0 } }, { equals: { leasedUntil } });
        },
      };
  }
  return undefined;
}

/**
 * How long a delivery waits before it tries for a slot again, the `deferrals`-th time: 1 to 3 seconds for the first
 * ten (a burst to a fast receiver drains in seconds), then doubling to 5 minutes (a slow receiver's backlog waits
 * without asking for its slots every few seconds).
 */
export function slotWaitSeconds(deferrals: number): number {
  const base = deferrals < 10 ? 2 : Math.min(300, 2 ** Math.min(deferrals - 8, 9));
  // Spread, so that the deliveries deferred together do not all come back in the same second.
  return Math.max(1, Math.round(base * (0.5 + Math.random())));
}
