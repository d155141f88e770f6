// The mail interface: what the service sends (login codes, campaign messages) goes through it, to SES in AWS or the local mailbox.

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The sender; the deployment's own sender address when absent (login codes). */
  from?: string;
  /** The HTML part, when the message has one (campaign messages). */
  html?: string;
  /** The Message-ID the service chose (`<...@host>`), kept on the sent email so that replies can be matched to it. */
  messageId?: string;
  /** More headers: List-Unsubscribe and List-Unsubscribe-Post on campaign messages. */
  headers?: Record<string, string>;
}

/** What the provider answered: its own id of the accepted message (SES's MessageId; the mailbox entry's id locally). */
interface SentMail {
  providerMessageId: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<SentMail>;
}
