// Records a reply: matches it to the message it answers, marks that message replied, stops the campaign contact when the
// campaign says so, turns the reply into a note on the contact, and keeps it as an inbound email.
import type { ResourceServices } from '../../platform/resources/behaviour.js';
import type { Resource } from '../../platform/resources/define.js';
import { campaignContacts } from '../model/campaign-contacts.js';
import { campaigns } from '../model/campaigns.js';
import { notes } from '../../crm/index.js';
import { type SentEmail, sentEmails } from '../model/sent-emails.js';
import { MAX_STRING } from '../../platform/schemas/common.js';
import type { WriteContext } from '../../platform/store/records.js';
import { updateWithEvent } from '../model/logged-update.js';
import { emailActivityItems } from '../model/email-activities.js';
import { UniqueValueTakenError } from '../../platform/store/errors.js';
import { findByAnyMessageId, latestSentTo, messageIdsIn } from './sent-email-lookup.js';
import { findAwaited, MessageNotYetRecordedError, namesSentEmail } from './awaited-record.js';

/** A reply as a mailbox integration posts it, or as a raw message reads once parsed. */
export interface Reply {
  from: string;
  to: string;
  subject?: string | null;
  text: string;
  inReplyTo?: string | null;
  /** The References header: Message-IDs, oldest first. */
  references?: readonly string[] | null;
  receivedAt?: string | null;
  /** The message's own Message-ID (raw mail): it is recorded once per organization under it. */
  messageId?: string | null;
  /** An automatic reply (out-of-office...): it sets no repliedAt and stops nothing, but still becomes a note. */
  automatic?: boolean;
}

/**
 * References a reply is matched by, the newest: a thread's own messages are its last ones, and a header of thousands
 * (53 KB fits in a mail) must cost no more to look up than an ordinary one.
 */
export const REFERENCES_KEPT = 20;

/** Campaign contact states a reply no longer changes: it already stopped for another reason. */
const FINAL = new Set(['REPLIED', 'UNSUBSCRIBED', 'BOUNCED', 'FAILED', 'STOPPED']);

/** What the reply answers: nothing, or a sent email of the organization. */
interface Match {
  org: string;
  sentEmail?: SentEmail;
}

/**
 * The sent email the reply answers: by In-Reply-To, then References from the newest, against our Message-IDs and SES's;
 * else the latest message the organization sent to the reply's sender. `org` limits the match to one organization (a
 * request's); without it (local inbox, SES inbound) only a Message-ID can tell the organization, and undefined means none.
 */
async function matchReply(
  { store, engine }: Pick<ResourceServices, 'store' | 'engine'>,
  reply: Reply,
  options: { org?: string; lastDelivery?: boolean },
): Promise<Match | undefined> {
  const { org } = options;
  const newestReferences = messageIdsIn(reply.references).slice(-REFERENCES_KEPT).reverse();
  const ids = messageIdsIn(reply.inReplyTo, newestReferences);
  // Without an organization only a Message-ID tells it: one of ours may name a message whose record is still to come
  // (an automatic reply can overtake it), so it is looked for again, as a bounce is.
  const { found: byId, awaited } = await findAwaited(() => findByAnyMessageId(store, ids), {
    awaited: org === undefined && ids.some(namesSentEmail),
    ageMs: reply.receivedAt ? engine.now().getTime() - Date.parse(reply.receivedAt) : 0,
  });
  if (byId && (org === undefined || byId.org === org)) return { org: byId.org, sentEmail: byId.record };
  if (awaited && !options.lastDelivery)
    throw new MessageNotYetRecordedError(`No sent email is recorded yet for ${ids.join(' ')}: delivered again later.`);
  if (org === undefined) return undefined;
  return { org, sentEmail: await latestSentTo(store, org, reply.from) };
}

/**
 * Whether the reply comes from the address the message was sent to. One from anyone else (a forwarded copy, a
 * colleague in the thread, a forged From) is only noted: it is recorded as a reply to the message, but it neither
 * stops the campaign contact nor becomes a note on the contact, whose reasoning could stop or unsubscribe it.
 */
const fromRecipient = (reply: Reply, sentEmail: SentEmail) =>
  reply.from.trim().toLowerCase() === sentEmail.to.trim().toLowerCase();

