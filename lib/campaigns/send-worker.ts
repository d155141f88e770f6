// The campaign sender: takes one claimed send, checks again everything that may have changed, and sends its step exactly once.
import type { SQSRecord } from 'aws-lambda';
import { ulid } from 'ulid';
import { logger } from '../http/logger.js';
import type { Mailer } from '../mail/mailer.js';
import type { RecordHandler } from '../queue/batch-handler.js';
import { campaignContacts } from '../resources/campaign-contacts.js';
import { campaigns } from '../resources/campaigns.js';
import { companies } from '../resources/companies.js';
import { connections } from '../resources/connections.js';
import { contacts } from '../resources/contacts.js';
import type { Engine } from '../resources/engine.js';
import { organizations } from '../resources/organizations.js';
import { sentEmails } from '../resources/sent-emails.js';
import { suppressions } from '../resources/suppressions.js';
import { tasks } from '../resources/tasks.js';
import { trackingDomains } from '../resources/tracking-domains.js';
import { eventEntity } from '../store/event-log.js';
import { WriteRaceError } from '../store/errors.js';
import { guardKey, sendLogKey, sendReservationKey } from '../store/keys.js';
import type { StoredRecord, WriteContext } from '../store/records.js';
import type { Store } from '../store/store.js';
import type { Item, TransactItem } from '../store/table-access.js';
import type { Clock } from '../clock.js';
import { renderMessage } from './message.js';
import type { TrackingTokens } from './tracking-token.js';
import {
  nextSendAt,
  scheduleZone,
  type SendingSchedule,
  windowMomentAtOrAfter,
} from '../resources/campaign-schedule.js';
import { campaignStepsOf, variantFor } from './send-content.js';
import { DEFAULT_MIN_INTERVAL_SECONDS, nextMomentWithRoom, recent } from './send-limits.js';
import { CLAIM_LEASE_MS, type SendMessage, systemContext } from './send-queue.js';
import { usageIncrementItem } from './usage-count.js';

export interface SendWorkerDeps {
  store: Store;
  engine: Engine;
  mailer: Mailer;
  now: Clock;
  /** Where tracking links point when the campaign has no verified tracking domain: the API's address. */
  baseUrl: () => string;
  /** Signs the tracking addresses of each message. */
  tokens: TrackingTokens;
  /** Deliveries of one message before SQS moves it to the dead-letter queue: the last one marks the send FAILED. */
  maxReceiveCount: number;
  /**
   * How long a reservation counts as another sender's send in flight (longer than the sender's timeout). An older one
   * whose send was never confirmed is "sent, outcome unknown": see `reconcileUnknown`.
   */
  inFlightMs?: number;
}

/** A reservation that another sender holds and may still confirm: the message comes back later. */
export class SendInFlightError extends Error {}

const suppressionValue = suppressions.unique!.find((constraint) => constraint.field === 'value')!;

export function createSendHandler(deps: SendWorkerDeps): RecordHandler {
  return async (record: SQSRecord, context) => {
    const message = JSON.parse(record.body) as SendMessage;
    const receives = Number(record.attributes.ApproximateReceiveCount ?? 1);
    await sendOne(deps, message, context?.awsRequestId ?? record.messageId, receives);
  };
}

