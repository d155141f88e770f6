// How a claimed send travels: its queue message, and the claim that makes one.
import * as v from 'valibot';
import { campaignContacts } from '../model/campaign-contacts.js';
import { draftEmails } from '../model/draft-emails.js';
import { type DueKind, sendingStatus } from '../schedule/due-index.js';
import { RecordNotFoundError } from '../../platform/store/errors.js';
import type { StoredRecord, WriteContext } from '../../platform/store/records.js';
import type { Store } from '../../platform/store/store.js';

/**
 * One send: the record (a campaign contact at the step it was claimed at, or a scheduled draft email) and the claim
 * (the nextSendAt the claim set). The sender acts only while the record still holds this claim, so a message that a
 * later claim or a deferral superseded does nothing.
 */
export type SendMessage = v.InferOutput<typeof sendMessage>;
export type StepSendMessage = Extract<SendMessage, { kind: 'campaign-contact' }>;
export type DraftSendMessage = Extract<SendMessage, { kind: 'draft-email' }>;

/** What a queued send names: the organization, the record (a campaign contact's or a draft email's id), the claim. */
const claimedSend = { org: v.string(), id: v.string(), claim: v.string() };

/** A send as the queue carries it. */
export const sendMessage = v.variant('kind', [
  v.object({ ...claimedSend, kind: v.literal('campaign-contact'), stepIndex: v.number() }),
  v.object({ ...claimedSend, kind: v.literal('draft-email') }),
]);

/** Whether the due index's marker kind is one this code sends (a marker written by a newer version may not be). */
export const isDueKind = (kind: string): kind is DueKind => Object.hasOwn(sendingStatus, kind);

export type SendSend = (message: SendMessage) => Promise<void>;

/**
 * How long a claim holds a campaign contact: past it, the tick claims it again (a lost message, a crashed sender).
 * Longer than the queue's retries (5 receives, each failure backed off 30 s to 4 minutes: lib/platform/queue/retry-backoff.ts),
 * so that retries do not overlap a new claim.
 */
export const CLAIM_LEASE_MS = 30 * 60_000;

/** A record's nextSendAt in the one format claims compare (it may be stored with another offset). */
const dueTimeOf = (record: Record<string, unknown>) =>
  typeof record.nextSendAt === 'string' ? new Date(record.nextSendAt).toISOString() : null;

/**
 * Whether the record still holds the message's claim: in its kind's sending status, at the message's step (a campaign
 * contact), with the nextSendAt the claim set. A pause, a reply, a deferral or a later claim each end it.
 */
export function holdsClaim(record: StoredRecord | undefined, message: SendMessage): record is StoredRecord {
  return (
    !!record &&
    record.status === sendingStatus[message.kind] &&
    (message.kind !== 'campaign-contact' || record.stepIndex === message.stepIndex) &&
    dueTimeOf(record) === message.claim
  );
}

/**
 * Claims a record of `kind` that is in its sending status and due at `dueAt` (as its marker says): moves its
 * nextSendAt (and so its marker) to the end of the lease, in one conditional write. Undefined when it is no longer so
 * (another claim won, it was paused, stopped, rescheduled or sent).
 */
export async function claimDue(
  store: Store,
  kind: DueKind,
  ctx: WriteContext,
  id: string,
  dueAt: string,
  now: Date,
): Promise<SendMessage | undefined> {
  const claim = new Date(now.getTime() + CLAIM_LEASE_MS).toISOString();
  const claimOf = (current: StoredRecord) =>
    current.status === sendingStatus[kind] && dueTimeOf(current) === dueAt ? { nextSendAt: claim } : undefined;
  const claimed = { org: ctx.org, id, claim };
  try {
    if (kind === 'draft-email')
      return (await store.updateIf(draftEmails.entity, ctx, id, claimOf)) && { ...claimed, kind };
    const contact = await store.updateIf(campaignContacts.entity, ctx, id, claimOf);
    return contact && { ...claimed, kind, stepIndex: contact.stepIndex };
  } catch (error) {
    if (error instanceof RecordNotFoundError) return undefined;
    throw error;
  }
}

/** A system write on behalf of the send pipeline, attributed to `who` (the tick, the sender). */
export function systemContext(org: string, who: string, requestId: string): WriteContext {
  return { org, actor: { type: 'system', id: who }, requestId };
}

/**
 * Queues a record's send at once when it is due now (a first message with sendFirstMessageImmediately, a draft
 * scheduled for now or earlier): the hooks that a campaign contact joined (or its campaign turned ACTIVE) and that a
 * draft was scheduled call this, so the send does not wait for the tick. Claiming first keeps the tick from queueing
 * it a second time.
 */
export async function queueIfDue(
  store: Store,
  kind: DueKind,
  record: { id: string; status?: unknown; nextSendAt?: unknown },
  ctx: WriteContext,
  { now, send }: { now: Date; send: SendSend },
): Promise<boolean> {
  if (record.status !== sendingStatus[kind] || typeof record.nextSendAt !== 'string') return false;
  const dueAt = new Date(record.nextSendAt).toISOString();
  if (dueAt > now.toISOString()) return false;
  const message = await claimDue(store, kind, ctx, record.id, dueAt, now);
  if (!message) return false;
  await send(message);
  return true;
}
