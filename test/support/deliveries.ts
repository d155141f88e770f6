// Records what the runtime's queue consumers did with each message, so that a test waits for a delivery, not for a time.
import type { LocalRuntime, QueueDelivery } from '../../infra/local/runtime.js';
import { EVENT_WAIT_MS, waitUntil } from './wait-until.js';

export interface DeliveryLog {
  /** Every delivery so far, in the order the consumers finished them. */
  readonly all: readonly QueueDelivery[];
  /**
   * The deliveries that `matches` accepts, once `done` accepts them (by default: once there is one); fails the test
   * after `timeoutMs`.
   */
  waitFor(
    matches: (delivery: QueueDelivery) => boolean,
    what: string,
    done?: (deliveries: QueueDelivery[]) => boolean,
    timeoutMs?: number,
  ): Promise<QueueDelivery[]>;
  stop(): void;
}

/** Starts recording the runtime's deliveries; a delivery finished before this call is not in the log. */
export function recordDeliveries(runtime: Pick<LocalRuntime, 'watchDeliveries'>): DeliveryLog {
  const all: QueueDelivery[] = [];
  const stop = runtime.watchDeliveries((delivery) => all.push(delivery));
  return {
    all,
    waitFor: (matches, what, done = (deliveries) => deliveries.length > 0, timeoutMs = EVENT_WAIT_MS) =>
      waitUntil(async () => all.filter(matches), done, what, timeoutMs),
    stop,
  };
}

/** Matches the deliveries of one message, by the id SQS gave it when it was sent. */
export const ofMessage =
  (messageId: string | undefined) =>
  (delivery: QueueDelivery): boolean =>
    delivery.messageId === messageId;

/** Whether a message was deleted: it can never be delivered again. */
export const deleted = (deliveries: QueueDelivery[]): boolean => deliveries.some((delivery) => delivery.deleted);

/** The last delivery of each message, in the order of `messageIds`; undefined for a message not delivered yet. */
export const lastDeliveries = (
  messageIds: readonly string[],
  deliveries: readonly QueueDelivery[],
): Array<QueueDelivery | undefined> =>
  messageIds.map((id) => deliveries.filter((delivery) => delivery.messageId === id).at(-1));
