// The mail interface: what the service sends (login codes, campaign messages) goes through it, to SES in AWS or the local mailbox.

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
