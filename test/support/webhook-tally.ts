// What a webhook receiver got at one path against the records written: the events that never came, the attempts beyond one per event, and how long after its write each event first arrived.
import type { ReceivedDelivery } from './webhook-receiver.js';

/** A record written, whose event the endpoint should receive, and when (epoch ms). */
export interface WrittenRecord {
  id: string;
  at: number;
}

export function tallyArrivals(received: readonly ReceivedDelivery[], path: string, written: readonly WrittenRecord[]) {
  const firstAt = new Map<string, number>();
  const attemptsByEvent = new Map<string, number>();
  for (const delivery of received) {
    if (delivery.path !== path || !delivery.event) continue;
    const eventId = delivery.event.id;
    attemptsByEvent.set(eventId, (attemptsByEvent.get(eventId) ?? 0) + 1);
    const recordId = String(delivery.event.data.object?.id);
    if (!firstAt.has(recordId)) firstAt.set(recordId, delivery.at);
  }
  const arrived = written.filter((record) => firstAt.has(record.id));
  return {
    events: attemptsByEvent.size,
    /** Records written whose event has not arrived. */
    missing: written.length - arrived.length,
    /** Attempts beyond the first of an event: retries of failures, and redeliveries (at least once). */
    repeated: [...attemptsByEvent.values()].reduce((sum, attempts) => sum + attempts - 1, 0),
    /** From each record's write to its event's first attempt. */
    delaysMs: arrived.map((record) => firstAt.get(record.id)! - record.at),
    lastFirstAttemptAt: Math.max(0, ...firstAt.values()),
  };
}
