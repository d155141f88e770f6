// Sent emails: messages the service sent, with their delivery and engagement times (read-only).
import { defineResource, type RecordOf } from '../../platform/resources/define.js';
import { f } from '../../platform/resources/fields.js';
import { sentEmailTallies } from './campaign-tallies.js';

const service = { readOnly: true } as const;
const when = { readOnly: true, nullable: true } as const;

/** Declared apart from the family, so that the tallies it counts in are typed by them. */
const sentEmailFields = {
  contactId: f.ref('con', when),
  campaignId: f.ref('cam', when),
  /** The campaign contact, step, variant and connection of a campaign message. */
  campaignContactId: f.ref('cco', when),
  stepId: f.ref('cst', when),
  variantId: f.ref('cva', when),
  connectionId: f.ref('cnn', when),
  /** The Message-ID header we chose, for threading replies. */
  messageId: f.text(when),
  /** The Message-ID this follow-up answers (its In-Reply-To): a later step sent in the thread of the previous one. */
  inReplyTo: f.text(when),
  /** The provider's id of the accepted message (SES's MessageId); null while the provider's answer is unknown. */
  providerMessageId: f.text(when),
  /**
   * True when a sender reserved the message and never learned whether the provider took it (it stopped in between):
   * it counts as sent and is never sent again, as a second copy could reach the prospect.
   */
  deliveryUnknown: f.boolean({ readOnly: true, default: false }),
  to: f.email({ ...service, search: true }),
  from: f.email({ ...service, search: true }),
  subject: f.string({ ...service, search: true }),
  body: f.string(service),
  sentAt: f.dateTime(service),
  openedAt: f.dateTime(when),
  clickedAt: f.dateTime(when),
  repliedAt: f.dateTime(when),
  bouncedAt: f.dateTime(when),
  /** When the recipient marked it as spam (a complaint its provider reported). */
  complainedAt: f.dateTime(when),
};

export const sentEmails = defineResource({
  object: 'sentEmail',
  idPrefix: 'sen',
  path: 'sent-emails',
  description:
    'An email the service sent, with the times it was opened, clicked, replied to, bounced or complained of (marked as spam).',
  readOnly: true,
  fields: sentEmailFields,
  indexes: [
    { sortBy: 'updatedAt' },
    { sortBy: 'sentAt' },
    { sortBy: 'contactId' },
    { sortBy: 'campaignId' },
    { sortBy: 'messageId' },
    // The latest message to an address, for replies that name no Message-ID.
    { sortBy: 'sentAt', partitionBy: 'to' },
    { sortBy: 'campaignContactId' },
  ],
  // A campaign's statistics: lib/campaigns/model/campaign-stats.ts.
  countedIn: sentEmailTallies,
  // Global lookups: replies and SES notifications name a message by either id, before its organization is known.
  unique: [
    { field: 'messageId', scope: 'global' },
    { field: 'providerMessageId', scope: 'global' },
  ],
});

/** A sent email as the store returns it. */
export type SentEmail = RecordOf<typeof sentEmailFields>;
