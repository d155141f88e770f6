// Activities: calls, emails, meetings and other touches logged against a contact or deal.
import { defineResource } from '../platform/resources/define.js';
import { f } from '../platform/resources/fields.js';

export const activities = defineResource({
  object: 'activity',
  idPrefix: 'act',
  path: 'activities',
  description:
    "Something that happened with a contact or deal (a call, an email, a meeting), and when. The service adds one on the contact for every campaign message sent, opened, clicked, replied to or bounced (type EMAIL_SENT, EMAIL_OPENED, EMAIL_CLICKED, EMAIL_REPLIED, EMAIL_BOUNCED, with the sent email's id), so a contact's activities are its timeline.",
  fields: {
    type: f.enum(
      [
        'CALL',
        'EMAIL',
        'MEETING',
        'NOTE',
        'TASK',
        'OTHER',
        'EMAIL_SENT',
        'EMAIL_OPENED',
        'EMAIL_CLICKED',
        'EMAIL_REPLIED',
        'EMAIL_BOUNCED',
      ],
      { required: true },
    ),
    subject: f.text({ nullable: true, search: true }),
    body: f.text({ nullable: true }),
    /** When it happened; the time of the create when left out. */
    occurredAt: f.dateTime({ default: () => new Date().toISOString() }),
    contactId: f.ref('con', { nullable: true }),
    dealId: f.ref('dea', { nullable: true }),
    /** The campaign message an EMAIL_* activity is about (the service records one for each thing that happens to it). */
    sentEmailId: f.ref('sen', { nullable: true }),
  },
  indexes: [
    { sortBy: 'updatedAt' },
    { sortBy: 'occurredAt' },
    { sortBy: 'contactId' },
    { sortBy: 'dealId', sparse: true },
  ],
});
