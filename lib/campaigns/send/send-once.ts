// Sends one message exactly once: the limits (the organization's daily cap among them) and the reservation in one
// transaction, then the mailer, then the record.
import { logger } from '../../platform/http/logger.js';
import { sentEmails } from '../model/sent-emails.js';
import { emailActivityItems } from '../model/email-activities.js';
import { eventEntity, namedEventFields } from '../../platform/store/event-log.js';
import { WriteRaceError } from '../../platform/store/errors.js';
import type { EntityType } from '../../platform/store/entity.js';
import type { AttributesOf, KeyOf } from '../../platform/store/item-type.js';
import type { StoredRecord, WriteContext } from '../../platform/store/records.js';
import type { Store, TransactItem } from '../../platform/store/store.js';
import {
  DEFAULT_CONNECTION_DAILY_LIMIT,
  DEFAULT_MIN_INTERVAL_SECONDS,
  DEFAULT_ORGANIZATION_DAILY_SEND_CAP,
  nextMomentWithRoom,
  recent,
  utcDayOf,
} from './send-limits.js';
import { holdOf, usageIncrementItem } from '../../billing/index.js';
import type { SendJob } from './send-job.js';
import { mailerFor, refusedLogin } from './connection-mailer.js';
import { heldUntil } from './sending-connection.js';
import { DELIVERY_UNKNOWN_ALARM } from './delivery-unknown.js';
import { organizationSendCounts, sendLogs, sendReservations } from './send-items.js';

/** Fields of a record, as a write takes them. */
type Patch = Record<string, unknown>;
type Reservation = AttributesOf<typeof sendReservations>;

/**
 * Tries at taking a reservation with its limits' logs: every send of one connection rewrites its log, so concurrent
 * senders of a busy connection lose to each other and read again.
 */
const MAX_RESERVE_ATTEMPTS = 25;

/** A reservation that another sender holds and may still confirm: the message comes back later. */
export class SendInFlightError extends Error {}

/** The record a send belongs to (a campaign contact's step, a draft email) and how its state follows the send. */
export interface SendTarget {
  /** The reservation: one per record and send. */
  key: KeyOf<typeof sendReservations>;
  /** Writes the record's new state if it still holds the claim: a deferral past a limit, or FAILED. */
  settle(patch: Patch): Promise<void>;
  /** The record's items in the transaction that records the send; undefined once it has moved past this send. */
  recordItems(sentEmailId: string): Promise<TransactItem[] | undefined>;
}

/** What is to be sent, from which connection, under which limits. */
export interface ComposedSend {
  connection: StoredRecord;
  /** The campaign whose dailyLimit counts this send too, if it has one. */
  campaignLimit: { id: string; dailyLimit: number } | null;
  /**
   * The first moment this send may go at or after `room`, the moment the limits have room (a window for a step);
   * `connectionFull` when the connection's daily limit is what holds it (another connection could take it sooner).
   */
  sendableAt(room: Date, connectionFull: boolean): Date;
  /** The sent email this send becomes: every field but sentAt and providerMessageId, its id included. */
  sentEmail: Patch & { id: string; messageId: string; to: string; from: string; subject: string };
  /** The message's parts besides the sent email's subject, addresses and Message-ID. */
  parts: { text: string; html: string; headers: Record<string, string> };
}

/**
 * Sends `compose()`'s message for `target` unless a reservation says it was sent or is being sent. `compose` answers
 * undefined when it settled the target itself (a template that cannot be rendered).
 */
