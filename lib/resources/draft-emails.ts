// Draft emails: messages written (by hand or by AI) and not yet sent.
import { lowerCaseEmail } from '../schemas/more-formats.js';
import { defineResource } from './define.js';
import { f } from './fields.js';

export const draftEmails = defineResource({
  object: 'draftEmail',
  idPrefix: 'dra',
  path: 'draft-emails',
  description: 'An email not yet sent: recipient, subject, body and when it is scheduled to go out.',
  fields: {
    contactId: f.ref('con', { nullable: true }),
    campaignId: f.ref('cam', { nullable: true }),
    to: { ...f.email({ required: true, search: true }), schema: lowerCaseEmail },
    subject: f.text({ nullable: true, search: true }),
    body: f.text({ nullable: true }),
    /** When it is to be sent; null keeps it as a draft. */
    scheduledAt: f.dateTime({ nullable: true }),
  },
  indexes: [{ sortBy: 'updatedAt' }, { sortBy: 'scheduledAt' }, { sortBy: 'contactId' }, { sortBy: 'campaignId' }],
});
