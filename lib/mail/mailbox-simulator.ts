// SES's mailbox simulator, for the local mailbox: what SES reports for mail to its simulator addresses, as the SES
// notification it would publish (bounce, complaint) or the out-of-office reply it would send back (a receipt).
import type { OutgoingMail } from './mailer.js';

const SIMULATOR_DOMAIN = 'simulator.amazonses.com';

/** The local part of a simulator address (`bounce` in bounce@simulator.amazonses.com, or bounce+tag@), if it is one. */
function simulatorMailbox(address: string): string | undefined {
  const [local, domain] = address.toLowerCase().split('@');
  return domain === SIMULATOR_DOMAIN ? local!.split('+')[0] : undefined;
}

/** The `mail` object of an SES event about the message. */
function mailObject(mail: OutgoingMail, from: string, providerMessageId: string, at: string) {
  return {
    timestamp: at,
    source: from,
    messageId: providerMessageId,
    destination: [mail.to],
    headers: mail.messageId ? [{ name: 'Message-ID', value: mail.messageId }] : [],
    commonHeaders: { from: [from], to: [mail.to], subject: mail.subject },
  };
}

/** The out-of-office answer, as the raw RFC 5322 message SES inbound would receive. */
function outOfOffice(mail: OutgoingMail, from: string, at: Date): string {
  const lines = [
    `From: ${mail.to}`,
    `To: ${from}`,
    `Subject: Out of office: ${mail.subject.replace(/[\r\n]+/g, ' ')}`,
    `Date: ${at.toUTCString()}`,
    `Message-ID: <ooto-${at.getTime()}@${SIMULATOR_DOMAIN}>`,
    ...(mail.messageId ? [`In-Reply-To: ${mail.messageId}`, `References: ${mail.messageId}`] : []),
    'Auto-Submitted: auto-replied',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'I am out of the office and will answer when I am back.',
  ];
  return lines.join('\r\n');
}

/**
 * A notification SES would publish about a mail, as JSON, and which kind it is: `feedback` (a bounce or complaint, which
 * the configuration set's event destination publishes) or `received` (mail SES receives, which the receipt rule
 * publishes on a topic of its own).
 */
export interface SimulatedNotification {
  kind: 'feedback' | 'received';
  body: string;
}

/**
 * The SES notification a mail to a simulator address causes, or undefined: success@ and every other address are simply
 * delivered.
 */
export function simulatedNotification(
  mail: OutgoingMail,
  from: string,
  providerMessageId: string,
  at: Date = new Date(),
): SimulatedNotification | undefined {
  const mailbox = simulatorMailbox(mail.to);
  const timestamp = at.toISOString();
  const about = mailObject(mail, from, providerMessageId, timestamp);
  const feedback = (event: object): SimulatedNotification => ({ kind: 'feedback', body: JSON.stringify(event) });
  if (mailbox === 'bounce')
    return feedback({
      eventType: 'Bounce',
      bounce: {
        bounceType: 'Permanent',
        bounceSubType: 'General',
        bouncedRecipients: [{ emailAddress: mail.to, action: 'failed', status: '5.1.1' }],
        timestamp,
      },
      mail: about,
    });
  if (mailbox === 'complaint')
    return feedback({
      eventType: 'Complaint',
      complaint: { complainedRecipients: [{ emailAddress: mail.to }], complaintFeedbackType: 'abuse', timestamp },
      mail: about,
    });
  if (mailbox === 'ooto')
    return {
      kind: 'received',
      body: JSON.stringify({
        notificationType: 'Received',
        receipt: { action: { type: 'SNS', encoding: 'UTF8' }, recipients: [from], timestamp },
        mail: { ...about, source: mail.to, destination: [from] },
        content: outOfOffice(mail, from, at),
      }),
    };
  return undefined;
}
