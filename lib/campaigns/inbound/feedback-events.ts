// The messages of the ses-events queue: bounces and complaints applied, received mail passed on to its own queue.
import { parseSesNotification } from '../../mail/index.js';
import type { ResourceServices } from '../../platform/resources/behaviour.js';
import { engineTableUse } from '../../platform/resources/engine-table-use.js';
import type { TableUse } from '../../platform/store/table-use.js';
import { applyMailFeedback } from './bounces.js';

/**
 * What bounces and complaints do to the table: find the sent email by SES's id or its Message-ID guard, and mark it
 * bounced, the email address INVALID, the address suppressed, the contact opted out and its campaign contacts stopped,
 * through the engine.
 */
export const mailFeedbackTableUse: readonly TableUse[] = engineTableUse;

/**
 * Handles one message of the ses-events queue: a bounce or a complaint is applied, other sending events (deliveries)
 * are ignored. Received mail is passed on whole to `forwardReceived` (the inbound-mail queue) rather than read here: it
 * reaches this queue only when it was queued before the two were split, or redriven here by hand, and reading it here
 * would again let crafted mail hold back the bounces and complaints.
 */
export async function handleFeedbackEvent(
  services: ResourceServices,
  body: string,
  delivery: { requestId: string; lastDelivery?: boolean },
  forwardReceived: (body: string) => Promise<void>,
): Promise<void> {
  const notification = parseSesNotification(body);
  if (notification.kind === 'feedback') await applyMailFeedback(services, notification.feedback, delivery);
  // Received mail, and mail the receipt rule's scan failed, which the inbound-mail handler drops and logs.
  else if (notification.kind !== 'ignored') await forwardReceived(body);
}
