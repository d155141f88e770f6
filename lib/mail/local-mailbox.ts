// The local runtime's mailbox: sent mail is kept in the table so that GET /local/mailbox can show it to a developer;
// mail to SES's simulator addresses also causes the notification SES would publish (see mailbox-simulator.ts).
import { ulid } from 'ulid';
import type { AttributesOf } from '../platform/store/item-type.js';
import type { Store } from '../platform/store/store.js';
import { mailboxMails } from './mailbox-items.js';
import { type SimulatedNotification, simulatedNotification } from './mailbox-simulator.js';
import type { Mailer } from './mailer.js';

/** A mail as the mailbox lists it: what was sent, with its id and time. */
export type MailboxEntry = AttributesOf<typeof mailboxMails>;

/** The sender of mail that names none, where SES would use the deployment's SENDER_EMAIL. */
export const LOCAL_SENDER = 'no-reply@localhost';

export interface LocalMailboxOptions {
  /**
   * Delivers a simulated SES notification as SES would: a bounce or complaint onto the ses-events queue, received mail
   * onto the inbound-mail queue.
   */
  notify?: (notification: SimulatedNotification) => Promise<void>;
  now?: () => Date;
}

export function createLocalMailbox(
  store: Pick<Store, 'items'>,
  { notify, now = () => new Date() }: LocalMailboxOptions = {},
): Mailer & { list(to?: string): Promise<MailboxEntry[]> } {
  const mailbox = store.items(mailboxMails);
  return {
    async send(mail) {
      const id = `mail_${ulid()}`;
      const at = now();
      const from = mail.from ?? LOCAL_SENDER;
      await mailbox.put(
        { id },
        {
          id,
          to: mail.to.toLowerCase(),
          from,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? null,
          messageId: mail.messageId ?? null,
          headers: mail.headers ?? {},
          createdAt: at.toISOString(),
        },
      );
      const notification = notify && simulatedNotification(mail, from, id, at);
      if (notification) await notify(notification);
      return { providerMessageId: id };
    },
    /** The mail sent, newest first; only mail to `to` (in any case) when given. */
    async list(to) {
      const mails: MailboxEntry[] = [];
      const wanted = to?.toLowerCase();
      for await (const mail of mailbox.query({}, { descending: true, where: { equals: { to: wanted } } }))
        mails.push(mail);
      return mails;
    },
  };
}