export async function sendOnce(
  job: SendJob,
  target: SendTarget,
  compose: () => Promise<ComposedSend | undefined>,
): Promise<void> {
  const { deps, ctx, now } = job;
  const { store } = deps;
  const reservations = store.items(sendReservations);
  const existing = await reservations.get(target.key);
  if (existing) return reconcileReservation(job, target, existing);
  // A subscription that does not allow it holds the send, with its reason, until it does.
  let subscription = await deps.entitlements?.subscriptionOf(ctx.org);
  const hold = subscription && holdOf(subscription, now);
  if (hold) return target.settle({ nextSendAt: hold.until.toISOString(), reason: hold.reason });
  const send = await compose();
  if (!send) return;
  const token = crypto.randomUUID();
  const reservation: Reservation = { state: 'RESERVED', token, reservedAt: now.getTime(), sentEmail: send.sentEmail };
  const { connection, campaignLimit } = send;
  const logs = store.items(sendLogs);
  const dayCounts = store.items(organizationSendCounts);
  const dayCount = { org: ctx.org, day: utcDayOf(now.getTime()) };
  const dailyCap = deps.organizationDailyCap ?? DEFAULT_ORGANIZATION_DAILY_SEND_CAP;
  const connectionDailyLimit = Number(connection.dailyLimit ?? DEFAULT_CONNECTION_DAILY_LIMIT);
  const readLog = async (kind: 'connection' | 'campaign', id: string) => {
    const key = { org: ctx.org, kind, id };
    const { attributes, version } = await logs.getVersioned(key);
    return { key, times: attributes?.times ?? [], version };
  };
  // The period's credit the reservation takes, if the subscription limits them.
  let credit: TransactItem | undefined;
  // The reservation and the limits' logs in one transaction: a send that takes its place in a limit is reserved.
  for (let attempt = 1; ; attempt++) {
    const connectionLog = await readLog('connection', connection.id);
    const campaignLog = campaignLimit ? await readLog('campaign', campaignLimit.id) : undefined;
    const sentToday = (await dayCounts.get(dayCount))?.count ?? 0;
    const room = nextMomentWithRoom({
      now: now.getTime(),
      connectionTimes: connectionLog.times,
      campaignTimes: campaignLog?.times ?? [],
      connectionDailyLimit,
      campaignDailyLimit: campaignLimit?.dailyLimit ?? null,
      minIntervalSeconds: Number(connection.minIntervalSeconds ?? DEFAULT_MIN_INTERVAL_SECONDS),
      organizationSentToday: sentToday,
      organizationDailyCap: dailyCap,
    });
    // Over a limit: wait for the next moment with room; never drop it.
    if (room > now.getTime()) {
      const connectionFull = recent(connectionLog.times, now.getTime()).length >= connectionDailyLimit;
      return target.settle({ nextSendAt: send.sendableAt(new Date(room), connectionFull).toISOString() });
    }
    // Each log is rewritten whole, only if nobody wrote it since it was read.
    const logged = (log: typeof connectionLog) =>
      logs.transactPut(
        log.key,
        { times: [...recent(log.times, now.getTime()), now.getTime()] },
        { when: { version: log.version } },
      );
    // The send takes one of the period's credits with its reservation: the last one goes to one sender only.
    credit = subscription && deps.entitlements?.creditItem(ctx.org, subscription, now);
    const items: TransactItem[] = [
      reservations.transactPut(target.key, reservation, { when: 'absent' }),
      logged(connectionLog),
      ...(campaignLog ? [logged(campaignLog)] : []),
      // Counted only below the cap: a concurrent sender that took the last place makes this one read again and wait.
      dayCounts.transactUpdate(dayCount, { add: { count: 1 } }, { absentOrBelow: { count: dailyCap } }),
      ...(credit ? [credit] : []),
    ];
    try {
      await store.commit(items);
      break;
    } catch (error) {
      if (!(error instanceof WriteRaceError) || attempt >= MAX_RESERVE_ATTEMPTS) throw error;
      if (error.failedIndex === 0) {
        const other = await reservations.get(target.key);
        if (other) return reconcileReservation(job, target, other);
      }
      // The credits ran out (or the subscription changed) since it was read: read it afresh, and hold if it says so.
      if (credit && error.failedIndex === items.length - 1) {
        subscription = await deps.entitlements!.subscriptionOf(ctx.org, { fresh: true });
        const held = subscription && holdOf(subscription, now);
        if (held) return target.settle({ nextSendAt: held.until.toISOString(), reason: held.reason });
      }
      // Another send of the same connection wrote its log first: spread the retries of a busy connection's senders.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }

  let providerMessageId: string;
  try {
    ({ providerMessageId } = await mailerFor(job, connection).send({
      to: send.sentEmail.to,
      from: send.sentEmail.from,
      subject: send.sentEmail.subject,
      messageId: send.sentEmail.messageId,
      ...send.parts,
    }));
  } catch (error) {
    // The provider refused it: nothing was sent, so the reservation goes (unless another sender holds it now) and a
    // redelivery tries again.
    await reservations.delete(target.key, { equals: { token, state: 'RESERVED' } });
    if (credit && subscription) await deps.entitlements!.refund(ctx.org, subscription);
    // A refused login holds the send until the connection is verified again (sending-connection.ts), unsent.
    if (await refusedLogin(job, connection, error)) return target.settle({ nextSendAt: heldUntil(now) });
    if (job.receives >= deps.maxReceiveCount)
      await target.settle({
        status: 'FAILED',
        reason: `mailer: ${error instanceof Error ? error.message : String(error)}`,
        nextSendAt: null,
      });
    throw error;
  }
  await recordSend(job, target, reservation, providerMessageId);
}

/**
 * A reservation found before sending. SENT: the message was sent and recorded, nothing to do. RESERVED and recent:
 * another sender is sending it now; the message comes back later. RESERVED and older: a sender reserved it and never
 * confirmed (it crashed after the provider accepted the mail, or before it called it). The outcome is unknown, and
 * sending again could send twice, so it is never resent: it is recorded as sent with a null providerMessageId (what
 * marks a sent email whose delivery is unknown) and the record moves on.
 */
async function reconcileReservation(job: SendJob, target: SendTarget, reservation: Reservation): Promise<void> {
  if (reservation.state === 'SENT') return;
  const age = job.now.getTime() - reservation.reservedAt;
  if (age < (job.deps.inFlightMs ?? 2 * 60_000))
    throw new SendInFlightError('The send is in flight in another sender.');
  logger.warn('Send reserved but never confirmed: recorded as sent, outcome unknown', {
    [DELIVERY_UNKNOWN_ALARM.field]: true,
    key: target.key,
    sentEmailId: reservation.sentEmail.id,
  });
  await recordSend(job, target, reservation, null);
}

/**
 * Records a send in one transaction: the reservation confirmed, the sent email, `email.sent`, the month's usage and
 * the record's next state. A concurrent change of the record makes it read again.
 */
async function recordSend(
  { deps: { store }, ctx, now }: SendJob,
  target: SendTarget,
  reservation: Reservation,
  providerMessageId: string | null,
): Promise<void> {
  const { id, ...fields } = reservation.sentEmail;
  for (let attempt = 1; ; attempt++) {
    const recordItems = await target.recordItems(id);
    if (!recordItems) return;
    const sentEmail = store.createItems(
      sentEmails.entity,
      ctx,
      sentEmails.withDefaults({
        ...fields,
        providerMessageId,
        deliveryUnknown: providerMessageId === null,
        sentAt: new Date(reservation.reservedAt).toISOString(),
      }),
      { id },
    );
    const event = store.createItems(eventEntity, ctx, namedEventFields('email.sent', sentEmails, id, [], ctx));
    const items = [
      // The reservation becomes SENT with what the provider answered, only once.
      store
        .items(sendReservations)
        .transactUpdate(
          target.key,
          { set: { state: 'SENT', providerMessageId, sentEmailId: id } },
          { equals: { state: 'RESERVED' } },
        ),
      ...sentEmail.items,
      ...event.items,
      await usageIncrementItem(store, ctx, 'emails.sent', now),
      ...emailActivityItems(store, ctx, sentEmail.record, 'EMAIL_SENT', sentEmail.record.sentAt ?? now.toISOString()),
      ...recordItems,
    ];
    try {
      await store.commit(items);
      return;
    } catch (error) {
      if (!(error instanceof WriteRaceError) || attempt >= 10) throw error;
      // The reservation was confirmed by another sender: the send is recorded.
      if (error.failedIndex === 0) return;
    }
  }
}

/**
 * Writes `patch` to a record of `entity` while `mayWrite` says its current state allows it (it still holds the claim,
 * say: a pause or a reply that came first wins); a concurrent write makes it read again.
 */
export async function settleWhile(
  store: Store,
  entity: EntityType,
  ctx: WriteContext,
  id: string,
  mayWrite: (record: StoredRecord) => boolean,
  patch: Patch,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const current = await store.getVersioned(entity, ctx.org, id);
    if (!current || !mayWrite(current.record)) return;
    try {
      await store.commit(store.updateItems(entity, ctx, current, patch).items);
      return;
    } catch (error) {
      if (!(error instanceof WriteRaceError) || attempt >= 10) throw error;
    }
  }
}