/** Sends one claimed step (or takes a WAIT or TASK step), if the campaign contact still holds the claim. */
export async function sendOne(
  deps: SendWorkerDeps,
  message: SendMessage,
  requestId: string,
  receives = 1,
): Promise<void> {
  const { store, now: clock } = deps;
  const now = clock();
  const ctx = systemContext(message.org, 'campaign-sender', requestId);
  const cc = await store.get(campaignContacts.entity, message.org, message.campaignContactId);
  if (!holdsClaim(cc, message)) return;
  const [campaign, contact, organization] = await store.getLive([
    { entity: campaigns.entity, org: message.org, id: String(cc!.campaignId) },
    { entity: contacts.entity, org: message.org, id: String(cc!.contactId) },
    { entity: organizations.entity, org: message.org, id: message.org },
  ]);
  const settle = (patch: Item) => settleCampaignContact(store, ctx, message, patch);

  if (!campaign) return settle({ status: 'STOPPED', reason: 'campaign_deleted', nextSendAt: null });
  // A paused campaign holds its sends: look again later, without spending a claim on each tick meanwhile.
  if (campaign.status !== 'ACTIVE') return settle({ nextSendAt: iso(now.getTime() + CLAIM_LEASE_MS) });
  if (typeof cc!.pausedUntil === 'string' && cc!.pausedUntil > now.toISOString())
    return settle({ nextSendAt: cc!.pausedUntil });
  if (!contact) return settle({ status: 'STOPPED', reason: 'contact_deleted', nextSendAt: null });
  const email = typeof contact.email === 'string' ? contact.email.toLowerCase() : null;
  if (!email) return settle({ status: 'STOPPED', reason: 'no_email', nextSendAt: null });
  if (contact.emailOptOut === true) return settle({ status: 'UNSUBSCRIBED', reason: 'opted_out', nextSendAt: null });
  if (await isSuppressed(store, message.org, email))
    return settle({ status: 'UNSUBSCRIBED', reason: 'suppressed', nextSendAt: null });

  const steps = await campaignStepsOf(store, message.org, campaign.id);
  const step = steps[message.stepIndex];
  if (!step) return settle({ status: 'COMPLETED', nextSendAt: null });

  const schedule = (campaign.schedule ?? null) as SendingSchedule | null;
  const zone = scheduleZone(schedule, organization?.timeZone as string | null | undefined);
  const immediate = message.stepIndex === 0 && schedule?.sendFirstMessageImmediately === true;
  // The first step counts its delay from joining; a later step's due time was set when the previous one was taken,
  // so only the window is checked again here.
  const earliest = immediate
    ? now
    : message.stepIndex === 0
      ? nextSendAt({ schedule, zone, delayDays: Number(step.delayDays ?? 0), previousAt: new Date(cc!.createdAt), now })
      : windowMomentAtOrAfter(schedule, zone, now);
  if (earliest.getTime() > now.getTime()) return settle({ nextSendAt: earliest.toISOString() });

  const advance = (at: Date) => advancePatch(cc!, steps, message.stepIndex, schedule, zone, at);
  if (step.type === 'WAIT') return settle(advance(now));
  if (step.type === 'TASK') return takeTaskStep(store, ctx, message, cc!, contact, step, advance(now));

  const connection = campaign.fromConnectionId
    ? await store.get(connections.entity, message.org, String(campaign.fromConnectionId))
    : undefined;
  if (!connection) return settle({ status: 'PAUSED', reason: 'no_connection', nextSendAt: null });

  await sendEmailStep(deps, {
    ctx,
    message,
    receives,
    now,
    campaign,
    contact,
    email,
    connection,
    step,
    schedule,
    zone,
    immediate,
    advance,
  });
}

interface EmailStep {
  ctx: WriteContext;
  message: SendMessage;
  receives: number;
  now: Date;
  campaign: StoredRecord;
  contact: StoredRecord;
  email: string;
  connection: StoredRecord;
  step: StoredRecord;
  schedule: SendingSchedule | null;
  zone: string;
  immediate: boolean;
  advance: (at: Date) => Item;
}

