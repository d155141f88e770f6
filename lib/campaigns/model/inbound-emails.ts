// Inbound emails: replies to the messages the service sent, matched to them; read-only here, POST is lib/campaigns/inbound/inbound-route.ts.
import { defineResource } from '../../platform/resources/define.js';
import { f } from '../../platform/resources/fields.js';

const service = { readOnly: true } as const;
const matched = { readOnly: true, nullable: true } as const;

export const inboundEmails = defineResource({
  object: 'inboundEmail',
  idPrefix: 'inb',
  path: 'inbound-emails',
  description:
    'A reply to a message the service sent: matched by Message-ID, else by its sender; posted by a mailbox integration or received by the service.',
  readOnly: true,
  fields: {
    from: f.email({ ...service, search: true }),
    to: f.email(service),
    subject: f.string({ ...matched, search: true }),
    text: f.string(service),
    inReplyTo: f.string(matched),
    references: f.array(f.string(), { ...service, filterable: false }),
    receivedAt: f.dateTime(service),
    /** What the reply answers; null when nothing matched. */
    sentEmailId: f.ref('sen', matched),
    contactId: f.ref('con', matched),
    campaignId: f.ref('cam', matched),
    campaignContactId: f.ref('cco', matched),
    /**
     * Whether the reply comes from the address the message was sent to; null when nothing matched. A reply from anyone
     * else is only noted: it sets the message's repliedAt, but stops no campaign contact and makes no note.
     */
    fromRecipient: f.boolean(matched),
    /** The note the reply became on the contact (a reply from its recipient only). */
    noteId: f.ref('not', matched),
    /**
     * The received message's own Message-ID (raw mail only): a message read again or posted twice is recorded once.
     * Kept out of responses so that the interface stays the specification's.
     */
    messageId: f.string({ ...matched, hidden: true }),
  },
  indexes: [
    { sortBy: 'updatedAt' },
    { sortBy: 'receivedAt' },
    { sortBy: 'contactId' },
    { sortBy: 'sentEmailId' },
    { sortBy: 'campaignId' },
  ],
  unique: [{ field: 'messageId', scope: 'organization' }],
});
