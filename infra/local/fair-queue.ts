// The local stand-in for an SQS fair queue: receives ahead of the consumers and hands out first the messages of the tenant with the fewest in flight.
import {
  ChangeMessageVisibilityBatchCommand,
  GetQueueAttributesCommand,
  type Message,
  ReceiveMessageCommand,
  type SQSClient,
} from '@aws-sdk/client-sqs';

export interface FairQueueOptions {
  sqs: SQSClient;
  queueUrl: string;
  /** The tenant of a message body; without it (or for a body that names none) all messages share one tenant: FIFO. */
  tenantOf?: (body: string) => string | undefined;
  /** How many received messages it holds at most: how far past one tenant's backlog it can see. */
  maxHeld?: number;
  /** Long-poll wait of each receive; short so that stop() returns quickly. */
  waitTimeSeconds?: number;
  onError?: (error: unknown) => void;
}

export interface FairQueue {
  /** Up to `max` held messages, the least busy tenant's first; waits about a second for one when none is held. */
  take(max: number): Promise<Message[]>;
  /** The consumer is done with these (deleted, or left to come back after their visibility timeout). */
  release(messages: Message[]): void;
  stop(): Promise<void>;
}

const DEFAULT_MAX_HELD = 1000;

/** A received message waiting for a consumer. */
export interface HeldMessage {
  message: Message;
  /** Arrival order, so that tenants equally busy are served oldest first. */
  seq: number;
  /** When its visibility timeout last started, in epoch ms. */
  visibleSince: number;
}

/** Resolves waiters when something happens, or after their own timeout. */
function createSignal() {
  const waiters = new Set<() => void>();
  return {
    wait(ms: number): Promise<void> {
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waiters.delete(done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        waiters.add(done);
      });
    },
    notify() {
      for (const done of [...waiters]) done();
    },
  };
}

/**
 * Picks up to `max` messages: each next one from the tenant with the fewest in flight (counting the ones picked so far),
 * ties to the tenant whose oldest message arrived first. `inFlight` is updated for the picked messages.
 */
export function pickFairly(
  held: Map<string, HeldMessage[]>,
  inFlight: Map<string, number>,
  max: number,
): HeldMessage[] {
  const picked: HeldMessage[] = [];
  while (picked.length < max) {
    let best: { tenant: string; queue: HeldMessage[]; load: number } | undefined;
    for (const [tenant, queue] of held) {
      const load = inFlight.get(tenant) ?? 0;
      if (!best || load < best.load || (load === best.load && queue[0]!.seq < best.queue[0]!.seq))
        best = { tenant, queue, load };
    }
    if (!best) break;
    picked.push(best.queue.shift()!);
    if (best.queue.length === 0) held.delete(best.tenant);
    inFlight.set(best.tenant, best.load + 1);
  }
  return picked;
}

/**
 * SQS fair queues (a standard queue whose messages carry a MessageGroupId) keep one tenant's backlog from delaying the
 * others; the emulator ignores MessageGroupId and hands out messages in arrival order. This receives every visible
 * message as it arrives (up to `maxHeld`), keeps their visibility timeouts running until a consumer takes them, and
 * hands them out by tenant. Receive counts, redelivery and the DLQ stay the emulator's.
 */
export function startFairQueue(options: FairQueueOptions): FairQueue {
  const { sqs, queueUrl } = options;
  const maxHeld = options.maxHeld ?? DEFAULT_MAX_HELD;
  const tenantOf = (message: Message) => options.tenantOf?.(message.Body ?? '') ?? '';
  const held = new Map<string, HeldMessage[]>();
  const inFlight = new Map<string, number>();
  const heldCount = () => [...held.values()].reduce((sum, queue) => sum + queue.length, 0);
  let seq = 0;
  let running = true;
  const arrived = createSignal();
  const room = createSignal();

  function hold(message: Message) {
    const tenant = tenantOf(message);
    const queue = held.get(tenant) ?? [];
    if (queue.length === 0) held.set(tenant, queue);
    queue.push({ message, seq: seq++, visibleSince: Date.now() });
  }

  /** Restarts the visibility timeout of messages held for a third of it, so that none comes back while waiting here. */
  async function keepHidden(visibilitySeconds: number) {
    const due = Date.now() - (visibilitySeconds * 1000) / 3;
    const stale = [...held.values()].flat().filter((entry) => entry.visibleSince <= due);
    for (let i = 0; i < stale.length; i += 10) {
      const chunk = stale.slice(i, i + 10);
      await sqs.send(
        new ChangeMessageVisibilityBatchCommand({
          QueueUrl: queueUrl,
          Entries: chunk.map((entry, n) => ({
            Id: String(n),
            ReceiptHandle: entry.message.ReceiptHandle!,
            VisibilityTimeout: visibilitySeconds,
          })),
        }),
      );
      for (const entry of chunk) entry.visibleSince = Date.now();
    }
  }

  async function visibilityTimeoutSeconds(): Promise<number> {
    const { Attributes } = await sqs.send(
      new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['VisibilityTimeout'] }),
    );
    return Number(Attributes?.VisibilityTimeout ?? 30);
  }

  const receiving = (async () => {
    let visibilitySeconds: number | undefined;
    let lastKept = Date.now();
    while (running) {
      try {
        visibilitySeconds ??= await visibilityTimeoutSeconds();
        if (Date.now() - lastKept >= (visibilitySeconds * 1000) / 6) {
          await keepHidden(visibilitySeconds);
          lastKept = Date.now();
        }
        if (heldCount() >= maxHeld) {
          await room.wait(1000);
          continue;
        }
        const { Messages = [] } = await sqs.send(
          new ReceiveMessageCommand({
            QueueUrl: queueUrl,
            MaxNumberOfMessages: 10,
            WaitTimeSeconds: options.waitTimeSeconds ?? 1,
            MessageSystemAttributeNames: ['All'],
            MessageAttributeNames: ['All'],
          }),
        );
        for (const message of Messages) hold(message);
        if (Messages.length) arrived.notify();
      } catch (error) {
        if (!running) break;
        options.onError?.(error);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  })();

  return {
    async take(max) {
      if (held.size === 0) await arrived.wait(1000);
      const picked = pickFairly(held, inFlight, max);
      if (picked.length) room.notify();
      return picked.map((entry) => entry.message);
    },
    release(messages) {
      for (const message of messages) {
        const tenant = tenantOf(message);
        const load = (inFlight.get(tenant) ?? 1) - 1;
        if (load > 0) inFlight.set(tenant, load);
        else inFlight.delete(tenant);
      }
    },
    async stop() {
      running = false;
      arrived.notify();
      room.notify();
      await receiving;
    },
  };
}