/** Limits, render, reserve, mail, confirm: the reservation is written before the mailer is called. */
async function sendEmailStep(deps: SendWorkerDeps, send: EmailStep): Promise<void> {
  const { store } = deps;
  const { ctx, message, now, campaign, contact, connection, step } = send;
  const key = sendReservationKey(message.org, message.campaignContactId, step.id);
  const existing = await store.sends.reservation(key);
  if (existing) return reconcileReservation(deps, send, existing);

  const variant = await variantFor(store, message.org, step.id, String(contact.id));
  const company = contact.companyId
    ? ((await store.get(companies.entity, message.org, String(contact.companyId))) ?? null)
    : null;
  const sentEmailId = `${sentEmails.idPrefix}_${ulid()}`;
  const rendered = renderMessage({
    subject: (variant?.subject ?? step.subject ?? null) as string | null,
    body: (variant?.body ?? step.body ?? null) as string | null,
    contact,
    company,
    sender: { name: (connection.name as string | null) ?? null, email: String(connection.email) },
    sentEmailId,
    org: message.org,
    baseUrl: await linkBaseUrl(deps, message.org, campaign),
    trackOpens: campaign.trackOpens !== false,
    trackClicks: campaign.trackClicks !== false,
    tokens: deps.tokens,
  });
  if (!rendered.ok)
    return settleCampaignContact(store, ctx, message, {
      status: 'PAUSED',
      reason: `missing_variable: ${rendered.missingVariable}`,
      nextSendAt: null,
    });

  const from = String(connection.email);
  const token = ulid();
  const reservation = {
    state: 'RESERVED',
    token,
    reservedAt: now.getTime(),
    sentEmailId,
    messageId: `<${sentEmailId}@${from.split('@')[1]}>`,
    campaignId: campaign.id,
    contactId: contact.id,
    stepId: step.id,
    variantId: variant?.id ?? null,
    connectionId: connection.id,
    to: send.email,
    from,
    subject: rendered.subject,
    body: rendered.body,
  };
  // The reservation and the limits' logs in one transaction: a send that takes its place in a limit is reserved.
  for (let attempt = 1; ; attempt++) {
    const connectionLog = await store.sends.sendLog(sendLogKey(message.org, 'connection', String(connection.id)));
    const campaignLog = await store.sends.sendLog(sendLogKey(message.org, 'campaign', campaign.id));
    const campaignLimit = typeof campaign.dailyLimit === 'number' ? campaign.dailyLimit : null;
    const room = nextMomentWithRoom({
      now: now.getTime(),
      connectionTimes: connectionLog.times,
      campaignTimes: campaignLog.times,
      connectionDailyLimit: Number(connection.dailyLimit ?? 50),
      campaignDailyLimit: campaignLimit,
      minIntervalSeconds: Number(connection.minIntervalSeconds ?? DEFAULT_MIN_INTERVAL_SECONDS),
    });
    if (room > now.getTime()) {
      // Over a limit: wait for the next moment with room (inside a window, for a scheduled step); never drop it.
      const at = send.immediate ? new Date(room) : windowMomentAtOrAfter(send.schedule, send.zone, new Date(room));
      return settleCampaignContact(store, ctx, message, { nextSendAt: at.toISOString() });
    }
    const items: TransactItem[] = [
      store.sends.reserveItem(key, reservation),
      store.sends.sendLogItem(connectionLog, [...recent(connectionLog.times, now.getTime()), now.getTime()]),
      ...(campaignLimit === null
        ? []
        : [store.sends.sendLogItem(campaignLog, [...recent(campaignLog.times, now.getTime()), now.getTime()])]),
    ];
    try {
      await store.commit(items);
      break;
    } catch (error) {
      if (!(error instanceof WriteRaceError) || attempt >= 10) throw error;
      if (error.failedIndex === 0) {
        const other = await store.sends.reservation(key);
        if (other) return reconcileReservation(deps, send, other);
      }
    }
  }

  let providerMessageId: string;
  try {
    ({ providerMessageId } = await deps.mailer.send({
      to: send.email,
      from,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      messageId: reservation.messageId,
      headers: rendered.headers,
    }));
  } catch (error) {
    // The provider refused it: nothing was sent, so the reservation goes and a redelivery tries again.
    await store.sends.release(key, token);
    if (send.receives >= deps.maxReceiveCount)
      await settleCampaignContact(store, ctx, message, {
        status: 'FAILED',
        reason: `mailer: ${(error as Error).message}`,
        nextSendAt: null,
      });
    throw error;
  }
  await confirmSend(store, send, { ...reservation, key }, providerMessageId);
}

/**
 * A reservation found before sending. SENT: the step was sent and confirmed, nothing to do. RESERVED and recent:
 * another sender is sending it now; the message comes back later. RESERVED and older: a sender reserved it and never
 * confirmed (it crashed after the provider accepted the mail, or before it called it). The outcome is unknown, and
 * sending again could send twice, so it is never resent: the step is recorded as sent with a null providerMessageId
 * (what marks a sent email whose delivery is unknown) and the campaign contact moves on.
 */
async function reconcileReservation(deps: SendWorkerDeps, send: EmailStep, reservation: Item): Promise<void> {
  if (reservation.state === 'SENT') return;
  const age = send.now.getTime() - Number(reservation.reservedAt ?? 0);
  if (age < (deps.inFlightMs ?? 2 * 60_000)) throw new SendInFlightError('The send is in flight in another sender.');
  logger.warn('Send reserved but never confirmed: recorded as sent, outcome unknown', {
    campaignContactId: send.message.campaignContactId,
    sentEmailId: reservation.sentEmailId,
  });
  await confirmSend(
    deps.store,
    send,
    { ...reservation, key: sendReservationKey(send.message.org, send.message.campaignContactId, send.step.id) },
    null,
  );
}

/**
 * Records a send in one transaction: the reservation confirmed, the sent email, `email.sent`, the month's usage and
 * the campaign contact's next step. A concurrent change of the campaign contact makes it read again.
 */
