// Bounces and complaints, from SES notifications in AWS and from the local mailbox's simulator addresses: a hard bounce
// marks the message bounced, the address INVALID and suppressed; a complaint marks it complained of and suppresses the
// address; either may pause the campaign (deliverability-guard.ts).
import type { MailFeedback } from '../../mail/index.js';
import type { ResourceServices } from '../../platform/resources/behaviour.js';
import { emailAddresses } from '../../crm/index.js';
import { sentEmails } from '../model/sent-emails.js';
import type { WriteContext } from '../../platform/store/records.js';
import { updateWithEvent } from '../model/logged-update.js';
import { emailActivityItems } from '../model/email-activities.js';
import { findByMessageId, findByProviderId } from './sent-email-lookup.js';
import { applyUnsubscribe } from '../tracking/unsubscribe.js';
import { guardDeliverability } from './deliverability-guard.js';
import { findAwaited, MessageNotYetRecordedError, namesSentEmail } from './awaited-record.js';

export type FeedbackOutcome = 'applied' | 'unknown-message' | 'soft-bounce';

const emailUnique = emailAddresses.entity.unique!.find((unique) => unique.field === 'email')!;

async function sentEmailNamedBy(services: ResourceServices, feedback: MailFeedback) {
  return (
    (feedback.providerMessageId && (await findByProviderId(services.store, feedback.providerMessageId))) ||
    (feedback.messageId && (await findByMessageId(services.store, feedback.messageId))) ||
    undefined
  );
}

/**
 * Applies a notification to the message it names and its recipients. Every step checks before it writes, so a
 * redelivered notification changes nothing more. A message whose Message-ID names a sent email not recorded yet is
 * looked for again while the notification is recent (awaited-record.ts): a few times at once, then, unless this is
 * its `lastDelivery`, by throwing MessageNotYetRecordedError for the queue to deliver it again. Any other message the
 * service does not know (a login code's, one sent by another system from the same identity, one deleted) is ignored.
 */
export async function applyMailFeedback(
  services: ResourceServices,
  feedback: MailFeedback,
  options: { requestId: string; lastDelivery?: boolean },
): Promise<FeedbackOutcome> {
  const ageMs = feedback.at ? services.engine.now().getTime() - Date.parse(feedback.at) : 0;
  // Our Message-ID names the sent email it becomes (compose.ts): only such a message is worth waiting for.
  const { found, awaited } = await findAwaited(() => sentEmailNamedBy(services, feedback), {
    awaited: namesSentEmail(feedback.messageId),
    ageMs,
  });
  if (!found && awaited && !options.lastDelivery)
    throw new MessageNotYetRecordedError(
      `No sent email is recorded yet for ${feedback.providerMessageId ?? feedback.messageId}: it is delivered again later.`,
    );
  if (!found) return 'unknown-message';
  if (feedback.kind === 'Bounce' && feedback.bounceType !== 'Permanent') return 'soft-bounce';
  const { org, record: sent } = found;
  const ctx: WriteContext = {
    org,
    actor: { type: 'system', id: feedback.kind.toLowerCase() },
    requestId: options.requestId,
  };
  const recipients = feedback.recipients.length ? feedback.recipients : [sent.to];
  const at = feedback.at ?? new Date().toISOString();
  const [field, type] =
    feedback.kind === 'Bounce' ? ['bouncedAt', 'email.bounced'] : ['complainedAt', 'email.complained'];
  const bounce = feedback.kind === 'Bounce';
  const marked = await updateWithEvent(
    services.store,
    sentEmails.entity,
    ctx,
    sent.id,
    type,
    (current) => (current[field] ? undefined : { [field]: at }),
    // A complaint is no touch of the timeline's kinds; it shows as the contact's unsubscribe.
    (record) => (bounce ? emailActivityItems(services.store, ctx, record, 'EMAIL_BOUNCED', at) : []),
  );
  if (feedback.kind === 'Bounce') for (const email of recipients) await markInvalid(services, ctx, email.toLowerCase());
  if (marked && sent.campaignId) await guardDeliverability(services.store, ctx, sent.campaignId);
  for (const email of recipients)
    await applyUnsubscribe(services, {
      org,
      // Only the message's own recipient is its contact; another address named by the notification has none here.
      contactId: email.toLowerCase() === sent.to.toLowerCase() ? sent.contactId : null,
      email,
      reason: feedback.kind === 'Bounce' ? 'BOUNCE' : 'COMPLAINT',
      requestId: options.requestId,
      actor: ctx.actor,
    });
  return 'applied';
}

/** The organization's email address record of `email` turns INVALID (mailbox not found), once. */
async function markInvalid({ store, engine }: ResourceServices, ctx: WriteContext, email: string): Promise<void> {
  const found = await store.findByUnique(emailAddresses.entity, emailUnique, ctx.org, email);
  if (!found || found.record.status === 'INVALID') return;
  await engine.update(emailAddresses, ctx, found.record.id, { status: 'INVALID', subStatus: 'MAILBOX_NOT_FOUND' });
}
