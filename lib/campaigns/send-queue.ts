// How a claimed send travels: its queue message, the sender to the campaign-sends queue, and the claim that makes one.
import type { SQSClient } from '@aws-sdk/client-sqs';
import { defaultSqsClient } from '../aws/clients.js';
import { requireEnv } from '../config.js';
import { clockFromEnv } from '../clock.js';
import { createQueueSender } from '../queue/queue-sender.js';
import { CAMPAIGN_SENDS_QUEUE, queueUrlVariable } from '../queue/queues.js';
import { campaignContacts } from '../resources/campaign-contacts.js';
import { RecordNotFoundError } from '../store/errors.js';
import type { WriteContext } from '../store/records.js';
import type { Store } from '../store/store.js';

/**
 * One send: the campaign contact, the step it was claimed at, and the claim (the nextSendAt the claim set). The sender
 * acts only while the campaign contact still holds this claim, so a message that a later claim or a deferral
 * superseded does nothing.
 */
export interface SendMessage {
  org: string;
  campaignContactId: string;
  stepIndex: number;
  claim: string;
}

export type SendSend = (message: SendMessage) => Promise<void>;

/**
 * How long a claim holds a campaign contact: past it, the tick claims it again (a lost message, a crashed sender).
 * Longer than the queue's retries (5 receives × 6 × the sender's 30 s), so that retries do not overlap a new claim.
 */
export const CLAIM_LEASE_MS = 30 * 60_000;

export function createSendSender(sqs: SQSClient, queueUrl: string): SendSend {
  return createQueueSender<SendMessage>(sqs, queueUrl, CAMPAIGN_SENDS_QUEUE);
}

let defaultSender: SendSend | undefined;

/** The sender of this process, from the environment, built on first use. */
export function sendSenderFromEnv(): SendSend {
  return (defaultSender ??= createSendSender(
    defaultSqsClient(),
    requireEnv(queueUrlVariable(CAMPAIGN_SENDS_QUEUE.name)),
  ));
}

class NotClaimable extends Error {}

/**
 * Claims a campaign contact that is ACTIVE and due at `dueAt` (as its marker says): moves its nextSendAt (and so its
 * marker) to the end of the lease, in one conditional write. Undefined when it is no longer so (another claim won, it
 * was paused, stopped or rescheduled).
 */
export async function claimDue(
  store: Store,
  ctx: WriteContext,
  campaignContactId: string,
  dueAt: string,
  now: Date,
): Promise<SendMessage | undefined> {
  const claim = new Date(now.getTime() + CLAIM_LEASE_MS).toISOString();
  try {
    const record = await store.update(campaignContacts.entity, ctx, campaignContactId, (current) => {
      const next = typeof current.nextSendAt === 'string' ? new Date(current.nextSendAt).toISOString() : null;
      if (current.status !== 'ACTIVE' || next !== dueAt) throw new NotClaimable();
      return { nextSendAt: claim };
    });
    return { org: ctx.org, campaignContactId, stepIndex: Number(record.stepIndex), claim };
  } catch (error) {
    if (error instanceof NotClaimable || error instanceof RecordNotFoundError) return undefined;
    throw error;
  }
}

/** A system write on behalf of the send pipeline, attributed to `who` (the tick, the sender). */
export function systemContext(org: string, who: string, requestId: string): WriteContext {
  return { org, actor: { type: 'system', id: who }, requestId };
}

/**
 * Queues a campaign contact's send at once when it is due now (a first message with sendFirstMessageImmediately):
 * the hook that a campaign contact joined (or its campaign turned ACTIVE) calls this, so the send does not wait for
 * the tick. Claiming first keeps the tick from queueing it a second time.
 */
export async function queueIfDue(
  store: Store,
  record: { id: string; status?: unknown; nextSendAt?: unknown },
  ctx: WriteContext,
  options: { now?: Date; send?: SendSend } = {},
): Promise<boolean> {
  const now = options.now ?? clockFromEnv()();
  if (record.status !== 'ACTIVE' || typeof record.nextSendAt !== 'string') return false;
  const dueAt = new Date(record.nextSendAt).toISOString();
  if (dueAt > now.toISOString()) return false;
  const message = await claimDue(store, ctx, record.id, dueAt, now);
  if (!message) return false;
  await (options.send ?? sendSenderFromEnv())(message);
  return true;
}