async function confirmSend(
  store: Store,
  send: EmailStep,
  reservation: Item & { key: ReturnType<typeof sendReservationKey> },
  providerMessageId: string | null,
): Promise<void> {
  const { ctx, message, now } = send;
  const sentEmailId = String(reservation.sentEmailId);
  for (let attempt = 1; ; attempt++) {
    const current = await store.getVersioned(campaignContacts.entity, message.org, message.campaignContactId);
    if (!current || current.record.stepIndex !== message.stepIndex) return;
    const sentEmail = store.createItems(
      sentEmails.entity,
      ctx,
      sentEmails.withDefaults({
        contactId: reservation.contactId,
        campaignId: reservation.campaignId,
        campaignContactId: message.campaignContactId,
        stepId: reservation.stepId,
        variantId: reservation.variantId ?? null,
        connectionId: reservation.connectionId,
        messageId: reservation.messageId,
        providerMessageId,
        to: reservation.to,
        from: reservation.from,
        subject: reservation.subject,
        body: reservation.body,
        sentAt: new Date(Number(reservation.reservedAt)).toISOString(),
      }),
      { id: sentEmailId },
    );
    const event = store.createItems(eventEntity, ctx, {
      type: 'email.sent',
      recordObject: sentEmails.object,
      recordId: sentEmailId,
      changes: [],
      actor: ctx.actor,
      requestId: ctx.requestId,
      clientRequestId: null,
    });
    const advanced = store.updateItems(campaignContacts.entity, ctx, current, send.advance(now));
    const items = [
      store.sends.confirmItem(reservation.key, { providerMessageId, sentEmailId }),
      ...sentEmail.items,
      ...event.items,
      await usageIncrementItem(store, ctx, 'emails.sent', now),
      ...advanced.items,
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

/** A TASK step: the task for the contact and the campaign contact's next step, in one transaction. */
async function takeTaskStep(
  store: Store,
  ctx: WriteContext,
  message: SendMessage,
  cc: StoredRecord,
  contact: StoredRecord,
  step: StoredRecord,
  patch: Item,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const current = await store.getVersioned(campaignContacts.entity, message.org, cc.id);
    if (!holdsClaim(current?.record, message)) return;
    // The task and the step's advance commit together, guarded by the campaign contact's version: at most once.
    const task = store.createItems(
      tasks.entity,
      ctx,
      tasks.withDefaults({
        title:
          (step.subject as string | null) ?? `Campaign task for ${String(contact.name ?? contact.email ?? contact.id)}`,
        description: (step.body as string | null) ?? null,
        contactId: contact.id,
      }),
    );
    try {
      await store.commit([...task.items, ...store.updateItems(campaignContacts.entity, ctx, current!, patch).items]);
      return;
    } catch (error) {
      if (!(error instanceof WriteRaceError) || attempt >= 10) throw error;
    }
  }
}

/** What taking step `index` at `at` makes of the campaign contact: the next step and when, or COMPLETED after the last. */
function advancePatch(
  cc: StoredRecord,
  steps: readonly StoredRecord[],
  index: number,
  schedule: SendingSchedule | null,
  zone: string,
  at: Date,
): Item {
  const sent = steps[index]!.type === 'EMAIL' ? { lastSentAt: at.toISOString() } : {};
  const next = steps[index + 1];
  if (!next) return { ...sent, stepIndex: index + 1, nextSendAt: null, status: 'COMPLETED' };
  const due = nextSendAt({ schedule, zone, delayDays: Number(next.delayDays ?? 0), previousAt: at, now: at });
  return { ...sent, stepIndex: index + 1, nextSendAt: due.toISOString(), status: cc.status };
}

/** Whether the campaign contact is ACTIVE, at the message's step, and still holds the message's claim. */
function holdsClaim(cc: StoredRecord | undefined, message: SendMessage): boolean {
  return (
    !!cc &&
    cc.status === 'ACTIVE' &&
    cc.stepIndex === message.stepIndex &&
    typeof cc.nextSendAt === 'string' &&
    new Date(cc.nextSendAt).toISOString() === message.claim
  );
}

/** Writes `patch` to the campaign contact if it still holds the message's claim (a pause or a reply wins). */
async function settleCampaignContact(store: Store, ctx: WriteContext, message: SendMessage, patch: Item) {
  for (let attempt = 1; ; attempt++) {
    const current = await store.getVersioned(campaignContacts.entity, message.org, message.campaignContactId);
    if (!current) return;
    // A step already done (a WAIT or TASK taken by a concurrent delivery) is not taken twice; a FAILED mark still lands.
    if (!holdsClaim(current.record, message) && patch.status !== 'FAILED') return;
    if (current.record.stepIndex !== message.stepIndex) return;
    try {
      await store.commit(store.updateItems(campaignContacts.entity, ctx, current, patch).items);
      return;
    } catch (error) {
      if (!(error instanceof WriteRaceError) || attempt >= 10) throw error;
    }
  }
}

/** Whether the address or its domain is on the organization's suppression list (the guards of its unique values). */
async function isSuppressed(store: Store, org: string, email: string): Promise<boolean> {
  const keys = [email, email.split('@')[1] ?? ''].map((value) =>
    guardKey(suppressions.entity, suppressionValue, org, value),
  );
  return (await store.getItems(keys)).size > 0;
}

/** The campaign's verified tracking domain, else the API's own address. */
async function linkBaseUrl(deps: SendWorkerDeps, org: string, campaign: StoredRecord): Promise<string> {
  if (typeof campaign.trackingDomainId === 'string') {
    const domain = await deps.store.get(trackingDomains.entity, org, campaign.trackingDomainId);
    if (domain?.status === 'VERIFIED') return `https://${String(domain.domain)}`;
  }
  return deps.baseUrl();
}

const iso = (ms: number) => new Date(ms).toISOString();
