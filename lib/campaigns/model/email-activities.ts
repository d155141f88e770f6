// A contact's timeline of its campaign messages: an activity for each thing that happens to one, written in the
// transaction that records it.
import { activities } from '../../crm/index.js';
import type { WriteContext } from '../../platform/store/records.js';
import type { Store, TransactItem } from '../../platform/store/store.js';
import type { SentEmail } from './sent-emails.js';

export type EmailTouch = 'EMAIL_SENT' | 'EMAIL_OPENED' | 'EMAIL_CLICKED' | 'EMAIL_REPLIED' | 'EMAIL_BOUNCED';

/** The items of the activity that records `touch` of `sent` at `at` on its contact; none for a message to no contact. */
export function emailActivityItems(
  store: Store,
  ctx: WriteContext,
  sent: Pick<SentEmail, 'id' | 'contactId' | 'subject'>,
  touch: EmailTouch,
  at: string,
): TransactItem[] {
  if (!sent.contactId) return [];
  const activity = activities.withDefaults({
    type: touch,
    subject: sent.subject,
    occurredAt: at,
    contactId: sent.contactId,
    sentEmailId: sent.id,
  });
  return store.createItems(activities.entity, ctx, activity).items;
}
