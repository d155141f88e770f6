// Follow-ups in the thread: a later EMAIL step without a subject answers the contact's previous message of the campaign
// (Re: its subject, In-Reply-To its Message-ID, References the thread's), as a seller's bump under the first email.
import { indexSlot, valueEquals } from '../../platform/store/page-query.js';
import type { Store } from '../../platform/store/store.js';
import { type SentEmail, sentEmails } from '../model/sent-emails.js';

const byCampaignContact = indexSlot(sentEmails.entity, { sortBy: 'campaignContactId' });

/** What a follow-up takes from its thread: the subject, and the headers that place it in the thread (none: a new one). */
export interface FollowUp {
  subject: string;
  inReplyTo: string | null;
  references: string[];
}

/**
 * RFC 5322 3.6.5: a reply's subject is the original's after one "Re: ", never a second (a third step answers the
 * second message, whose subject already has it).
 */
export const replySubject = (subject: string) => (/^re:/i.test(subject) ? subject : `Re: ${subject}`);

/** The thread's Message-IDs up to `last`, oldest first: each message's parent by its inReplyTo, among `sent`. */
function threadOf(last: SentEmail, sent: readonly SentEmail[]): string[] {
  const byMessageId = new Map(sent.map((email) => [email.messageId, email]));
  const thread: string[] = [];
  for (let email: SentEmail | undefined = last; email?.messageId && thread.length <= sent.length; ) {
    thread.unshift(email.messageId);
    email = email.inReplyTo ? byMessageId.get(email.inReplyTo) : undefined;
  }
  return thread;
}

/**
 * The follow-up of campaign contact `campaignContactId` sent from `connectionId`: in the thread of its previous message
 * when that went from the same connection; otherwise a new thread under the previous subject (its mailbox changed, so
 * the prospect's client could not thread it). Undefined when nothing was sent to it yet (its earlier steps waited).
 */
export async function followUpOf(
  store: Store,
  org: string,
  campaignContactId: string,
  connectionId: string,
): Promise<FollowUp | undefined> {
  const { items } = await store.collect({
    entity: sentEmails.entity,
    org,
    index: { slot: byCampaignContact },
    keyCondition: valueEquals('string', campaignContactId),
  });
  const previous = items
    .filter((email) => typeof email.sentAt === 'string')
    .sort((a, b) => String(a.sentAt).localeCompare(String(b.sentAt)) || a.id.localeCompare(b.id))
    .at(-1);
  if (!previous) return undefined;
  if (previous.connectionId !== connectionId || !previous.messageId)
    return { subject: previous.subject.replace(/^re:\s*/i, ''), inReplyTo: null, references: [] };
  return {
    subject: replySubject(previous.subject),
    inReplyTo: previous.messageId,
    references: threadOf(previous, items),
  };
}
