// Mail that reaches the service: raw replies (SES inbound, the local inbox, the simulator's out-of-office answer), and
// the receipt notifications of the inbound-mail queue that carry them or say where they are stored.
import { parseSesNotification, RECEIVED_MAIL_BUCKET_VARIABLE, type StoredMail } from '../../mail/index.js';
import { logger } from '../../platform/http/logger.js';
import type { ResourceServices } from '../../platform/resources/behaviour.js';
import { inboundEmails } from '../model/inbound-emails.js';
import type { WriteContext } from '../../platform/store/records.js';
import { recordReply } from './replies.js';
import { parseRawReply } from './raw-reply.js';
import { engineTableUse } from '../../platform/resources/engine-table-use.js';
import type { TableUse } from '../../platform/store/table-use.js';
import type { Delivery } from '../../platform/queue/batch-handler.js';

/**
 * What received mail does to the table: find the sent email by its Message-ID guards, and record the reply, the
 * campaign contact, the opt-out of an unsubscribe, the note and the inbound email through the engine, whose hooks may
 * write any family.
 */
export const receivedMailTableUse: readonly TableUse[] = engineTableUse;

/**
 * Records a raw reply in the organization of the message it answers (or in `org` when given, matching by sender too).
 * Answers undefined when the message is no reply at all or no organization can be told.
 */
export async function recordRawReply(
  services: ResourceServices,
  raw: string | Buffer,
  options: { requestId: string; org?: string; lastDelivery?: boolean },
): Promise<Record<string, unknown> | undefined> {
  const reply = await parseRawReply(raw);
  if (!reply) return undefined;
  const context = (org: string): WriteContext => ({
    org,
    actor: { type: 'system', id: 'inbound-mail' },
    requestId: options.requestId,
  });
  return recordReply(services, reply, { inboundEmails, org: options.org, context, lastDelivery: options.lastDelivery });
}

/**
 * Handles one message of the inbound-mail queue: received mail, carried in the notification or stored in S3 and read
 * through `storedMail` (a reply to one of our messages not recorded yet is delivered again, until its last delivery); mail that SES's scan found spam or a virus in is dropped (logged), other events are ignored, and a bounce or complaint, which the receipt rule never publishes,
 * is refused so that the dead-letter queue keeps it.
 */
export async function handleReceivedMail(
  services: ResourceServices,
  body: string,
  delivery: Delivery,
  storedMail?: StoredMail,
): Promise<void> {
  const { requestId } = delivery;
  const notification = parseSesNotification(body);
  if (notification.kind === 'rejected')
    logger.warn("Received mail that failed the receipt rule's scan is dropped, not matched", {
      verdicts: notification.verdicts,
      requestId,
    });
  else if (notification.kind === 'received') await recordRawReply(services, notification.raw, delivery);
  else if (notification.kind === 'stored') {
    // Thrown, not skipped: the reply stays on the queue and then in the DLQ until the deployment can read it.
    if (!storedMail)
      throw new Error(
        `Received mail stored in S3, but this function has no ${RECEIVED_MAIL_BUCKET_VARIABLE} to read it`,
      );
    await recordRawReply(services, await storedMail.read(notification.location), delivery);
  } else if (notification.kind === 'feedback')
    throw new Error(`A ${notification.feedback.kind} notification belongs on the ses-events queue, not inbound-mail`);
}
