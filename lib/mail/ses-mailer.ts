// The mailer in AWS: sends through SES v2 (Simple content: text and HTML parts, custom headers) from the mail's sender or
// the deployment's, in the configuration set whose event destination reports bounces and complaints.
import { SendEmailCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import type { Mailer } from './mailer.js';
import { OUR_MESSAGE_ID_HEADER } from './ses-notification.js';

/**
 * Headers SES sets itself: with Simple content the API refuses them as custom headers, and SES replaces a Message-ID
 * with its own `<SES MessageId@email.amazonses.com>` (docs: "Amazon SES header fields"). Our Message-ID therefore travels
 * as X-Outreach-Message-ID (SES events list it under mail.headers), and replies in AWS are matched by SES's id.
 */
const SET_BY_SES = new Set(['message-id', 'date', 'from', 'to', 'cc', 'bcc', 'subject', 'reply-to', 'return-path']);

export interface SesMailerOptions {
  /** The deployment's sender (SENDER_EMAIL): login codes, and any mail without its own `from`. */
  from: string;
  /** SES_CONFIGURATION_SET: the configuration set whose event destination publishes bounces and complaints. */
  configurationSetName?: string;
  /** The SES tenant the mail is sent through (an organization's own, for its SES connections). */
  tenantName?: string;
}

export function createSesMailer(client: Pick<SESv2Client, 'send'>, options: SesMailerOptions): Mailer {
  return {
    async send(mail) {
      const headers = Object.entries(mail.headers ?? {})
        .filter(([name]) => !SET_BY_SES.has(name.toLowerCase()))
        .map(([Name, Value]) => ({ Name, Value }));
      if (mail.messageId) headers.push({ Name: OUR_MESSAGE_ID_HEADER, Value: mail.messageId });
      const { MessageId } = await client.send(
        new SendEmailCommand({
          FromEmailAddress: mail.from ?? options.from,
          Destination: { ToAddresses: [mail.to] },
          ...(options.configurationSetName ? { ConfigurationSetName: options.configurationSetName } : {}),
          ...(options.tenantName ? { TenantName: options.tenantName } : {}),
          Content: {
            Simple: {
              Subject: { Data: mail.subject, Charset: 'UTF-8' },
              Body: {
                Text: { Data: mail.text, Charset: 'UTF-8' },
                ...(mail.html ? { Html: { Data: mail.html, Charset: 'UTF-8' } } : {}),
              },
              ...(headers.length ? { Headers: headers } : {}),
            },
          },
        }),
      );
      if (!MessageId) throw new Error('SES accepted the message without a MessageId');
      return { providerMessageId: MessageId };
    },
  };
}
