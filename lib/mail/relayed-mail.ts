// Mail the local SMTP server accepted, as the local mailbox keeps what the service sends: one mail per recipient of the
// envelope (Bcc included, as a real server delivers it), with the headers a reader of the mailbox checks.
import type { OutgoingMail } from './mailer.js';
import { parseMessage } from './parsed-message.js';

/** Threading and unsubscribing: what a campaign message carries beyond its Message-ID. */
const KEPT_HEADERS = ['In-Reply-To', 'References', 'List-Unsubscribe', 'List-Unsubscribe-Post'];

/** The SMTP envelope: who the client said it sends from (MAIL FROM) and to (RCPT TO). */
export interface SmtpEnvelope {
  mailFrom: string | undefined;
  recipients: readonly string[];
}

/** The mails `raw` makes in the mailbox; attachments are not kept. */
export async function relayedMails(raw: Buffer, envelope: SmtpEnvelope): Promise<OutgoingMail[]> {
  const message = await parseMessage(raw);
  const from = message.headers.from?.value.find((address) => address.address)?.address ?? envelope.mailFrom;
  const headers = Object.fromEntries(
    KEPT_HEADERS.flatMap((name) => {
      const value = message.rawHeader(name);
      return value === undefined ? [] : [[name, value]];
    }),
  );
  return envelope.recipients.map((to) => ({
    to,
    ...(from ? { from } : {}),
    subject: message.headers.subject ?? '',
    text: message.text,
    ...(message.html === null ? {} : { html: message.html }),
    ...(message.headers.messageId ? { messageId: message.headers.messageId } : {}),
    headers,
  }));
}
