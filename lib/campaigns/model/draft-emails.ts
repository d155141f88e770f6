// Draft emails: messages written (by hand or by AI) and not yet sent; one with scheduledAt is sent at that time.
import { lowerCaseEmail } from '../../platform/schemas/more-formats.js';
import { defineResource, type RecordOf } from '../../platform/resources/define.js';
import { draftEmailHooks } from './draft-email-writes.js';
import { dueMarkersOf } from '../schedule/due-index.js';
import { f } from '../../platform/resources/fields.js';

const draftEmailStatuses = ['DRAFT', 'SCHEDULED', 'SENT', 'FAILED'] as const;

const service = { readOnly: true, nullable: true } as const;

/** Declared apart from the family so that its hooks, declared before it, are typed by its records. */
const draftEmailFields = {
  contactId: f.ref('con', { nullable: true }),
  campaignId: f.ref('cam', { nullable: true }),
  /** The connection it is sent from; null: its campaign's. */
  connectionId: f.ref('cnn', { nullable: true }),
  to: { ...f.email({ required: true, search: true }), schema: lowerCaseEmail },
  subject: f.text({ nullable: true, search: true }),
  body: f.text({ nullable: true }),
  /** When it is to be sent; null keeps it as a draft. */
  scheduledAt: f.dateTime({ nullable: true }),
  status: f.enum(draftEmailStatuses, { readOnly: true, default: 'DRAFT' }),
  /** When the sender takes it next: scheduledAt, later when a limit has no room. */
  nextSendAt: f.dateTime(service),
  sentAt: f.dateTime(service),
  sentEmailId: f.ref('sen', service),
  reason: f.text(service),
};

/** A draft email as the store returns it. */
export type DraftEmail = RecordOf<typeof draftEmailFields>;

export const draftEmails = defineResource({
  object: 'draftEmail',
  idPrefix: 'dra',
  path: 'draft-emails',
  description:
    "An email not yet sent: recipient, subject and body (Liquid templates over the contact, as in campaign steps), and when it is to go out. With scheduledAt it turns SCHEDULED and is sent at that time, from connectionId (or its campaign's fromConnectionId), through the same path as campaign messages: limits, suppressions and opt-outs, tracking, a sent email. Then it is SENT with sentEmailId, or FAILED with the reason; a SENT draft no longer changes.",
  fields: draftEmailFields,
  indexes: [{ sortBy: 'updatedAt' }, { sortBy: 'scheduledAt' }, { sortBy: 'contactId' }, { sortBy: 'campaignId' }],
  hooks: draftEmailHooks,
  // The send pipeline's due index: the tick finds scheduled drafts through these markers.
  companionItems: [dueMarkersOf('draft-email')],
});
