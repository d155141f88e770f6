// Sent emails: messages the service sent, with their delivery and engagement times (read-only).
import { defineResource } from './define.js';
import { f } from './fields.js';

const service = { readOnly: true } as const;
const when = { readOnly: true, nullable: true } as const;

export const sentEmails = defineResource({
  object: 'sentEmail',
  idPrefix: 'sen',
  path: 'sent-emails',
  description: 'An email the service sent, with the times it was opened, clicked, replied to or bounced.',
  readOnly: true,
  fields: {
    contactId: f.ref('con', when),
    campaignId: f.ref('cam', when),
    /** The Message-ID header, for threading replies. */
    messageId: f.text(service),
    to: f.email({ ...service, search: true }),
    from: f.email({ ...service, search: true }),
    subject: f.string({ ...service, search: true }),
    body: f.string(service),
    sentAt: f.dateTime(service),
    openedAt: f.dateTime(when),
    clickedAt: f.dateTime(when),
    repliedAt: f.dateTime(when),
    bouncedAt: f.dateTime(when),
  },
  indexes: [
    { sortBy: 'updatedAt' },
    { sortBy: 'sentAt' },
    { sortBy: 'contactId' },
    { sortBy: 'campaignId' },
    { sortBy: 'messageId' },
  ],
});