/** The reply's effects on what it answers; each is skipped when already done, so a repeated reply changes nothing more. */
async function applyReply(
  { store, engine }: ResourceServices,
  ctx: WriteContext,
  sentEmail: SentEmail,
  reply: Reply,
  at: string,
): Promise<{ campaignContactId: string | null; noteId: string | null }> {
  if (!reply.automatic)
    await updateWithEvent(
      store,
      sentEmails.entity,
      ctx,
      sentEmail.id,
      'email.replied',
      (current) => (current.repliedAt ? undefined : { repliedAt: at }),
      (sent) => emailActivityItems(store, ctx, sent, 'EMAIL_REPLIED', at),
    );
  const { campaignContactId, campaignId, contactId } = sentEmail;
  if (!fromRecipient(reply, sentEmail)) return { campaignContactId, noteId: null };
  const campaign = campaignId && !reply.automatic ? await store.get(campaigns.entity, ctx.org, campaignId) : undefined;
  if (campaign?.stopOnReply && campaignContactId) {
    const current = await store.get(campaignContacts.entity, ctx.org, campaignContactId);
    // The send worker checks the status again just before it sends, so nothing goes out after this write.
    if (current && !FINAL.has(current.status))
      await engine.change(campaignContacts, ctx, campaignContactId, () => ({
        status: 'REPLIED',
        nextSendAt: null,
        reason: 'replied',
      }));
  }
  if (!contactId) return { campaignContactId, noteId: null };
  const body = (reply.text.trim() || reply.subject?.trim() || '(an empty reply)').slice(0, MAX_STRING);
  // The same path as POST /v5/notes: the notes family's create, with its hooks.
  const note = await engine.create(notes, ctx, { body, contactId });
  return { campaignContactId, noteId: typeof note.id === 'string' ? note.id : null };
}

/**
 * Records a reply in `org` (a request's) or, without it, in the organization of the message it answers; undefined when
 * no organization can be told. Answers the inbound email record (of the `inboundEmails` family, passed in because that
 * family's own action calls this), with sentEmailId, contactId and campaignContactId null when nothing matched.
 */
export async function recordReply(
  services: ResourceServices,
  reply: Reply,
  options: {
    inboundEmails: Resource;
    org?: string;
    context: (org: string) => WriteContext;
    now?: () => Date;
    /** The queue's last delivery of the mail: a reply to one of our messages not recorded yet is then dropped. */
    lastDelivery?: boolean;
  },
): Promise<Record<string, unknown> | undefined> {
  const match = await matchReply(services, reply, options);
  if (!match) return undefined;
  const earlier = await recordedAs(services, options.inboundEmails, match.org, reply.messageId);
  if (earlier) return earlier;
  const ctx = options.context(match.org);
  const at = (options.now ?? (() => new Date()))().toISOString();
  const sent = match.sentEmail;
  const effects = sent ? await applyReply(services, ctx, sent, reply, at) : { campaignContactId: null, noteId: null };
  const record = services.engine.create(
    options.inboundEmails,
    ctx,
    {},
    {
      from: reply.from.toLowerCase(),
      to: reply.to.toLowerCase(),
      subject: reply.subject ?? null,
      text: reply.text.slice(0, MAX_STRING),
      inReplyTo: reply.inReplyTo ?? null,
      references: [...(reply.references ?? [])],
      receivedAt: reply.receivedAt ?? at,
      sentEmailId: sent?.id ?? null,
      fromRecipient: sent ? fromRecipient(reply, sent) : null,
      contactId: sent?.contactId ?? null,
      campaignId: sent?.campaignId ?? null,
      messageId: reply.messageId ?? null,
      ...effects,
    },
  );
  // Two readers of the same message at once: the second finds the first's record, whose effects are its own.
  return record.catch(async (error: unknown) => {
    const first =
      error instanceof UniqueValueTakenError &&
      (await recordedAs(services, options.inboundEmails, match.org, reply.messageId));
    if (!first) throw error;
    return first;
  });
}

/** The inbound email already recorded in `org` for the message `messageId`, as the API presents it; if any. */
async function recordedAs(
  { store }: Pick<ResourceServices, 'store'>,
  inboundEmails: Resource,
  org: string,
  messageId: string | null | undefined,
): Promise<Record<string, unknown> | undefined> {
  const byMessageId = inboundEmails.entity.unique?.find((constraint) => constraint.field === 'messageId');
  if (!messageId || !byMessageId) return undefined;
  const found = await store.findByUnique(inboundEmails.entity, byMessageId, org, messageId);
  return found && inboundEmails.present(found.record);
}
